package dev.keyway.runtime.async;

import dev.keyway.runtime.Neighbour;
import dev.keyway.runtime.VectorSearch;
import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.internal.async.AsyncEntityOperations;
import dev.keyway.runtime.internal.vector.VectorSearchRequest;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * A search of a vector index, run asynchronously: the {@link VectorSearch} of the synchronous
 * repository's method of the same name, whose {@link #top(int)} sends its {@code SearchVectors}
 * request on the {@code DynamoDbAsyncClient} and returns at once. The checks the synchronous search
 * makes before its request (the vector's length against the index's dimensions, a finite value in
 * each element, a filter on one of the index's filter attributes, {@code TopK} between 1 and
 * {@value VectorSearch#MAX_RESULTS}) fail the future instead of throwing, and then nothing is sent.
 * Immutable: {@link #where} returns a new search.
 *
 * <pre>{@code
 * products.similar("shoes", embedding).where(ProductSchema.BRAND, "acme").top(5)
 *         .thenAccept(nearest -> render(nearest));
 * }</pre>
 *
 * @param <T> the record type
 */
public final class AsyncVectorSearch<T> {

    private final AsyncEntityOperations<T> table;
    private final VectorSearchRequest<T> search;
    private final RuntimeException invalid;

    private AsyncVectorSearch(AsyncEntityOperations<T> table, VectorSearchRequest<T> search, RuntimeException invalid) {
        this.table = table;
        this.search = search;
        this.invalid = invalid;
    }

    /** The search built now, or one whose {@code top} fails with what building it threw. */
    static <T> AsyncVectorSearch<T> of(AsyncEntityOperations<T> table, Supplier<? extends VectorSearch<T>> search) {
        try {
            // the generated repositories build every search as a VectorSearchRequest
            return new AsyncVectorSearch<>(table, (VectorSearchRequest<T>) Objects.requireNonNull(search.get(), "search"),
                    null);
        } catch (RuntimeException e) {
            return new AsyncVectorSearch<>(table, null, e);
        }
    }

    /**
     * Only the records whose {@code attribute} equals {@code value}, as {@link VectorSearch#where}; an
     * attribute that is not a filter of the index, or a null value, fails {@link #top}.
     */
    public <V> AsyncVectorSearch<T> where(Attribute<V> attribute, V value) {
        if (invalid != null) {
            return this;
        }
        return of(table, () -> search.where(attribute, value));
    }

    /**
     * The {@code k} records nearest to the vector, nearest first, each with its score: one
     * {@code SearchVectors} request; fewer when the index holds fewer matching items.
     */
    public CompletableFuture<List<Neighbour<T>>> top(int k) {
        if (invalid != null) {
            return CompletableFuture.failedFuture(invalid);
        }
        return search.top(k, table.requests());
    }

    @Override
    public String toString() {
        return invalid != null ? "an invalid vector search: " + invalid.getMessage() : "asynchronous vector search";
    }
}
