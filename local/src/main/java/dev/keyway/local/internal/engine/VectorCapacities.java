package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.value.ItemSizes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What vector index operations consume (Developer Guide, "Monitoring vector index capacity"): bytes, not
 * capacity units, reported as {@code VectorSearchRequestBytes} for a {@code SearchVectors} asked for
 * {@code INDEXES} or {@code TOTAL}, and per vector index as {@code VectorWriteRequestBytes} for a write asked
 * for {@code INDEXES} that changes what the index holds (a write that changes no indexed attribute consumes
 * none). The guide says search bytes scale with the vector data examined and returned, and write bytes
 * with the data replicated to the index, and gives no formula: Keyway Local's figures below are its own,
 * not the service's.
 */
final class VectorCapacities {

    /** An index holds each element at 32-bit precision ("Requirements and limitations"). */
    static final int BYTES_PER_DIMENSION = 4;

    private VectorCapacities() {
    }

    /** Keyway Local's search bytes: four per dimension of every vector compared, plus the items returned. */
    static double searchBytes(VectorIndex index, int compared, List<Map<String, AttributeValue>> returned) {
        long bytes = (long) compared * index.dimensions * BYTES_PER_DIMENSION;
        for (Map<String, AttributeValue> item : returned) {
            bytes += ItemSizes.of(item);
        }
        return bytes;
    }

    /**
     * Keyway Local's write bytes, by vector index: for each index whose entry the write adds, changes or
     * removes, the size of the entry it holds after the write (before it, for a removal).
     */
    static Map<String, Double> writeBytes(Table table, Map<String, AttributeValue> oldItem,
                                          Map<String, AttributeValue> newItem) {
        Map<String, Double> bytes = new LinkedHashMap<>();
        for (VectorIndex index : table.vectorIndexes.values()) {
            Map<String, AttributeValue> before = entry(table, index, oldItem);
            Map<String, AttributeValue> after = entry(table, index, newItem);
            if (before == null && after == null || before != null && after != null && Items.same(before, after)) {
                continue;
            }
            bytes.put(index.name, (double) ItemSizes.of(after != null ? after : before));
        }
        return bytes;
    }

    /** What the index holds of an item: its projection and its vector; {@code null} if it is not indexed. */
    private static Map<String, AttributeValue> entry(Table table, VectorIndex index, Map<String, AttributeValue> item) {
        if (item == null || !VectorSearches.indexed(index, item)) {
            return null;
        }
        Map<String, AttributeValue> entry = new LinkedHashMap<>(VectorSearches.projected(table, index, item));
        entry.put(index.attribute, item.get(index.attribute));
        return entry;
    }
}
