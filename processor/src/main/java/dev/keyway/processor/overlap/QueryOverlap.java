package dev.keyway.processor.overlap;

import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.KeyModel;

/**
 * Access pattern {@code pattern} of {@code entity} does not filter on the type, and its key
 * condition ({@code partitionKey} and {@code begins_with(sortKey, prefix)}) can match an item of
 * {@code other}, whose keys on that index are {@code otherPartitionKey} / {@code otherSortKey}:
 * e.g. the item keyed {@code example}.
 */
public record QueryOverlap(EntityModel entity, AccessPatternModel pattern, EntityModel other,
                           KeyModel partitionKey, String prefix, KeyModel otherPartitionKey,
                           KeyModel otherSortKey, Key example) implements OverlapFinding {
}
