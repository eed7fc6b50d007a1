package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.Page;
import java.util.concurrent.CompletableFuture;

/**
 * What an asynchronous query reads its pages from: an entity's table ({@link AsyncEntityPages}) or an
 * item collection ({@link AsyncCollectionPages}), as {@link PageSource} is for the synchronous query.
 *
 * @param <T> what the pages hold
 */
@InternalApi
@FunctionalInterface
public interface AsyncPages<T> {

    /**
     * One page of the query, after the cursor when it is not {@code null}; what the synchronous page
     * would throw before its request (a cursor of another query) fails the future.
     */
    CompletableFuture<Page<T>> page(QuerySpec<T> spec, String cursor);
}
