package dev.keyway.processor.write;

import dev.keyway.processor.model.EntityModel;
import java.util.List;

/** The canonical names of the classes generated for an entity, to check them against existing types. */
public final class GeneratedNames {

    private GeneratedNames() {
    }

    /** {@code XKeys}, {@code XSchema} and {@code XRepository}. */
    public static List<String> of(EntityModel entity) {
        return List.of(Naming.keys(entity).canonicalName(), Naming.schema(entity).canonicalName(),
                Naming.repository(entity).canonicalName());
    }
}
