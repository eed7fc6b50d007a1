package dev.keyway.processor.read;

import java.util.List;
import javax.lang.model.element.TypeElement;

/** The qualified names of the annotations the processor reads. */
final class AnnotationNames {

    static final String PACKAGE = "dev.keyway.annotations";
    static final String ENTITY = "dev.keyway.annotations.Entity";
    static final String PARTITION_KEY = "dev.keyway.annotations.PartitionKey";
    static final String SORT_KEY = "dev.keyway.annotations.SortKey";
    static final String GSI = "dev.keyway.annotations.Gsi";
    static final String GSI_LIST = "dev.keyway.annotations.Gsi.List";
    static final String LSI = "dev.keyway.annotations.Lsi";
    static final String LSI_LIST = "dev.keyway.annotations.Lsi.List";
    static final String MULTI_ATTRIBUTE_GSI = "dev.keyway.annotations.MultiAttributeGsi";
    static final String MULTI_ATTRIBUTE_GSI_LIST = "dev.keyway.annotations.MultiAttributeGsi.List";
    static final String ACCESS_PATTERN = "dev.keyway.annotations.AccessPattern";
    static final String ACCESS_PATTERN_LIST = "dev.keyway.annotations.AccessPattern.List";
    static final String ATTRIBUTE = "dev.keyway.annotations.Attribute";
    static final String VERSION = "dev.keyway.annotations.Version";
    static final String TTL = "dev.keyway.annotations.Ttl";
    static final String UNIQUE = "dev.keyway.annotations.Unique";
    static final String CONVERT = "dev.keyway.annotations.Convert";
    static final String KEY_FORMAT = "dev.keyway.annotations.KeyFormat";
    static final String ITEM_COLLECTION = "dev.keyway.annotations.ItemCollection";
    static final String TABLE_SETTINGS = "dev.keyway.annotations.TableSettings";
    static final String VECTOR_INDEX = "dev.keyway.annotations.VectorIndex";
    static final String VECTOR_INDEX_LIST = "dev.keyway.annotations.VectorIndex.List";

    /** The annotation types that only make sense together with {@code @Entity}. */
    static final List<String> ENTITY_ONLY = List.of(PARTITION_KEY, SORT_KEY, GSI, GSI_LIST, LSI, LSI_LIST,
            MULTI_ATTRIBUTE_GSI, MULTI_ATTRIBUTE_GSI_LIST, ACCESS_PATTERN, ACCESS_PATTERN_LIST, TABLE_SETTINGS, VECTOR_INDEX,
            VECTOR_INDEX_LIST);

    private AnnotationNames() {
    }

    /** Whether the annotation type is one of Keyway's (or a container of one, {@code Gsi.List}). */
    static boolean isKeyways(TypeElement annotation) {
        return annotation.getQualifiedName().toString().startsWith(PACKAGE + ".");
    }

    /** {@code dev.keyway.annotations.Gsi} to {@code Gsi}, as locations name annotations. */
    static String simple(String qualified) {
        return qualified.substring(qualified.lastIndexOf('.') + 1);
    }
}
