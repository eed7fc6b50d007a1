package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.expression.ExpressionContext;
import dev.keyway.local.internal.expression.Projection;
import dev.keyway.local.internal.expression.SearchCondition;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
import software.amazon.awssdk.services.dynamodb.model.VectorCapacity;

/**
 * {@code SearchVectors} (API Reference) answered by EXACT nearest-neighbour search over the table's items,
 * where DynamoDB searches approximately: every item holding a valid vector (and the index's HASH
 * attribute, if it has one) and meeting the {@code SearchConditionExpression} is scored, and the
 * {@code TopK} best are returned, best first. Scores as the API Reference states them: {@code COSINE}
 * one minus the cosine similarity (0 identical to 2 opposite), {@code EUCLIDEAN} the distance, both
 * smallest first; {@code DOT_PRODUCT} the dot product, largest first. Vectors are compared at 32-bit
 * precision, as the index stores them ("Requirements and limitations"). Ties keep the order of a
 * {@code Scan} of the table (a stable hash of the partition key, then the sort key), so that results are
 * deterministic. Under {@code COSINE} a zero vector has no direction: an item holding one is not
 * returned, and a zero search vector is refused.
 */
final class VectorSearches {

    static final int MAX_TOP_K = 100;

    private final Catalog catalog;

    VectorSearches(Catalog catalog) {
        this.catalog = catalog;
    }

    /** Whether an item is in the index: it holds a valid vector and the HASH attribute, if the index has one. */
    static boolean indexed(VectorIndex index, Map<String, AttributeValue> item) {
        AttributeValue vector = item.get(index.attribute);
        return vector != null && (index.hash == null || item.containsKey(index.hash)) && VectorIndexes.valid(index, vector);
    }

    SearchVectorsResponse searchVectors(SearchVectorsRequest request) {
        new Constraints().notNull(request.tableName(), "tableName")
                .notNull(request.indexName(), "indexName")
                .notNull(request.hasSearchVector() ? request.searchVector() : null, "searchVector")
                .notNull(request.topK(), "topK")
                .oneOf(request.returnConsumedCapacityAsString(), "returnConsumedCapacity", Capacity.MODES)
                .check();
        Table table = catalog.require(request.tableName());
        VectorIndex index = table.vectorIndexes.get(request.indexName());
        if (index == null) {
            throw ServiceError.validation("The table does not have the specified index: " + request.indexName());
        }
        if (request.topK() < 1 || request.topK() > MAX_TOP_K) {
            throw ServiceError.validation("Provided TopK value is out of valid range");
        }
        float[] query = searchVector(index, request.searchVector());
        ExpressionContext context = new ExpressionContext(
                ItemOperations.names(request.hasExpressionAttributeNames(), request.expressionAttributeNames()),
                ItemOperations.values(request.hasExpressionAttributeValues(), request.expressionAttributeValues()));
        Map<String, AttributeValue> equalities = conditions(index, request.searchConditionExpression(), context);
        Projection projection = request.projectionExpression() == null ? null
                : Projection.parse(request.projectionExpression(), context);
        context.requireAllUsed();

        List<Scored> scored = new ArrayList<>();
        for (var partition : table.items.partitions().values()) {
            for (Map<String, AttributeValue> item : partition.values()) {
                if (!indexed(index, item) || !matches(item, equalities)) {
                    continue;
                }
                double score = score(index.distance, query, VectorIndexes.vector(index, item.get(index.attribute)));
                if (!Double.isNaN(score)) {
                    scored.add(new Scored(item, score));
                }
            }
        }
        Comparator<Scored> nearest = Comparator.comparingDouble(Scored::score);
        scored.sort("DOT_PRODUCT".equals(index.distance) ? nearest.reversed() : nearest); // stable: scan order on ties
        List<SearchResultItem> results = new ArrayList<>();
        List<Map<String, AttributeValue>> returned = new ArrayList<>();
        for (Scored result : scored.subList(0, Math.min(request.topK(), scored.size()))) {
            Map<String, AttributeValue> projected = projected(table, index, result.item());
            returned.add(projection == null ? projected : projection.apply(projected));
            results.add(SearchResultItem.builder()
                    .item(returned.get(returned.size() - 1))
                    .score(result.score())
                    .build());
        }
        SearchVectorsResponse.Builder response = SearchVectorsResponse.builder().searchResults(results);
        String capacity = request.returnConsumedCapacityAsString();
        if ("INDEXES".equals(capacity) || "TOTAL".equals(capacity)) { // "Monitoring vector index capacity"
            response.consumedCapacity(VectorCapacity.builder()
                    .vectorSearchRequestBytes(VectorCapacities.searchBytes(index, scored.size(), returned)).build());
        }
        return response.build();
    }

    private record Scored(Map<String, AttributeValue> item, double score) {
    }

    private static float[] searchVector(VectorIndex index, List<AttributeValue> vector) {
        if (vector.size() != index.dimensions) {
            throw ServiceError.validation(TableDefinitions.INVALID + "SearchVector has " + vector.size()
                    + " dimensions, but vector index " + index.name + " expects " + index.dimensions);
        }
        float[] query = VectorIndexes.vector(index, AttributeValue.fromL(vector));
        if ("COSINE".equals(index.distance) && norm(query) == 0) {
            throw ServiceError.validation(TableDefinitions.INVALID + "SearchVector is a zero vector, which has no "
                    + "cosine distance to any vector");
        }
        return query;
    }

    /**
     * The equalities of the condition, checked against the search schema: every attribute is in it, and
     * the HASH attribute, when the index has one, is given.
     */
    private static Map<String, AttributeValue> conditions(VectorIndex index, String expression,
                                                          ExpressionContext context) {
        if (expression == null) {
            if (index.hash != null) {
                throw ServiceError.validation("SearchConditionExpression must be provided when SearchSchema has a HASH key");
            }
            return Map.of();
        }
        Map<String, AttributeValue> equalities = new LinkedHashMap<>(SearchCondition.parse(expression, context)
                .equalities());
        Set<String> schema = Set.copyOf(index.searchAttributes());
        for (String name : equalities.keySet()) {
            if (!schema.contains(name)) {
                throw ServiceError.validation("Invalid SearchConditionExpression: attribute " + name
                        + " is not in the SearchSchema of vector index " + index.name);
            }
        }
        if (index.hash != null && !equalities.containsKey(index.hash)) {
            throw ServiceError.validation("SearchConditionExpression must provide the value of the SearchSchema HASH "
                    + "key " + index.hash + " with an equality condition");
        }
        return equalities;
    }

    private static boolean matches(Map<String, AttributeValue> item, Map<String, AttributeValue> equalities) {
        for (Map.Entry<String, AttributeValue> condition : equalities.entrySet()) {
            AttributeValue value = item.get(condition.getKey());
            if (value == null || condition.getValue() == null || !same(value, condition.getValue())) {
                return false;
            }
        }
        return true;
    }

    /** Equality of scalar values as DynamoDB compares them: numbers by value. */
    private static boolean same(AttributeValue a, AttributeValue b) {
        if (a.n() != null && b.n() != null) {
            return new java.math.BigDecimal(a.n()).compareTo(new java.math.BigDecimal(b.n())) == 0;
        }
        return a.equals(b);
    }

    /** The item as the index holds it: all of it, or its keys and search attributes (and the included ones). */
    static Map<String, AttributeValue> projected(Table table, VectorIndex index,
                                                 Map<String, AttributeValue> item) {
        if ("ALL".equals(index.projectionType)) {
            return item;
        }
        Map<String, AttributeValue> projected = new LinkedHashMap<>();
        List<String> kept = new ArrayList<>(table.key.attributes());
        kept.addAll(index.searchAttributes());
        kept.addAll(index.nonKeyAttributes);
        for (String name : kept) {
            AttributeValue value = item.get(name);
            if (value != null) {
                projected.put(name, value);
            }
        }
        return projected;
    }

    /** The score of a stored vector against the search vector; NaN when it has none (a zero vector under COSINE). */
    static double score(String distance, float[] query, float[] stored) {
        double dot = 0;
        double squares = 0;
        for (int i = 0; i < query.length; i++) {
            dot += (double) query[i] * stored[i];
            double difference = (double) query[i] - stored[i];
            squares += difference * difference;
        }
        return switch (distance) {
            case "EUCLIDEAN" -> Math.sqrt(squares);
            case "DOT_PRODUCT" -> dot;
            default -> {
                double norms = norm(query) * norm(stored);
                yield norms == 0 ? Double.NaN : 1 - dot / norms;
            }
        };
    }

    private static double norm(float[] vector) {
        double sum = 0;
        for (float element : vector) {
            sum += (double) element * element;
        }
        return Math.sqrt(sum);
    }
}
