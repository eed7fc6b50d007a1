package dev.keyway.runtime.backfill;

import dev.keyway.runtime.internal.backfill.DesignedIndexKeys;
import dev.keyway.runtime.internal.item.Expiry;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a {@link Backfill} of an entity would leave each stored item as, for code that checks a table
 * against its design without writing (keyway-tools' {@code TableCheck}): the same definition the
 * backfill's planner uses, so a check reports exactly the items a backfill would change, and those
 * it would refuse. Sends no request.
 *
 * <pre>{@code
 * IndexKeyDesign<Order> design = IndexKeyDesign.of(OrderSchema.INSTANCE);
 * IndexKeyDesign.Designed<Order> designed = design.withAnyKey(item);   // item from a Scan
 * if (design.keyDifference(item, designed.written()).isEmpty() && designed.changes()) {
 *     // a backfill would rewrite designed.differences()
 * }
 * }</pre>
 *
 * @param <T> the record type
 */
public final class IndexKeyDesign<T> {

    private final ItemSchema<T> schema;
    private final DesignedIndexKeys<T> keys;

    private IndexKeyDesign(ItemSchema<T> schema, DesignedIndexKeys<T> keys) {
        this.schema = Objects.requireNonNull(schema, "schema");
        this.keys = keys;
    }

    /** The design of every index key of the entity's table. */
    public static <T> IndexKeyDesign<T> of(ItemSchema<T> schema) {
        return new IndexKeyDesign<>(schema, DesignedIndexKeys.of(schema));
    }

    /**
     * The design of every index key of the entity's table, and of the keys of indexes dropped from
     * the whole design, which it should not hold (what {@link Backfill#dropIndexKeys(String, String...)}
     * removes).
     *
     * @param droppedIndexes for each index no longer in the design, the attributes it used
     */
    public static <T> IndexKeyDesign<T> of(ItemSchema<T> schema, Map<String, List<String>> droppedIndexes) {
        return new IndexKeyDesign<>(schema, new DesignedIndexKeys<>(schema, List.of(),
                Objects.requireNonNull(droppedIndexes, "droppedIndexes")));
    }

    /** The index-key attributes a backfill manages, in the order of the table's indexes. */
    public Set<String> attributes() {
        return keys.attributes();
    }

    /** The index an attribute of {@link #attributes()} belongs to. */
    public String indexOf(String attribute) {
        return keys.indexOf(attribute);
    }

    /**
     * Whether reads and backfills leave the item out as past its {@code @Ttl} time at
     * {@code epochSeconds} (DynamoDB deletes expired items late).
     */
    public boolean expired(Map<String, AttributeValue> item, long epochSeconds) {
        return Expiry.expired(schema, item, epochSeconds);
    }

    /**
     * The item's index keys as designed, whatever its stored primary key (see {@link #keyDifference}).
     *
     * @throws dev.keyway.runtime.exception.ItemDecodeException           if the item does not decode
     * @throws dev.keyway.runtime.exception.InvalidKeyValueException      if a key cannot encode a component,
     *                                                                    or a new key is over DynamoDB's size limit
     * @throws dev.keyway.runtime.exception.InvalidAttributeValueException if the record cannot be stored
     */
    public Designed<T> withAnyKey(Map<String, AttributeValue> item) {
        return keys.withAnyKey(item);
    }

    /**
     * The first of the table's key attributes whose stored value is not the one the record's
     * components give ({@code written}), if any: a backfill refuses such an item, since given index
     * keys it would be read from an index as a record its own key does not find.
     */
    public Optional<String> keyDifference(Map<String, AttributeValue> item, Map<String, AttributeValue> written) {
        return keys.keyDifference(item, written);
    }

    /**
     * One item as designed.
     *
     * @param record  the record it decodes to
     * @param written the item {@code toItem} writes for it
     * @param before  the managed index-key attributes the item holds
     * @param after   those it should hold (one missing here is to be removed)
     * @param <T>     the record type
     */
    public record Designed<T>(T record, Map<String, AttributeValue> written, Map<String, AttributeValue> before,
                              Map<String, AttributeValue> after) {

        /** Whether the item's index keys differ from the design's. */
        public boolean changes() {
            return !before.equals(after);
        }

        /** The attributes that differ, each as stored ({@code null}: absent) and as designed ({@code null}: absent). */
        public Map<String, AttributeValue[]> differences() {
            Map<String, AttributeValue[]> differences = new LinkedHashMap<>();
            Set<String> attributes = new LinkedHashSet<>(before.keySet());
            attributes.addAll(after.keySet());
            for (String attribute : attributes) {
                AttributeValue stored = before.get(attribute);
                AttributeValue wanted = after.get(attribute);
                if (!Objects.equals(stored, wanted)) {
                    differences.put(attribute, new AttributeValue[] {stored, wanted});
                }
            }
            return differences;
        }
    }
}
