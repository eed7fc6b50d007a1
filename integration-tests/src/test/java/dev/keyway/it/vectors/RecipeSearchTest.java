package dev.keyway.it.vectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.recipes.Note;
import dev.keyway.it.designs.recipes.NoteRepository;
import dev.keyway.it.designs.recipes.Recipe;
import dev.keyway.it.designs.recipes.Recipe.Course;
import dev.keyway.it.designs.recipes.RecipeRepository;
import dev.keyway.it.designs.recipes.RecipeSchema;
import dev.keyway.it.designs.recipes.RecipesTable;
import dev.keyway.runtime.Neighbour;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * A generated repository's vector searches on Keyway Local: the table created with its vector indexes,
 * the k nearest recipes of a cuisine, filtered by course, with their scores, never another entity's
 * items; embeddings of the wrong length refused before any request.
 */
class RecipeSearchTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private DynamoDbClient client;
    private RecipeRepository recipes;
    private NoteRepository notes;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        recipes = new RecipeRepository(client);
        notes = new NoteRepository(client);
        recipes.createTable();
        recipes.put(recipe("carbonara", "italian", Course.MAIN, 1, 0, 0, 0));
        recipes.put(recipe("amatriciana", "italian", Course.MAIN, 0.9f, 0.1f, 0, 0));
        recipes.put(recipe("tiramisu", "italian", Course.DESSERT, 0, 0, 1, 0));
        recipes.put(recipe("bruschetta", "italian", Course.STARTER, 0.7f, 0.7f, 0, 0));
        recipes.put(recipe("ramen", "japanese", Course.MAIN, 1, 0, 0, 0));
        recipes.put(new Recipe("draft", "ann", "draft", "italian", Course.MAIN, Optional.empty()));
        notes.put(new Note("carbonara", "n1", "use guanciale", List.of(1f, 0f, 0f, 0f)));
    }

    @AfterEach
    void dropTable() {
        client.deleteTable(r -> r.tableName(RecipesTable.NAME));
    }

    private static Recipe recipe(String id, String cuisine, Course course, float... embedding) {
        List<Float> vector = new java.util.ArrayList<>();
        for (float element : embedding) {
            vector.add(element);
        }
        return new Recipe(id, "ann", id, cuisine, course, Optional.of(vector));
    }

    private static List<String> ids(List<Neighbour<Recipe>> neighbours) {
        return neighbours.stream().map(neighbour -> neighbour.item().id()).toList();
    }

    @Test
    void createTableCreatesTheVectorIndexes() {
        TableDescription table = client.describeTable(r -> r.tableName(RecipesTable.NAME)).table();
        assertEquals(List.of("NoteEmbeddings", "RecipeEmbeddings", "RecipeDistances"), // entities in name order
                table.vectorIndexes().stream().map(index -> index.indexName()).toList());
    }

    @Test
    void theNearestRecipesOfACuisineNearestFirstWithTheirScores() {
        List<Neighbour<Recipe>> nearest = recipes.similar("italian", new float[] {1, 0, 0, 0}).top(3);
        assertEquals(List.of("carbonara", "amatriciana", "bruschetta"), ids(nearest));
        assertEquals(0.0, nearest.get(0).score(), 1e-6);
        assertTrue(nearest.get(1).score() < nearest.get(2).score());
        assertEquals(recipe("carbonara", "italian", Course.MAIN, 1, 0, 0, 0), nearest.get(0).item());
    }

    @Test
    void filtersByCourseAndNeverReturnsNotesOrRecipesWithoutEmbedding() {
        assertEquals(List.of("tiramisu"), ids(recipes.similar("italian", new float[] {1, 0, 0, 0})
                .where(RecipeSchema.COURSE, Course.DESSERT).top(10)));
        List<Neighbour<Recipe>> everywhere = recipes.closest(new float[] {1, 0, 0, 0}).top(100);
        assertEquals(5, everywhere.size(), "the draft has no embedding; the note is another entity");
        assertEquals(List.of("carbonara", "ramen"), ids(everywhere).subList(0, 2).stream().sorted().toList());
    }

    @Test
    void vectorsOfTheWrongLengthAreRefusedBeforeTheRequest() {
        assertThrows(InvalidAttributeValueException.class,
                () -> recipes.put(recipe("short", "italian", Course.MAIN, 1, 0)));
        assertThrows(InvalidAttributeValueException.class, () -> recipes.similar("italian", new float[] {1, 0}));
        assertThrows(IllegalArgumentException.class, () -> recipes.closest(new float[] {1, 0, 0, 0}).top(101));
        assertThrows(IllegalArgumentException.class, () -> recipes.closest(new float[] {1, 0, 0, 0})
                .where(RecipeSchema.TITLE, "x"));
    }
}
