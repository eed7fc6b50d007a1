package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/** CreateTable: what DynamoDB accepts and refuses (API Reference, CreateTable; Developer Guide, quotas). */
class CreateTableConformanceTest extends ConformanceSupport {

    @Test
    @DisplayName("API Reference, CreateTable: \"DynamoDB immediately returns a response with a TableStatus of CREATING\"; later ACTIVE")
    void createAnswersCreatingThenActive() {
        CreateTableResponse response = ddb.createTable(b -> b.tableName("Orders").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"), range("sk")).attributeDefinitions(attrS("pk"), attr("sk", ScalarAttributeType.N)));
        TableDescription created = response.tableDescription();
        assertEquals(TableStatus.CREATING, created.tableStatus());
        assertEquals("Orders", created.tableName());
        assertEquals(List.of(hash("pk"), range("sk")), created.keySchema());
        assertTrue(created.tableArn().startsWith("arn:aws:dynamodb:") && created.tableArn().endsWith(":table/Orders"),
                created.tableArn());
        assertNotNull(created.creationDateTime());

        TableDescription active = awaitActive("Orders");
        assertEquals(0L, active.itemCount());
        assertEquals(0L, active.tableSizeBytes());
        assertEquals(BillingMode.PAY_PER_REQUEST, active.billingModeSummary().billingMode());
        assertEquals(2, active.attributeDefinitions().size());
    }

    @Test
    @DisplayName("API Reference, CreateTable: TableName length 3-255 (\"ab\" refused)")
    void tableNameTooShort() {
        assertValidation(() -> createHashTable("ab"));
    }

    @Test
    @DisplayName("API Reference, CreateTable: TableName \"Maximum length of 255\"")
    void tableNameTooLong() {
        createHashTable(repeat('t', 255));
        assertValidation(() -> createHashTable(repeat('u', 256)), "255");
    }

    @Test
    @DisplayName("API Reference, CreateTable: TableName \"Pattern: [a-zA-Z0-9_.-]+\"")
    void tableNameBadCharacters() {
        assertValidation(() -> createHashTable("bad table!"), "[a-zA-Z0-9_.-]+");
        createHashTable("Good_table.name-1");
    }

    @Test
    @DisplayName("API Reference, CreateTable: the first KeySchemaElement must be the HASH key")
    void keySchemaWithoutHashKey() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("NoHash").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(range("sk")).attributeDefinitions(attrS("sk"))), "KeySchema");
    }

    @Test
    @DisplayName("API Reference, KeySchemaElement: \"one with a KeyType of HASH, and one with a KeyType of RANGE\" (two HASH refused)")
    void keySchemaWithTwoHashKeys() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("TwoHash").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("a"), hash("b")).attributeDefinitions(attrS("a"), attrS("b"))));
    }

    @Test
    @DisplayName("API Reference, CreateTable: KeySchema \"Maximum number of 2 items\"")
    void keySchemaWithThreeElements() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("ThreeKeys").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("a"), range("b"), range("c")).attributeDefinitions(attrS("a"), attrS("b"), attrS("c"))),
                "Member must have length less than or equal to 2");
    }

    @Test
    @DisplayName("API Reference, CreateTable: the same attribute twice in KeySchema is refused")
    void keySchemaWithDuplicateAttribute() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("DupKey").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"), range("pk")).attributeDefinitions(attrS("pk"))), "KeySchema");
    }

    @Test
    @DisplayName("API Reference, CreateTable: AttributeDefinitions describe the key schema; an unused definition is refused")
    void unusedAttributeDefinition() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("Unused").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"), attrS("extra"))), "AttributeDefinitions");
    }

    @Test
    @DisplayName("API Reference, CreateTable: a key attribute missing from AttributeDefinitions is refused")
    void missingAttributeDefinition() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("Missing").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"), range("sk")).attributeDefinitions(attrS("pk"))));
        // Widely quoted DynamoDB answer for an index key without a definition.
        assertValidation(() -> ddb.createTable(b -> b.tableName("MissingIdx").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"))
                .globalSecondaryIndexes(gsi("gsi", "gpk", null, projectAll()))),
                "Some index key attributes are not defined in AttributeDefinitions");
    }

    @Test
    @DisplayName("Developer Guide (quoted error): \"Some AttributeDefinitions are not used\" with indexes")
    void unusedAttributeDefinitionWithIndex() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("UnusedIdx").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"), attrS("gpk"), attrS("stray"))
                .globalSecondaryIndexes(gsi("gsi", "gpk", null, projectAll()))), "Some AttributeDefinitions are not used");
    }

    @Test
    @DisplayName("API Reference, AttributeDefinition: AttributeType \"Valid Values: S | N | B\"")
    void attributeTypeMustBeScalar() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("BoolKey").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(AttributeDefinition.builder().attributeName("pk")
                        .attributeType("BOOL").build())), "Member must satisfy enum value set");
    }

    @Test
    @DisplayName("API Reference, CreateTable: ProvisionedThroughput \"If you set BillingMode as PAY_PER_REQUEST, you cannot specify this property\"")
    void onDemandRefusesThroughput() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("OnDemand").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"))
                .provisionedThroughput(t -> t.readCapacityUnits(5L).writeCapacityUnits(5L))), "PAY_PER_REQUEST");
    }

    @Test
    @DisplayName("API Reference, CreateTable: \"If you set BillingMode as PROVISIONED, you must specify this property\"")
    void provisionedRequiresThroughput() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("Provisioned").billingMode(BillingMode.PROVISIONED)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"))));
        // BillingMode defaults to PROVISIONED: still needs throughput.
        assertValidation(() -> ddb.createTable(b -> b.tableName("Defaulted")
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"))));
        ddb.createTable(b -> b.tableName("Provisioned").billingMode(BillingMode.PROVISIONED)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"))
                .provisionedThroughput(t -> t.readCapacityUnits(5L).writeCapacityUnits(5L)));
        TableDescription table = awaitActive("Provisioned");
        assertEquals(5L, table.provisionedThroughput().readCapacityUnits());
        assertEquals(5L, table.provisionedThroughput().writeCapacityUnits());
    }

    @Test
    @DisplayName("API Reference, CreateTable: ResourceInUseException \"The operation conflicts with the resource's availability\" for an existing table")
    void existingTable() {
        createHashTable("Twice");
        assertRefused(ResourceInUseException.class, () -> createHashTable("Twice"), "Table already exists");
    }

    @Test
    @DisplayName("Developer Guide, quotas: \"up to 20 global secondary indexes (default quota)\" - 20 accepted, 21 refused")
    void globalIndexLimit() {
        ddb.createTable(b -> b.tableName("Twenty").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(gsiDefinitions(20)).globalSecondaryIndexes(gsis(20)));
        assertValidation(() -> ddb.createTable(b -> b.tableName("TwentyOne").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(gsiDefinitions(21)).globalSecondaryIndexes(gsis(21))));
    }

    private static List<AttributeDefinition> gsiDefinitions(int count) {
        List<AttributeDefinition> definitions = new ArrayList<>(List.of(attrS("pk")));
        for (int i = 0; i < count; i++) {
            definitions.add(attrS("g" + i));
        }
        return definitions;
    }

    private static List<GlobalSecondaryIndex> gsis(int count) {
        List<GlobalSecondaryIndex> indexes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            indexes.add(gsi("gsi" + i, "g" + i, null, keysOnly()));
        }
        return indexes;
    }

    @Test
    @DisplayName("API Reference, CreateTable: \"You can create up to 5 local secondary indexes per table\" - 6 refused")
    void localIndexLimit() {
        List<AttributeDefinition> definitions = new ArrayList<>(List.of(attrS("pk"), attrS("sk")));
        List<LocalSecondaryIndex> indexes = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            definitions.add(attrS("l" + i));
            indexes.add(lsi("lsi" + i, "pk", "l" + i, keysOnly()));
        }
        assertValidation(() -> ddb.createTable(b -> b.tableName("SixLsi").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"), range("sk")).attributeDefinitions(definitions).localSecondaryIndexes(indexes)));
        ddb.createTable(b -> b.tableName("FiveLsi").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"), range("sk")).attributeDefinitions(definitions.subList(0, 7))
                .localSecondaryIndexes(indexes.subList(0, 5)));
        assertEquals(5, awaitActive("FiveLsi").localSecondaryIndexes().size());
    }

    @Test
    @DisplayName("Developer Guide, LSI: \"A local secondary index ... has the same partition key as the base table\" on a table with a sort key")
    void localIndexNeedsCompositeTable() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("LsiNoRange").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"), attrS("lsk"))
                .localSecondaryIndexes(lsi("lsi", "pk", "lsk", projectAll()))));
        assertValidation(() -> ddb.createTable(b -> b.tableName("LsiOtherHash").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"), range("sk")).attributeDefinitions(attrS("pk"), attrS("sk"), attrS("other"), attrS("lsk"))
                .localSecondaryIndexes(lsi("lsi", "other", "lsk", projectAll()))));
    }

    @Test
    @DisplayName("API Reference, CreateTable: IndexName \"must be unique only for this table\" - duplicate names refused")
    void duplicateIndexNames() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("DupIndex").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"), attrS("a"), attrS("b"))
                .globalSecondaryIndexes(gsi("same", "a", null, projectAll()), gsi("same", "b", null, projectAll()))));
    }

    @Test
    @DisplayName("API Reference, Projection: NonKeyAttributes with INCLUDE only; INCLUDE needs them")
    void projectionRules() {
        assertValidation(() -> ddb.createTable(b -> b.tableName("KeysOnlyWithAttrs").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"), attrS("gpk"))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("gsi").keySchema(hash("gpk"))
                        .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY).nonKeyAttributes("x")).build())));
        assertValidation(() -> ddb.createTable(b -> b.tableName("IncludeNoAttrs").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"), attrS("gpk"))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("gsi").keySchema(hash("gpk"))
                        .projection(p -> p.projectionType(ProjectionType.INCLUDE)).build())));
    }

    @Test
    @DisplayName("Developer Guide, quotas: \"You can project a total of up to 100 attributes into all of a table's local and global secondary indexes\"")
    void nonKeyAttributesLimit() {
        ddb.createTable(b -> b.tableName("Hundred").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"), attrS("a"), attrS("b"))
                .globalSecondaryIndexes(gsi("gsa", "a", null, include(names("x", 0, 50))),
                        gsi("gsb", "b", null, include(names("y", 0, 50)))));
        assertValidation(() -> ddb.createTable(b -> b.tableName("HundredOne").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk"), attrS("a"), attrS("b"))
                .globalSecondaryIndexes(gsi("gsa", "a", null, include(names("x", 0, 50))),
                        gsi("gsb", "b", null, include(names("y", 0, 51))))));
    }

    private static String[] names(String prefix, int from, int to) {
        String[] names = new String[to - from];
        for (int i = from; i < to; i++) {
            names[i - from] = prefix + i;
        }
        return names;
    }

    @Test
    @DisplayName("API Reference, DescribeTable: index descriptions carry IndexArn, IndexStatus ACTIVE, KeySchema and Projection")
    void describesIndexes() {
        ddb.createTable(b -> b.tableName("Indexed").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"), range("sk")).attributeDefinitions(attrS("pk"), attrS("sk"), attrS("gpk"), attrS("lsk"))
                .globalSecondaryIndexes(gsi("byG", "gpk", null, include("name")))
                .localSecondaryIndexes(lsi("byL", "pk", "lsk", keysOnly())));
        TableDescription table = awaitActive("Indexed");
        var global = table.globalSecondaryIndexes().get(0);
        assertEquals("byG", global.indexName());
        assertEquals(table.tableArn() + "/index/byG", global.indexArn());
        assertEquals(List.of(hash("gpk")), global.keySchema());
        assertEquals(ProjectionType.INCLUDE, global.projection().projectionType());
        assertEquals(List.of("name"), global.projection().nonKeyAttributes());
        var local = table.localSecondaryIndexes().get(0);
        assertEquals("byL", local.indexName());
        assertEquals(table.tableArn() + "/index/byL", local.indexArn());
        assertEquals(List.of(hash("pk"), range("lsk")), local.keySchema());
    }
}
