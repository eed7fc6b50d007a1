package dev.keyway.runtime.internal.backfill;

import dev.keyway.runtime.backfill.IndexKeyDesign.Designed;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.NonCanonicalKeyException;
import dev.keyway.runtime.internal.key.KeySizes;
import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What "as designed" means for one item of an entity, in one place for the backfill's planner
 * ({@link IndexKeyRewrite}) and the live-table check ({@code dev.keyway.tools.TableCheck}), so
 * that the check reports exactly the items a backfill would change, and those it would refuse.
 *
 * <p><b>Which attributes.</b> The key attributes of the table's indexes (all of them, or those
 * named), except the table's own key attributes (a local index's partition key is the table's) and
 * those of multi-attribute keys (stored components, written by {@code toItem} like any other),
 * and the key attributes of indexes dropped from the whole design that no declared index uses.
 * Each should hold what {@code toItem} of the record writes: set where the record has the index's
 * components, absent where it has not (a sparse index, an index the entity does not declare, an
 * index dropped from the design). A key sharded at random is right in any of its shards.
 *
 * <p><b>Which items.</b> The item decodes without those attributes (a stale index key must not
 * make it unreadable), its new keys fit DynamoDB's size limits, and its stored primary key is the
 * one its components give: an item stored under another key (a non-canonical encoding, a value
 * holding its own delimiter) would be found by an index query as a record whose own key does not
 * find it, so it is refused, never given index keys.
 *
 * @param <T> the record type
 */
public final class DesignedIndexKeys<T> {

    private final ItemSchema<T> schema;
    private final KeySizes keySizes;
    /** The attributes managed, each with its index (a dropped index's name for its attributes). */
    private final Map<String, String> indexOfAttribute = new LinkedHashMap<>();
    /** The managed attributes of the design's own indexes, which decoding leaves out. */
    private final Set<String> declaredIndexAttributes;
    /** The entity's derived keys by attribute, for their shards. */
    private final Map<String, ItemSchema.DerivedKey> derivedByAttribute = new HashMap<>();

    /**
     * The keys of the indexes named (every index of the table when none is), and the attributes of
     * indexes dropped from the design.
     *
     * @param schema         the entity
     * @param indexNames     names of the table's indexes; empty for all of them
     * @param droppedIndexes for indexes no longer in the design: the index name and the attributes it used
     * @throws IllegalArgumentException if the table has no index of a given name
     */
    public DesignedIndexKeys(ItemSchema<T> schema, Collection<String> indexNames,
                             Map<String, List<String>> droppedIndexes) {
        this.schema = Objects.requireNonNull(schema, "schema");
        this.keySizes = KeySizes.of(schema);
        TableDefinition definition = schema.table();
        for (String name : indexNames) {
            definition.index(name); // throws for an unknown index
        }
        Set<String> tableKeys = new LinkedHashSet<>();
        tableKeys.add(definition.partitionKeyAttribute());
        definition.sortKeyAttribute().ifPresent(tableKeys::add);
        Set<String> declared = new LinkedHashSet<>(tableKeys);
        for (IndexDefinition index : definition.indexes()) {
            if (index.hasMultiAttributeKey()) {
                continue; // its keys are the record's own attributes: nothing derived to write or to rewrite
            }
            declared.add(index.partitionKeyAttribute());
            index.sortKeyAttribute().ifPresent(declared::add);
            if (!indexNames.isEmpty() && !indexNames.contains(index.name())) {
                continue;
            }
            if (!tableKeys.contains(index.partitionKeyAttribute())) {
                indexOfAttribute.put(index.partitionKeyAttribute(), index.name());
            }
            index.sortKeyAttribute().filter(attribute -> !tableKeys.contains(attribute))
                    .ifPresent(attribute -> indexOfAttribute.put(attribute, index.name()));
        }
        declaredIndexAttributes = Set.copyOf(indexOfAttribute.keySet());
        droppedIndexes.forEach((index, attributes) -> attributes.stream()
                .filter(attribute -> !declared.contains(attribute)) // a declared index still uses it
                .forEach(attribute -> indexOfAttribute.putIfAbsent(attribute, index)));
        for (ItemSchema.DerivedKey derived : schema.derivedKeys()) {
            derivedByAttribute.put(derived.attribute(), derived);
        }
    }

    /** The keys of every index of the table. */
    public static <T> DesignedIndexKeys<T> of(ItemSchema<T> schema) {
        return new DesignedIndexKeys<>(schema, List.of(), Map.of());
    }

    /** The attributes managed, in the order of the table's indexes. */
    public Set<String> attributes() {
        return indexOfAttribute.keySet();
    }

    /** The index an attribute managed here belongs to. */
    public String indexOf(String attribute) {
        return indexOfAttribute.get(attribute);
    }

    /**
     * The item as designed.
     *
     * @throws ItemDecodeException                             if the item does not decode, or its stored
     *                                                         primary key is not the one its components give
     * @throws dev.keyway.runtime.exception.InvalidKeyValueException     if a key cannot encode a component, or a new
     *                                                         key is over DynamoDB's size limit
     * @throws dev.keyway.runtime.exception.InvalidAttributeValueException if the record cannot be stored
     */
    public Designed<T> of(Map<String, AttributeValue> item) {
        Designed<T> designed = withAnyKey(item);
        keyDifference(item, designed.written()).ifPresent(attribute -> {
            throw new ItemDecodeException(schema.entityType(), schema.table().describeKey(item), attribute,
                    "the key is not the one its components give (" + schema.table().describeKey(designed.written())
                            + "): a backfill never rewrites a primary key; write the item under that key and "
                            + "delete this one", null);
        });
        return designed;
    }

    /**
     * The item's index keys as designed, whatever its stored primary key ({@link #of} refuses an
     * item stored under another key than its components give, see {@link #keyDifference}).
     *
     * @throws ItemDecodeException                             if the item does not decode
     * @throws dev.keyway.runtime.exception.InvalidKeyValueException     if a key cannot encode a component, or a new
     *                                                         key is over DynamoDB's size limit
     * @throws dev.keyway.runtime.exception.InvalidAttributeValueException if the record cannot be stored
     */
    public Designed<T> withAnyKey(Map<String, AttributeValue> item) {
        // Decoded without the index keys: a stale key must not make the item unreadable (reads refuse
        // a component missing from an item that holds a key built from it).
        // A dropped index's attributes are kept: reads do not know them, and one the record itself
        // writes (an index keyed on a plain attribute) must decode, so that it is kept, not removed.
        Map<String, AttributeValue> withoutIndexKeys = new HashMap<>(item);
        withoutIndexKeys.keySet().removeAll(declaredIndexAttributes);
        T record;
        try {
            record = schema.fromItem(withoutIndexKeys);
        } catch (NonCanonicalKeyException notItsKey) {
            // read from its attributes alone, to be judged against the record's own key (keyDifference)
            withoutIndexKeys.remove(schema.table().partitionKeyAttribute());
            schema.table().sortKeyAttribute().ifPresent(withoutIndexKeys::remove);
            record = schema.fromItem(withoutIndexKeys);
        }
        Map<String, AttributeValue> written = schema.toItem(record);
        Map<String, AttributeValue> before = new LinkedHashMap<>();
        Map<String, AttributeValue> after = new LinkedHashMap<>();
        indexOfAttribute.keySet().forEach(attribute -> {
            AttributeValue stored = item.get(attribute);
            AttributeValue want = written.get(attribute);
            if (stored != null) {
                before.put(attribute, stored);
                if (want != null && sameButShard(attribute, stored, want)) {
                    want = stored; // a key sharded at random is right in any of its shards
                }
            }
            if (want != null) {
                after.put(attribute, want);
                if (!want.equals(stored) && want.s() != null) {
                    keySizes.check(attribute, want.s()); // refused before the request, not by DynamoDB
                }
            }
        });
        return new Designed<>(record, written, before, after);
    }

    /**
     * The first of the table's key attributes whose stored value is not the one the record's
     * components give ({@code written}), if any: such an item, given index keys, would be read from
     * an index as a record that its own key does not find.
     */
    public Optional<String> keyDifference(Map<String, AttributeValue> item, Map<String, AttributeValue> written) {
        List<String> keyAttributes = new ArrayList<>(List.of(schema.table().partitionKeyAttribute()));
        schema.table().sortKeyAttribute().ifPresent(keyAttributes::add);
        return keyAttributes.stream().filter(attribute -> !Objects.equals(item.get(attribute), written.get(attribute)))
                .findFirst();
    }

    private boolean sameButShard(String attribute, AttributeValue stored, AttributeValue wanted) {
        ItemSchema.DerivedKey derived = derivedByAttribute.get(attribute);
        if (derived == null || derived.randomShards() == 0 || stored.s() == null || wanted.s() == null) {
            return false;
        }
        // The shard ends the key, after its delimiter: the key's trailing digits.
        int digits = wanted.s().length();
        while (digits > 0 && Character.isDigit(wanted.s().charAt(digits - 1))) {
            digits--;
        }
        String base = wanted.s().substring(0, digits);
        if (!stored.s().startsWith(base)) {
            return false;
        }
        String shard = stored.s().substring(base.length());
        if (shard.isEmpty() || shard.length() > 4 || !shard.chars().allMatch(Character::isDigit)) {
            return false;
        }
        return Integer.parseInt(shard) < derived.randomShards() && String.valueOf(Integer.parseInt(shard)).equals(shard);
    }
}
