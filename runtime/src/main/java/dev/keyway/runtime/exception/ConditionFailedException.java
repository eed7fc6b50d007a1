package dev.keyway.runtime.exception;

import dev.keyway.runtime.InternalApi;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A conditional write did not happen because its condition did not hold: nothing was written.
 * What a caller catches for any failed condition; its subclasses say which condition it was:
 *
 * <pre>
 * ConditionFailedException          a condition of the write (or a condition check) did not hold
 * ├── ItemAlreadyExistsException    a create found its key taken
 * ├── UniqueConstraintException     a {@code @Unique} value is held by another item
 * └── VersionConflictException      the stored {@code @Version} is not the one the write was based on
 * </pre>
 *
 * <p>Every conditional write Keyway sends asks DynamoDB for the item as it was when the condition
 * failed ({@code ReturnValuesOnConditionCheckFailure=ALL_OLD}, which costs no read capacity), so the
 * exception carries what is stored now without a second read: {@link #current(Class)} decodes it as
 * its record, {@link #currentItem()} gives it raw. Both are empty when there was no item (a versioned
 * update of a deleted record, a delete on condition of a missing item), and for a
 * {@link UniqueConstraintException} thrown for a value's guard item, which is not a record.
 *
 * <pre>{@code
 * try {
 *     orders.put(order.withStatus(SHIPPED));
 * } catch (VersionConflictException e) {
 *     Order now = e.current(Order.class).orElseThrow(); // as stored when the write failed
 *     orders.put(now.withStatus(SHIPPED));                // based on its version
 * }
 * }</pre>
 */
public class ConditionFailedException extends KeywayException {

    private final String entityType;
    private final String key;
    /** The item as DynamoDB returned it with the failure, or {@code null} when it returned none. */
    private Map<String, AttributeValue> currentItem;
    /** The record type of the entity, or {@code null} when not known; not serialized. */
    private transient Class<?> recordType;
    /** Decodes {@link #currentItem}; not serialized. */
    private transient Function<Map<String, AttributeValue>, ?> decoder;
    /** What {@link #current(Class)} decoded, once: the record, or the exception decoding threw. */
    private transient Object decoded;
    private transient RuntimeException decodeFailure;

    /** For the entity and the described key. */
    public ConditionFailedException(String entityType, String key, String message, Throwable cause) {
        super(message, cause);
        this.entityType = entityType;
        this.key = key;
    }

    /** For the entity and the described key, with the default message. */
    public ConditionFailedException(String entityType, String key, Throwable cause) {
        this(entityType, key, "The condition of the write to " + entityType + " " + key + " did not hold", cause);
    }

    /** The entity type written. */
    public String entityType() {
        return entityType;
    }

    /**
     * The item's primary key, described as {@code PK=..., SK=...}; for a
     * {@link UniqueConstraintException}, the value taken ({@code component=value}).
     */
    public String key() {
        return key;
    }

    /**
     * The item that failed the condition, as it was stored when DynamoDB evaluated the write,
     * decoded as its record: what a retry of the write can be based on, without reading it again.
     * Decoded once, on the first call.
     *
     * @param recordType the entity's record type
     * @return the record stored, or empty when there was no item (or, for a
     *         {@link UniqueConstraintException}, when the condition that failed was a value's guard item)
     * @throws IllegalArgumentException if {@code recordType} is not the entity's record type
     * @throws ItemDecodeException      if the item does not decode as the entity's record (another
     *                                  entity's item under the same key, an item Keyway did not
     *                                  write; its {@link NonCanonicalKeyException} subclass for a key
     *                                  that is not the one the record's components build): an item
     *                                  is never turned into a record it is not. {@link #currentItem()}
     *                                  still has it raw
     */
    public <R> Optional<R> current(Class<R> recordType) {
        Objects.requireNonNull(recordType, "recordType");
        if (this.recordType != null && !recordType.equals(this.recordType)) {
            throw new IllegalArgumentException(entityType + " " + key + " is a " + this.recordType.getName()
                    + ", not a " + recordType.getName());
        }
        if (currentItem == null || currentItem.isEmpty()) {
            return Optional.empty();
        }
        Object record = decodedRecord();
        if (!recordType.isInstance(record)) {
            throw new IllegalArgumentException(entityType + " " + key + " is a " + record.getClass().getName()
                    + ", not a " + recordType.getName());
        }
        return Optional.of(recordType.cast(record));
    }

    private synchronized Object decodedRecord() {
        if (decoded == null && decodeFailure == null) {
            if (decoder == null) {
                throw new IllegalStateException("The item of " + entityType + " " + key
                        + " cannot be decoded here (this exception was deserialized): use currentItem()");
            }
            try {
                decoded = Objects.requireNonNull(decoder.apply(currentItem), "decoded record");
            } catch (RuntimeException e) {
                decodeFailure = e;
            }
        }
        if (decodeFailure != null) {
            throw decodeFailure;
        }
        return decoded;
    }

    /**
     * The item that failed the condition as DynamoDB returned it, attribute by attribute; empty when
     * there was no item, or when DynamoDB returned none (see {@link #current(Class)}).
     */
    public Optional<Map<String, AttributeValue>> currentItem() {
        return currentItem == null || currentItem.isEmpty() ? Optional.empty() : Optional.of(currentItem);
    }

    /**
     * Attaches the item DynamoDB returned with the failure (empty or {@code null}: none) and how it
     * decodes; Keyway's writes call it once before throwing.
     *
     * @param item       the item returned with the failure
     * @param recordType the entity's record type, or {@code null} when not known
     * @param decoder    decodes the item as the record, throwing where it does not fit
     * @return this exception
     * @throws IllegalStateException if an item was attached already
     */
    @InternalApi
    public ConditionFailedException withCurrentItem(Map<String, AttributeValue> item, Class<?> recordType,
                                                    Function<Map<String, AttributeValue>, ?> decoder) {
        if (this.decoder != null || this.currentItem != null) {
            throw new IllegalStateException("the current item of " + entityType + " " + key + " is attached already");
        }
        this.currentItem = item == null || item.isEmpty() ? null : Map.copyOf(item);
        this.recordType = recordType;
        this.decoder = Objects.requireNonNull(decoder, "decoder");
        return this;
    }
}
