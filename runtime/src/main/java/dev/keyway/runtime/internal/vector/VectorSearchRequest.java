package dev.keyway.runtime.internal.vector;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.Neighbour;
import dev.keyway.runtime.VectorSearch;
import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.schema.VectorIndexDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;

/**
 * A vector search as one {@code SearchVectors} request: the index's partition value (when its search
 * schema has one), equality filters on its inline-filter attributes and always on the entity's type
 * (Keyway adds the type attribute to every vector index's search schema, so that a search of one
 * entity never returns another's items), all joined by {@code AND} in the
 * {@code SearchConditionExpression} with placeholders for every name and value. Generated code makes
 * it; applications see {@link VectorSearch}.
 *
 * @param <T> the record type
 */
@InternalApi
public final class VectorSearchRequest<T> implements VectorSearch<T> {

    private final EntityOperations<T> table;
    private final String pattern;
    private final VectorIndexDefinition index;
    private final List<AttributeValue> vector;
    /** Equality conditions by attribute name, in the order given: the partition value first. */
    private final Map<String, AttributeValue> conditions;

    private VectorSearchRequest(EntityOperations<T> table, String pattern, VectorIndexDefinition index,
                                List<AttributeValue> vector, Map<String, AttributeValue> conditions) {
        this.table = table;
        this.pattern = pattern;
        this.index = index;
        this.vector = vector;
        this.conditions = conditions;
    }

    /**
     * A search of the index named {@code indexName} of the entity's table for records near
     * {@code vector}, for the access pattern {@code pattern}.
     *
     * @throws dev.keyway.runtime.exception.InvalidAttributeValueException if the vector has another length
     *         than the index's dimensions, or an element that is not finite
     */
    public static <T> VectorSearchRequest<T> of(EntityOperations<T> table, String pattern, String indexName,
                                                float[] vector) {
        VectorIndexDefinition index = table.schema().table().vectorIndex(indexName);
        List<AttributeValue> values = VectorValues.searchVector(table.schema().entityType(), indexName, vector,
                index.dimensions());
        Map<String, AttributeValue> conditions = new LinkedHashMap<>();
        conditions.put(table.schema().table().typeAttribute(), AttributeValue.fromS(table.schema().entityType()));
        return new VectorSearchRequest<>(table, pattern, index, values, conditions);
    }

    /** This search in the index partition of {@code value}, the partition attribute's value. */
    public <V> VectorSearchRequest<T> partition(Attribute<V> attribute, V value) {
        Objects.requireNonNull(value, () -> "Search of vector index " + index.name() + ": " + attribute.component()
                + " is null; a search names one partition of the index");
        Map<String, AttributeValue> more = new LinkedHashMap<>();
        more.put(attribute.name(), attribute.toValue(value));
        more.putAll(conditions);
        return new VectorSearchRequest<>(table, pattern, index, vector, more);
    }

    @Override
    public <V> VectorSearch<T> where(Attribute<V> attribute, V value) {
        Objects.requireNonNull(attribute, "attribute");
        boolean filter = index.filters().stream().anyMatch(candidate -> candidate.name().equals(attribute.name()))
                && !attribute.name().equals(table.schema().table().typeAttribute());
        if (!filter) {
            throw new IllegalArgumentException("Vector index " + index.name() + " cannot filter on " + attribute.component()
                    + ": a search filters only on the components of @VectorIndex(filters = ...)");
        }
        if (value == null) {
            throw new IllegalArgumentException("Search of vector index " + index.name() + ": the value of "
                    + attribute.component() + " is null; a filter compares with a value");
        }
        Map<String, AttributeValue> more = new LinkedHashMap<>(conditions);
        more.put(attribute.name(), attribute.toValue(value));
        return new VectorSearchRequest<>(table, pattern, index, vector, more);
    }

    @Override
    public List<Neighbour<T>> top(int k) {
        SearchVectorsRequest request = request(k);
        return neighbours(table.requests().searchVectors(context(), request));
    }

    /**
     * The {@code k} nearest through the asynchronous client: the same checks before the request (a
     * {@code k} out of bounds fails the future, nothing is sent), the same request and records.
     */
    public CompletableFuture<List<Neighbour<T>>> top(int k, AsyncRequests requests) {
        return Futures.attempt(() -> Futures.map(requests.searchVectors(context(), request(k)), this::neighbours));
    }

    private Requests.Context context() {
        return table.context(RequestEvent.Operation.SEARCH).pattern(pattern, index.name());
    }

    /** The records of the results, nearest first, each with its score. */
    private List<Neighbour<T>> neighbours(SearchVectorsResponse response) {
        List<Neighbour<T>> neighbours = new ArrayList<>(response.searchResults().size());
        for (SearchResultItem result : response.searchResults()) {
            neighbours.add(new Neighbour<>(table.schema().fromItem(result.item()), result.score()));
        }
        return neighbours;
    }

    /** The request for the {@code k} nearest: {@code #a0 = :a0 AND #a1 = :a1 ...}. */
    SearchVectorsRequest request(int k) {
        if (k < 1 || k > MAX_RESULTS) {
            throw new IllegalArgumentException("A vector search asks for 1 to " + MAX_RESULTS + " results (TopK), not "
                    + k);
        }
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        List<String> terms = new ArrayList<>();
        for (Map.Entry<String, AttributeValue> condition : conditions.entrySet()) {
            int n = names.size();
            names.put("#v" + n, condition.getKey());
            values.put(":v" + n, condition.getValue());
            terms.add("#v" + n + " = :v" + n);
        }
        return SearchVectorsRequest.builder()
                .tableName(table.tableName())
                .indexName(index.name())
                .searchVector(vector)
                .topK(k)
                .searchConditionExpression(String.join(" AND ", terms))
                .expressionAttributeNames(names)
                .expressionAttributeValues(values)
                .build();
    }
}
