package dev.keyway.runtime.internal.request;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * What a response read, wrote, left and consumed, for its {@code RequestEvent}: one way to count
 * per response type, so that {@link Requests} and {@link AsyncRequests} report the same figures.
 */
record Tally(int read, int written, int unprocessed, List<ConsumedCapacity> capacity) {

    static final Tally NOTHING = new Tally(0, 0, 0, List.of());

    static Tally of(GetItemResponse response) {
        return new Tally(response.hasItem() && !response.item().isEmpty() ? 1 : 0, 0, 0, one(response.consumedCapacity()));
    }

    static Tally ofWrite(PutItemResponse response) {
        return new Tally(0, 1, 0, one(response.consumedCapacity()));
    }

    static Tally ofWrite(UpdateItemResponse response) {
        return new Tally(0, 1, 0, one(response.consumedCapacity()));
    }

    static Tally ofWrite(DeleteItemResponse response) {
        return new Tally(0, 1, 0, one(response.consumedCapacity()));
    }

    static Tally of(QueryResponse response) {
        return new Tally(count(response.count()), 0, 0, one(response.consumedCapacity()));
    }

    static Tally of(ScanResponse response) {
        return new Tally(count(response.count()), 0, 0, one(response.consumedCapacity()));
    }

    static Tally of(BatchWriteItemRequest request, BatchWriteItemResponse response) {
        int submitted = 0;
        for (List<WriteRequest> table : request.requestItems().values()) {
            submitted += table.size();
        }
        int left = 0;
        for (List<WriteRequest> table : response.unprocessedItems().values()) {
            left += table.size();
        }
        return new Tally(0, submitted - left, left, response.consumedCapacity());
    }

    static Tally of(BatchGetItemResponse response) {
        int read = 0;
        for (List<Map<String, AttributeValue>> items : response.responses().values()) {
            read += items.size();
        }
        int left = 0;
        for (KeysAndAttributes keys : response.unprocessedKeys().values()) {
            left += keys.keys().size();
        }
        return new Tally(read, 0, left, response.consumedCapacity());
    }

    static Tally of(TransactWriteItemsRequest request, TransactWriteItemsResponse response) {
        int written = 0;
        for (TransactWriteItem item : request.transactItems()) {
            written += item.conditionCheck() == null ? 1 : 0; // a condition check writes nothing
        }
        return new Tally(0, written, 0, response.consumedCapacity());
    }

    static Tally of(TransactGetItemsResponse response) {
        int read = 0;
        for (ItemResponse item : response.responses()) {
            read += item != null && item.hasItem() && !item.item().isEmpty() ? 1 : 0;
        }
        return new Tally(read, 0, 0, response.consumedCapacity());
    }

    private static List<ConsumedCapacity> one(ConsumedCapacity capacity) {
        return capacity == null ? List.of() : List.of(capacity);
    }

    private static int count(Integer count) {
        return count == null ? 0 : count;
    }
}
