package dev.keyway.local.internal.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.internal.fault.FaultPlan;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.InternalServerErrorException;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** The SDK's own client, over the in-process HTTP client, against a router with a stand-in engine. */
class InProcessClientTest {

    private final FakeTables fake = new FakeTables();
    private final Router router = fake.router(new FaultPlan(1));
    private final DynamoDbClient client = FakeTables.client(router, false);

    @AfterEach
    void close() {
        client.close();
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    @Test
    @DisplayName("every attribute value type survives the round trip through JSON (API Reference, AttributeValue)")
    void roundTripsEveryAttributeType() {
        Map<String, AttributeValue> item = Map.ofEntries(
                Map.entry("pk", s("a")),
                Map.entry("n", AttributeValue.fromN("-12.5E3")),
                Map.entry("b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {0, 1, (byte) 0xff}))),
                Map.entry("ss", AttributeValue.fromSs(List.of("x", "y"))),
                Map.entry("ns", AttributeValue.fromNs(List.of("1", "2"))),
                Map.entry("bs", AttributeValue.fromBs(List.of(SdkBytes.fromUtf8String("q")))),
                Map.entry("m", AttributeValue.fromM(Map.of("inner", AttributeValue.fromL(List.of(s("deep"),
                        AttributeValue.fromNul(true), AttributeValue.fromBool(false)))))),
                Map.entry("emptyList", AttributeValue.fromL(List.of())),
                Map.entry("emptyMap", AttributeValue.fromM(Map.of())),
                Map.entry("unicode", s("é😀\u0000\"\\")));
        client.putItem(b -> b.tableName("T").item(item));
        assertEquals(item, fake.tables.get("T").get("a"));
        assertEquals(item, client.getItem(b -> b.tableName("T").key(Map.of("pk", s("a")))).item());
    }

    @Test
    @DisplayName("a response without an item has no Item member (API Reference, GetItem)")
    void absentItem() {
        assertTrue(!client.getItem(b -> b.tableName("T").key(Map.of("pk", s("none")))).hasItem());
    }

    @Test
    @DisplayName("ConditionalCheckFailedException carries the old item with ALL_OLD (API Reference, PutItem)")
    void conditionalCheckFailedCarriesItem() {
        client.putItem(b -> b.tableName("T").item(Map.of("pk", s("a"), "v", s("old"))));
        ConditionalCheckFailedException failed = assertThrows(ConditionalCheckFailedException.class,
                () -> client.putItem(b -> b.tableName("T").item(Map.of("pk", s("a")))
                        .conditionExpression("attribute_not_exists(pk)")
                        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)));
        assertEquals(Map.of("pk", s("a"), "v", s("old")), failed.item());
        assertEquals("ConditionalCheckFailedException", failed.awsErrorDetails().errorCode());
        assertEquals(400, failed.statusCode());
        assertEquals("The conditional request failed", failed.awsErrorDetails().errorMessage());
        assertTrue(failed.requestId() != null && failed.requestId().length() == 52);
    }

    @Test
    @DisplayName("TransactionCanceledException lists one reason per action (API Reference, TransactWriteItems)")
    void transactionCanceledCarriesReasons() {
        client.putItem(b -> b.tableName("T").item(Map.of("pk", s("taken"))));
        TransactionCanceledException cancelled = assertThrows(TransactionCanceledException.class,
                () -> client.transactWriteItems(b -> b.transactItems(
                        TransactWriteItem.builder().put(Put.builder().tableName("T")
                                .item(Map.of("pk", s("free"))).build()).build(),
                        TransactWriteItem.builder().put(Put.builder().tableName("T")
                                .item(Map.of("pk", s("taken"))).conditionExpression("attribute_not_exists(pk)")
                                .build()).build())));
        assertTrue(cancelled.hasCancellationReasons());
        assertEquals("None", cancelled.cancellationReasons().get(0).code());
        assertTrue(!cancelled.cancellationReasons().get(0).hasItem());
        assertEquals("ConditionalCheckFailed", cancelled.cancellationReasons().get(1).code());
        assertEquals(Map.of("pk", s("taken")), cancelled.cancellationReasons().get(1).item());
        assertTrue(cancelled.getMessage().contains("[None, ConditionalCheckFailed]"), cancelled.getMessage());
    }

    @Test
    @DisplayName("DynamoDB Streams errors map to their SDK classes (Streams API Reference, GetRecords)")
    void streamsErrorsMap() {
        try (DynamoDbStreamsClient streams = FakeTables.streamsClient(router)) {
            ExpiredIteratorException expired = assertThrows(ExpiredIteratorException.class,
                    () -> streams.getRecords(b -> b.shardIterator("it-1")));
            assertTrue(expired.getMessage().contains("it-1"));
        }
    }

    @Test
    @DisplayName("an operation DynamoDB has and Keyway Local does not emulate is refused by name")
    void unsupportedOperation() {
        DynamoDbException refused = assertThrows(DynamoDbException.class,
                () -> client.executeStatement(b -> b.statement("SELECT * FROM T")));
        assertEquals("UnknownOperationException", refused.awsErrorDetails().errorCode());
        assertTrue(refused.getMessage().contains("ExecuteStatement"), refused.getMessage());
        assertEquals(400, refused.statusCode());
    }

    @Test
    @DisplayName("an unexpected engine failure is a 500 InternalServerError, never a wrong answer")
    void engineBugIsInternalServerError() {
        InternalServerErrorException failed = assertThrows(InternalServerErrorException.class,
                () -> client.describeLimits(b -> { }));
        assertEquals(500, failed.statusCode());
        assertEquals("InternalServerError", failed.awsErrorDetails().errorCode());
    }

    @Test
    @DisplayName("timestamps travel as epoch seconds with a fraction; enums as strings; longs as numbers")
    void timestampsEnumsAndLongs() {
        Instant created = Instant.parse("2024-05-06T07:08:09.123Z");
        Router describing = new Router(OperationTable.unanswered().answer("DescribeTable",
                r -> DescribeTableResponse.builder().table(TableDescription.builder()
                        .tableName(((DescribeTableRequest) r).tableName()).creationDateTime(created)
                        .tableStatus(TableStatus.ACTIVE).itemCount(9_000_000_000L).tableSizeBytes(0L).build()).build()),
                new FaultPlan(1));
        try (DynamoDbClient c = FakeTables.client(describing, false)) {
            TableDescription table = c.describeTable(b -> b.tableName("T")).table();
            assertEquals("T", table.tableName());
            assertEquals(created, table.creationDateTime());
            assertEquals(TableStatus.ACTIVE, table.tableStatus());
            assertEquals(9_000_000_000L, table.itemCount());
        }
    }

    @Test
    @DisplayName("the router lists every DynamoDB and Streams operation of the SDK")
    void operationTableIsComplete() {
        Map<String, Boolean> targets = OperationTable.unanswered().targets();
        assertTrue(targets.containsKey("DynamoDB_20120810.PutItem"));
        assertTrue(targets.containsKey("DynamoDB_20120810.ExecuteStatement"));
        assertTrue(targets.containsKey("DynamoDBStreams_20120810.GetRecords"));
        assertTrue(!targets.containsKey("DynamoDB_20120810.GetRecords"));
        assertInstanceOf(Boolean.class, targets.get("DynamoDB_20120810.Query"));
    }
}
