package dev.keyway.runtime.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElementType;
import software.amazon.awssdk.services.dynamodb.model.VectorAttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;

/**
 * A vector index of a table ({@code @VectorIndex}): the attribute holding each item's embedding, its
 * dimensions and distance function, the search schema (the partition attribute, if any, and the
 * attributes a search may filter on, each declared in the table's {@code AttributeDefinitions} with
 * its type) and the projection.
 *
 * <pre>{@code
 * VectorIndexDefinition.of("ProductEmbeddings", "embedding", 3, VectorDistanceFunction.COSINE)
 *         .withPartitionKey("category", ScalarAttributeType.S)
 *         .withFilter("_type", ScalarAttributeType.S);
 * }</pre>
 *
 * @param name            the index name
 * @param vectorAttribute the attribute holding the embedding, a list of numbers
 * @param dimensions      the number of elements of every vector
 * @param distance        how nearness is measured
 * @param partitionKey    the search schema's {@code HASH} attribute, if any
 * @param filters         the search schema's {@code INLINE_FILTER} attributes
 * @param projectionType  which attributes the index holds
 * @param nonKeyAttributes the attributes it holds besides the keys, with {@code INCLUDE}
 */
public record VectorIndexDefinition(String name, String vectorAttribute, int dimensions, VectorDistanceFunction distance,
                                    Optional<SearchAttribute> partitionKey, List<SearchAttribute> filters,
                                    ProjectionType projectionType, List<String> nonKeyAttributes) {

    /** An attribute of a search schema and its type in {@code AttributeDefinitions}. */
    public record SearchAttribute(String name, ScalarAttributeType type) {

        /** Checks both parts are there. */
        public SearchAttribute {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(type, "type");
        }

        AttributeDefinition definition() {
            return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
        }
    }

    /** Checks the parts and copies the lists. */
    public VectorIndexDefinition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(vectorAttribute, "vectorAttribute");
        Objects.requireNonNull(distance, "distance");
        Objects.requireNonNull(partitionKey, "partitionKey");
        filters = List.copyOf(filters);
        Objects.requireNonNull(projectionType, "projectionType");
        nonKeyAttributes = List.copyOf(nonKeyAttributes);
        if (dimensions < 1) {
            throw new IllegalArgumentException("Vector index " + name + ": dimensions must be at least 1, not " + dimensions);
        }
    }

    /** An index holding whole items, without search schema. */
    public static VectorIndexDefinition of(String name, String vectorAttribute, int dimensions,
                                           VectorDistanceFunction distance) {
        return new VectorIndexDefinition(name, vectorAttribute, dimensions, distance, Optional.empty(), List.of(),
                ProjectionType.ALL, List.of());
    }

    /** This index partitioned by {@code attribute}: every search then names one value of it. */
    public VectorIndexDefinition withPartitionKey(String attribute, ScalarAttributeType type) {
        return new VectorIndexDefinition(name, vectorAttribute, dimensions, distance,
                Optional.of(new SearchAttribute(attribute, type)), filters, projectionType, nonKeyAttributes);
    }

    /** This index with one more attribute a search may filter on by equality. */
    public VectorIndexDefinition withFilter(String attribute, ScalarAttributeType type) {
        List<SearchAttribute> more = new ArrayList<>(filters);
        more.add(new SearchAttribute(attribute, type));
        return new VectorIndexDefinition(name, vectorAttribute, dimensions, distance, partitionKey, more,
                projectionType, nonKeyAttributes);
    }

    /** This index holding only the keys ({@code KEYS_ONLY}) or also {@code attributes} ({@code INCLUDE}). */
    public VectorIndexDefinition withProjection(ProjectionType type, List<String> attributes) {
        return new VectorIndexDefinition(name, vectorAttribute, dimensions, distance, partitionKey, filters, type,
                attributes);
    }

    /** The search schema's attributes with their types: the partition attribute first. */
    public List<SearchAttribute> searchAttributes() {
        List<SearchAttribute> all = new ArrayList<>(filters.size() + 1);
        partitionKey.ifPresent(all::add);
        all.addAll(filters);
        return all;
    }

    /** The {@code AttributeDefinitions} the search schema needs. */
    public List<AttributeDefinition> attributeDefinitions() {
        return searchAttributes().stream().map(SearchAttribute::definition).toList();
    }

    /** The index as CreateTable's {@code VectorIndexes} takes it. */
    public VectorIndex toVectorIndex() {
        VectorIndex.Builder index = VectorIndex.builder()
                .indexName(name)
                .vectorAttribute(VectorAttributeDefinition.builder().attributeName(vectorAttribute).build())
                .dimensions((long) dimensions)
                .distanceFunction(distance)
                .projection(projection());
        List<SearchSchemaElement> schema = new ArrayList<>();
        partitionKey.ifPresent(hash -> schema.add(SearchSchemaElement.builder().attributeName(hash.name())
                .searchSchemaElementType(SearchSchemaElementType.HASH).build()));
        for (SearchAttribute filter : filters) {
            schema.add(SearchSchemaElement.builder().attributeName(filter.name())
                    .searchSchemaElementType(SearchSchemaElementType.INLINE_FILTER).build());
        }
        if (!schema.isEmpty()) {
            index.searchSchema(schema);
        }
        return index.build();
    }

    /**
     * How a live vector index of this name ({@code DescribeTable}'s {@code VectorIndexes}) differs from this
     * one: its attribute, dimensions, distance, search schema or projection, none of which DynamoDB changes
     * on an existing index ({@code IndexUpdate.replacing} deletes and creates it again); empty if none.
     *
     * @return {@code "design: distance EUCLIDEAN, live DOT_PRODUCT; ..."}, or empty
     */
    public Optional<String> differenceFrom(VectorIndexDescription live) {
        List<String> differences = new ArrayList<>();
        String liveAttribute = live.vectorAttribute() == null ? null : live.vectorAttribute().attributeName();
        if (!vectorAttribute.equals(liveAttribute)) {
            differences.add("vector attribute " + vectorAttribute + ", live " + liveAttribute);
        }
        if (live.dimensions() == null || live.dimensions() != dimensions) {
            differences.add(dimensions + " dimensions, live " + live.dimensions());
        }
        if (!distance.toString().equals(live.distanceFunctionAsString())) {
            differences.add("distance " + distance + ", live " + live.distanceFunctionAsString());
        }
        String schema = schemaText(toVectorIndex().searchSchema());
        String liveSchema = schemaText(live.searchSchema());
        if (!schema.equals(liveSchema)) {
            differences.add("search schema [" + schema + "], live [" + liveSchema + "]");
        }
        String projection = projectionText(projection());
        String liveProjection = live.projection() == null ? "none" : projectionText(live.projection());
        if (!projection.equals(liveProjection)) {
            differences.add("projection " + projection + ", live " + liveProjection);
        }
        return differences.isEmpty() ? Optional.empty() : Optional.of("design: " + String.join("; ", differences));
    }

    private static String schemaText(List<SearchSchemaElement> schema) {
        return schema.stream().map(element -> element.attributeName() + " " + element.searchSchemaElementTypeAsString())
                .collect(Collectors.joining(", "));
    }

    private static String projectionText(Projection projection) {
        return projection.projectionTypeAsString() + (projection.projectionType() == ProjectionType.INCLUDE
                ? " " + new TreeSet<>(projection.nonKeyAttributes()) : "");
    }

    private Projection projection() {
        Projection.Builder projection = Projection.builder().projectionType(projectionType);
        if (projectionType == ProjectionType.INCLUDE) {
            projection.nonKeyAttributes(nonKeyAttributes);
        }
        return projection.build();
    }
}
