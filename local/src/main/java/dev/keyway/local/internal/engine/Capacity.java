package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.value.ItemSizes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Capacity.Builder;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.VectorCapacity;

/**
 * Capacity units by DynamoDB's rules (Developer Guide, "DynamoDB read/write capacity mode" and "Item
 * sizes"): a read unit is 4 KB of a strongly consistent read (half a unit when eventually consistent,
 * two when transactional), a write unit 1 KB (two when transactional), each rounded up per item and at
 * least one. A write costs the larger of the old and the new item; every index it touches adds the
 * units of its own entries; a vector index it touches, bytes of its own ({@link VectorCapacities}).
 */
final class Capacity {

    static final List<String> MODES = List.of("INDEXES", "TOTAL", "NONE");
    static final double EVENTUAL = 0.5;
    static final double STRONG = 1.0;
    static final double TRANSACTIONAL = 2.0;

    private Capacity() {
    }

    /** Write units of an item of this size (a missing item still costs one). */
    static int writeUnits(long bytes) {
        return (int) Math.max(1, (bytes + 1023) / 1024);
    }

    /** Read units of this many bytes read (nothing read still costs one). */
    static int readUnits(long bytes) {
        return (int) Math.max(1, (bytes + 4095) / 4096);
    }

    static long sizeOf(Map<String, AttributeValue> item) {
        return item == null ? 0 : ItemSizes.of(item);
    }

    /** Write units of a put, update or delete that turns {@code oldItem} into {@code newItem} (either may be null). */
    static int itemWriteUnits(Map<String, AttributeValue> oldItem, Map<String, AttributeValue> newItem) {
        return writeUnits(Math.max(sizeOf(oldItem), sizeOf(newItem)));
    }

    /**
     * Write units one index spends on a change (Developer Guide, "Provisioned throughput considerations for
     * global secondary indexes"): a put when the item enters the index, a delete when it leaves, a delete
     * and a put when its index key changes, an update when projected attributes change, nothing otherwise.
     */
    static int indexWriteUnits(SecondaryIndex index, KeyShape tableKey, Map<String, AttributeValue> oldItem,
            Map<String, AttributeValue> newItem) {
        boolean before = index.covers(oldItem);
        boolean after = index.covers(newItem);
        if (!before && !after) {
            return 0;
        }
        Map<String, AttributeValue> oldEntry = before ? index.project(oldItem, tableKey) : null;
        Map<String, AttributeValue> newEntry = after ? index.project(newItem, tableKey) : null;
        if (before && after) {
            boolean sameKey = index.partitionOf(oldItem).equals(index.partitionOf(newItem))
                    && index.sortOf(oldItem, tableKey).equals(index.sortOf(newItem, tableKey));
            if (sameKey) {
                return Items.same(oldEntry, newEntry) ? 0 : writeUnits(Math.max(sizeOf(oldEntry), sizeOf(newEntry)));
            }
            return writeUnits(sizeOf(oldEntry)) + writeUnits(sizeOf(newEntry));
        }
        return writeUnits(sizeOf(before ? oldEntry : newEntry));
    }

    /** The units one request consumed on one table, split between the table and its indexes. */
    static final class Usage {
        final Table table;
        double tableUnits;
        final Map<String, Double> globalIndexes = new LinkedHashMap<>();
        final Map<String, Double> localIndexes = new LinkedHashMap<>();
        /** Vector write bytes by vector index ({@link VectorCapacities}), reported apart from the units. */
        final Map<String, Double> vectorIndexes = new LinkedHashMap<>();

        Usage(Table table) {
            this.table = table;
        }

        Usage addTable(double units) {
            tableUnits += units;
            return this;
        }

        Usage addIndex(String indexName, double units) {
            SecondaryIndex index = table.indexes.get(indexName);
            Map<String, Double> target = index == null || index.global ? globalIndexes : localIndexes;
            target.merge(indexName, units, Double::sum);
            return this;
        }

        /** Adds the index units of a write, times the factor (two in a transaction). */
        Usage addIndexWrites(Map<String, Integer> indexUnits, double factor) {
            indexUnits.forEach((name, units) -> addIndex(name, units * factor));
            return this;
        }

        /** Adds the vector write bytes of a write that turns {@code oldItem} into {@code newItem}. */
        Usage addVectorWrites(Map<String, AttributeValue> oldItem, Map<String, AttributeValue> newItem) {
            VectorCapacities.writeBytes(table, oldItem, newItem).forEach((name, bytes) ->
                    vectorIndexes.merge(name, bytes, Double::sum));
            return this;
        }

        double total() {
            double total = tableUnits;
            for (double units : globalIndexes.values()) {
                total += units;
            }
            for (double units : localIndexes.values()) {
                total += units;
            }
            return total;
        }

        /** The ConsumedCapacity member for the request's ReturnConsumedCapacity, or {@code null} for NONE. */
        ConsumedCapacity describe(String mode) {
            if (mode == null || "NONE".equals(mode)) {
                return null;
            }
            ConsumedCapacity.Builder builder = ConsumedCapacity.builder().tableName(table.name).capacityUnits(total());
            if ("INDEXES".equals(mode)) {
                builder.table(capacity(tableUnits));
                if (!globalIndexes.isEmpty()) {
                    builder.globalSecondaryIndexes(capacities(globalIndexes));
                }
                if (!localIndexes.isEmpty()) {
                    builder.localSecondaryIndexes(capacities(localIndexes));
                }
                if (!vectorIndexes.isEmpty()) { // only INDEXES: "Monitoring vector index capacity"
                    Map<String, VectorCapacity> vectors = new LinkedHashMap<>();
                    vectorIndexes.forEach((name, bytes) ->
                            vectors.put(name, VectorCapacity.builder().vectorWriteRequestBytes(bytes).build()));
                    builder.vectorIndexes(vectors);
                }
            }
            return builder.build();
        }

        private static software.amazon.awssdk.services.dynamodb.model.Capacity capacity(double units) {
            Builder builder = software.amazon.awssdk.services.dynamodb.model.Capacity.builder();
            return builder.capacityUnits(units).build();
        }

        private static Map<String, software.amazon.awssdk.services.dynamodb.model.Capacity> capacities(
                Map<String, Double> units) {
            Map<String, software.amazon.awssdk.services.dynamodb.model.Capacity> map = new LinkedHashMap<>();
            units.forEach((name, value) -> map.put(name, capacity(value)));
            return map;
        }
    }

    /** Usage of several tables (batches and transactions), in the order the tables were first touched. */
    static final class Ledger {
        private final Map<String, Usage> usages = new LinkedHashMap<>();

        Usage of(Table table) {
            return usages.computeIfAbsent(table.name, name -> new Usage(table));
        }

        /** The ConsumedCapacity list for the request's ReturnConsumedCapacity, or {@code null} for NONE. */
        List<ConsumedCapacity> describe(String mode) {
            if (mode == null || "NONE".equals(mode)) {
                return null;
            }
            return usages.values().stream().map(usage -> usage.describe(mode)).toList();
        }
    }
}
