package dev.keyway.it.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.it.designs.recipes.Recipe;
import dev.keyway.it.designs.recipes.Recipe.Course;
import dev.keyway.it.designs.recipes.RecipeAsyncRepository;
import dev.keyway.it.designs.recipes.RecipeRepository;
import dev.keyway.it.designs.recipes.RecipeSchema;
import dev.keyway.it.designs.recipes.RecipesTable;
import dev.keyway.runtime.Neighbour;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Vector searches through the asynchronous repository (mirrors {@code vectors.RecipeSearchTest}): the
 * same SearchVectors request, {@code top(k)} a future of the neighbours nearest first; the checks made
 * before the request (the vector's length, a filter attribute, TopK from 1 to 100) fail the future.
 */
class AsyncVectorSearchTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static DynamoDbAsyncClient async;

    private DynamoDbClient client;
    private RecipeAsyncRepository recipes;

    @BeforeAll
    static void asyncClient() {
        async = AsyncClients.to(DYNAMO.database().endpoint());
    }

    @AfterAll
    static void close() {
        async.close();
    }

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        RecipeRepository sync = new RecipeRepository(client);
        sync.createTable();
        sync.put(recipe("carbonara", "italian", Course.MAIN, 1, 0, 0, 0));
        sync.put(recipe("amatriciana", "italian", Course.MAIN, 0.9f, 0.1f, 0, 0));
        sync.put(recipe("tiramisu", "italian", Course.DESSERT, 0, 0, 1, 0));
        sync.put(recipe("bruschetta", "italian", Course.STARTER, 0.7f, 0.7f, 0, 0));
        sync.put(recipe("ramen", "japanese", Course.MAIN, 1, 0, 0, 0));
        recipes = new RecipeAsyncRepository(async);
    }

    @AfterEach
    void dropTable() {
        client.deleteTable(r -> r.tableName(RecipesTable.NAME));
    }

    private static Recipe recipe(String id, String cuisine, Course course, float... embedding) {
        List<Float> vector = new ArrayList<>();
        for (float element : embedding) {
            vector.add(element);
        }
        return new Recipe(id, "ann", id, cuisine, course, Optional.of(vector));
    }

    private static List<String> ids(List<Neighbour<Recipe>> neighbours) {
        return neighbours.stream().map(neighbour -> neighbour.item().id()).toList();
    }

    @Test
    void theNearestRecipesOfACuisineNearestFirstFiltered() throws Exception {
        List<Neighbour<Recipe>> nearest = recipes.similar("italian", new float[] {1, 0, 0, 0}).top(3)
                .get(10, TimeUnit.SECONDS);
        assertEquals(List.of("carbonara", "amatriciana", "bruschetta"), ids(nearest));
        assertEquals(0.0, nearest.get(0).score(), 1e-6);
        assertEquals(recipe("carbonara", "italian", Course.MAIN, 1, 0, 0, 0), nearest.get(0).item());
        assertEquals(List.of("tiramisu"), ids(recipes.similar("italian", new float[] {1, 0, 0, 0})
                .where(RecipeSchema.COURSE, Course.DESSERT).top(10).get(10, TimeUnit.SECONDS)));
        assertEquals(5, recipes.closest(new float[] {1, 0, 0, 0}).top(100).get(10, TimeUnit.SECONDS).size());
    }

    @Test
    void theChecksBeforeTheRequestFailTheFuture() {
        assertInstanceOf(InvalidAttributeValueException.class,
                failure(() -> recipes.similar("italian", new float[] {1, 0}).top(3)));
        assertInstanceOf(IllegalArgumentException.class, failure(() -> recipes.closest(new float[] {1, 0, 0, 0}).top(101)));
        assertInstanceOf(IllegalArgumentException.class, failure(() -> recipes.closest(new float[] {1, 0, 0, 0}).top(0)));
        assertInstanceOf(IllegalArgumentException.class, failure(() -> recipes.closest(new float[] {1, 0, 0, 0})
                .where(RecipeSchema.TITLE, "x").top(3)));
    }

    /** What the future failed with; the call itself returns without throwing. */
    private static Throwable failure(Supplier<CompletableFuture<List<Neighbour<Recipe>>>> call) {
        CompletableFuture<List<Neighbour<Recipe>>> future = call.get();
        return assertThrows(ExecutionException.class, () -> future.get(10, TimeUnit.SECONDS)).getCause();
    }
}
