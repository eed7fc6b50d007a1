package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.value.ItemSizes;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics;

/**
 * ReturnItemCollectionMetrics: DynamoDB answers them only for tables with local secondary indexes, as the
 * partition key and an estimate of the item collection's size in GB. Keyway Local sums the sizes of the
 * collection's items and local index entries and answers the whole-GB range around it (DynamoDB's estimate
 * is also a range; its exact bounds are not documented).
 */
final class CollectionMetrics {

    static final List<String> MODES = List.of("SIZE", "NONE");
    private static final double GB = 1024.0 * 1024 * 1024;

    private CollectionMetrics() {
    }

    static void check(String mode) {
        Constraints.checkEnum(mode, "returnItemCollectionMetrics", MODES);
    }

    /** The metrics of the collection the item belongs to, or {@code null} when none are due. */
    static ItemCollectionMetrics of(Table table, Map<String, AttributeValue> item, String mode) {
        if (!"SIZE".equals(mode) || item == null || table.indexes.values().stream().allMatch(index -> index.global)) {
            return null;
        }
        ItemKey partition = table.key.partitionOf(item);
        long bytes = 0;
        for (Map<String, AttributeValue> stored : table.items.partition(partition).values()) {
            bytes += ItemSizes.of(stored);
            for (SecondaryIndex index : table.indexes.values()) {
                if (!index.global && index.covers(stored)) {
                    bytes += ItemSizes.of(index.project(stored, table.key));
                }
            }
        }
        double low = Math.floor(bytes / GB);
        return ItemCollectionMetrics.builder()
                .itemCollectionKey(Items.select(item, table.key.partition()))
                .sizeEstimateRangeGB(low, low + 1)
                .build();
    }
}
