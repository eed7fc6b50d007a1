package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.value.ItemSizes;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One table: its definition (changed only by UpdateTable and the time-to-live and tag operations), its
 * items and its secondary indexes, kept in step on every write. Guarded by the database's lock.
 */
final class Table {

    final String name;
    final String arn;
    final String id;
    final Instant created;
    final KeyShape key;
    /** The type (S, N or B) of every key attribute of the table and its indexes. */
    final Map<String, String> attributeTypes = new LinkedHashMap<>();
    final Map<String, SecondaryIndex> indexes = new LinkedHashMap<>();
    /** The vector indexes, by name (see {@link VectorIndexes}). */
    final Map<String, VectorIndex> vectorIndexes = new LinkedHashMap<>();
    final OrderedItems items = new OrderedItems();
    final Map<String, String> tags = new LinkedHashMap<>();

    String billingMode;
    Long readCapacityUnits;
    Long writeCapacityUnits;
    Instant lastUpdateToPayPerRequest;
    Instant lastIncrease;
    Instant lastDecrease;
    boolean deletionProtection;
    /** CREATING only in the CreateTable answer; every later description says ACTIVE. */
    String status = "CREATING";

    boolean streamEnabled;
    String streamViewType;
    String streamArn;
    String streamLabel;

    String timeToLiveAttribute;
    boolean timeToLiveEnabled;

    /** OnDemandThroughput's maximums, each {@code null} for none. */
    Long maxReadRequestUnits;
    Long maxWriteRequestUnits;
    /** The warm throughput asked for, each {@code null} for DynamoDB's own. */
    Long warmReadUnitsPerSecond;
    Long warmWriteUnitsPerSecond;
    /** The table class asked for (CreateTable or UpdateTable), or {@code null}: STANDARD. */
    String tableClass;
    Instant tableClassUpdated;
    boolean pointInTimeRecovery;
    int recoveryPeriodInDays;
    Instant pointInTimeRecoverySince;
    /** Resource-based policies by the ARN they are attached to: the table's or its stream's. */
    final Map<String, ResourcePolicies.Policy> policies = new LinkedHashMap<>();

    long sizeBytes;

    Table(String name, String arn, String id, Instant created, KeyShape key) {
        this.name = name;
        this.arn = arn;
        this.id = id;
        this.created = created;
        this.key = key;
    }

    /** Adds an index to the table's definition. */
    void attach(SecondaryIndex index) {
        index.attributeTypes = attributeTypes;
        indexes.put(index.name, index);
    }

    boolean payPerRequest() {
        return "PAY_PER_REQUEST".equals(billingMode);
    }

    /** The stored item with the given primary key, or {@code null}. */
    Map<String, AttributeValue> get(Map<String, AttributeValue> primaryKey) {
        return items.get(key.partitionOf(primaryKey), key.sortOf(primaryKey));
    }

    /**
     * Replaces an item: {@code oldItem} (the stored one, or {@code null}) becomes {@code newItem} (or
     * nothing), in the table and in every index.
     *
     * @return the write units each index consumed, by index name (only indexes that were written)
     */
    Map<String, Integer> write(Map<String, AttributeValue> oldItem, Map<String, AttributeValue> newItem) {
        Map<String, AttributeValue> anyItem = newItem != null ? newItem : oldItem;
        ItemKey partition = key.partitionOf(anyItem);
        ItemKey sort = key.sortOf(anyItem);
        if (oldItem != null) {
            items.remove(partition, sort);
            sizeBytes -= ItemSizes.of(oldItem);
        }
        if (newItem != null) {
            items.put(partition, sort, newItem);
            sizeBytes += ItemSizes.of(newItem);
        }
        Map<String, Integer> indexUnits = new LinkedHashMap<>();
        for (SecondaryIndex index : indexes.values()) {
            int units = Capacity.indexWriteUnits(index, key, oldItem, newItem);
            if (index.covers(oldItem)) {
                index.remove(oldItem, key);
            }
            if (index.covers(newItem)) {
                index.add(newItem, key);
            }
            if (units > 0) {
                indexUnits.put(index.name, units);
            }
        }
        return indexUnits;
    }

    /** Fills a new index from the table's items (DynamoDB's backfill, done at once). */
    void backfill(SecondaryIndex index) {
        items.partitions().values().forEach(partition -> partition.values().forEach(item -> {
            if (index.covers(item)) {
                index.add(item, key);
            }
        }));
    }
}
