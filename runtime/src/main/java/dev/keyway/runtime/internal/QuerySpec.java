package dev.keyway.runtime.internal;

/**
 * Everything one query request needs; immutable, so a query object can be reused and paged.
 *
 * @param table                 the entity's table
 * @param patternId             identifies the access pattern (binds cursors to it), e.g. {@code Order.ordersOf}
 * @param indexName             the index, or {@code null} for the table's primary key
 * @param partitionKeyAttribute the (index) partition-key attribute
 * @param partitionKey          the encoded partition key
 * @param sortKeyAttribute      the (index) sort-key attribute, or {@code null}
 * @param sortKey               the sort-key condition, or {@code null} for none
 * @param typeFilter            whether to filter on the entity type (when the key condition cannot
 *                              keep other entities out)
 * @param limit                 items per page, or {@code 0} for DynamoDB's 1 MB pages
 * @param descending            whether to read in descending sort-key order
 * @param consistentRead        whether to read strongly consistently
 * @param filter                a filter on the items read, or {@code null}
 * @param <T>                   the record type
 */
public record QuerySpec<T>(EntityTable<T> table, String patternId, String indexName, String partitionKeyAttribute,
                           String partitionKey, String sortKeyAttribute, SortKeyCondition sortKey,
                           boolean typeFilter, int limit, boolean descending, boolean consistentRead,
                           dev.keyway.runtime.Condition filter) {

    /** A query on the table's primary key or on a secondary index. */
    public static <T> QuerySpec<T> of(EntityTable<T> table, String patternId, String indexName,
                                      String partitionKey, SortKeyCondition sortKey, boolean typeFilter,
                                      boolean descending) {
        var definition = table.schema().table();
        String partitionKeyAttribute;
        String sortKeyAttribute;
        if (indexName == null) {
            partitionKeyAttribute = definition.partitionKeyAttribute();
            sortKeyAttribute = definition.sortKeyAttribute().orElse(null);
        } else {
            var index = definition.index(indexName);
            partitionKeyAttribute = index.partitionKeyAttribute();
            sortKeyAttribute = index.sortKeyAttribute().orElse(null);
        }
        return new QuerySpec<>(table, patternId, indexName, partitionKeyAttribute, partitionKey, sortKeyAttribute,
                sortKey, typeFilter, 0, descending, false, null);
    }

    public QuerySpec<T> withSortKey(SortKeyCondition condition) {
        return new QuerySpec<>(table, patternId, indexName, partitionKeyAttribute, partitionKey, sortKeyAttribute,
                condition, typeFilter, limit, descending, consistentRead, filter);
    }

    public QuerySpec<T> withLimit(int pageSize) {
        return new QuerySpec<>(table, patternId, indexName, partitionKeyAttribute, partitionKey, sortKeyAttribute,
                sortKey, typeFilter, pageSize, descending, consistentRead, filter);
    }

    public QuerySpec<T> withDescending(boolean descendingOrder) {
        return new QuerySpec<>(table, patternId, indexName, partitionKeyAttribute, partitionKey, sortKeyAttribute,
                sortKey, typeFilter, limit, descendingOrder, consistentRead, filter);
    }

    public QuerySpec<T> withConsistentRead(boolean consistent) {
        return new QuerySpec<>(table, patternId, indexName, partitionKeyAttribute, partitionKey, sortKeyAttribute,
                sortKey, typeFilter, limit, descending, consistent, filter);
    }

    public QuerySpec<T> withFilter(dev.keyway.runtime.Condition condition) {
        dev.keyway.runtime.Condition combined = filter == null ? condition : filter.and(condition);
        return new QuerySpec<>(table, patternId, indexName, partitionKeyAttribute, partitionKey, sortKeyAttribute,
                sortKey, typeFilter, limit, descending, consistentRead, combined);
    }

    /** What a cursor of this query is bound to: the access pattern and its key condition. */
    String binding() {
        return patternId + '\n' + partitionKey + '\n' + (sortKey == null ? "" : sortKey.describe());
    }
}
