package dev.keyway.annotations;

/**
 * How a {@link VectorIndex} measures how near two vectors are: DynamoDB's {@code DistanceFunction}.
 * The score each search result carries follows it (API Reference, {@code SearchVectors}).
 */
public enum VectorDistance {
    /** One minus the cosine of the angle between the vectors: 0 (same direction) to 2 (opposite); smallest first. */
    COSINE,
    /** The Euclidean distance between the vectors; smallest first. */
    EUCLIDEAN,
    /** The dot product of the vectors; largest first (for vectors of unit length it orders like {@link #COSINE}). */
    DOT_PRODUCT
}
