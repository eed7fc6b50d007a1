package dev.keyway.benchmarks.backfill;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * What a team writes by hand to fill a new index's keys on the benchmark's orders: a (parallel) Scan of the table,
 * and for each item whose {@code GSI1PK}/{@code GSI1SK} are not what its {@code status} and {@code placedAt} give,
 * one {@code UpdateItem} that sets them on condition that those two attributes still hold what was read (the least
 * a backfill needs not to write keys from older data over a newer write). No checkpoints, no retries beyond the
 * SDK's, no report: the bare loop, so the comparison shows what Keyway's bookkeeping costs.
 */
final class HandBackfill {

    private HandBackfill() {
    }

    /** Fills the keys of every item of {@code table} in {@code segments} segments on as many threads; returns the items written. */
    static long run(DynamoDbClient client, String table, int segments, ExecutorService threads) throws Exception {
        AtomicLong written = new AtomicLong();
        List<Future<?>> running = new ArrayList<>();
        for (int segment = 0; segment < segments; segment++) {
            int s = segment;
            running.add(threads.submit(() -> segment(client, table, s, segments, written)));
        }
        for (Future<?> segment : running) {
            segment.get();
        }
        return written.get();
    }

    private static void segment(DynamoDbClient client, String table, int segment, int segments, AtomicLong written) {
        Map<String, AttributeValue> start = null;
        do {
            ScanRequest.Builder request = ScanRequest.builder().tableName(table)
                    .filterExpression("#t = :t").expressionAttributeNames(Map.of("#t", "_type"))
                    .expressionAttributeValues(Map.of(":t", AttributeValue.fromS("TypicalItem")));
            if (segments > 1) {
                request.segment(segment).totalSegments(segments);
            }
            if (start != null) {
                request.exclusiveStartKey(start);
            }
            ScanResponse page = client.scan(request.build());
            for (Map<String, AttributeValue> item : page.items()) {
                AttributeValue status = item.get("status");
                AttributeValue placedAt = item.get("placedAt");
                if (status == null) {
                    continue; // no status: not in the index
                }
                AttributeValue pk = AttributeValue.fromS("STATUS#" + status.s());
                if (pk.equals(item.get("GSI1PK")) && placedAt.equals(item.get("GSI1SK"))) {
                    continue;
                }
                try {
                    client.updateItem(update -> update.tableName(table)
                            .key(Map.of("PK", item.get("PK"), "SK", item.get("SK")))
                            .updateExpression("SET GSI1PK = :pk, GSI1SK = :sk")
                            .conditionExpression("#s = :s AND placedAt = :sk")
                            .expressionAttributeNames(Map.of("#s", "status"))
                            .expressionAttributeValues(Map.of(":pk", pk, ":sk", placedAt, ":s", status)));
                    written.incrementAndGet();
                } catch (ConditionalCheckFailedException changedMeanwhile) {
                    // another writer changed it: its write set the keys
                }
            }
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
    }
}
