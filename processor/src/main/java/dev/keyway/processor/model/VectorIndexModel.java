package dev.keyway.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * A {@code @VectorIndex} of an entity: the component holding the embedding, its dimensions and distance
 * function, the components of its search schema, its projection, and the access patterns that search it.
 *
 * @param name           the index name
 * @param component      the component holding the embedding (a list of numbers, or an optional of one)
 * @param dimensions     the number of elements of every vector, 1 to 4096
 * @param distance       {@code COSINE}, {@code EUCLIDEAN} or {@code DOT_PRODUCT}
 * @param partitionKey   the component partitioning the index (the search schema's {@code HASH}), if any
 * @param filters        the components a search may filter on by equality ({@code INLINE_FILTER})
 * @param projection     {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE}
 * @param include        the attributes held with {@code INCLUDE}
 * @param accessPatterns the names of the access patterns that search it
 */
public record VectorIndexModel(String name, ComponentModel component, int dimensions, String distance,
                               Optional<ComponentModel> partitionKey, List<ComponentModel> filters, String projection,
                               List<String> include, List<String> accessPatterns) {

    /** The largest number of dimensions a vector index takes (CloudFormation, {@code AWS::DynamoDB::Table VectorIndex}). */
    public static final int MAX_DIMENSIONS = 4096;
    /** The most inline filters a vector index's search schema takes, its HASH element not counted (DynamoDB's quota page). */
    public static final int MAX_INLINE_FILTERS = 18;
    /** The vector indexes a table has under DynamoDB's default (adjustable) quota. */
    public static final int DEFAULT_QUOTA_PER_TABLE = 5;

    /** Copies the lists. */
    public VectorIndexModel {
        filters = List.copyOf(filters);
        include = List.copyOf(include);
        accessPatterns = List.copyOf(accessPatterns);
    }

    /** The attribute holding the embedding. */
    public String attribute() {
        return component.attribute();
    }

    /**
     * The attribute type ({@code S}, {@code N} or {@code B}) a search-schema component is declared with in
     * the table's {@code AttributeDefinitions}, or empty when its stored value is none of them (a boolean,
     * a list, a map, a set, a nested record).
     */
    public static Optional<String> searchType(ComponentModel component) {
        ValueType type = component.type() instanceof ValueType.OptionalType optional ? optional.element() : component.type();
        if (type instanceof ValueType.EnumType) {
            return Optional.of("S");
        }
        if (type instanceof ValueType.ScalarType scalar) {
            Scalar value = scalar.scalar();
            if (value.numeric() || value == Scalar.EPOCH_SECONDS) {
                return Optional.of("N");
            }
            if (value.binary()) {
                return Optional.of("B");
            }
            return value == Scalar.BOOLEAN ? Optional.empty() : Optional.of("S");
        }
        return Optional.empty();
    }

    /** Whether a component's type holds a vector: a list of floats or doubles, or an optional of one. */
    public static boolean holdsVector(ComponentModel component) {
        ValueType type = component.type() instanceof ValueType.OptionalType optional ? optional.element() : component.type();
        return type instanceof ValueType.ListType list && list.element() instanceof ValueType.ScalarType scalar
                && (scalar.scalar() == Scalar.FLOAT || scalar.scalar() == Scalar.DOUBLE);
    }
}
