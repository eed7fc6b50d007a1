package dev.keyway.processor.generated;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * What a {@code @VectorIndex} generates: its definition in the table class (with the type attribute as an
 * inline filter), the check of the embedding's length in {@code toItem}, and the search method of an
 * access pattern on it, which compiles against the runtime.
 */
class GeneratedVectorSearchTest {

    static final Src PRODUCT = Src.of("shop.Product",
            "package shop;",
            "",
            "import dev.keyway.annotations.*;",
            "import java.util.List;",
            "import java.util.Optional;",
            "",
            "@Entity(table = \"Shop\")",
            "@PartitionKey(\"PRODUCT#<id>\")",
            "@SortKey(\"PRODUCT\")",
            "@VectorIndex(index = \"ProductEmbeddings\", component = \"embedding\", dimensions = 3,",
            "        distance = VectorDistance.EUCLIDEAN, partitionKey = \"category\", filters = {\"brand\", \"stock\"})",
            "@VectorIndex(index = \"Anywhere\", component = \"embedding\", dimensions = 3)",
            "@AccessPattern(name = \"similar\", index = \"ProductEmbeddings\")",
            "@AccessPattern(name = \"nearest\", index = \"Anywhere\")",
            "public record Product(String id, String category, String brand, int stock, String name,",
            "                      Optional<List<Float>> embedding) {",
            "}");

    @Test
    void theTableDefinitionHoldsTheVectorIndexesAndTheRepositoryTheirSearches() throws IOException {
        Compilation compilation = DiagnosticSources.compile(PRODUCT);
        assertThat(compilation).succeededWithoutWarnings();
        String table = source(compilation, "shop.ShopTable");
        assertTrue(table.contains(".withVectorIndexes("), table);
        assertTrue(table.contains("VectorIndexDefinition.of(\"ProductEmbeddings\", \"embedding\", 3, VectorDistanceFunction.EUCLIDEAN)"), table);
        assertTrue(table.contains(".withPartitionKey(\"category\", ScalarAttributeType.S)"), table);
        assertTrue(table.contains(".withFilter(\"stock\", ScalarAttributeType.N)"), table);
        assertTrue(table.contains(".withFilter(\"_type\", ScalarAttributeType.S)"), table);
        String schema = source(compilation, "shop.ProductSchema");
        assertTrue(schema.contains("VectorValues.checkWritten(\"Product\", \"embedding\", product.embedding().orElse(null), 3, \"ProductEmbeddings\");"), schema);
        String repository = source(compilation, "shop.ProductRepository");
        assertTrue(repository.contains("public VectorSearch<Product> similar(String category, float[] vector)"), repository);
        assertTrue(repository.contains(".partition(ProductSchema.CATEGORY, category)"), repository);
        assertTrue(repository.contains("public VectorSearch<Product> nearest(float[] vector)"), repository);
        assertTrue(repository.contains("SearchVectors on vector index {@code ProductEmbeddings}"), repository);
    }

    @Test
    void theCloudFormationFragmentHoldsTheVectorIndexesAsTheDefinitionCreatesThem() {
        Compilation compilation = DiagnosticSources.compile(PRODUCT);
        String json = dev.keyway.processor.support.GeneratedClasses.resource(compilation, "shop/ShopTable.cfn.json");
        String flat = json.replaceAll("\\s+", " ");
        assertTrue(flat.contains("{ \"AttributeName\": \"stock\", \"AttributeType\": \"N\" }"), json);
        assertTrue(flat.contains("\"VectorIndexes\": [ { \"IndexName\": \"ProductEmbeddings\", \"VectorAttribute\": "
                + "{ \"AttributeName\": \"embedding\" }, \"Dimensions\": 3, \"DistanceFunction\": \"EUCLIDEAN\", "
                + "\"SearchSchema\": [ { \"AttributeName\": \"category\", \"SearchSchemaElementType\": \"HASH\" }"), json);
        assertTrue(flat.contains("{ \"AttributeName\": \"_type\", \"SearchSchemaElementType\": \"INLINE_FILTER\" } ], "
                + "\"Projection\": { \"ProjectionType\": \"ALL\" }"), json);
    }

    private static String source(Compilation compilation, String name) throws IOException {
        return compilation.generatedSourceFile(name).orElseThrow().getCharContent(true).toString();
    }
}
