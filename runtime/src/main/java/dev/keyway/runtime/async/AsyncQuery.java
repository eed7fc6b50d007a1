package dev.keyway.runtime.async;

import dev.keyway.runtime.Page;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.async.AsyncEntityOperations;
import dev.keyway.runtime.internal.async.PagedPublisher;
import dev.keyway.runtime.internal.query.AsyncPages;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;
import org.reactivestreams.Publisher;

/**
 * A query of one access pattern, run asynchronously: the options of {@link Query} (each returning a
 * new query), a page at a time as a {@link CompletableFuture} with the same cursors as the
 * synchronous query (a cursor of either continues in the other), or every page or item as a
 * Reactive Streams {@link Publisher} that sends the next Query request only when its subscriber's
 * demand needs it ({@code request(n)}), and stops on {@code cancel()}.
 *
 * <pre>{@code
 * orders.ordersOf("c1", q -> q.placedAt().ge(since)).limit(25).page()
 *       .thenAccept(page -> render(page.items(), page.cursor()));
 * Flux<Order> all = Flux.from(orders.ordersOf("c1").items());       // with Reactor
 * }</pre>
 *
 * @param <T> the record type
 */
public final class AsyncQuery<T> {

    private final AsyncPages<T> table;
    private final Query<T> query;
    private final RuntimeException invalid;

    private AsyncQuery(AsyncPages<T> table, Query<T> query, RuntimeException invalid) {
        this.table = table;
        this.query = query;
        this.invalid = invalid;
    }

    /** The query built now, or one whose every page fails with what building it threw. */
    static <T> AsyncQuery<T> of(AsyncEntityOperations<T> table, Supplier<? extends Query<T>> query) {
        return of((AsyncPages<T>) table::page, query);
    }

    /** The query built now on pages of another source (an item collection's). */
    static <T> AsyncQuery<T> of(AsyncPages<T> table, Supplier<? extends Query<T>> query) {
        try {
            return new AsyncQuery<>(table, Objects.requireNonNull(query.get(), "query"), null);
        } catch (RuntimeException e) {
            return new AsyncQuery<>(table, null, e);
        }
    }

    private AsyncQuery<T> with(Function<Query<T>, Query<T>> option) {
        if (invalid != null) {
            return this;
        }
        return of(table, () -> option.apply(query));
    }

    /** At most {@code pageSize} items per page (DynamoDB's {@code Limit}). */
    public AsyncQuery<T> limit(int pageSize) {
        return with(q -> q.limit(pageSize));
    }

    /** Only the items that satisfy the condition (a {@code FilterExpression}). */
    public AsyncQuery<T> filter(Condition condition) {
        return with(q -> q.filter(condition));
    }

    /** Descending sort-key order. */
    public AsyncQuery<T> descending() {
        return with(Query::descending);
    }

    /** Ascending sort-key order. */
    public AsyncQuery<T> ascending() {
        return with(Query::ascending);
    }

    /** Only these attributes (a {@code ProjectionExpression}), as {@link Query#select}. */
    public AsyncQuery<T> select(Attribute<?>... attributes) {
        return with(q -> q.select(attributes));
    }

    /** Strongly consistent reads; only on the table's primary key or a local secondary index. */
    public AsyncQuery<T> consistentRead() {
        return with(Query::consistentRead);
    }

    /** The first page: one Query request. */
    public CompletableFuture<Page<T>> page() {
        return read(null);
    }

    /**
     * The page after the one that returned {@code cursor}; an {@link InvalidCursorException} fails
     * the future, before any request, if the cursor is malformed or from another query.
     */
    public CompletableFuture<Page<T>> page(String cursor) {
        return read(Objects.requireNonNull(cursor, "cursor"));
    }

    /** The first page when {@code cursor} is empty, else the page after the one that returned it. */
    public CompletableFuture<Page<T>> page(Optional<String> cursor) {
        return read(Objects.requireNonNull(cursor, "cursor").orElse(null));
    }

    /**
     * Every page, from the first: one Query request each, sent when the subscriber's demand needs
     * a page; the last page has no cursor. Each subscription reads the query anew.
     */
    public Publisher<Page<T>> pages() {
        return PagedPublisher.pages(this::read, null);
    }

    /** Every page after the one that returned {@code cursor}, as {@link #pages()}. */
    public Publisher<Page<T>> pages(String cursor) {
        return PagedPublisher.pages(this::read, Objects.requireNonNull(cursor, "cursor"));
    }

    /**
     * Every matching item, in the query's order: a page is requested when the subscriber has taken
     * the previous page's items and asks for more.
     */
    public Publisher<T> items() {
        return PagedPublisher.items(this::read, null);
    }

    private CompletableFuture<Page<T>> read(String cursor) {
        if (invalid != null) {
            return CompletableFuture.failedFuture(invalid);
        }
        return table.page(RuntimeAccess.querySpec(query), cursor);
    }

    @Override
    public String toString() {
        return invalid != null ? "an invalid query: " + invalid.getMessage() : "asynchronous " + query;
    }
}
