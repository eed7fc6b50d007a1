package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * The query of an item collection read from a global index with a multi-attribute key: it takes
 * the partition components in key order and returns query classes offering the sort attributes
 * left to right, as an access pattern on the index does. The members store every key attribute
 * from components of the same types (KW222, KW223), so the first member's attributes write the
 * values as every member stores them.
 */
final class MultiAttributeCollectionQuery {

    private final CollectionModel collection;
    private final MultiAttributeIndexModel index;
    private final EntityModel first;

    MultiAttributeCollectionQuery(CollectionModel collection) {
        this.collection = collection;
        this.index = collection.multiAttributeIndex().orElseThrow();
        this.first = collection.entities().get(0);
    }

    /** A name for the pattern constant that no parameter of the query method hides. */
    String patternField() {
        Set<String> parameters = new HashSet<>();
        index.partition().forEach(key -> parameters.add(key.component().name()));
        String field = "PATTERN";
        while (parameters.contains(field)) {
            field += "_SPEC";
        }
        return field;
    }

    /** Adds the query classes to {@code type} and returns the query method reading through {@code patternField}. */
    MethodSpec addTo(TypeSpec.Builder type, String patternField, List<String> typeNames) {
        ClassName sealed = JavaTypes.of(collection.type());
        ClassName schema = JavaTypes.of(Naming.schema(first));
        QueryLevels levels = new QueryLevels(JavaTypes.of(collection.generated()), sealed, new KeyCode(first));
        MultiAttributeQueryWriter writer = new MultiAttributeQueryWriter(first, collection.table(), schema, sealed, levels,
                new HashSet<>());
        List<ClassName> classes = MultiAttributeQueryWriter.classes(levels, sealed.simpleName(), index);
        writer.addLevels(type, index, classes);
        MethodSpec.Builder method = MethodSpec.methodBuilder("query")
                .addModifiers(Modifier.PUBLIC)
                .returns(classes.get(0));
        List<String> equalities = new ArrayList<>();
        CodeBlock condition = writer.partitionCondition(method, index, equalities);
        String sortDoc = index.sort().isEmpty() ? ""
                : "\nNarrow it by {@code " + String.join("}, then {@code ",
                index.sort().stream().map(key -> key.component().name()).toList()) + "}.";
        method.addJavadoc("$L", Docs.wrap(Docs.of("A Query on index $L (a multi-attribute key) by {@code $L}, filtered to "
                        + "the types $L: the partition's items in the order of the index's sort attributes, each decoded "
                        + "into its own record.$L\n", Naming.doc(index.name()), String.join(" AND ", equalities),
                String.join(", ", typeNames), sortDoc)));
        return method.addStatement("return $N.query(this.table,$W$L,$W$T::new)", patternField, condition, classes.get(0))
                .build();
    }
}
