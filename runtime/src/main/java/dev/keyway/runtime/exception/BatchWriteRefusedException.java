package dev.keyway.runtime.exception;

import dev.keyway.runtime.batch.WriteBatch;
import dev.keyway.runtime.transaction.WriteTransaction;
import java.util.List;

/**
 * A batch write ({@code putAll}, {@code deleteAll}, a {@link WriteBatch}) of an entity with
 * {@code @Unique} components: a {@code BatchWriteItem} carries no conditions, so it could neither
 * claim a value (and find it taken) nor release one. Thrown before any request. Write such
 * records in a {@link WriteTransaction}, which adds their guard items, or one by one.
 */
public class BatchWriteRefusedException extends KeywayException {

    private final String entityType;
    private final List<String> components;

    /** For the entity type, its {@code @Unique} components and the operation refused. */
    public BatchWriteRefusedException(String entityType, List<String> components, String operation) {
        super(entityType + " has @Unique components (" + String.join(", ", components) + "), whose guard items "
                + operation + " cannot claim or release: a batch write carries no conditions. Write these records in "
                + "a WriteTransaction (up to " + WriteTransaction.MAX_ITEMS + " items, guard items included) or one "
                + "by one with put, create and delete");
        this.entityType = entityType;
        this.components = List.copyOf(components);
    }

    /** The entity type written. */
    public String entityType() {
        return entityType;
    }

    /** Its {@code @Unique} components. */
    public List<String> components() {
        return components;
    }
}
