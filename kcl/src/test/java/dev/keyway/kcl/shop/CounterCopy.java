package dev.keyway.kcl.shop;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/**
 * What {@link CounterProjection} keeps of each {@link Counter} from the stream: the last version it
 * applied and how many changes it applied. Exact only if every change is applied once, in order.
 */
@Entity(table = "CounterCopies")
@PartitionKey("COPY#<id>")
@SortKey("STATE")
public record CounterCopy(String id, long lastVersion, long applied) {}
