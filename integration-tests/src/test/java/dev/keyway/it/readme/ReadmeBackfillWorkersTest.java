package dev.keyway.it.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.OrderBackfillWorker;
import dev.keyway.it.shop.OrderLeasedBackfill;
import dev.keyway.it.shop.OrderRepository;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.exception.InvalidCheckpointException;
import dev.keyway.testing.KeywayLocalExtension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The README's examples of backfills split across workers are its text, and bring every order up to date. */
class ReadmeBackfillWorkersTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static void assertIsTheReadmes(String file) throws IOException {
        String readme = Files.readString(Path.of("..", "docs", "evolving", "backfills.md"));
        String example = Files.readString(Path.of("src/test/java/dev/keyway/it/shop/" + file));
        String code = example.substring(example.indexOf("import "));
        assertTrue(readme.contains("```java\n" + code + "```\n"), file + " is the README's example");
    }

    private static OrderRepository ordersWithoutIndexKeys(DynamoDbClient client) {
        OrderRepository orders = new OrderRepository(client);
        orders.createTable();
        for (int i = 0; i < 60; i++) { // written before GSI1 existed
            Map<String, AttributeValue> item = new HashMap<>(OrderSchema.INSTANCE.toItem(ShopFixture.order("c" + i % 7,
                    "o" + i, ShopFixture.T0.plusSeconds(i), i % 2 == 0 ? Status.PLACED : Status.SHIPPED)));
            item.remove("GSI1PK");
            item.remove("GSI1SK");
            client.putItem(request -> request.tableName("Shop").item(item));
        }
        return orders;
    }

    @Test
    void theArrayJobWorkersAreTheReadmesAndTheirReportsCombine(DynamoDbClient client, @TempDir Path directory)
            throws Exception {
        assertIsTheReadmes("OrderBackfillWorker.java");
        OrderRepository orders = ordersWithoutIndexKeys(client);

        new OrderBackfillWorker(client, directory).run(0, 4);
        new OrderBackfillWorker(client, directory).run(2, 4);
        BackfillReport partial = OrderBackfillWorker.combine(directory, 4);
        assertFalse(partial.complete(), "workers 1 and 3 have not run");
        assertEquals(IntStream.concat(IntStream.rangeClosed(16, 31), IntStream.rangeClosed(48, 63)).boxed().toList(),
                partial.missingSegments());

        ExecutorService workers = Executors.newFixedThreadPool(2);
        List<Future<BackfillReport>> rest = new ArrayList<>();
        for (int index : new int[] {1, 3}) {
            rest.add(workers.submit(() -> new OrderBackfillWorker(client, directory).run(index, 4)));
        }
        for (Future<BackfillReport> worker : rest) {
            assertTrue(worker.get().complete());
        }
        workers.shutdown();
        BackfillReport whole = OrderBackfillWorker.combine(directory, 4);
        assertTrue(whole.complete(), whole.toString());
        assertEquals(60, whole.changed());
        assertEquals(30, orders.byStatus(Status.PLACED).stream().count());
        assertEquals(30, orders.byStatus(Status.SHIPPED).stream().count());

        BackfillReport again = new OrderBackfillWorker(client, directory).run(1, 4); // resumed from its done checkpoints
        assertEquals(0, again.scanned());
        assertTrue(again.complete());
        assertThrows(InvalidCheckpointException.class, () -> new OrderBackfillWorker(client, directory).run(1, 8),
                "the checkpoints of worker 1 of 4 are not those of worker 1 of 8");
    }

    @Test
    void theLeasedWorkersAreTheReadmesAndFinishTogether(DynamoDbClient client) throws Exception {
        assertIsTheReadmes("OrderLeasedBackfill.java");
        OrderRepository orders = ordersWithoutIndexKeys(client);

        ExecutorService workers = Executors.newFixedThreadPool(3);
        List<Future<BackfillReport>> running = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            running.add(workers.submit(() -> new OrderLeasedBackfill(client, "orders-gsi1").run()));
        }
        long changed = 0;
        for (Future<BackfillReport> worker : running) {
            BackfillReport report = worker.get();
            assertTrue(report.complete(), report.toString());
            changed += report.changed();
        }
        workers.shutdown();
        assertEquals(60, changed, "each order rewritten by one worker");
        assertEquals(30, orders.byStatus(Status.PLACED).stream().count());
        assertEquals(30, orders.byStatus(Status.SHIPPED).stream().count());

        BackfillReport retried = new OrderLeasedBackfill(client, "orders-gsi1").retryFailed();
        assertTrue(retried.complete());
        assertEquals(0, retried.scanned(), "no order failed: nothing to read again");
    }
}
