package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.request.AsyncRequests;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * The pages of an asynchronous item collection: the Query request of the {@link CollectionTable} the
 * query was built on (the synchronous collection's, on a client that sends nothing), sent through the
 * asynchronous client and decoded by that table: the same type filter, the same decoding by type (an
 * item of another type is skipped, never decoded by a wrong schema), the same cursors.
 *
 * @param <S> the sealed type the collection's entities implement
 */
@InternalApi
public final class AsyncCollectionPages<S> implements AsyncPages<S> {

    private final AsyncRequests requests;

    public AsyncCollectionPages(AsyncRequests requests) {
        this.requests = requests;
    }

    @Override
    public CompletableFuture<Page<S>> page(QuerySpec<S> spec, String cursor) {
        return Futures.attempt(() -> {
            // the generated collections build every query on their CollectionTable
            CollectionTable<S> collection = (CollectionTable<S>) spec.source();
            QueryRequest request = collection.request(spec, cursor);
            if (request == null) { // an empty range: nothing to ask for
                return CompletableFuture.completedFuture(new Page<>(List.of(), Optional.empty()));
            }
            return Futures.map(requests.query(collection.context(spec), request),
                    response -> collection.decode(spec, response));
        });
    }
}
