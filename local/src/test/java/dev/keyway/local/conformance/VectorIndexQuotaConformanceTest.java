package dev.keyway.local.conformance;

import static dev.keyway.local.conformance.VectorSearchConformanceTest.filter;
import static dev.keyway.local.conformance.VectorSearchConformanceTest.hashKey;
import static dev.keyway.local.conformance.VectorSearchConformanceTest.index;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;

/**
 * Developer Guide, "Quotas in Amazon DynamoDB", Vector indexes: at most 5 vector indexes per table (the default,
 * adjustable account quota; Keyway Local holds to the default) and at most 18 inline filter attributes per
 * vector index, the search schema's HASH element not counted. Over the index quota, CreateTable answers
 * {@code ValidationException} and UpdateTable {@code LimitExceededException}, as for global secondary indexes
 * over theirs.
 */
class VectorIndexQuotaConformanceTest extends ConformanceSupport {

    private static List<VectorIndex> indexes(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> index("Vec" + i, 3, "COSINE")).toList();
    }

    /** The attribute definitions pk, category and f1 to f{@code filters}. */
    private static List<AttributeDefinition> definitions(int filters) {
        List<AttributeDefinition> definitions = new ArrayList<>(List.of(attrS("pk"), attrS("category")));
        IntStream.rangeClosed(1, filters).forEach(i -> definitions.add(attrS("f" + i)));
        return definitions;
    }

    /** A HASH element on category and inline filters f1 to f{@code filters}. */
    private static SearchSchemaElement[] schema(int filters) {
        List<SearchSchemaElement> schema = new ArrayList<>(List.of(hashKey("category")));
        IntStream.rangeClosed(1, filters).forEach(i -> schema.add(filter("f" + i)));
        return schema.toArray(SearchSchemaElement[]::new);
    }

    @Test
    @DisplayName("Quotas in Amazon DynamoDB, Vector indexes: 5 vector indexes per table; CreateTable refuses a sixth")
    void createTableTakesFiveVectorIndexes() {
        ddb.createTable(b -> b.tableName("Five").billingMode(BillingMode.PAY_PER_REQUEST).keySchema(hash("pk"))
                .attributeDefinitions(attrS("pk")).vectorIndexes(indexes(5)));
        assertEquals(5, ddb.describeTable(b -> b.tableName("Five")).table().vectorIndexes().size());
        assertValidation(() -> ddb.createTable(b -> b.tableName("Six").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk")).vectorIndexes(indexes(6))),
                "VectorIndex count exceeds the per-table limit of 5");
    }

    @Test
    @DisplayName("Quotas in Amazon DynamoDB, Vector indexes: UpdateTable refuses a sixth vector index with LimitExceededException")
    void updateTableRefusesASixthVectorIndex() {
        ddb.createTable(b -> b.tableName("Five").billingMode(BillingMode.PAY_PER_REQUEST).keySchema(hash("pk"))
                .attributeDefinitions(attrS("pk")).vectorIndexes(indexes(5)));
        assertRefused(LimitExceededException.class, () -> ddb.updateTable(b -> b.tableName("Five")
                .vectorIndexUpdates(u -> u.create(c -> c.indexName("Vec6").vectorAttribute(v -> v.attributeName("v"))
                        .dimensions(3L).distanceFunction("COSINE").projection(projectAll())))),
                "VectorIndex count exceeds the per-table limit of 5");
        ddb.updateTable(b -> b.tableName("Five").vectorIndexUpdates(u -> u.delete(d -> d.indexName("Vec5"))));
        ddb.updateTable(b -> b.tableName("Five").vectorIndexUpdates(u -> u.create(c -> c.indexName("Vec6")
                .vectorAttribute(v -> v.attributeName("v")).dimensions(3L).distanceFunction("COSINE")
                .projection(projectAll()))));
        assertEquals(5, ddb.describeTable(b -> b.tableName("Five")).table().vectorIndexes().size());
    }

    @Test
    @DisplayName("Quotas in Amazon DynamoDB, Vector indexes: 18 inline filters per vector index, the HASH element not counted")
    void createTableTakesEighteenInlineFilters() {
        ddb.createTable(b -> b.tableName("Eighteen").billingMode(BillingMode.PAY_PER_REQUEST).keySchema(hash("pk"))
                .attributeDefinitions(definitions(18)).vectorIndexes(index("Vec", 3, "COSINE", schema(18))));
        assertEquals(19, ddb.describeTable(b -> b.tableName("Eighteen")).table().vectorIndexes().get(0).searchSchema()
                .size());
        assertValidation(() -> ddb.createTable(b -> b.tableName("Nineteen").billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(definitions(19))
                .vectorIndexes(index("Vec", 3, "COSINE", schema(19)))),
                "has 19 INLINE_FILTER elements, which exceeds the limit of 18");
    }

    @Test
    @DisplayName("Quotas in Amazon DynamoDB, Vector indexes: UpdateTable refuses a search schema of 19 inline filters")
    void updateTableRefusesNineteenInlineFilters() {
        ddb.createTable(b -> b.tableName("Table").billingMode(BillingMode.PAY_PER_REQUEST).keySchema(hash("pk"))
                .attributeDefinitions(attrS("pk")));
        assertValidation(() -> ddb.updateTable(b -> b.tableName("Table").attributeDefinitions(definitions(19))
                .vectorIndexUpdates(u -> u.create(c -> c.indexName("Vec").vectorAttribute(v -> v.attributeName("v"))
                        .dimensions(3L).distanceFunction("COSINE").searchSchema(schema(19)).projection(projectAll())))),
                "has 19 INLINE_FILTER elements, which exceeds the limit of 18");
        assertEquals(0, ddb.describeTable(b -> b.tableName("Table")).table().vectorIndexes().size());
    }
}
