package dev.keyway.benchmarks.jmh;

import dev.keyway.benchmarks.BenchDatabase;
import dev.keyway.benchmarks.Fixtures;
import dev.keyway.benchmarks.hand.HandWritten;
import dev.keyway.benchmarks.model.BenchTable;
import dev.keyway.benchmarks.model.TypicalItem;
import dev.keyway.benchmarks.model.TypicalItemRepository;
import dev.keyway.runtime.batch.BatchOptions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Keyway Local for the end-to-end benchmarks, in this fork's JVM: {@code loopback} is the HTTP
 * server on 127.0.0.1 reached through the SDK's whole request pipeline (signing, JSON, HTTP), the
 * path a deployed application takes; {@code inProcess} is the same database reached without a socket
 * (the SDK's pipeline still marshals JSON), where a client-side overhead weighs more. The table and its indexes
 * are created by Keyway (outside the measurement).
 */
final class Database implements AutoCloseable {

    static final String TABLE = BenchTable.NAME;
    /** The partition holding the query benchmark's items. */
    static final String QUERY_CUSTOMER = "customer-query";
    static final int QUERY_ITEMS = 150;

    final BenchDatabase local;
    final DynamoDbClient client;
    final TypicalItemRepository repository;

    Database(String transport) {
        local = BenchDatabase.of(transport);
        client = local.client();
        repository = new TypicalItemRepository(client);
        repository.createTable();
    }

    /** {@code count} typical items with distinct keys in one customer's partition, one second apart. */
    static List<TypicalItem> items(String customerId, int count) {
        List<TypicalItem> items = new ArrayList<>(count);
        Instant start = Instant.ofEpochSecond(1_704_067_200L, 123_456_789L);
        for (int i = 0; i < count; i++) {
            items.add(Fixtures.typical(customerId, "order-" + i, start.plusSeconds(i)));
        }
        return items;
    }

    /** Seeds the query partition, written by the implementation that will read it. */
    void seedQueryItems(String impl) {
        List<TypicalItem> items = items(QUERY_CUSTOMER, QUERY_ITEMS);
        if (impl.equals("keyway")) {
            repository.putAll(items, BatchOptions.defaults().withParallelism(1)).orThrow();
        } else {
            for (TypicalItem item : items) {
                client.putItem(put -> put.tableName(TABLE).item(HandWritten.toItem(item)));
            }
        }
    }

    @Override
    public void close() {
        local.close();
    }
}
