package dev.keyway.benchmarks.hand;

import dev.keyway.benchmarks.model.TypicalItem;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * GetItem, PutItem and one Query page of the typical item as a careful engineer writes them on the
 * low-level client: hand-written marshalling, keys by concatenation. What Keyway's generated
 * repository is compared with, end to end and on a stub client.
 */
public final class HandRequests {

    private HandRequests() {
    }

    /** GetItem of the item with this primary key; fails if there is none. */
    public static TypicalItem get(DynamoDbClient client, String table, String customerId, Instant placedAt,
                                  String orderId) {
        Map<String, AttributeValue> key = HandWritten.typicalKey(customerId, placedAt, orderId);
        Map<String, AttributeValue> found = client.getItem(get -> get.tableName(table).key(key)).item();
        if (found == null || found.isEmpty()) {
            throw new IllegalStateException("not found");
        }
        return HandWritten.typicalFromItem(found);
    }

    /** PutItem of the item. */
    public static PutItemResponse put(DynamoDbClient client, String table, TypicalItem item) {
        return client.putItem(put -> put.tableName(table).item(HandWritten.toItem(item)));
    }

    /** The first page of {@code limit} orders of the customer, as {@code ordersOf(customerId)} reads them. */
    public static List<TypicalItem> query(DynamoDbClient client, String table, String customerId, int limit) {
        QueryResponse response = client.query(query -> query.tableName(table)
                .keyConditionExpression("#pk = :pk AND begins_with(#sk, :sk)")
                .expressionAttributeNames(Map.of("#pk", "PK", "#sk", "SK"))
                .expressionAttributeValues(Map.of(
                        ":pk", AttributeValue.fromS(HandWritten.typicalPartitionKey(customerId)),
                        ":sk", AttributeValue.fromS("ORDER#")))
                .limit(limit));
        List<TypicalItem> items = new ArrayList<>(response.items().size());
        for (Map<String, AttributeValue> found : response.items()) {
            items.add(HandWritten.typicalFromItem(found));
        }
        return items;
    }
}
