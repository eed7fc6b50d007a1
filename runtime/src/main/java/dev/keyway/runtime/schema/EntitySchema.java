package dev.keyway.runtime.schema;

import dev.keyway.runtime.InternalApi;
import java.util.List;
import java.util.Objects;

/**
 * What every generated schema holds the same way: its entity type, the attributes a selecting
 * query always reads and those of its primitive components. A generated {@code XSchema} extends it and adds what is the entity's own:
 * {@code table()} (read when first asked, so that loading a schema does not load its table),
 * {@code toItem}, {@code fromItem}, {@code primaryKey} and its attribute references.
 *
 * @param <T> the record type
 */
public abstract class EntitySchema<T> implements ItemSchema<T> {

    private final String entityType;
    private final List<String> requiredAttributes;
    private final List<String> primitiveAttributes;

    /**
     * For generated subclasses.
     *
     * @param entityType         the entity type stored in each item's type attribute
     * @param requiredAttributes see {@link ItemSchema#requiredAttributes()}
     */
    @InternalApi
    protected EntitySchema(String entityType, List<String> requiredAttributes) {
        this(entityType, requiredAttributes, List.of());
    }

    /**
     * For generated subclasses of entities with primitive components.
     *
     * @param entityType          the entity type stored in each item's type attribute
     * @param requiredAttributes  see {@link ItemSchema#requiredAttributes()}
     * @param primitiveAttributes see {@link ItemSchema#primitiveAttributes()}
     */
    @InternalApi
    protected EntitySchema(String entityType, List<String> requiredAttributes, List<String> primitiveAttributes) {
        this.entityType = Objects.requireNonNull(entityType, "entityType");
        this.requiredAttributes = List.copyOf(requiredAttributes);
        this.primitiveAttributes = List.copyOf(primitiveAttributes);
    }

    @Override
    public final String entityType() {
        return entityType;
    }

    @Override
    @InternalApi
    public final List<String> requiredAttributes() {
        return requiredAttributes;
    }

    @Override
    @InternalApi
    public final List<String> primitiveAttributes() {
        return primitiveAttributes;
    }
}
