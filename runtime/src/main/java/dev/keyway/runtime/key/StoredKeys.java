package dev.keyway.runtime.key;

import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.NonCanonicalKeyException;
import dev.keyway.runtime.internal.key.StoredKeyCheck;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Whether a stored item is under the primary key its entity writes, and which key that is: for
 * code that checks or repairs a table (the live-table check, a migration), since every read refuses
 * an item whose key is not ({@link NonCanonicalKeyException}). Sends no request.
 *
 * <pre>{@code
 * Map<String, AttributeValue> item = ...;                          // PK=GAME#g1, SK=score#097#user-x
 * if (!StoredKeys.isCanonical(ScoreSchema.INSTANCE, item)) {
 *     Map<String, AttributeValue> key = StoredKeys.canonicalKey(ScoreSchema.INSTANCE, item);   // SK=score#97#user-x
 *     // put the item under key (if no item is there yet), then delete it under its stored key
 * }
 * }</pre>
 */
public final class StoredKeys {

    private StoredKeys() {
    }

    /**
     * Why the item's stored primary key is not the key its entity writes for the record its
     * attributes hold: the key's text is not what the templates write ({@code 097} for a plain
     * integer), or it holds other components than the attributes do. Empty when it is that key.
     *
     * @throws ItemDecodeException if the item's attributes do not decode into a record, so that
     *                             its key cannot be judged, or the item is another entity's
     */
    public static <T> Optional<NonCanonicalKeyException> problem(ItemSchema<T> schema, Map<String, AttributeValue> item) {
        T record = readIgnoringKey(schema, item);
        try {
            StoredKeyCheck.check(schema, item);
            StoredKeyCheck.check(schema, item, record);
            return Optional.empty();
        } catch (NonCanonicalKeyException e) {
            return Optional.of(e);
        }
    }

    /**
     * Whether the item is stored under the key its entity writes for the record its attributes
     * hold, so that every read returns it and a {@code get} by the record's components finds it.
     *
     * @throws ItemDecodeException as {@link #problem}
     */
    public static <T> boolean isCanonical(ItemSchema<T> schema, Map<String, AttributeValue> item) {
        return problem(schema, item).isEmpty();
    }

    /**
     * The primary key the entity writes for the record the item's attributes hold: where the
     * item belongs.
     *
     * @throws ItemDecodeException as {@link #problem}
     */
    public static <T> Map<String, AttributeValue> canonicalKey(ItemSchema<T> schema, Map<String, AttributeValue> item) {
        return schema.primaryKey(readIgnoringKey(schema, item));
    }

    /**
     * The record the item's attributes hold, read with its stored primary key set aside (which a
     * read would refuse if it is not the record's own).
     *
     * @throws ItemDecodeException if the attributes do not decode into a record, or the item is another entity's
     */
    public static <T> T readIgnoringKey(ItemSchema<T> schema, Map<String, AttributeValue> item) {
        Map<String, AttributeValue> attributes = new HashMap<>(item);
        attributes.remove(schema.table().partitionKeyAttribute());
        schema.table().sortKeyAttribute().ifPresent(attributes::remove);
        return schema.fromItem(attributes);
    }
}
