package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.CollectionQuery;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.key.KeyShards;
import dev.keyway.runtime.internal.key.TemplateText;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * What one access pattern reads, as a generated repository declares it once in a constant:
 * the index, the sort-key template its conditions follow, whether it filters on the entity
 * type, its default order and consistency, and whether its partition is sharded.
 *
 * <pre>{@code
 * private static final AccessPatternSpec BY_STATUS = AccessPatternSpec.onIndex("Order.byStatus", "GSI1")
 *         .sortKey("<placedAt>").filterOnType().descending();
 * }</pre>
 *
 * <p>Immutable: each option returns a new spec.
 */
public final class AccessPatternSpec {

    private final String id;
    private final String indexName;
    private final String sortKeyTemplate;
    /** The literal text around the sort key's placeholders: one more than there are components. */
    private final List<String> literals;
    /** The sort key's components, in template order. */
    private final List<String> components;
    private final boolean typeFilter;
    private final boolean descending;
    private final boolean consistentRead;
    private final int shards;

    private AccessPatternSpec(String id, String indexName, String sortKeyTemplate, boolean typeFilter, boolean descending,
                              boolean consistentRead, int shards) {
        this.id = Objects.requireNonNull(id, "id");
        this.indexName = indexName;
        this.sortKeyTemplate = sortKeyTemplate;
        this.typeFilter = typeFilter;
        this.descending = descending;
        this.consistentRead = consistentRead;
        this.shards = shards;
        this.literals = new ArrayList<>();
        this.components = new ArrayList<>();
        if (sortKeyTemplate != null) {
            TemplateText.split(sortKeyTemplate, literals, components);
        }
    }

    /**
     * An access pattern on the table's primary key.
     *
     * @param id names the pattern in cursors and messages, e.g. {@code Order.ordersOf}
     */
    public static AccessPatternSpec onTable(String id) {
        return new AccessPatternSpec(id, null, null, false, false, false, 0);
    }

    /** An access pattern on a secondary index. */
    public static AccessPatternSpec onIndex(String id, String indexName) {
        return new AccessPatternSpec(id, Objects.requireNonNull(indexName, "indexName"), null, false, false, false, 0);
    }

    /**
     * The sort-key template the pattern's conditions follow, e.g. {@code ORDER#<placedAt>#<orderId>}:
     * a query starts with {@code begins_with} of its literal prefix.
     */
    public AccessPatternSpec sortKey(String template) {
        return new AccessPatternSpec(id, indexName, Objects.requireNonNull(template, "template"), typeFilter, descending,
                consistentRead, shards);
    }

    /** Filters on the entity type: the key condition alone cannot keep other entities' items out. */
    public AccessPatternSpec filterOnType() {
        return new AccessPatternSpec(id, indexName, sortKeyTemplate, true, descending, consistentRead, shards);
    }

    /** Reads in descending sort-key order unless the query says otherwise. */
    public AccessPatternSpec descending() {
        return new AccessPatternSpec(id, indexName, sortKeyTemplate, typeFilter, true, consistentRead, shards);
    }

    /** Reads strongly consistently. */
    public AccessPatternSpec consistentRead() {
        return new AccessPatternSpec(id, indexName, sortKeyTemplate, typeFilter, descending, true, shards);
    }

    /** The partition is sharded into {@code count} partitions, queried together and merged. */
    public AccessPatternSpec sharded(int count) {
        if (count < 2) {
            throw new IllegalArgumentException("a sharded partition has at least 2 shards, got " + count);
        }
        return new AccessPatternSpec(id, indexName, sortKeyTemplate, typeFilter, descending, consistentRead, count);
    }

    // ---- queries ---------------------------------------------------------------------------

    /**
     * The query of one partition, as the generated query class {@code type} of its first level.
     *
     * @param table        the entity's table
     * @param partitionKey the encoded partition key
     * @param type         the generated query class's constructor
     */
    public <T, Q> Q query(EntityOperations<T> table, String partitionKey, Function<Query<T>, Q> type) {
        if (shards > 0) {
            throw new IllegalStateException(id + " reads a sharded partition: give the key of each shard");
        }
        return type.apply(RuntimeAccess.query(QuerySpec.of(table.pages(), this, partitionKey)));
    }

    /**
     * The query of one partition of an index with a multi-attribute key: {@code partition} is the
     * equality on each of its partition attributes, in key order.
     */
    public <T, Q> Q query(EntityOperations<T> table, AttributeKeyCondition partition, Function<Query<T>, Q> type) {
        if (shards > 0 || sortKeyTemplate != null) {
            throw new IllegalStateException(id + " reads a key of text: give its key");
        }
        return type.apply(RuntimeAccess.query(QuerySpec.ofAttributes(table.pages(), this, partition)));
    }

    /** The query of a sharded partition: {@code shardKey} gives the partition key of each shard, from 0. */
    public <T, Q> Q query(EntityOperations<T> table, IntFunction<String> shardKey, Function<Query<T>, Q> type) {
        if (shards == 0) {
            throw new IllegalStateException(id + " reads an unsharded partition: give its key");
        }
        return type.apply(RuntimeAccess.query(QuerySpec.sharded(table.pages(), this, KeyShards.all(shards, shardKey))));
    }

    /** The query of an item collection's partition. */
    public <S> CollectionQuery<S> query(CollectionTable<S> table, String partitionKey) {
        return RuntimeAccess.collectionQuery(QuerySpec.of(table, this, partitionKey));
    }

    /**
     * The query of an item collection's partition as the generated query class {@code type}: the
     * members share the pattern's sort key, whose conditions the class offers.
     */
    public <S, Q> Q query(CollectionTable<S> table, String partitionKey, Function<Query<S>, Q> type) {
        return type.apply(RuntimeAccess.query(QuerySpec.of(table, this, partitionKey)));
    }

    /**
     * The query of an item collection's partition on an index with a multi-attribute key, as the
     * generated query class {@code type}: {@code partition} is the equality on each partition attribute.
     */
    public <S, Q> Q query(CollectionTable<S> table, AttributeKeyCondition partition, Function<Query<S>, Q> type) {
        return type.apply(RuntimeAccess.query(QuerySpec.ofAttributes(table, this, partition)));
    }

    // ---- what a query spec reads -----------------------------------------------------------

    /** The pattern's name in cursors and messages. */
    public String id() {
        return id;
    }

    /** The pattern's own name, without its entity's: {@code ordersOf} for {@code Order.ordersOf}. */
    public String name() {
        return id.substring(id.lastIndexOf('.') + 1);
    }

    /** The entity or item collection the pattern belongs to: {@code Order} for {@code Order.ordersOf}. */
    public String owner() {
        int dot = id.lastIndexOf('.');
        return dot < 0 ? id : id.substring(0, dot);
    }

    /** The index, or {@code null} for the table's primary key. */
    public String indexName() {
        return indexName;
    }

    public boolean typeFilter() {
        return typeFilter;
    }

    public boolean descendingOrder() {
        return descending;
    }

    public boolean consistent() {
        return consistentRead;
    }

    /** The literal text before the sort key's first component ({@code ""} without a sort key). */
    String literalPrefix() {
        return literals.isEmpty() ? "" : literals.get(0);
    }

    /** Whether the pattern has a sort-key template. */
    boolean hasSortKey() {
        return sortKeyTemplate != null;
    }

    /** How many components the sort key has. */
    int componentCount() {
        return components.size();
    }

    /** The sort-key component at a position, from 0. */
    String component(int position) {
        return components.get(position);
    }

    /** The literal text right after the component at a position ({@code ""} at the end). */
    String literalAfter(int position) {
        return literals.get(position + 1);
    }

    /** Whether the sort key is one component and nothing else, so that its text must not be empty. */
    boolean sortKeyIsOneComponent() {
        return components.size() == 1 && literals.get(0).isEmpty() && literals.get(1).isEmpty();
    }

    String sortKeyTemplate() {
        return sortKeyTemplate;
    }

    @Override
    public String toString() {
        return id + (indexName == null ? "" : " on " + indexName) + (sortKeyTemplate == null ? "" : ", " + sortKeyTemplate);
    }
}
