package dev.keyway.it.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.ShopTable;
import dev.keyway.processor.support.TemplateJson;
import dev.keyway.runtime.schema.TableDefinition;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;

/**
 * The design artifacts the processor writes next to each table class end up on the classpath:
 * {@code ShopTable.md} documents the shop's design and its access patterns are the generated
 * repositories' methods; every {@code <Table>Table.cfn.json} describes exactly the table that
 * {@code DEFINITION.createTableRequest} creates.
 */
class DesignArtifactsTest {

    @Test
    void shopDesignDocumentIsNextToTheTableClass() {
        String markdown = resource("/dev/keyway/it/shop/ShopTable.md");
        assertTrue(markdown.startsWith("# Table `Shop`\n"), markdown);
        // Row by row, so that another entity or index of the shop does not break the test.
        assertContains(markdown, "| entity type | record | `PK` | `SK` | `GSI1`: `GSI1PK` / `GSI1SK` | `GSI2`: `GSI2PK` / `GSI2SK` |");
        assertContains(markdown, "| `Customer` | `Customer` | `CUSTOMER#<id>` | `PROFILE` | `EMAIL#<email>` / `CUSTOMER` |");
        assertContains(markdown, "| `Event` | `DeviceEvent` | `DEVICE#<deviceId>` | `EVENT#<severity>#<sequence>` |  | "
                + "`DAY#<day>` / `READING#<reading>#<deviceId>` |");
        assertContains(markdown, "| `Order` | `Order` | `CUSTOMER#<customerId>` | `ORDER#<placedAt>#<orderId>` | "
                + "`STATUS#<status>` / `<placedAt>` |");
        assertContains(markdown, "| `Refund` | `Refund` | `CUSTOMER#<customerId>` | `REFUND#<refundId>` | "
                + "`STATUS#<status>` / `<requestedAt>` |");
        assertContains(markdown, "| `GSI1` | global | `GSI1PK` | `GSI1SK` | `ALL` | all | `Customer`, `Order`, `Refund` |");
        assertContains(markdown, "| `Order` | `ordersOf(customerId)` | table | "
                + "`PK = \"CUSTOMER#<customerId>\" AND begins_with(SK, \"ORDER#\")`; ascending | "
                + "`placedAt`: =, range; then `orderId`: =, range, begins_with |\n");
        assertContains(markdown, "| `Refund` | `refundsByStatus(status)` | `GSI1` | "
                + "`GSI1PK = \"STATUS#<status>\"`; filter `_type = \"Refund\"`; ascending | `requestedAt`: =, range |\n");
    }

    @Test
    void everyDocumentedAccessPatternIsARepositoryMethod() throws ClassNotFoundException {
        String markdown = resource("/dev/keyway/it/shop/ShopTable.md");
        Map<String, String> recordsByType = new LinkedHashMap<>();
        List<String[]> patterns = new ArrayList<>();
        for (String[] row : rows(markdown, "## Entities")) {
            recordsByType.put(unquote(row[0]), unquote(row[1]));
        }
        for (String[] row : rows(markdown, "## Access patterns")) {
            patterns.add(row);
        }
        assertTrue(recordsByType.keySet().containsAll(Set.of("Customer", "Event", "Order", "Refund")),
                recordsByType::toString);
        assertTrue(patterns.size() >= 7, () -> patterns.size() + " access patterns");
        for (String[] row : patterns) {
            String signature = unquote(row[1]); // ordersOf(customerId)
            String name = signature.substring(0, signature.indexOf('('));
            String arguments = signature.substring(signature.indexOf('(') + 1, signature.length() - 1);
            int parameters = arguments.isEmpty() ? 0 : arguments.split(", ").length;
            Class<?> repository = Class.forName("dev.keyway.it.shop." + recordsByType.get(unquote(row[0])) + "Repository");
            List<Method> methods = Arrays.stream(repository.getMethods())
                    .filter(method -> method.getName().equals(name) && method.getParameterCount() == parameters)
                    .toList();
            assertEquals(1, methods.size(), () -> repository.getSimpleName() + " has no method " + signature);
        }
    }

    @Test
    void shopCloudFormationIsWhatCreateTableRequestCreates() {
        Map<String, Object> properties = properties("/dev/keyway/it/shop/ShopTable.cfn.json", "ShopTable");
        CreateTableRequest request = ShopTable.DEFINITION.createTableRequest("Shop");
        assertEquals("Shop", properties.get("TableName"));
        assertEquals(request.tableName(), properties.get("TableName"));
        assertEquals("PAY_PER_REQUEST", properties.get("BillingMode"));
        assertEquals(request.billingModeAsString(), properties.get("BillingMode"));
        assertEquals(List.of(Map.of("AttributeName", "PK", "KeyType", "HASH"), Map.of("AttributeName", "SK", "KeyType", "RANGE")),
                properties.get("KeySchema"));
        assertEquals(keySchema(request.keySchema()), properties.get("KeySchema"));
        assertEquals(request.attributeDefinitions().stream().map(DesignArtifactsTest::attribute).toList(),
                properties.get("AttributeDefinitions"));
        assertEquals(List.of("GSI1", "GSI2"), names(properties.get("GlobalSecondaryIndexes")));
        assertEquals(request.globalSecondaryIndexes().stream().map(DesignArtifactsTest::global).toList(),
                properties.get("GlobalSecondaryIndexes"));
        assertEquals(request.hasLocalSecondaryIndexes()
                        ? request.localSecondaryIndexes().stream().map(DesignArtifactsTest::local).toList() : null,
                properties.get("LocalSecondaryIndexes"));
        assertEquals(ShopTable.DEFINITION.ttlAttribute().map(ttl -> Map.of("AttributeName", ttl, "Enabled", true))
                .orElse(null), properties.get("TimeToLiveSpecification"));
    }

    /** Every table of the integration tests, among them local indexes, projections and time to live. */
    @ParameterizedTest
    @ValueSource(strings = {"bank.BankTable", "catalog.CatalogTable", "shop.ShopTable", "types.TypesTable",
            "unique.ClubTable", "writes.WritesTable",
            "comments.ProductCommentsTable", "leases.LeasesTable", "commentviews.CommentViewsTable",
            "formats.FormatsTable", "legacy.BillingTable"})
    void everyTablesCloudFormationIsWhatCreateTableRequestCreates(String tableClass) throws ReflectiveOperationException {
        TableDefinition definition = (TableDefinition) Class.forName("dev.keyway.it." + tableClass)
                .getField("DEFINITION").get(null);
        String simpleName = tableClass.substring(tableClass.indexOf('.') + 1);
        Map<String, Object> properties = properties(
                "/dev/keyway/it/" + tableClass.replace('.', '/') + ".cfn.json", simpleName);
        CreateTableRequest request = definition.createTableRequest(definition.name());
        assertEquals(request.tableName(), properties.get("TableName"));
        assertEquals(request.billingModeAsString(), properties.get("BillingMode"));
        assertEquals(request.attributeDefinitions().stream().map(DesignArtifactsTest::attribute).toList(),
                properties.get("AttributeDefinitions"));
        assertEquals(keySchema(request.keySchema()), properties.get("KeySchema"));
        assertEquals(request.hasGlobalSecondaryIndexes()
                        ? request.globalSecondaryIndexes().stream().map(DesignArtifactsTest::global).toList() : null,
                properties.get("GlobalSecondaryIndexes"));
        assertEquals(request.hasLocalSecondaryIndexes()
                        ? request.localSecondaryIndexes().stream().map(DesignArtifactsTest::local).toList() : null,
                properties.get("LocalSecondaryIndexes"));
        assertEquals(definition.ttlAttribute().map(ttl -> Map.of("AttributeName", ttl, "Enabled", true)).orElse(null),
                properties.get("TimeToLiveSpecification"));
        assertNotNull(resource("/dev/keyway/it/" + tableClass.replace('.', '/') + ".md"));
    }

    // ---- the request in the shape of the CloudFormation JSON ---------------------------------

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

    static String resource(String path) {
        try (InputStream in = DesignArtifactsTest.class.getResourceAsStream(path)) {
            assertNotNull(in, () -> path + " is not on the classpath");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> properties(String path, String logicalId) {
        Map<String, Object> template = (Map<String, Object>) new TemplateJson(resource(path)).parse();
        assertEquals(Set.of("Resources"), template.keySet());
        Map<String, Object> resources = (Map<String, Object>) template.get("Resources");
        assertEquals(Set.of(logicalId), resources.keySet());
        Map<String, Object> resource = (Map<String, Object>) resources.get(logicalId);
        assertEquals("AWS::DynamoDB::Table", resource.get("Type"));
        return (Map<String, Object>) resource.get("Properties");
    }

    @SuppressWarnings("unchecked")
    private static List<String> names(Object indexes) {
        return ((List<Map<String, Object>>) indexes).stream().map(index -> (String) index.get("IndexName")).toList();
    }

    private static void assertContains(String text, String expected) {
        assertTrue(text.contains(expected), () -> "expected\n" + expected + "\nin\n" + text);
    }

    /** The body rows of the first Markdown table after the heading, split into cells (no '|' in them here). */
    static List<String[]> rows(String markdown, String heading) {
        String section = markdown.substring(markdown.indexOf(heading + "\n"));
        List<String[]> rows = new ArrayList<>();
        boolean inTable = false;
        for (String line : section.split("\n")) {
            if (line.startsWith("|")) {
                inTable = true;
                String[] cells = line.substring(1, line.length() - 1).split("\\|", -1);
                rows.add(Arrays.stream(cells).map(String::trim).toArray(String[]::new));
            } else if (inTable) {
                break;
            }
        }
        return rows.subList(2, rows.size()); // less the header and the delimiter row
    }

    static String unquote(String code) {
        return code.startsWith("`") && code.endsWith("`") ? code.substring(1, code.length() - 1) : code;
    }
}
