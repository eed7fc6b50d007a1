package dev.keyway.benchmarks.hand;

import dev.keyway.benchmarks.model.TypicalItem;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The requests of {@link HandRequests} on the SDK's asynchronous client, as an application without Keyway
 * composes them: the same items, keys and key condition, decoded in the future's continuation.
 */
public final class HandAsyncRequests {

    private HandAsyncRequests() {
    }

    /** GetItem of one order, decoded. */
    public static CompletableFuture<TypicalItem> get(DynamoDbAsyncClient client, String table, String customerId,
                                                     Instant placedAt, String orderId) {
        Map<String, AttributeValue> key = HandWritten.typicalKey(customerId, placedAt, orderId);
        return client.getItem(get -> get.tableName(table).key(key)).thenApply(response -> {
            if (!response.hasItem() || response.item().isEmpty()) {
                throw new IllegalStateException("not found");
            }
            return HandWritten.typicalFromItem(response.item());
        });
    }

    /** PutItem of one order. */
    public static CompletableFuture<TypicalItem> put(DynamoDbAsyncClient client, String table, TypicalItem item) {
        return client.putItem(put -> put.tableName(table).item(HandWritten.toItem(item))).thenApply(response -> item);
    }

    /** The first page of {@code limit} orders of the customer, decoded. */
    public static CompletableFuture<List<TypicalItem>> query(DynamoDbAsyncClient client, String table, String customerId,
                                                             int limit) {
        return client.query(query -> query.tableName(table)
                .keyConditionExpression("#pk = :pk AND begins_with(#sk, :sk)")
                .expressionAttributeNames(Map.of("#pk", "PK", "#sk", "SK"))
                .expressionAttributeValues(Map.of(
                        ":pk", AttributeValue.fromS(HandWritten.typicalPartitionKey(customerId)),
                        ":sk", AttributeValue.fromS("ORDER#")))
                .limit(limit)).thenApply(response -> {
                    List<TypicalItem> items = new ArrayList<>(response.items().size());
                    for (Map<String, AttributeValue> found : response.items()) {
                        items.add(HandWritten.typicalFromItem(found));
                    }
                    return items;
                });
    }
}
