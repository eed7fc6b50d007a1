package dev.keyway.it.vectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.recipes.Recipe;
import dev.keyway.it.designs.recipes.Recipe.Course;
import dev.keyway.it.designs.recipes.RecipeRepository;
import dev.keyway.it.designs.recipes.RecipesTable;
import dev.keyway.runtime.Neighbour;
import dev.keyway.runtime.schema.IndexUpdate;
import dev.keyway.runtime.schema.IndexUpdateReport;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;

/**
 * Issue #26 §2, a live table gaining the design's vector indexes: {@code updateIndexes} creates each one the
 * table lacks (UpdateTable with {@code VectorIndexUpdates}, one per request), waits until it is
 * {@code ACTIVE} and no longer backfilling, and the items written before it are found by a search
 * (DynamoDB backfills a new vector index: Developer Guide, "Data synchronization between tables and vector
 * indexes"); a vector index the design dropped is reported and deleted only when asked by name; one of
 * another distance is reported as differing and created again only when asked.
 */
class VectorIndexEvolutionTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private RecipeRepository recipes;

    /** The table as an older version of the application created it: no vector index but OldEmbeddings. */
    @BeforeEach
    void theOldTable(DynamoDbClient client) {
        this.client = client;
        recipes = new RecipeRepository(client);
        CreateTableRequest designed = RecipesTable.DEFINITION.createTableRequest(RecipesTable.NAME);
        Set<String> keys = new HashSet<>();
        designed.keySchema().forEach(key -> keys.add(key.attributeName()));
        designed.globalSecondaryIndexes().forEach(index -> index.keySchema().stream()
                .map(KeySchemaElement::attributeName).forEach(keys::add));
        client.createTable(designed.toBuilder()
                .attributeDefinitions(designed.attributeDefinitions().stream()
                        .filter(definition -> keys.contains(definition.attributeName())).toList())
                .vectorIndexes(VectorIndex.builder().indexName("OldEmbeddings").dimensions(4L).distanceFunction("COSINE")
                        .vectorAttribute(attribute -> attribute.attributeName("embedding"))
                        .projection(projection -> projection.projectionType("KEYS_ONLY")).build())
                .build());
        recipes.put(recipe("carbonara", Course.MAIN, 1, 0, 0, 0));
        recipes.put(recipe("tiramisu", Course.DESSERT, 0, 0, 1, 0));
    }

    @AfterEach
    void dropTable() {
        client.deleteTable(r -> r.tableName(RecipesTable.NAME));
    }

    private static Recipe recipe(String id, Course course, float... embedding) {
        List<Float> vector = new ArrayList<>();
        for (float element : embedding) {
            vector.add(element);
        }
        return new Recipe(id, "ann", id, "italian", course, Optional.of(vector));
    }

    private List<String> liveVectorIndexes() {
        return client.describeTable(r -> r.tableName(RecipesTable.NAME)).table().vectorIndexes().stream()
                .map(VectorIndexDescription::indexName).toList();
    }

    @Test
    void updateIndexesCreatesTheMissingVectorIndexesWhichHoldTheItemsAlreadyThere() {
        IndexUpdateReport update = RecipesTable.DEFINITION.updateIndexes(client, RecipesTable.NAME);

        assertEquals(List.of("NoteEmbeddings", "RecipeEmbeddings", "RecipeDistances"), update.created());
        assertEquals(List.of("OldEmbeddings"), update.notInDesign());
        assertTrue(update.differing().isEmpty(), update.differing().toString());
        TableDescription table = client.describeTable(r -> r.tableName(RecipesTable.NAME)).table();
        for (VectorIndexDescription index : table.vectorIndexes()) {
            assertEquals("ACTIVE", index.indexStatusAsString(), index.indexName());
        }
        List<Neighbour<Recipe>> nearest = recipes.similar("italian", new float[] {1, 0, 0, 0}).top(2);
        assertEquals(List.of("carbonara", "tiramisu"), nearest.stream().map(n -> n.item().id()).toList());

        IndexUpdateReport again = RecipesTable.DEFINITION.updateIndexes(client, RecipesTable.NAME);
        assertTrue(again.created().isEmpty(), "an index already there is left alone");
        assertEquals(List.of("OldEmbeddings"), again.notInDesign());
    }

    @Test
    void aDroppedVectorIndexIsDeletedOnlyWhenAskedByName() {
        assertThrows(IllegalArgumentException.class,
                () -> IndexUpdate.of(RecipesTable.DEFINITION).deleting("RecipeEmbeddings"));
        IndexUpdateReport update = IndexUpdate.of(RecipesTable.DEFINITION).deleting("OldEmbeddings")
                .run(client, RecipesTable.NAME);
        assertEquals(List.of("OldEmbeddings"), update.deleted());
        assertTrue(update.notInDesign().isEmpty());
        assertEquals(List.of("NoteEmbeddings", "RecipeEmbeddings", "RecipeDistances"), liveVectorIndexes());
    }

    @Test
    void aVectorIndexOfAnotherDistanceIsReportedAndReplacedOnlyWhenAsked() {
        client.updateTable(r -> r.tableName(RecipesTable.NAME).vectorIndexUpdates(u -> u.create(c -> c
                .indexName("RecipeDistances").dimensions(4L).distanceFunction("DOT_PRODUCT")
                .vectorAttribute(a -> a.attributeName("embedding")).projection(p -> p.projectionType("ALL")))));

        IndexUpdateReport update = RecipesTable.DEFINITION.updateIndexes(client, RecipesTable.NAME);
        assertEquals(1, update.differing().size(), update.differing().toString());
        assertTrue(update.differing().get(0).startsWith("RecipeDistances: design: distance EUCLIDEAN, live DOT_PRODUCT"),
                update.differing().get(0));

        IndexUpdateReport replaced = IndexUpdate.of(RecipesTable.DEFINITION).replacing("RecipeDistances")
                .run(client, RecipesTable.NAME);
        assertEquals(List.of("RecipeDistances"), replaced.deleted());
        assertEquals(List.of("RecipeDistances"), replaced.created());
        assertTrue(replaced.differing().isEmpty());
        assertEquals("EUCLIDEAN", client.describeTable(r -> r.tableName(RecipesTable.NAME)).table().vectorIndexes()
                .stream().filter(index -> index.indexName().equals("RecipeDistances")).findFirst().orElseThrow()
                .distanceFunctionAsString());
    }
}
