package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.processor.support.TemplateJson;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;

/**
 * The design artifacts written per table next to its class: {@code <Table>Table.md}, the
 * single-table design sheet, and {@code <Table>Table.cfn.json}, a CloudFormation resource that
 * must describe exactly the table {@code DEFINITION.createTableRequest} creates.
 */
class GeneratedDesignTest {

    /**
     * One table with three entities in two packages: a global index shared by two entities and
     * one (keys only, sparse) of a third, a local index with an INCLUDE projection, a time to
     * live, a version, a unique value, a '|' in a template; and a table with neither sort key
     * nor index, with a non-ASCII name and a backtick in a template.
     */
    private static final List<JavaFileObject> SOURCES = List.of(
            source("t.design.Status", "public enum Status { PLACED, SHIPPED }"),
            source("t.design.Customer", """
                    @Entity(table = "Shop")
                    @PartitionKey("CUSTOMER#<id>")
                    @SortKey("PROFILE")
                    @Gsi(index = "GSI1", partitionKey = "EMAIL#<email>", sortKey = "CUSTOMER")
                    @AccessPattern(name = "byEmail", index = "GSI1")
                    public record Customer(String id, @Unique String email, @Attribute("fullName") String name,
                                           @Version long version) {}
                    """),
            source("t.design.Order", """
                    @Entity(table = "Shop")
                    @PartitionKey("CUSTOMER#<customerId>")
                    @SortKey("ORDER#<placedAt>#<orderId>")
                    @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
                    @Lsi(index = "LSI1", sortKey = "TOTAL#<total>", projection = Projection.INCLUDE, include = {"status"})
                    @AccessPattern(name = "ordersOf")
                    @AccessPattern(name = "byStatus", index = "GSI1", descending = true)
                    @AccessPattern(name = "byTotal", index = "LSI1", consistentRead = true)
                    public record Order(String customerId, String orderId, Instant placedAt,
                                        @Attribute("state") Status status, BigDecimal total, @Ttl Instant expiresAt) {}
                    """),
            source("t.design.notes.Note", """
                    @Entity(table = "Shop", type = "CustomerNote")
                    @PartitionKey("CUSTOMER#<customerId>")
                    @SortKey("NOTE|<at>")
                    @Gsi(index = "BySku", partitionKey = "SKU#<sku>", projection = Projection.KEYS_ONLY)
                    @AccessPattern(name = "notesOf")
                    @AccessPattern(name = "bySku", index = "BySku")
                    public record Note(String customerId, LocalDate at, Optional<String> sku, String text) {}
                    """),
            source("u.Cafe", """
                    @Entity(table = "Caf")
                    @PartitionKey(value = "CA`FE#<id>", attribute = "Cl\u00e9")
                    public record Cafe(String id) {}
                    """));

    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(SOURCES.toArray(new JavaFileObject[0]));
    }

    // ---- where -------------------------------------------------------------------------------

    @Test
    void fourResourcesPerTableNextToTheTableClass() {
        Set<String> resources = classes.compilation().generatedFiles().stream()
                .filter(file -> file.getKind() == JavaFileObject.Kind.OTHER || file.getKind() == JavaFileObject.Kind.HTML)
                .map(file -> file.toUri().getPath())
                .filter(path -> !path.contains("/META-INF/keyway/")) // the repository index, see RepositoryIndexTest
                .collect(Collectors.toSet());
        assertEquals(Set.of("/CLASS_OUTPUT/t/design/ShopTable.md", "/CLASS_OUTPUT/t/design/ShopTable.cfn.json",
                "/CLASS_OUTPUT/t/design/ShopTable.workbench.json", "/CLASS_OUTPUT/t/design/ShopTable.html",
                "/CLASS_OUTPUT/u/CafTable.md", "/CLASS_OUTPUT/u/CafTable.cfn.json",
                "/CLASS_OUTPUT/u/CafTable.workbench.json", "/CLASS_OUTPUT/u/CafTable.html"), resources);
        assertTrue(classes.has("t.design.ShopTable"));
        assertTrue(classes.has("u.CafTable"));
    }

    // ---- Markdown ----------------------------------------------------------------------------

    @Test
    void markdownNamesTheTableAndItsKeys() {
        String markdown = resource(classes.compilation(), "t/design/ShopTable.md");
        assertTrue(markdown.startsWith("# Table `Shop`\n\n"), markdown);
        assertContains(markdown, """
                ## Keys

                | key | attribute | type |
                |---|---|---|
                | partition key | `PK` | S |
                | sort key | `SK` | S |
                | entity type | `_type` | S |
                | time to live | `expiresAt` | N (epoch seconds) |
                """);
    }

    @Test
    void markdownEntitiesSheetHasOneRowPerEntityAndOneColumnPerIndex() {
        assertContains(resource(classes.compilation(), "t/design/ShopTable.md"), """
                | entity type | record | `PK` | `SK` | `GSI1`: `GSI1PK` / `GSI1SK` | `LSI1`: `LSI1SK` | `BySku`: `BySkuPK` |
                |---|---|---|---|---|---|---|
                | `Customer` | `Customer` | `CUSTOMER#<id>` | `PROFILE` | `EMAIL#<email>` / `CUSTOMER` |  |  |
                | `Order` | `Order` | `CUSTOMER#<customerId>` | `ORDER#<placedAt>#<orderId>` | `STATUS#<status>` / `<placedAt>` | `TOTAL#<total>` |  |
                | `CustomerNote` | `notes.Note` | `CUSTOMER#<customerId>` | `NOTE\\|<at>` |  |  | `SKU#<sku>` |
                """);
    }

    @Test
    void markdownIndexesShowKindKeysAndWhatTheTableHolds() {
        assertContains(resource(classes.compilation(), "t/design/ShopTable.md"), """
                | index | kind | partition key | sort key | projection | attributes held | entities |
                |---|---|---|---|---|---|---|
                | `GSI1` | global | `GSI1PK` | `GSI1SK` | `ALL` | all | `Customer`, `Order` |
                | `LSI1` | local | `PK` | `LSI1SK` | `INCLUDE` | keys, `state`, `_type` (created as `INCLUDE`; queries fetch whole items from the table) | `Order` |
                | `BySku` | global | `BySkuPK` | — | `KEYS_ONLY` | keys, `_type` (created as `INCLUDE`; queries fetch whole items from the table) | `CustomerNote` |
                """);
    }

    @Test
    void markdownAccessPatternsWriteOutTheKeyConditionOfEachQuery() {
        assertContains(resource(classes.compilation(), "t/design/ShopTable.md"), """
                | entity type | access pattern | index | key condition | sort-key conditions |
                |---|---|---|---|---|
                | `Customer` | `byEmail(email)` | `GSI1` | `GSI1PK = "EMAIL#<email>" AND begins_with(GSI1SK, "CUSTOMER")`; ascending | — |
                | `Order` | `ordersOf(customerId)` | table | `PK = "CUSTOMER#<customerId>" AND begins_with(SK, "ORDER#")`; ascending | `placedAt`: =, range; then `orderId`: =, range, begins_with |
                | `Order` | `byStatus(status)` | `GSI1` | `GSI1PK = "STATUS#<status>"`; filter `_type = "Order"`; descending | `placedAt`: =, range |
                | `Order` | `byTotal(customerId)` | `LSI1` | `PK = "CUSTOMER#<customerId>" AND begins_with(LSI1SK, "TOTAL#")`; ascending; consistent; fetches whole items | `total`: =, range |
                | `CustomerNote` | `notesOf(customerId)` | table | `PK = "CUSTOMER#<customerId>" AND begins_with(SK, "NOTE\\|")`; ascending | `at`: =, range |
                | `CustomerNote` | `bySku(sku)` | `BySku` | `BySkuPK = "SKU#<sku>"`; filter `_type = "CustomerNote"`; ascending; fetches whole items | — |
                """);
    }

    @Test
    void markdownListsUniqueGuardItemsVersionsAndTimeToLive() {
        String markdown = resource(classes.compilation(), "t/design/ShopTable.md");
        assertContains(markdown, """
                ## Unique values

                | entity type | component | attribute | guard item |
                |---|---|---|---|
                | `Customer` | `email` | `email` | `PK = "_unique#Customer#email#<email>", SK = "_unique"` |
                """);
        assertContains(markdown, """
                ## Versions

                | entity type | component | attribute |
                |---|---|---|
                | `Customer` | `version` | `version` |
                """);
        assertContains(markdown, """
                ## Time to live

                | entity type | component | attribute |
                |---|---|---|
                | `Order` | `expiresAt` | `expiresAt` |
                """);
    }

    @Test
    void markdownOfASmallTableLeavesOutWhatItDoesNotHave() {
        String markdown = resource(classes.compilation(), "u/CafTable.md");
        assertTrue(markdown.startsWith("# Table `Caf`\n\n"), markdown);
        assertContains(markdown, """
                | entity type | record | `Cl\u00e9` |
                |---|---|---|
                | `Cafe` | `Cafe` | ``CA`FE#<id>`` |
                """);
        assertContains(markdown, "## Access patterns\n\nNone declared.\n");
        for (String absent : List.of("sort key", "## Indexes", "## Unique values", "## Versions", "## Time to live")) {
            assertFalse(markdown.contains(absent), () -> absent + " in\n" + markdown);
        }
    }

    @Test
    void markdownTablesAreWellFormed() {
        for (String path : List.of("t/design/ShopTable.md", "u/CafTable.md")) {
            String markdown = resource(classes.compilation(), path);
            assertTrue(markdown.endsWith("|\n") || markdown.endsWith(".\n"), path + " ends with one newline");
            assertFalse(markdown.endsWith("\n\n"), path + " ends with one newline");
            int columns = -1;
            for (String line : markdown.split("\n", -1)) {
                if (!line.startsWith("|")) {
                    columns = -1;
                    continue;
                }
                int cells = cells(line);
                if (columns < 0) {
                    columns = cells; // the header
                }
                assertEquals(columns, cells, () -> path + ": a row with another number of cells: " + line);
                // Outside code spans nothing may read as HTML: every '<' is inside backticks.
                assertFalse(line.replaceAll("(`+)[^`].*?\\1", "").contains("<"), () -> path + ": '<' outside code: " + line);
            }
        }
    }

    // ---- CloudFormation ----------------------------------------------------------------------

    @Test
    void cloudFormationOfASmallTableIsThisText() {
        assertEquals("""
                {
                  "Resources": {
                    "CafTable": {
                      "Type": "AWS::DynamoDB::Table",
                      "Properties": {
                        "TableName": "Caf",
                        "BillingMode": "PAY_PER_REQUEST",
                        "AttributeDefinitions": [
                          {
                            "AttributeName": "Cl\\u00e9",
                            "AttributeType": "S"
                          }
                        ],
                        "KeySchema": [
                          {
                            "AttributeName": "Cl\\u00e9",
                            "KeyType": "HASH"
                          }
                        ]
                      }
                    }
                  }
                }
                """, resource(classes.compilation(), "u/CafTable.cfn.json"));
    }

    @Test
    void cloudFormationProjectsKeysOnlyAndIncludeAsIncludeWithTheTypeAttribute() {
        String json = resource(classes.compilation(), "t/design/ShopTable.cfn.json");
        assertContains(json, """
                            "Projection": {
                              "ProjectionType": "INCLUDE",
                              "NonKeyAttributes": [
                                "state",
                                "_type"
                              ]
                            }
                """);
        Map<String, Object> properties = properties(json, "ShopTable");
        assertEquals(List.of("TableName", "BillingMode", "AttributeDefinitions", "KeySchema", "GlobalSecondaryIndexes",
                "LocalSecondaryIndexes", "TimeToLiveSpecification"), List.copyOf(properties.keySet()));
        assertEquals(Map.of("AttributeName", "expiresAt", "Enabled", true), properties.get("TimeToLiveSpecification"));
        assertEquals(Map.of("ProjectionType", "INCLUDE", "NonKeyAttributes", List.of("_type")),
                index(properties, "GlobalSecondaryIndexes", "BySku").get("Projection"));
        assertEquals(Map.of("ProjectionType", "ALL"), index(properties, "GlobalSecondaryIndexes", "GSI1").get("Projection"));
    }

    @Test
    void cloudFormationDescribesWhatCreateTableRequestCreates() {
        assertMatchesDefinition("t/design/ShopTable.cfn.json", "ShopTable",
                (TableDefinition) classes.staticField("t.design.ShopTable", "DEFINITION"));
        assertMatchesDefinition("u/CafTable.cfn.json", "CafTable",
                (TableDefinition) classes.staticField("u.CafTable", "DEFINITION"));
    }

    @Test
    void outputDoesNotDependOnTheOrderOfSources() {
        List<JavaFileObject> reversed = new ArrayList<>(SOURCES);
        java.util.Collections.reverse(reversed);
        Compilation again = GeneratedClasses.compile(reversed.toArray(new JavaFileObject[0])).compilation();
        for (String path : List.of("t/design/ShopTable.md", "t/design/ShopTable.cfn.json", "u/CafTable.md",
                "u/CafTable.cfn.json")) {
            assertEquals(resource(classes.compilation(), path), resource(again, path), path);
        }
    }

    private static void assertMatchesDefinition(String path, String logicalId, TableDefinition definition) {
        CreateTableRequest request = definition.createTableRequest(definition.name());
        Map<String, Object> properties = properties(resource(classes.compilation(), path), logicalId);
        assertEquals(request.tableName(), properties.get("TableName"));
        assertEquals(request.billingModeAsString(), properties.get("BillingMode"));
        assertEquals(request.attributeDefinitions().stream().map(GeneratedDesignTest::attribute).toList(),
                properties.get("AttributeDefinitions"));
        assertEquals(keySchema(request.keySchema()), properties.get("KeySchema"));
        assertEquals(request.hasGlobalSecondaryIndexes()
                        ? request.globalSecondaryIndexes().stream().map(GeneratedDesignTest::global).toList() : null,
                properties.get("GlobalSecondaryIndexes"));
        assertEquals(request.hasLocalSecondaryIndexes()
                        ? request.localSecondaryIndexes().stream().map(GeneratedDesignTest::local).toList() : null,
                properties.get("LocalSecondaryIndexes"));
        assertEquals(definition.ttlAttribute().map(ttl -> Map.of("AttributeName", ttl, "Enabled", true)).orElse(null),
                properties.get("TimeToLiveSpecification"));
    }

    // The request's parts in the shape of the CloudFormation JSON, for comparing field by field.

    private static Map<String, Object> attribute(AttributeDefinition attribute) {
        return ordered("AttributeName", attribute.attributeName(), "AttributeType", attribute.attributeTypeAsString());
    }

    private static List<Object> keySchema(List<KeySchemaElement> keys) {
        return keys.stream().<Object>map(key -> ordered("AttributeName", key.attributeName(), "KeyType",
                key.keyTypeAsString())).toList();
    }

    private static Map<String, Object> global(GlobalSecondaryIndex index) {
        return ordered("IndexName", index.indexName(), "KeySchema", keySchema(index.keySchema()), "Projection",
                projection(index.projection()));
    }

    private static Map<String, Object> local(LocalSecondaryIndex index) {
        return ordered("IndexName", index.indexName(), "KeySchema", keySchema(index.keySchema()), "Projection",
                projection(index.projection()));
    }

    private static Map<String, Object> projection(Projection projection) {
        return projection.hasNonKeyAttributes()
                ? ordered("ProjectionType", projection.projectionTypeAsString(), "NonKeyAttributes",
                        List.copyOf(projection.nonKeyAttributes()))
                : ordered("ProjectionType", projection.projectionTypeAsString());
    }

    private static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    // ---- helpers -----------------------------------------------------------------------------

    private static String resource(Compilation compilation, String path) {
        return GeneratedClasses.resource(compilation, path);
    }

    private static void assertContains(String text, String expected) {
        assertTrue(text.contains(expected), () -> "expected\n" + expected + "\nin\n" + text);
    }

    /** The cells of a table row: the '|' not escaped by a backslash, less one. */
    private static int cells(String row) {
        int pipes = 0;
        for (int i = 0; i < row.length(); i++) {
            if (row.charAt(i) == '|' && (i == 0 || row.charAt(i - 1) != '\\')) {
                pipes++;
            }
        }
        return pipes - 1;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> properties(String json, String logicalId) {
        Map<String, Object> template = (Map<String, Object>) new TemplateJson(json).parse();
        Map<String, Object> resources = (Map<String, Object>) template.get("Resources");
        assertEquals(Set.of(logicalId), resources.keySet());
        Map<String, Object> resource = (Map<String, Object>) resources.get(logicalId);
        assertEquals("AWS::DynamoDB::Table", resource.get("Type"));
        return (Map<String, Object>) resource.get("Properties");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> index(Map<String, Object> properties, String kind, String name) {
        return ((List<Map<String, Object>>) properties.get(kind)).stream()
                .filter(index -> name.equals(index.get("IndexName")))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + kind + " " + name));
    }
}
