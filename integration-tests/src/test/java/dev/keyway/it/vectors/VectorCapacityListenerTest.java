package dev.keyway.it.vectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.recipes.Recipe;
import dev.keyway.it.designs.recipes.Recipe.Course;
import dev.keyway.it.designs.recipes.RecipeRepository;
import dev.keyway.it.designs.recipes.RecipesTable;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestEvent.RequestKind;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * The request listener carries what vector index operations consume (Developer Guide, "Monitoring vector
 * index capacity"), in bytes beside the capacity units: a search's {@code VectorSearchRequestBytes} for
 * {@code TOTAL} or {@code INDEXES}, a write's {@code VectorWriteRequestBytes} per vector index for
 * {@code INDEXES} only. Keyway Local's bytes are its own figures, so only their presence is checked.
 */
class VectorCapacityListenerTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private final List<RequestEvent> events = new CopyOnWriteArrayList<>();

    private RequestEvent last(RequestKind kind) {
        return events.stream().filter(event -> event.request() == kind).reduce((a, b) -> b).orElseThrow();
    }

    private static Recipe carbonara() {
        return new Recipe("carbonara", "ann", "Carbonara", "italian", Course.MAIN, Optional.of(List.of(1f, 0f, 0f, 0f)));
    }

    @Test
    void indexesReportsSearchAndWriteBytes(DynamoDbClient client) {
        RecipeRepository recipes = new RecipeRepository(client, RecipesTable.NAME,
                ((RequestListener) events::add).withConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        recipes.createTable();
        recipes.put(carbonara());
        RequestEvent put = last(RequestKind.PUT_ITEM);
        assertTrue(put.vectorWriteRequestBytes() > 0, put.toString());
        assertTrue(put.writeCapacityUnits() > 0, "the units as before");
        assertEquals(0, put.vectorSearchRequestBytes());

        recipes.similar("italian", new float[] {1, 0, 0, 0}).top(1);
        RequestEvent search = last(RequestKind.SEARCH_VECTORS);
        assertTrue(search.vectorSearchRequestBytes() > 0, search.toString());
        assertEquals(0, search.vectorWriteRequestBytes());
        assertEquals(0, search.capacityUnits(), "bytes, not capacity units");
    }

    @Test
    void totalReportsSearchBytesOnly(DynamoDbClient client) {
        RecipeRepository recipes = new RecipeRepository(client, RecipesTable.NAME,
                ((RequestListener) events::add).withConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        recipes.createTable();
        recipes.put(carbonara());
        assertEquals(0, last(RequestKind.PUT_ITEM).vectorWriteRequestBytes());
        recipes.similar("italian", new float[] {1, 0, 0, 0}).top(1);
        assertTrue(last(RequestKind.SEARCH_VECTORS).vectorSearchRequestBytes() > 0);
    }
}
