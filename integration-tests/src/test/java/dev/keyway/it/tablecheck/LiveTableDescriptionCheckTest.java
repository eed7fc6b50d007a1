package dev.keyway.it.tablecheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.codegen.orders.OrderRepository;
import dev.keyway.it.codegen.orders.Shop4Table;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.listener.RequestEvent.RequestKind;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableCheck;
import dev.keyway.tools.TableCheckReport;
import dev.keyway.tools.TableDifference;
import dev.keyway.tools.TableDifference.Kind;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The README's "Checking a live table against the design": the differences of a table's description
 * that the other live-table tests do not cover — other key attributes, a key defined as a number, an index with other
 * keys, and a missing local index, whose fix cannot be UpdateTable (DynamoDB creates local indexes
 * only with their table).
 */
class LiveTableDescriptionCheckTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Collection<LocalSecondaryIndex> NO_LOCAL_INDEXES = null;

    private static TableCheckReport check(DynamoDbClient client, UnaryOperator<CreateTableRequest.Builder> change) {
        client.createTable(change.apply(Shop4Table.DEFINITION.createTableRequest("Shop4-live").toBuilder()).build());
        return TableCheck.of(Shop4Table.DEFINITION, Shop4Table.schemas()).run(client, "Shop4-live");
    }

    private static List<AttributeDefinition> strings(String... names) {
        return Arrays.stream(names).map(name -> AttributeDefinition.builder().attributeName(name)
                .attributeType(ScalarAttributeType.S).build()).toList();
    }

    @Test
    void aTableCreatedFromTheDesignIsClean(DynamoDbClient client) {
        new OrderRepository(client, "Shop4-live").createTable();
        TableCheckReport report = TableCheck.of(Shop4Table.DEFINITION, Shop4Table.schemas()).run(client, "Shop4-live");
        assertTrue(report.clean(), report::toText);
    }

    @Test
    void theCheckOnlyReadsAndReportsItsRequestsToTheDefaultListenerAsCheck(DynamoDbClient client) {
        new OrderRepository(client, "Shop4-live").createTable();
        List<RequestEvent> events = new CopyOnWriteArrayList<>();
        RequestListener.setDefault(events::add);
        try {
            TableCheck.of(Shop4Table.DEFINITION, Shop4Table.schemas()).run(client, "Shop4-live");
        } finally {
            RequestListener.setDefault(RequestListener.NONE);
        }
        assertEquals(Set.of(RequestKind.DESCRIBE_TABLE, RequestKind.DESCRIBE_TIME_TO_LIVE, RequestKind.SCAN),
                events.stream().map(RequestEvent::request).collect(Collectors.toSet()), events::toString);
        assertTrue(events.stream().allMatch(event -> event.operation() == Operation.CHECK && !event.request().writes()
                && event.itemsWritten() == 0), events::toString);
    }

    @Test
    void aMissingLocalIndexIsToldToCopyTheItems(DynamoDbClient client) {
        TableCheckReport report = check(client, table -> table.localSecondaryIndexes(NO_LOCAL_INDEXES)
                .attributeDefinitions(strings("PK", "SK", "GSI1PK", "GSI1SK")));
        List<TableDifference> missing = report.differences(Kind.MISSING_INDEX);
        assertEquals(1, missing.size(), report::toText);
        assertEquals("ByStatus", missing.get(0).index());
        assertTrue(missing.get(0).fix().contains("copy the items into a table created from the design"),
                missing.get(0).fix());
        assertFalse(missing.get(0).fix().contains("UpdateTable"), missing.get(0).fix());
    }

    @Test
    void otherKeyAttributesAreTheTablesKeySchema(DynamoDbClient client) {
        TableCheckReport report = check(client, table -> table
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("SK").keyType(KeyType.RANGE).build())
                .localSecondaryIndexes(NO_LOCAL_INDEXES)
                .attributeDefinitions(strings("pk", "SK", "GSI1PK", "GSI1SK")));
        assertEquals(1, report.count(Kind.TABLE_KEY_SCHEMA), report::toText);
        assertTrue(report.differences(Kind.TABLE_KEY_SCHEMA).get(0).fix().contains("@PartitionKey(attribute = ...)"));
    }

    @Test
    void aSortKeyDefinedAsANumberAndAnIndexWithOtherKeysAreReported(DynamoDbClient client) {
        TableCheckReport report = check(client, table -> table
                .attributeDefinitions(List.of(
                        AttributeDefinition.builder().attributeName("PK").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("SK").attributeType(ScalarAttributeType.N).build(),
                        AttributeDefinition.builder().attributeName("GSI1PK").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("ByStatusSK").attributeType(ScalarAttributeType.S)
                                .build()))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("GSI1")
                        .keySchema(KeySchemaElement.builder().attributeName("GSI1PK").keyType(KeyType.HASH).build())
                        .projection(p -> p.projectionType("ALL")).build()));
        assertEquals(1, report.count(Kind.ATTRIBUTE_DEFINITION), report::toText);
        assertTrue(report.differences(Kind.ATTRIBUTE_DEFINITION).get(0).detail().contains("'SK'"), report::toText);
        List<TableDifference> keys = report.differences(Kind.INDEX_KEY_SCHEMA);
        assertEquals(1, keys.size(), report::toText);
        assertEquals("GSI1", keys.get(0).index());
        assertTrue(keys.get(0).fix().contains("UpdateTable"), keys.get(0).fix());
    }
}
