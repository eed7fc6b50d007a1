package dev.keyway.local.differential;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** Creating, emptying and filling the run's tables on one side. */
final class Tables {

    private Tables() {
    }

    /** Creates a table and waits until it is active. */
    static void create(DynamoDbClient client, CreateTableRequest request) {
        client.createTable(request);
        for (int attempt = 0; attempt < 200; attempt++) {
            if (client.describeTable(b -> b.tableName(request.tableName())).table().tableStatus() == TableStatus.ACTIVE) {
                return;
            }
            sleep();
        }
        throw new IllegalStateException(request.tableName() + " did not become active");
    }

    /** Deletes a table if it exists and waits until it is gone. */
    static void delete(DynamoDbClient client, String table) {
        try {
            client.deleteTable(b -> b.tableName(table));
        } catch (ResourceNotFoundException gone) {
            return;
        }
        for (int attempt = 0; attempt < 200; attempt++) {
            try {
                client.describeTable(b -> b.tableName(table));
            } catch (ResourceNotFoundException gone) {
                return;
            }
            sleep();
        }
        throw new IllegalStateException(table + " was not deleted");
    }

    /** Writes items with BatchWriteItem, 25 at a time, retrying what comes back unprocessed. */
    static void fill(DynamoDbClient client, String table, List<Map<String, AttributeValue>> items) {
        for (int from = 0; from < items.size(); from += 25) {
            List<WriteRequest> writes = new ArrayList<>();
            for (Map<String, AttributeValue> item : items.subList(from, Math.min(items.size(), from + 25))) {
                writes.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
            }
            Map<String, List<WriteRequest>> pending = Map.of(table, writes);
            for (int attempt = 0; !pending.isEmpty(); attempt++) {
                if (attempt == 10) {
                    throw new IllegalStateException("items stay unprocessed: " + pending);
                }
                Map<String, List<WriteRequest>> current = pending;
                BatchWriteItemResponse response = client.batchWriteItem(b -> b.requestItems(current));
                pending = response.unprocessedItems();
            }
        }
    }

    /** Empties a table by deleting and re-creating it, then writes the given items on it. */
    static void reset(DynamoDbClient client, CreateTableRequest create, List<Map<String, AttributeValue>> items) {
        delete(client, create.tableName());
        create(client, create);
        fill(client, create.tableName(), items);
    }

    /** The contents of a table and, when asked, of each of its indexes, as a contents-check step's answer. */
    static Step contentsCheck(String table, List<String> indexes) {
        ScanRequest request = ScanRequest.builder().tableName(table).build();
        return new Step("Contents", request, false, "contents", client -> {
            Observation observation = Observation.ok().field("table", Canonical.itemSet(Observe.everything(client, table, null)));
            for (String index : indexes) {
                observation.field("index " + index, Canonical.itemSet(Observe.everything(client, table, index)));
            }
            return observation;
        });
    }

    private static void sleep() {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
