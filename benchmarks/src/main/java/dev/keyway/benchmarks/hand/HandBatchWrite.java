package dev.keyway.benchmarks.hand;

import dev.keyway.benchmarks.model.TypicalItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * A batch write as a careful engineer writes it on the low-level client: chunks of 25, one after
 * the other, unprocessed items resent at once. What Keyway's {@code putAll} with parallelism 1 is
 * compared with.
 */
public final class HandBatchWrite {

    private HandBatchWrite() {
    }

    /** Writes every item; the number of BatchWriteItem requests sent. */
    public static int putAll(DynamoDbClient client, String table, List<TypicalItem> items) {
        int requests = 0;
        List<WriteRequest> chunk = new ArrayList<>(25);
        for (TypicalItem item : items) {
            chunk.add(WriteRequest.builder().putRequest(PutRequest.builder().item(HandWritten.toItem(item)).build()).build());
            if (chunk.size() == 25) {
                requests += write(client, table, chunk);
                chunk = new ArrayList<>(25);
            }
        }
        if (!chunk.isEmpty()) {
            requests += write(client, table, chunk);
        }
        return requests;
    }

    private static int write(DynamoDbClient client, String table, List<WriteRequest> chunk) {
        int requests = 0;
        List<WriteRequest> pending = chunk;
        while (!pending.isEmpty()) {
            List<WriteRequest> sending = pending;
            BatchWriteItemResponse response = client.batchWriteItem(batch -> batch.requestItems(Map.of(table, sending)));
            requests++;
            pending = response.unprocessedItems().getOrDefault(table, List.of());
        }
        return requests;
    }
}
