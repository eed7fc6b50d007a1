package dev.keyway.runtime;

/**
 * An item is larger than DynamoDB's item size limit (400 KB: 409,600 bytes, attribute names
 * included); thrown before any request is sent, so nothing was written.
 *
 * <p>The size is computed the way DynamoDB documents it (see
 * {@code dev.keyway.runtime.internal.ItemSize}); it may exceed DynamoDB's own count by a few
 * bytes per number attribute, never fall short of it.
 *
 * <pre>{@code
 * try {
 *     orders.put(order);
 * } catch (ItemTooLargeException e) {
 *     log.warn("{} {} is {} bytes, over {}", e.entityType(), e.key(), e.size(), e.limit());
 *     // move the large part to S3, or split the record
 * }
 * }</pre>
 */
public class ItemTooLargeException extends KeywayException {

    private final String entityType;
    private final String key;
    private final long size;
    private final long limit;

    /**
     * For the entity type, the described primary key, the item's size and the limit it exceeds.
     *
     * @param entityType the entity type being written
     * @param key        the item's primary key, described as {@code PK=..., SK=...}
     * @param size       the item's size in bytes
     * @param limit      the limit in bytes
     */
    public ItemTooLargeException(String entityType, String key, long size, long limit) {
        super(entityType + " " + key + " is " + size + " bytes, over DynamoDB's item size limit of " + limit
                + " bytes; nothing was sent");
        this.entityType = entityType;
        this.key = key;
        this.size = size;
        this.limit = limit;
    }

    /** The entity type being written. */
    public String entityType() {
        return entityType;
    }

    /** The item's primary key, described as {@code PK=..., SK=...}. */
    public String key() {
        return key;
    }

    /** The item's size in bytes, as DynamoDB counts it (attribute names and values). */
    public long size() {
        return size;
    }

    /** The limit in bytes (409,600). */
    public long limit() {
        return limit;
    }
}
