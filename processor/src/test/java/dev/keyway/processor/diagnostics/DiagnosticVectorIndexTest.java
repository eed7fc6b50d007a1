package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import org.junit.jupiter.api.Test;

/** KW190-KW199, the checks of {@code @VectorIndex}: message, file, line and column of the offending value. */
class DiagnosticVectorIndexTest {

    /** A product of table Shop in package test with these vector index and access pattern lines. */
    private static Src product(String... annotations) {
        String[] lines = new String[8 + annotations.length];
        lines[0] = "package test;";
        lines[1] = "import dev.keyway.annotations.*;";
        lines[2] = "import java.util.*;";
        lines[3] = "@Entity(table = \"Shop\")";
        lines[4] = "@PartitionKey(\"PRODUCT#<id>\")";
        lines[5] = "@Gsi(index = \"GSI1\", partitionKey = \"BRAND#<brand>\")";
        System.arraycopy(annotations, 0, lines, 6, annotations.length);
        lines[6 + annotations.length] = "public record Product(String id, String brand, boolean active, String name, "
                + "List<Float> embedding, List<String> tags, Optional<List<Double>> other) {";
        lines[7 + annotations.length] = "}";
        return Src.of("test.Product", lines);
    }

    @Test
    void aValidVectorIndexCompiles() {
        Compilation compilation = compile(product(
                "@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 1024, partitionKey = \"brand\")",
                "@AccessPattern(name = \"similar\", index = \"Embeddings\")"));
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void kw190_anIndexNameDynamoDbRefuses() {
        Src source = product("@VectorIndex(index = \"V\", component = \"embedding\", dimensions = 3)");
        assertOnlyError(compile(source), "[KW190] @VectorIndex \"V\" on Product: is 1 characters long. A vector index "
                + "name is 3 to 255 characters", source, "@VectorIndex(", "\"V\"");
    }

    @Test
    void kw190_aVectorIndexNamedLikeAGsi() {
        Src source = product("@VectorIndex(index = \"GSI1\", component = \"embedding\", dimensions = 3)");
        assertOnlyError(compile(source), "[KW190] @VectorIndex \"GSI1\" on Product: names a @Gsi, @Lsi or @MultiAttributeGsi of the entity too.",
                source, "@VectorIndex(", "\"GSI1\"");
    }

    @Test
    void kw190_aVectorIndexNamedLikeAMultiAttributeGsi() {
        Src source = product("@MultiAttributeGsi(index = \"ByBrand\", partitionKey = {\"brand\"}, sortKey = {\"name\"})",
                "@VectorIndex(index = \"ByBrand\", component = \"embedding\", dimensions = 3)");
        assertOnlyError(compile(source), "[KW190] @VectorIndex \"ByBrand\" on Product: names a @Gsi, @Lsi or "
                + "@MultiAttributeGsi of the entity too.", source, "@VectorIndex(", "\"ByBrand\"");
    }

    @Test
    void kw191_anUnknownComponent() {
        Src source = product("@VectorIndex(index = \"Embeddings\", component = \"embeding\", dimensions = 3)");
        assertOnlyError(compile(source), "[KW191] @VectorIndex \"Embeddings\": component = \"embeding\" names no component "
                + "of Product. Did you mean 'embedding'?", source, "@VectorIndex(", "\"embeding\"");
    }

    @Test
    void kw192_aComponentThatIsNotAListOfNumbers() {
        Src source = product("@VectorIndex(index = \"Embeddings\", component = \"tags\", dimensions = 3)");
        assertOnlyError(compile(source), "[KW192] @VectorIndex \"Embeddings\": component 'tags' is not a list of numbers. "
                + "DynamoDB indexes a list of numbers: make it a List<Float> or List<Double>", source, "@VectorIndex(",
                "\"tags\"");
    }

    @Test
    void kw193_dimensionsOutOfRange() {
        Src source = product("@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 4097)");
        assertOnlyError(compile(source), "[KW193] @VectorIndex \"Embeddings\": dimensions = 4097 is out of range. A vector "
                + "index holds vectors of 1 to 4096 dimensions", source, "@VectorIndex(", "4097");
        Src zero = product("@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 0)");
        assertOnlyError(compile(zero), "[KW193] @VectorIndex \"Embeddings\": dimensions = 0 is out of range.", zero,
                "@VectorIndex(", "0)");
    }

    @Test
    void kw194_aSearchComponentDynamoDbCannotDeclare() {
        Src source = product("@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 3,",
                "        partitionKey = \"active\")");
        assertOnlyError(compile(source), "[KW194] @VectorIndex \"Embeddings\": partitionKey = \"active\" is not stored as "
                + "a string, number or binary. The search schema holds other components of Product", source,
                "partitionKey = \"active\"", "\"active\"");
        Src twice = product("@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 3,",
                "        partitionKey = \"brand\", filters = {\"name\", \"brand\"})");
        assertOnlyError(compile(twice), "[KW194] @VectorIndex \"Embeddings\": filters = \"brand\" is in the search schema "
                + "already.", twice, "filters = ", "{");
    }

    @Test
    void kw195_twoIndexesOnOneAttributeWithOtherDimensions() {
        Src source = product("@VectorIndex(index = \"Small\", component = \"embedding\", dimensions = 3)",
                "@VectorIndex(index = \"Large\", component = \"embedding\", dimensions = 4)");
        assertOnlyError(compile(source), "[KW195] Table Shop: attribute 'embedding' is the vector of index \"Small\" of "
                + "Product with 3 dimensions, but index \"Large\" of Product has 4.", source, "\"Large\"", "4)");
    }

    @Test
    void kw195_anotherEntityStoresTheVectorAttribute() {
        Src product = product("@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 3)");
        Src review = Src.of("test.Review",
                "package test;",
                "import dev.keyway.annotations.*;",
                "import java.util.List;",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"REVIEW#<id>\")",
                "public record Review(String id, List<Float> embedding) {",
                "}");
        Compilation compilation = compile(product, review);
        assertThat(compilation).failed();
        assertErrorAt(compilation, "[KW195] Table Shop: attribute 'embedding' is the vector of index \"Embeddings\" of "
                + "Product with 3 dimensions, but Review stores component 'embedding' there without a @VectorIndex on it.",
                review, "List<Float> embedding");
    }

    @Test
    void kw196_twoEntitiesDeclareOneVectorIndexName() {
        Src product = product("@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 3)");
        Src review = Src.of("test.Review",
                "package test;",
                "import dev.keyway.annotations.*;",
                "import java.util.List;",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"REVIEW#<id>\")",
                "@VectorIndex(index = \"Embeddings\", component = \"text\", dimensions = 3)",
                "public record Review(String id, List<Float> text) {",
                "}");
        Compilation compilation = compile(product, review);
        assertThat(compilation).failed();
        assertErrorAt(compilation, "[KW196] Table Shop: vector index \"Embeddings\" of Review is also declared by Product. "
                + "An index name is unique in a table", review, "@VectorIndex(", "\"Embeddings\"");
    }

    @Test
    void kw197_anOptionASearchDoesNotHave() {
        Src source = product("@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 3)",
                "@AccessPattern(name = \"similar\", index = \"Embeddings\", descending = true)");
        assertOnlyError(compile(source), "[KW197] @AccessPattern \"similar\" searches vector index \"Embeddings\", which "
                + "answers nearest first and eventually consistently only: descending has no effect there. Remove it.",
                source, "@AccessPattern(", "true");
    }

    @Test
    void kw198_anAccessPatternOnAnIndexWithoutWholeRecords() {
        Src source = product("@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 3,",
                "        projection = Projection.KEYS_ONLY)",
                "@AccessPattern(name = \"similar\", index = \"Embeddings\")");
        assertOnlyError(compile(source), "[KW198] @VectorIndex \"Embeddings\": @AccessPattern \"similar\" returns whole "
                + "records, which an index with projection KEYS_ONLY does not hold.", source, "projection = ",
                ".KEYS_ONLY");
        Src include = product("@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 3,",
                "        include = \"name\")");
        assertOnlyError(compile(include), "[KW198] @VectorIndex \"Embeddings\": include lists components, but the "
                + "projection is ALL. Set projection = INCLUDE, or remove include.", include, "include = ", "\"name\"");
    }

    @Test
    void kw199_aSearchAttributeWithTwoTypesInOneTable() {
        Src product = product("@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 3,",
                "        filters = \"name\")");
        Src review = Src.of("test.Review",
                "package test;",
                "import dev.keyway.annotations.*;",
                "import java.util.List;",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"REVIEW#<id>\")",
                "@VectorIndex(index = \"Reviews\", component = \"text\", dimensions = 3, filters = \"name\")",
                "public record Review(String id, int name, List<Float> text) {",
                "}");
        Compilation compilation = compile(product, review);
        assertThat(compilation).failed();
        assertErrorAt(compilation, "[KW199] Table Shop: attribute 'name' is in the search schema of vector index "
                + "\"Embeddings\" of Product as S, but index \"Reviews\" of Review declares it as N.", review,
                "@VectorIndex(", "\"name\"");
    }
}
