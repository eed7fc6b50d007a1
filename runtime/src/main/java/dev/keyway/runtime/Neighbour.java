package dev.keyway.runtime;

import java.util.Objects;

/**
 * One result of a vector search: a record and its score against the search vector, as DynamoDB's
 * {@code SearchVectors} reports it. What the score means follows the index's distance function:
 * for {@code COSINE} one minus the cosine similarity (0: same direction, 2: opposite) and for
 * {@code EUCLIDEAN} the distance, smaller being nearer; for {@code DOT_PRODUCT} the dot product,
 * larger being nearer. A search lists its neighbours nearest first.
 *
 * @param item  the record
 * @param score the score DynamoDB gave it
 * @param <T>   the record type
 */
public record Neighbour<T>(T item, double score) {

    /** Checks the record is there. */
    public Neighbour {
        Objects.requireNonNull(item, "item");
    }
}
