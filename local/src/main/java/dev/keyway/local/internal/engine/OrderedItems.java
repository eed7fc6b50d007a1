package dev.keyway.local.internal.engine;

import java.util.Collections;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items in key order, the storage of a table or an index: partitions ordered by the stable hash of their
 * partition key (as DynamoDB's scans are), items within a partition by sort key. An index's sort key
 * ends with the table's primary key, so that items with equal index keys keep a stable order.
 */
final class OrderedItems {

    /** A partition's place: its hash, then its key (a {@code null} key sorts before every key of its hash). */
    record Partition(long hash, ItemKey key) implements Comparable<Partition> {

        static Partition of(ItemKey key) {
            return new Partition(key.stableHash(), key);
        }

        @Override
        public int compareTo(Partition other) {
            int c = Long.compare(hash, other.hash);
            if (c != 0) {
                return c;
            }
            if (key == null || other.key == null) {
                return key == null ? (other.key == null ? 0 : -1) : 1;
            }
            return ItemKey.compare(key, other.key);
        }
    }

    private final TreeMap<Partition, TreeMap<ItemKey, Map<String, AttributeValue>>> partitions = new TreeMap<>();
    private long count;

    long count() {
        return count;
    }

    Map<String, AttributeValue> get(ItemKey partition, ItemKey sort) {
        TreeMap<ItemKey, Map<String, AttributeValue>> items = partitions.get(Partition.of(partition));
        return items == null ? null : items.get(sort);
    }

    void put(ItemKey partition, ItemKey sort, Map<String, AttributeValue> item) {
        TreeMap<ItemKey, Map<String, AttributeValue>> items =
                partitions.computeIfAbsent(Partition.of(partition), p -> new TreeMap<>(ItemKey::compare));
        if (items.put(sort, item) == null) {
            count++;
        }
    }

    Map<String, AttributeValue> remove(ItemKey partition, ItemKey sort) {
        Partition place = Partition.of(partition);
        TreeMap<ItemKey, Map<String, AttributeValue>> items = partitions.get(place);
        if (items == null) {
            return null;
        }
        Map<String, AttributeValue> removed = items.remove(sort);
        if (removed != null) {
            count--;
            if (items.isEmpty()) {
                partitions.remove(place);
            }
        }
        return removed;
    }

    /** The items of one partition in sort key order (empty if there are none). */
    NavigableMap<ItemKey, Map<String, AttributeValue>> partition(ItemKey partition) {
        TreeMap<ItemKey, Map<String, AttributeValue>> items = partitions.get(Partition.of(partition));
        return items == null ? Collections.emptyNavigableMap() : items;
    }

    /** Every partition in scan order. */
    NavigableMap<Partition, TreeMap<ItemKey, Map<String, AttributeValue>>> partitions() {
        return partitions;
    }

    void clear() {
        partitions.clear();
        count = 0;
    }
}
