package dev.keyway.runtime.exception;

import dev.keyway.runtime.transaction.WriteTransaction;

/**
 * A write or read would make a transaction that DynamoDB refuses: more than
 * {@value WriteTransaction#MAX_ITEMS} items, or two operations on one item (table and primary
 * key). Thrown when the write or read is added, before any request; the transaction is left as it
 * was. The guard items of {@code @Unique} values count as items: a {@code put} that moves one
 * value adds three (the entity's item, the new value's guard, the old value's guard).
 */
public class InvalidTransactionException extends KeywayException {

    private final String entityType;
    private final String key;

    /** For the entity type and the described key of the item that could not be added. */
    public InvalidTransactionException(String entityType, String key, String message) {
        super(message);
        this.entityType = entityType;
        this.key = key;
    }

    /** The entity type of the item that could not be added. */
    public String entityType() {
        return entityType;
    }

    /** The item's primary key, described as {@code PK=..., SK=...}. */
    public String key() {
        return key;
    }
}
