package dev.keyway.local.internal.fault;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.TagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/** Which tables a request touches, for faults restricted to tables. */
class RequestTablesTest {

    private static final Map<String, AttributeValue> KEY = Map.of("pk", AttributeValue.fromS("a"));

    @Test
    @DisplayName("TableName, table ARNs, stream ARNs, resource ARNs, batch and transaction tables")
    void tables() {
        assertEquals(Set.of("A"), RequestTables.of(GetItemRequest.builder().tableName("A").key(KEY).build()));
        assertEquals(Set.of("A"), RequestTables.of(GetItemRequest.builder()
                .tableName("arn:aws:dynamodb:us-east-1:123456789012:table/A").key(KEY).build()));
        assertEquals(Set.of("S"), RequestTables.of(DescribeStreamRequest.builder()
                .streamArn("arn:aws:dynamodb:us-east-1:000000000000:table/S/stream/2024-01-01T00:00:00.000").build()));
        assertEquals(Set.of("R"), RequestTables.of(TagResourceRequest.builder()
                .resourceArn("arn:aws:dynamodb:eu-west-1:000000000000:table/R").build()));
        assertEquals(Set.of("B1", "B2"), RequestTables.of(BatchGetItemRequest.builder().requestItems(Map.of(
                "B1", KeysAndAttributes.builder().keys(KEY).build(),
                "B2", KeysAndAttributes.builder().keys(KEY).build())).build()));
        assertEquals(Set.of("T1", "T2"), RequestTables.of(TransactWriteItemsRequest.builder().transactItems(List.of(
                TransactWriteItem.builder().delete(Delete.builder().tableName("T1").key(KEY).build()).build(),
                TransactWriteItem.builder().conditionCheck(ConditionCheck.builder().tableName("T2").key(KEY)
                        .conditionExpression("attribute_exists(pk)").build()).build())).build()));
        assertEquals(Set.of(), RequestTables.of(ListTablesRequest.builder().build()));
        assertEquals(Set.of(), RequestTables.of(GetRecordsRequest.builder().shardIterator("opaque").build()));
    }
}
