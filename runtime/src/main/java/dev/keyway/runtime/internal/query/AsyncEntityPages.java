package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.Page;
import dev.keyway.runtime.internal.async.AsyncEntityOperations;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.request.Requests;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The pages of an asynchronous repository's queries: the request {@link EntityPages} builds (key
 * condition, filters, projection, limit and its probe), the same cursors (a cursor from the
 * synchronous repository continues here, and the other way round), the same decoding, sent
 * through the asynchronous client.
 *
 * @param <T> the record type
 */
public final class AsyncEntityPages<T> {

    private final EntityPages<T> pages;
    private final AsyncEntityOperations<T> table;

    public AsyncEntityPages(EntityPages<T> pages, AsyncEntityOperations<T> table) {
        this.pages = pages;
        this.table = table;
    }

    /**
     * One page, after the cursor when it is not {@code null}.
     *
     * A sharded partition's page is merged from every shard's Query as the synchronous pages merge
     * it ({@link ShardedPages#merge}): the same order and cursors, the requests composed, not waited for.
     *
     * @throws dev.keyway.runtime.exception.InvalidCursorException if the cursor is malformed or from another query
     */
    public CompletableFuture<Page<T>> page(QuerySpec<T> spec, String cursor) {
        if (spec.sortKey() != null && spec.sortKey().operator() == SortKeyCondition.Operator.NOTHING) {
            return CompletableFuture.completedFuture(new Page<>(List.of(), Optional.empty()));
        }
        if (spec.shardKeys() != null) {
            return Futures.then(ShardedPages.merge(spec, pages.definition(), cursor, (shard, start) ->
                    table.requests().query(pages.context(shard), pages.request(shard, start, false))),
                    merged -> decode(spec, merged.items(), merged.cursor()));
        }
        Map<String, AttributeValue> startKey = cursor == null ? null : Cursors.decode(spec, cursor);
        Requests.Context context = pages.context(spec);
        return Futures.then(table.requests().query(context, pages.request(spec, startKey, true)), response -> {
            QueryRequests.Items read = QueryRequests.read(spec, pages.definition(), response);
            return decode(spec, read.items(), Optional.ofNullable(read.lastKey()).map(key -> Cursors.encode(spec, key)));
        });
    }

    /** The page of the items read: this entity's records, fetched whole from an index that holds part of them. */
    private CompletableFuture<Page<T>> decode(QuerySpec<T> spec, List<Map<String, AttributeValue>> items,
                                              Optional<String> next) {
        if (spec.fetchItems()) { // the index holds part of the items: fetch them whole, in the index's order
            return Futures.map(table.fetchWholeItems(pages.ofEntity(items), spec.consistentRead(), pages.context(spec)),
                    records -> new Page<>(records, next));
        }
        return CompletableFuture.completedFuture(new Page<>(pages.decodeWhole(items), next));
    }
}
