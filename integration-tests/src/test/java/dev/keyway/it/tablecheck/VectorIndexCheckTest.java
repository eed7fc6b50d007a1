package dev.keyway.it.tablecheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.recipes.RecipesTable;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableCheck;
import dev.keyway.tools.TableCheckReport;
import dev.keyway.tools.TableDifference;
import dev.keyway.tools.TableDifference.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;

/**
 * The live-table check compares vector indexes (issue #26 §2): one the table lacks is a
 * {@code MISSING_INDEX} whose fix is {@code updateIndexes}; one with another distance, projection or
 * search schema is a {@code VECTOR_INDEX} whose fix is {@code replacing}; one no entity declares is an
 * {@code INDEX_NOT_IN_DESIGN} unless left to other code.
 */
class VectorIndexCheckTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    /** Creates the design's table under {@code name} with its vector indexes changed, and checks it. */
    private static TableCheckReport check(DynamoDbClient client, String name, UnaryOperator<List<VectorIndex>> change,
                                          UnaryOperator<TableCheck> options) {
        CreateTableRequest designed = RecipesTable.DEFINITION.createTableRequest(name);
        client.createTable(designed.toBuilder().vectorIndexes(change.apply(new ArrayList<>(designed.vectorIndexes())))
                .build());
        return options.apply(TableCheck.of(RecipesTable.DEFINITION, RecipesTable.schemas())).run(client, name);
    }

    private static VectorIndex named(List<VectorIndex> indexes, String name) {
        return indexes.stream().filter(index -> index.indexName().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void aTableCreatedFromTheDesignHasItsVectorIndexes(DynamoDbClient client) {
        TableCheckReport report = check(client, "Recipes-same", indexes -> indexes, check -> check);
        assertTrue(report.clean(), report::toText);
    }

    @Test
    void aMissingVectorIndexIsCreatedByUpdateIndexes(DynamoDbClient client) {
        TableCheckReport report = check(client, "Recipes-missing", indexes -> {
            indexes.remove(named(indexes, "RecipeDistances"));
            return indexes;
        }, check -> check);
        List<TableDifference> missing = report.differences(Kind.MISSING_INDEX);
        assertEquals(1, missing.size(), report::toText);
        assertEquals("RecipeDistances", missing.get(0).index());
        assertEquals("design: a vector index on 'embedding' (4 dimensions, EUCLIDEAN)", missing.get(0).detail());
        assertTrue(missing.get(0).fix().contains("updateIndexes(client, tableName) creates the design's missing vector "
                + "indexes"), missing.get(0).fix());
    }

    @Test
    void aVectorIndexOfAnotherDistanceProjectionOrSearchSchemaDiffers(DynamoDbClient client) {
        TableCheckReport report = check(client, "Recipes-differ", indexes -> {
            VectorIndex distances = named(indexes, "RecipeDistances");
            VectorIndex embeddings = named(indexes, "RecipeEmbeddings");
            indexes.set(indexes.indexOf(distances), distances.toBuilder().distanceFunction("DOT_PRODUCT")
                    .projection(p -> p.projectionType("KEYS_ONLY")).build());
            indexes.set(indexes.indexOf(embeddings), embeddings.toBuilder()
                    .searchSchema(embeddings.searchSchema().subList(0, 2)).build());
            return indexes;
        }, check -> check);
        List<TableDifference> differing = report.differences(Kind.VECTOR_INDEX);
        assertEquals(List.of("RecipeEmbeddings", "RecipeDistances"), differing.stream().map(TableDifference::index)
                .toList(), report::toText);
        assertTrue(differing.get(0).detail().startsWith("design: search schema [cuisine HASH, course INLINE_FILTER, "
                + "_type INLINE_FILTER], live [cuisine HASH, course INLINE_FILTER]"), differing.get(0).detail());
        assertEquals("design: distance EUCLIDEAN, live DOT_PRODUCT; projection ALL, live KEYS_ONLY",
                differing.get(1).detail());
        assertTrue(differing.get(1).fix().contains("IndexUpdate.of(<Table>.DEFINITION).replacing(\"RecipeDistances\")"),
                differing.get(1).fix());
        assertTrue(Kind.VECTOR_INDEX.ofDescription());
    }

    @Test
    void aVectorIndexNoEntityDeclaresIsReportedUnlessLeftToOtherCode(DynamoDbClient client) {
        UnaryOperator<List<VectorIndex>> more = indexes -> {
            indexes.add(named(indexes, "RecipeDistances").toBuilder().indexName("TheirEmbeddings").build());
            return indexes;
        };
        TableCheckReport report = check(client, "Recipes-more", more, check -> check);
        List<TableDifference> extra = report.differences(Kind.INDEX_NOT_IN_DESIGN);
        assertEquals(1, extra.size(), report::toText);
        assertEquals("TheirEmbeddings", extra.get(0).index());
        assertTrue(extra.get(0).fix().contains("deleting(\"TheirEmbeddings\")"), extra.get(0).fix());

        TableCheckReport left = check(client, "Recipes-left", more, check -> check.leaveIndexes("TheirEmbeddings"));
        assertTrue(left.clean(), left::toText);
    }
}
