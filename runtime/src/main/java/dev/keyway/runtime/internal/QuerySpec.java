package dev.keyway.runtime.internal;

import dev.keyway.runtime.Condition;
import java.util.List;

/**
 * Everything one query request needs; immutable, so a query object can be reused and paged.
 *
 * @param source                what the pages are read from: an entity's table or an item collection
 * @param patternId             identifies the access pattern (binds cursors to it), e.g. {@code Order.ordersOf}
 * @param indexName             the index, or {@code null} for the table's primary key
 * @param partitionKeyAttribute the (index) partition-key attribute
 * @param partitionKey          the encoded partition key
 * @param sortKeyAttribute      the (index) sort-key attribute, or {@code null}
 * @param typeFilter            whether to filter on the entity type (when the key condition cannot
 *                              keep other entities out)
 * @param globalIndex           whether the index is a global one (no consistent reads)
 * @param fetchItems            whether the index holds only part of the items, so that each page
 *                              fetches the whole items from the table
 * @param sortKey               the sort-key condition, or {@code null} for none
 * @param limit                 items per page, or {@code 0} for DynamoDB's 1 MB pages
 * @param descending            whether to read in descending sort-key order
 * @param consistentRead        whether to read strongly consistently
 * @param filter                a filter on the items read, or {@code null}
 * @param selected              the attributes to read ({@code ProjectionExpression}), or {@code null} for all
 * @param shardKeys             the partition keys of every shard of a sharded partition, or {@code null}
 * @param <T>                   the record type
 */
public record QuerySpec<T>(PageSource<T> source, String patternId, String indexName, String partitionKeyAttribute,
                           String partitionKey, String sortKeyAttribute, boolean typeFilter, boolean globalIndex,
                           boolean fetchItems, SortKeyCondition sortKey, int limit, boolean descending,
                           boolean consistentRead, Condition filter, List<String> selected, List<String> shardKeys) {

    /** A query on the table's primary key or on a secondary index. */
    public static <T> QuerySpec<T> of(PageSource<T> source, String patternId, String indexName,
                                      String partitionKey, SortKeyCondition sortKey, boolean typeFilter,
                                      boolean descending, boolean consistentRead) {
        var definition = source.definition();
        if (indexName == null) {
            return new QuerySpec<>(source, patternId, null, definition.partitionKeyAttribute(), partitionKey,
                    definition.sortKeyAttribute().orElse(null), typeFilter, false, false, sortKey, 0, descending,
                    consistentRead, null, null, null);
        }
        var index = definition.index(indexName);
        return new QuerySpec<>(source, patternId, indexName, index.partitionKeyAttribute(), partitionKey,
                index.sortKeyAttribute().orElse(null), typeFilter, !index.local(), !index.holdsWholeItems(), sortKey, 0,
                descending, consistentRead, null, null, null);
    }

    /**
     * A query of a sharded partition: the same key condition on every shard's partition key,
     * merged in sort-key order.
     */
    public static <T> QuerySpec<T> sharded(PageSource<T> source, String patternId, String indexName,
                                           List<String> shardKeys, SortKeyCondition sortKey, boolean typeFilter,
                                           boolean descending, boolean consistentRead) {
        QuerySpec<T> first = of(source, patternId, indexName, String.join("|", shardKeys), sortKey, typeFilter,
                descending, consistentRead);
        return new QuerySpec<>(source, patternId, first.indexName(), first.partitionKeyAttribute(), first.partitionKey(),
                first.sortKeyAttribute(), typeFilter, first.globalIndex(), first.fetchItems(), sortKey, 0, descending,
                consistentRead, null, null, List.copyOf(shardKeys));
    }

    /** This query on one shard's partition only. */
    public QuerySpec<T> forShard(int shard) {
        return new QuerySpec<>(source, patternId, indexName, partitionKeyAttribute, shardKeys.get(shard), sortKeyAttribute,
                typeFilter, globalIndex, fetchItems, sortKey, limit, descending, consistentRead, filter, selected, null);
    }

    public QuerySpec<T> withSortKey(SortKeyCondition condition) {
        return with(condition, limit, descending, consistentRead, filter, selected);
    }

    public QuerySpec<T> withLimit(int pageSize) {
        return with(sortKey, pageSize, descending, consistentRead, filter, selected);
    }

    public QuerySpec<T> withDescending(boolean descendingOrder) {
        return with(sortKey, limit, descendingOrder, consistentRead, filter, selected);
    }

    public QuerySpec<T> withConsistentRead(boolean consistent) {
        return with(sortKey, limit, descending, consistent, filter, selected);
    }

    public QuerySpec<T> withFilter(Condition condition) {
        return with(sortKey, limit, descending, consistentRead, filter == null ? condition : filter.and(condition),
                selected);
    }

    public QuerySpec<T> withSelected(List<String> attributes) {
        return with(sortKey, limit, descending, consistentRead, filter, List.copyOf(attributes));
    }

    /** This query's target (table, pattern, index, partition) with other options. */
    private QuerySpec<T> with(SortKeyCondition sortKey, int limit, boolean descending, boolean consistentRead,
                              Condition filter, List<String> selected) {
        return new QuerySpec<>(source, patternId, indexName, partitionKeyAttribute, partitionKey, sortKeyAttribute,
                typeFilter, globalIndex, fetchItems, sortKey, limit, descending, consistentRead, filter, selected, shardKeys);
    }

    /** What a cursor of this query is bound to: the access pattern and its key condition. */
    String binding() {
        return patternId + '\n' + partitionKey + '\n' + (sortKey == null ? "" : sortKey.describe());
    }
}
