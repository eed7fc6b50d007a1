package dev.keyway.runtime;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.internal.query.QueryPages;
import dev.keyway.runtime.internal.query.QuerySpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A query of one access pattern: the partition is fixed, the sort-key condition chosen by the
 * generated subclass's methods. Immutable: every method returns a new query, so one query can
 * be kept and paged.
 *
 * <pre>{@code
 * Query<Order> query = orders.ordersOf("c1").placedAt().ge(since).limit(25);
 * Page<Order> first = query.page();
 * Page<Order> second = query.page(first.cursor().orElseThrow());
 * List<Order> all = query.stream().toList();       // pages lazily, 25 items per request
 * }</pre>
 *
 * @param <T> the record type
 */
public class Query<T> {

    private final QuerySpec<T> spec;

    /** A query of this request; generated code reaches it through {@code RuntimeAccess}. */
    Query(QuerySpec<T> spec) {
        this.spec = Objects.requireNonNull(spec, "spec");
    }

    /** This query's request. */
    final QuerySpec<T> spec() {
        return spec;
    }

    /**
     * At most {@code pageSize} items per page (DynamoDB's {@code Limit}); without it a page ends
     * where DynamoDB ends it (1 MB).
     */
    public Query<T> limit(int pageSize) {
        return new Query<>(spec.withLimit(checkedPageSize(pageSize)));
    }

    /**
     * Only the items that satisfy the condition (a {@code FilterExpression}: DynamoDB still reads,
     * and the limit still counts, the items it leaves out, so a page may hold fewer items).
     * Several filters must all hold.
     */
    public Query<T> filter(Condition condition) {
        return new Query<>(spec.withFilter(java.util.Objects.requireNonNull(condition, "condition")));
    }

    /** Descending sort-key order. */
    public Query<T> descending() {
        return new Query<>(spec.withDescending(true));
    }

    /** Ascending sort-key order. */
    public Query<T> ascending() {
        return new Query<>(spec.withDescending(false));
    }

    /**
     * Only these attributes (a {@code ProjectionExpression}), besides the keys, the type and the
     * components a record cannot do without (primitives): the other components read as null,
     * empty {@code Optional}s or empty sets. Not on an index that holds part of the items.
     *
     * <pre>{@code
     * orders.ordersOf("c1").select(OrderSchema.STATUS, OrderSchema.TOTAL).page();
     * }</pre>
     */
    public Query<T> select(Attribute<?>... attributes) {
        return new Query<>(selectSpec(attributes));
    }

    /**
     * Strongly consistent reads; only on the table's primary key or a local secondary index.
     *
     * @throws UnsupportedOperationException on a global secondary index, which DynamoDB reads
     *                                       eventually consistently only
     */
    public Query<T> consistentRead() {
        return new Query<>(consistentSpec());
    }

    static int checkedPageSize(int pageSize) {
        if (pageSize < 1) {
            throw new IllegalArgumentException("limit must be at least 1, was " + pageSize);
        }
        return pageSize;
    }

    QuerySpec<T> consistentSpec() {
        if (spec.globalIndex()) {
            throw new UnsupportedOperationException("Access pattern " + spec.patternId() + " reads global secondary index "
                    + spec.indexName() + ", which supports only eventually consistent reads");
        }
        return spec.withConsistentRead(true);
    }

    QuerySpec<T> selectSpec(Attribute<?>[] attributes) {
        if (spec.fetchItems()) {
            throw new UnsupportedOperationException("Access pattern " + spec.patternId() + " reads index "
                    + spec.indexName() + ", which holds part of the items: its pages fetch whole items");
        }
        List<String> names = new ArrayList<>();
        for (Attribute<?> attribute : attributes) {
            names.add(attribute.name());
        }
        return spec.withSelected(names);
    }

    /** The first page. */
    public Page<T> page() {
        return QueryPages.page(spec, null);
    }

    /**
     * The page after the one that returned {@code cursor}.
     *
     * @throws InvalidCursorException if the cursor is malformed or from another query
     */
    public Page<T> page(String cursor) {
        return QueryPages.page(spec, Objects.requireNonNull(cursor, "cursor"));
    }

    /**
     * The first page when {@code cursor} is empty, else the page after the one that returned it:
     * a paging loop can pass {@link Page#cursor()} back as it is.
     *
     * <pre>{@code
     * Optional<String> cursor = Optional.empty();
     * do {
     *     Page<Order> page = query.page(cursor);
     *     page.items().forEach(this::process);
     *     cursor = page.cursor();
     * } while (cursor.isPresent());
     * }</pre>
     *
     * @throws InvalidCursorException if the cursor is malformed or from another query
     */
    public Page<T> page(Optional<String> cursor) {
        return QueryPages.page(spec, Objects.requireNonNull(cursor, "cursor").orElse(null));
    }

    /** Every matching item, fetching pages lazily as the stream is consumed. */
    public Stream<T> stream() {
        return QueryPages.stream(spec);
    }

    /**
     * Every page, one Query request each, fetched lazily as the stream is consumed; the last page's
     * cursor is empty. For work done a page at a time (a batch per page, a checkpoint per cursor).
     */
    public Stream<Page<T>> pages() {
        return QueryPages.pages(spec);
    }
}
