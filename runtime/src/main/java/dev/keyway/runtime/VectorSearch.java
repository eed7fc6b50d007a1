package dev.keyway.runtime;

import dev.keyway.runtime.attribute.Attribute;
import java.util.List;

/**
 * A search of a vector index for the records nearest to a vector, made by a repository's method for an
 * {@code @AccessPattern} on a {@code @VectorIndex}; {@link #top(int)} sends one {@code SearchVectors}
 * request. Immutable: {@link #where} returns a new search.
 *
 * <pre>{@code
 * List<Neighbour<Product>> nearest = products.similar("shoes", embedding)
 *         .where(ProductSchema.BRAND, "acme")
 *         .top(5);
 * }</pre>
 *
 * <p>The vector index is eventually consistent with the table, and DynamoDB's search is approximate
 * (it may miss a near neighbour); Keyway Local answers with the exact nearest neighbours.
 *
 * @param <T> the record type
 */
public interface VectorSearch<T> {

    /** The most results one search may ask for ({@code TopK} is 1 to 100). */
    int MAX_RESULTS = 100;

    /**
     * Only the records whose {@code attribute} equals {@code value}: an equality condition in the
     * request's {@code SearchConditionExpression}, combined with the others by {@code AND}. The
     * attribute must be one of the index's filters ({@code @VectorIndex(filters = ...)}); a second
     * condition on the same attribute replaces the first.
     *
     * @throws IllegalArgumentException if the attribute is not a filter of the index, or the value is null
     */
    <V> VectorSearch<T> where(Attribute<V> attribute, V value);

    /**
     * The {@code k} records nearest to the vector, nearest first, each with its score; fewer when the
     * index holds fewer matching items.
     *
     * @throws IllegalArgumentException if {@code k} is not between 1 and {@link #MAX_RESULTS}
     */
    List<Neighbour<T>> top(int k);
}
