package dev.keyway.runtime;

import java.util.List;
import java.util.Objects;

/**
 * What every generated schema holds the same way: its entity type, its table and the attributes a
 * selecting query always reads. A generated {@code XSchema} extends it and adds what is the
 * entity's own: {@code toItem}, {@code fromItem}, {@code primaryKey} and its attribute references.
 *
 * @param <T> the record type
 */
public abstract class EntitySchema<T> implements ItemSchema<T> {

    private final String entityType;
    private final TableDefinition table;
    private final List<String> requiredAttributes;

    /**
     * For generated subclasses.
     *
     * @param entityType         the entity type stored in each item's type attribute
     * @param table              the table, with every index any of its entities declares
     * @param requiredAttributes see {@link ItemSchema#requiredAttributes()}
     */
    protected EntitySchema(String entityType, TableDefinition table, List<String> requiredAttributes) {
        this.entityType = Objects.requireNonNull(entityType, "entityType");
        this.table = Objects.requireNonNull(table, "table");
        this.requiredAttributes = List.copyOf(requiredAttributes);
    }

    @Override
    public final String entityType() {
        return entityType;
    }

    @Override
    public final TableDefinition table() {
        return table;
    }

    @Override
    public final List<String> requiredAttributes() {
        return requiredAttributes;
    }
}
