package dev.keyway.processor.write;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.TableModel;
import java.util.List;

/** The canonical names of the classes the processor generates, to check them before writing any. */
public final class GeneratedNames {

    private GeneratedNames() {
    }

    /** {@code XKeys}, {@code XSchema} and {@code XRepository}. */
    public static List<String> of(EntityModel entity) {
        return List.of(Naming.keys(entity).canonicalName(), Naming.schema(entity).canonicalName(),
                Naming.repository(entity).canonicalName());
    }

    /** The table class, e.g. {@code ShopTable}. */
    public static String of(TableModel table) {
        return table.type().canonicalName();
    }

    /** The collection class of an {@code @ItemCollection} interface, e.g. {@code CustomerItemCollection}. */
    public static String collection(String packageName, String interfaceSimpleName) {
        return new ClassRef(packageName, List.of(CollectionWriter.className(interfaceSimpleName))).canonicalName();
    }
}
