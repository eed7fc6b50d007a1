package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyWarning;
import static dev.keyway.processor.support.DiagnosticSources.compile;

import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * KW215-KW216, DynamoDB's quotas on vector indexes ("Quotas in Amazon DynamoDB", Vector indexes): 5 vector
 * indexes per table by default (a warning, the quota can be raised) and 18 inline filters per index (an error).
 */
class DiagnosticVectorLimitsTest {

    /** A product of table Shop with these annotation lines and the string components f1 to f{@code strings}. */
    private static Src product(int strings, String... annotations) {
        List<String> lines = new ArrayList<>(List.of("package test;", "import dev.keyway.annotations.*;",
                "import java.util.*;", "@Entity(table = \"Shop\")", "@PartitionKey(\"PRODUCT#<id>\")"));
        lines.addAll(List.of(annotations));
        String fields = IntStream.rangeClosed(1, strings).mapToObj(i -> ", String f" + i).collect(Collectors.joining());
        lines.add("public record Product(String id, List<Float> embedding" + fields + ") {");
        lines.add("}");
        return Src.of("test.Product", lines.toArray(String[]::new));
    }

    private static String filters(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> "\"f" + i + "\"").collect(Collectors.joining(", "));
    }

    private static String[] vectorIndexes(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> "@VectorIndex(index = \"Vec" + i
                + "\", component = \"embedding\", dimensions = 3)").toArray(String[]::new);
    }

    @Test
    void fiveVectorIndexesCompileWithoutWarnings() {
        assertThat(compile(product(0, vectorIndexes(5)))).succeededWithoutWarnings();
    }

    @Test
    void kw215_aSixthVectorIndexWarnsOnTheDefaultQuota() {
        Src source = product(0, vectorIndexes(6));
        assertOnlyWarning(compile(source), "[KW215] Table Shop has 6 vector indexes (Vec1, Vec2, Vec3, Vec4, Vec5, Vec6), "
                + "more than DynamoDB's default quota of 5 per table: createTable fails unless the account's quota was "
                + "raised (Service Quotas).", source, "\"Vec6\"", "\"Vec6\"");
    }

    @Test
    void kw215_countsTheVectorIndexesOfEveryEntityOfTheTable() {
        Src product = product(0, vectorIndexes(3));
        Src review = Src.of("test.Review",
                "package test;",
                "import dev.keyway.annotations.*;",
                "import java.util.List;",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"REVIEW#<id>\")",
                "@VectorIndex(index = \"Reviews1\", component = \"text\", dimensions = 4)",
                "@VectorIndex(index = \"Reviews2\", component = \"text\", dimensions = 4)",
                "@VectorIndex(index = \"Reviews3\", component = \"text\", dimensions = 4)",
                "public record Review(String id, List<Float> text) {",
                "}");
        assertOnlyWarning(compile(product, review), "[KW215] Table Shop has 6 vector indexes (Vec1, Vec2, Vec3, "
                + "Reviews1, Reviews2, Reviews3)", review, "\"Reviews3\"", "\"Reviews3\"");
    }

    @Test
    void seventeenFiltersAndTheTypeAttributeCompile() {
        Src source = product(17, "@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 3,",
                "        filters = {" + filters(17) + "})");
        assertThat(compile(source)).succeededWithoutWarnings();
    }

    @Test
    void kw216_eighteenFiltersAndTheTypeAttributeAreTooMany() {
        Src source = product(18, "@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 3,",
                "        filters = {" + filters(18) + "})");
        assertOnlyError(compile(source), "[KW216] @VectorIndex \"Embeddings\": filters names 18 components, and with the "
                + "type attribute '_type' Keyway adds, its search schema would have 19 inline filters; DynamoDB allows "
                + "at most 18 per vector index. Keep the 17 filters searches need most, and filter the others in your code "
                + "after the search.", source, "filters = ", "{");
    }
}
