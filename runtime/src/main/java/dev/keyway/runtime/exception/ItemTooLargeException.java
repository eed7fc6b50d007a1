package dev.keyway.runtime.exception;

/**
 * An item is larger than DynamoDB's item size limit (400 KB: 409,600 bytes, attribute names
 * included). Keyway throws it before any request when it can know: a record whose item is too
 * large ({@code put}, {@code create}, batches, transactions), an update that sets or appends a
 * value too large for any item. Otherwise DynamoDB's refusal ({@code ValidationException}
 * "Item size has exceeded the maximum allowed size", "Item size to update has exceeded...", also
 * as a transaction's cancellation reason) is thrown as this exception, with the SDK's exception as
 * its cause and {@link #size()} -1. Either way nothing was written.
 *
 * <p>The size is computed the way DynamoDB documents it (see
 * {@code dev.keyway.runtime.internal.item.ItemSize}); it may exceed DynamoDB's own count by a few
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

    /**
     * DynamoDB refused a write because the item (after an update: the item as updated) would be
     * over its limit.
     *
     * @param entityType the entity type being written
     * @param key        the item's primary key, described as {@code PK=..., SK=...}
     * @param limit      the limit in bytes
     * @param cause      DynamoDB's refusal, as the SDK reported it
     */
    public ItemTooLargeException(String entityType, String key, long limit, Throwable cause) {
        super(entityType + " " + key + " would be over DynamoDB's item size limit of " + limit
                + " bytes: DynamoDB refused the write, nothing was written", cause);
        this.entityType = entityType;
        this.key = key;
        this.size = -1;
        this.limit = limit;
    }

    /**
     * An update that would make the item larger than the limit whatever it holds now: the values
     * it sets, appends and adds, with the item's keys, come to {@code atLeast} bytes.
     *
     * @param entityType the entity type being updated
     * @param key        the item's primary key, described as {@code PK=..., SK=...}
     * @param atLeast    the bytes the updated item would hold at least
     * @param limit      the limit in bytes
     * @return the exception, to throw before the request
     */
    public static ItemTooLargeException afterUpdate(String entityType, String key, long atLeast, long limit) {
        return new ItemTooLargeException(entityType + " " + key + " would be at least " + atLeast
                + " bytes after the update (the values it sets, appends and adds, and the keys), over DynamoDB's item "
                + "size limit of " + limit + " bytes; nothing was sent", entityType, key, atLeast, limit);
    }

    private ItemTooLargeException(String message, String entityType, String key, long size, long limit) {
        super(message);
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

    /**
     * The item's size in bytes, as DynamoDB counts it (attribute names and values): for an update,
     * the least the updated item would hold; -1 when DynamoDB refused the item and its size is not
     * known here.
     */
    public long size() {
        return size;
    }

    /** The limit in bytes (409,600). */
    public long limit() {
        return limit;
    }
}
