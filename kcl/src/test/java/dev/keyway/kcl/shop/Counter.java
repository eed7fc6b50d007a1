package dev.keyway.kcl.shop;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;

/** An item written again and again, each write one version higher: the KCL tests follow its changes. */
@Entity(table = "Counters", stream = StreamView.NEW_AND_OLD_IMAGES)
@PartitionKey("COUNTER#<id>")
@SortKey("STATE")
public record Counter(String id, long version) {}
