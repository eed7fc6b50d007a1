package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.internal.key.KeySizes;
import dev.keyway.runtime.key.KeyPart;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Everything one query request needs; immutable, so a query object can be reused and paged.
 *
 * @param source                what the pages are read from: an entity's table or an item collection
 * @param pattern               the access pattern: its name, index, sort-key template and defaults
 * @param partitionKeyAttribute the (index) partition-key attribute
 * @param partitionKey          the encoded partition key
 * @param sortKeyAttribute      the (index) sort-key attribute, or {@code null}
 * @param globalIndex           whether the index is a global one (no consistent reads)
 * @param fetchItems            whether the index holds only part of the items, so that each page
 *                              fetches the whole items from the table
 * @param sortKey               the sort-key condition, or {@code null} for none
 * @param fixedComponents       how many leading sort-key components equality conditions fixed
 * @param sortKeyPrefix         the sort-key text those components fix: the template's literals and
 *                              their encoded values, up to the next component
 * @param limit                 items per page, or {@code 0} for DynamoDB's 1 MB pages
 * @param descending            whether to read in descending sort-key order
 * @param consistentRead        whether to read strongly consistently
 * @param filter                a filter on the items read, or {@code null}
 * @param selected              the attributes to read ({@code ProjectionExpression}), or {@code null} for all
 * @param shardKeys             the partition keys of every shard of a sharded partition, or {@code null}
 * @param attributeKey          the key condition on a multi-attribute key's values, or {@code null} for a key of
 *                              text ({@code partitionKey} then describes it, {@code sortKey} is {@code null})
 * @param <T>                   the record type
 */
public record QuerySpec<T>(PageSource<T> source, AccessPatternSpec pattern, String partitionKeyAttribute,
                           String partitionKey, String sortKeyAttribute, boolean globalIndex, boolean fetchItems,
                           SortKeyCondition sortKey, int fixedComponents, String sortKeyPrefix, int limit,
                           boolean descending, boolean consistentRead, Condition filter, List<String> selected,
                           List<String> shardKeys, AttributeKeyCondition attributeKey) {

    /**
     * The first query of a partition: the table's or the index's key attributes, the pattern's
     * order and consistency, and {@code begins_with} of the sort key's literal prefix.
     */
    public static <T> QuerySpec<T> of(PageSource<T> source, AccessPatternSpec pattern, String partitionKey) {
        QuerySpec<T> spec = unchecked(source, pattern, partitionKey);
        source.keySizes().check(spec.partitionKeyAttribute(), partitionKey);
        return spec;
    }

    /** The first query of a partition, its key not checked against DynamoDB's key size limit. */
    private static <T> QuerySpec<T> unchecked(PageSource<T> source, AccessPatternSpec pattern, String partitionKey) {
        var definition = source.definition();
        String prefix = pattern.literalPrefix();
        SortKeyCondition sortKey = pattern.hasSortKey() ? SortKeyCondition.beginsWith(prefix) : null;
        if (pattern.indexName() == null) {
            return new QuerySpec<>(source, pattern, definition.partitionKeyAttribute(), partitionKey,
                    definition.sortKeyAttribute().orElse(null), false, false, sortKey, 0, prefix, 0,
                    pattern.descendingOrder(), pattern.consistent(), null, null, null, null);
        }
        var index = definition.index(pattern.indexName());
        return new QuerySpec<>(source, pattern, index.partitionKeyAttribute(), partitionKey,
                index.sortKeyAttribute().orElse(null), !index.local(), !index.holdsWholeItems(), sortKey, 0, prefix, 0,
                pattern.descendingOrder(), pattern.consistent(), null, null, null, null);
    }

    /**
     * A query of a sharded partition: the same key condition on every shard's partition key,
     * merged in sort-key order.
     */
    public static <T> QuerySpec<T> sharded(PageSource<T> source, AccessPatternSpec pattern, List<String> shardKeys) {
        QuerySpec<T> first = unchecked(source, pattern, String.join("|", shardKeys));
        for (String shardKey : shardKeys) {
            source.keySizes().check(first.partitionKeyAttribute(), shardKey);
        }
        return first.withShards(List.copyOf(shardKeys));
    }

    /**
     * The first query of a partition of a multi-attribute key: equality on every partition attribute,
     * no sort condition yet.
     */
    public static <T> QuerySpec<T> ofAttributes(PageSource<T> source, AccessPatternSpec pattern,
                                                AttributeKeyCondition partition) {
        var index = source.definition().index(pattern.indexName());
        partition.checkPartition(index, pattern.id());
        return new QuerySpec<>(source, pattern, index.partitionKeyAttribute(), partition.describe(), null, true,
                !index.holdsWholeItems(), null, 0, "", 0, pattern.descendingOrder(), false, null, null, null, partition);
    }

    /**
     * A condition on the next attribute of a multi-attribute sort key: {@code =} (which others may
     * follow), {@code < <= > >=}, {@code BETWEEN} (two values) or {@code begins_with} (which end them).
     */
    public <V> QuerySpec<T> withAttributeCondition(Attribute<V> attribute, String operator, List<V> values) {
        Objects.requireNonNull(attributeKey, "a query of a key of text has no attribute conditions");
        List<String> sortAttributes = source.definition().index(pattern.indexName()).sortKeyAttributes();
        int next = attributeKey.sortConditions();
        if (attributeKey.closed() || next >= sortAttributes.size() || !sortAttributes.get(next).equals(attribute.name())) {
            throw new IllegalStateException("A condition on " + attribute + " does not follow the sort key "
                    + sortAttributes + " of " + pattern.id() + " after " + next + " conditions");
        }
        List<AttributeValue> stored = new ArrayList<>(values.size());
        values.forEach(value -> stored.add(attribute.toValue(value)));
        return new QuerySpec<>(source, pattern, partitionKeyAttribute, partitionKey, sortKeyAttribute, globalIndex,
                fetchItems, sortKey, fixedComponents, sortKeyPrefix, limit, descending, consistentRead, filter, selected,
                shardKeys, attributeKey.withSort(attribute.name(), operator, stored));
    }

    /** The access pattern's name, e.g. {@code Order.ordersOf}: binds cursors to it. */
    public String patternId() {
        return pattern.id();
    }

    /** The index, or {@code null} for the table's primary key. */
    public String indexName() {
        return pattern.indexName();
    }

    /** Whether to filter on the entity type (when the key condition cannot keep other entities out). */
    public boolean typeFilter() {
        return pattern.typeFilter();
    }

    /** This query on one shard's partition only. */
    public QuerySpec<T> forShard(int shard) {
        return new QuerySpec<>(source, pattern, partitionKeyAttribute, shardKeys.get(shard), sortKeyAttribute, globalIndex,
                fetchItems, sortKey, fixedComponents, sortKeyPrefix, limit, descending, consistentRead, filter, selected,
                null, attributeKey);
    }

    private QuerySpec<T> withShards(List<String> keys) {
        return new QuerySpec<>(source, pattern, partitionKeyAttribute, partitionKey, sortKeyAttribute, globalIndex,
                fetchItems, sortKey, fixedComponents, sortKeyPrefix, limit, descending, consistentRead, filter, selected,
                keys, attributeKey);
    }

    public QuerySpec<T> withSortKey(SortKeyCondition condition) {
        return with(condition, fixedComponents, sortKeyPrefix, limit, descending, consistentRead, filter, selected);
    }

    public QuerySpec<T> withLimit(int pageSize) {
        return with(sortKey, fixedComponents, sortKeyPrefix, pageSize, descending, consistentRead, filter, selected);
    }

    /**
     * Whether the query's requests filter out expired items server-side: not on an index whose
     * items lack the {@code @Ttl} attribute (DynamoDB refuses a filter on what an index does not
     * project); the whole items fetched afterwards are checked instead.
     */
    public boolean filtersExpiredItems() {
        return !fetchItems;
    }

    public QuerySpec<T> withDescending(boolean descendingOrder) {
        return with(sortKey, fixedComponents, sortKeyPrefix, limit, descendingOrder, consistentRead, filter, selected);
    }

    public QuerySpec<T> withConsistentRead(boolean consistent) {
        return with(sortKey, fixedComponents, sortKeyPrefix, limit, descending, consistent, filter, selected);
    }

    public QuerySpec<T> withFilter(Condition condition) {
        if (attributeKey != null) { // DynamoDB: "Filter Expression can only contain non-primary key attributes"
            IndexProjection.checkNotKey(source.definition(), pattern.indexName(), condition, "Access pattern " + pattern.id());
        }
        if (fetchItems) { // the filter sees the index's items, not the whole ones fetched afterwards
            IndexProjection.checkFilter(source.definition(), pattern.indexName(), condition,
                    "Access pattern " + pattern.id());
        }
        return with(sortKey, fixedComponents, sortKeyPrefix, limit, descending, consistentRead,
                filter == null ? condition : filter.and(condition), selected);
    }

    public QuerySpec<T> withSelected(List<String> attributes) {
        return with(sortKey, fixedComponents, sortKeyPrefix, limit, descending, consistentRead, filter,
                List.copyOf(attributes));
    }

    // ---- sort-key conditions on the next component ----------------------------------------

    /**
     * Equality on the next sort-key component, which is not the last: {@code begins_with} of
     * the text up to the component after it, which later conditions narrow further.
     */
    public <V> QuerySpec<T> withFixed(KeyPart<V> part, V value) {
        String prefix = sortKeyPrefix + encodeNext(part, value) + pattern.literalAfter(fixedComponents);
        KeySizes.checkCondition(part.entityType(), part.component(), prefix);
        return with(SortKeyCondition.beginsWith(prefix), fixedComponents + 1, prefix, limit, descending, consistentRead,
                filter, selected);
    }

    /** Equality on the last sort-key component: the whole sort key. */
    public <V> QuerySpec<T> withEqual(KeyPart<V> part, V value) {
        checkNext(part);
        String encoded = pattern.sortKeyIsOneComponent() ? part.encodeWholeKey(value) : part.encode(value);
        return narrowed(part, SortKeyCondition.equalTo(sortKeyPrefix + encoded + pattern.literalAfter(fixedComponents)));
    }

    /** The next component lies between the two values, both included. */
    public <V> QuerySpec<T> withBetween(KeyPart<V> part, V from, V to) {
        return narrowed(part, SortKeyCondition.between(sortKeyPrefix, encodeRangeBound(part, from), encodeRangeBound(part, to),
                following()));
    }

    /** The next component is less than the value. */
    public <V> QuerySpec<T> withLessThan(KeyPart<V> part, V value) {
        return narrowed(part, SortKeyCondition.lessThan(sortKeyPrefix, encodeRangeBound(part, value), following()));
    }

    /** The next component is at most the value. */
    public <V> QuerySpec<T> withLessThanOrEqual(KeyPart<V> part, V value) {
        return narrowed(part, SortKeyCondition.lessThanOrEqual(sortKeyPrefix, encodeRangeBound(part, value), following()));
    }

    /** The next component is greater than the value. */
    public <V> QuerySpec<T> withGreaterThan(KeyPart<V> part, V value) {
        return narrowed(part, SortKeyCondition.greaterThan(sortKeyPrefix, encodeRangeBound(part, value), following()));
    }

    /** The next component is at least the value. */
    public <V> QuerySpec<T> withGreaterThanOrEqual(KeyPart<V> part, V value) {
        return narrowed(part, SortKeyCondition.greaterThanOrEqual(sortKeyPrefix, encodeRangeBound(part, value), following()));
    }

    /**
     * The next component, a string, starts with the text: the exact range of an ordered encoding,
     * or for an unordered one (raw text, another delimiter) {@code begins_with} of its text, which
     * is exact too since the value cannot hold the delimiter that ends it.
     */
    public QuerySpec<T> withBeginsWith(KeyPart<String> part, String prefix) {
        String encoded = encodeNext(part, prefix);
        if (!part.orderedByValue()) {
            return narrowed(part, SortKeyCondition.beginsWith(sortKeyPrefix + encoded));
        }
        return narrowed(part, SortKeyCondition.componentBeginsWith(sortKeyPrefix, encoded, following()));
    }

    /** This query with a condition on the part's component, whose values must fit a sort key. */
    private QuerySpec<T> narrowed(KeyPart<?> part, SortKeyCondition condition) {
        if (condition != null) {
            for (String value : new String[] {condition.first(), condition.second()}) {
                if (value != null) {
                    KeySizes.checkCondition(part.entityType(), part.component(), value);
                }
            }
        }
        return withSortKey(condition);
    }

    private String following() {
        return pattern.literalAfter(fixedComponents);
    }

    private <V> String encodeNext(KeyPart<V> part, V value) {
        checkNext(part);
        return part.encode(value);
    }

    /** A range of values is a range of key text only for an encoding that sorts by value: generated code keeps to that. */
    private <V> String encodeRangeBound(KeyPart<V> part, V value) {
        if (!part.orderedByValue()) {
            throw new IllegalStateException("Keys do not sort by " + part + " (its key format is not ordered): no range"
                    + " conditions on it");
        }
        return encodeNext(part, value);
    }

    /** A condition must be on the next component of the sort key: generated code keeps to that. */
    private void checkNext(KeyPart<?> part) {
        Objects.requireNonNull(part, "part");
        if (fixedComponents >= pattern.componentCount() || !pattern.component(fixedComponents).equals(part.component())) {
            throw new IllegalStateException("A condition on " + part + " does not follow sort key "
                    + pattern.sortKeyTemplate() + " of " + pattern.id() + " after " + fixedComponents + " components");
        }
    }

    /** This query's target (table, pattern, index, partition) with other options. */
    private QuerySpec<T> with(SortKeyCondition sortKey, int fixedComponents, String sortKeyPrefix, int limit,
                              boolean descending, boolean consistentRead, Condition filter, List<String> selected) {
        return new QuerySpec<>(source, pattern, partitionKeyAttribute, partitionKey, sortKeyAttribute, globalIndex,
                fetchItems, sortKey, fixedComponents, sortKeyPrefix, limit, descending, consistentRead, filter, selected,
                shardKeys, attributeKey);
    }

    /**
     * What a cursor of this query is bound to: everything that decides which item comes next —
     * the table, the access pattern (with its index), the key condition and the order. A cursor
     * continues only a query that agrees on all of them.
     */
    String binding() {
        return source.tableName() + '\n' + patternId() + '\n' + partitionKey + '\n'
                + (sortKey == null ? "" : sortKey.describe()) + '\n' + (descending ? "descending" : "ascending")
                + (attributeKey == null ? "" : '\n' + attributeKey.describe());
    }
}
