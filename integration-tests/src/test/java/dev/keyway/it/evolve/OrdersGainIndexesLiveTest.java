package dev.keyway.it.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.evolve.orders.Order;
import dev.keyway.it.evolve.orders.OrderRepository;
import dev.keyway.it.evolve.orders.OrderSchema;
import dev.keyway.it.evolve.orders.OrderV1;
import dev.keyway.it.evolve.orders.OrderV1Repository;
import dev.keyway.it.evolve.orders.OrdersTable;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableCheck;
import dev.keyway.tools.TableCheckReport;
import dev.keyway.tools.TableDifference;
import dev.keyway.tools.TableDifference.Kind;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * A live orders table written by the first release, then a record that gained components of every kind and two
 * indexes: the live-table check before, UpdateTable, a backfill while a writer ships orders and places new ones, the
 * check after (README "Records that gain components", "Backfilling index keys", "Checking a live table").
 */
class OrdersGainIndexesLiveTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final String TABLE = "Orders";
    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");
    private static final int OLD_ORDERS = 60;

    @Test
    void anIndexAddedToALiveTableIsBackfilledWhileWritersRun(DynamoDbClient client) throws Exception {
        OrderV1Repository firstRelease = new OrderV1Repository(client, TABLE);
        firstRelease.createTable();
        for (int i = 0; i < OLD_ORDERS; i++) {
            firstRelease.put(new OrderV1("c-" + (i % 6), "o-" + i, "placed", T0.plusSeconds(i), BigDecimal.valueOf(i)));
        }
        OrderRepository orders = new OrderRepository(client, TABLE);

        // Old items read with the new record: each new component as the README's table says.
        Order old = orders.get("c-1", "o-1").orElseThrow();
        assertNull(old.coupon());
        assertEquals(Optional.empty(), old.giftNote());
        assertEquals(Set.of(), old.tags());
        assertNull(old.lines());
        assertNull(old.quantities());
        assertNull(old.shipTo());
        assertNull(old.channel());
        assertNull(old.items());
        assertNull(old.expiresAt());
        assertEquals(10, orders.ordersOf("c-1").stream().count(), "the customer's item collection, read as before");

        TableCheck check = TableCheck.of(OrdersTable.DEFINITION, OrdersTable.schemas());
        TableCheckReport before = check.run(client, TABLE);
        assertEquals(2, before.count(Kind.MISSING_INDEX), before.toText());
        assertTrue(before.differences(Kind.MISSING_INDEX).get(0).fix().startsWith("create it as designed with UpdateTable"));

        assertEquals(1, before.count(Kind.TIME_TO_LIVE), "the new @Ttl component: createTable() did not run for it");
        assertTrue(before.differences(Kind.TIME_TO_LIVE).get(0).fix().contains("UpdateTimeToLive"));

        createDesignedIndexes(client);
        client.updateTimeToLive(request -> request.tableName(TABLE)
                .timeToLiveSpecification(ttl -> ttl.attributeName("expiresAt").enabled(true)));
        TableCheckReport indexed = check.run(client, TABLE);
        List<TableDifference> missing = indexed.differences(Kind.MISSING_FROM_INDEX);
        assertEquals(List.of("ByStatus " + OLD_ORDERS), missing.stream().map(d -> d.index() + " " + d.count()).toList(),
                "the sparse coupon index misses nobody: old orders have no coupon\n" + indexed.toText());
        assertEquals(List.of(), orders.byStatus("placed").stream().toList(), "old orders are not in the new index yet");

        BackfillReport preview = orders.backfill().dryRun().samples(2).run();
        assertEquals(OLD_ORDERS, preview.changed(), preview.toString());
        assertEquals(2, preview.samples().size());

        // A writer ships every third old order and places new ones while the backfill runs.
        AtomicInteger shipped = new AtomicInteger();
        Thread writer = new Thread(() -> {
            for (int i = 0; i < OLD_ORDERS; i += 3) {
                orders.update("c-" + (i % 6), "o-" + i).set(OrderSchema.STATUS, "shipped")
                        .set(OrderSchema.PLACED_AT, T0.plusSeconds(i)).execute();
                shipped.incrementAndGet();
                orders.put(new Order("c-9", "n-" + i, "placed", T0.plusSeconds(1000 + i), BigDecimal.ONE,
                        i % 2 == 0 ? "SPRING" : null, Optional.of("for you"), Set.of("new"), List.of("book"),
                        java.util.Map.of("book", 1), new Order.Address("1 Main St", "Lyon"), Order.Channel.WEB, 1, null));
            }
        });
        writer.start();
        BackfillReport report = orders.backfill().segments(4).pageSize(5).run();
        writer.join();
        assertTrue(report.complete(), report.toString());
        assertEquals(report.scanned(), report.changed() + report.unchanged() + report.deletedMeanwhile() + report.failed());

        TableCheckReport after = check.run(client, TABLE);
        assertTrue(after.clean(), after::toText);
        assertEquals(20, shipped.get());
        assertEquals(20, orders.byStatus("shipped").stream().count());
        assertEquals(OLD_ORDERS - 20 + 20, orders.byStatus("placed").stream().count(), "old unshipped ones and new ones");
        assertEquals(10, orders.byCoupon("SPRING").stream().count());
        List<Instant> placed = orders.byStatus("shipped").stream().map(Order::placedAt).toList();
        assertEquals(placed.stream().sorted().toList(), placed, "the backfilled sort key sorts by time");

        BackfillReport again = orders.backfill().run();
        assertEquals(0, again.changed(), "items already right cost a read only");
    }

    @Test
    void anIndexCreatedByHandWithFewerAttributesIsReported(DynamoDbClient client) {
        software.amazon.awssdk.services.dynamodb.model.CreateTableRequest designed =
                OrdersTable.DEFINITION.createTableRequest("OrdersByHand");
        client.createTable(designed.toBuilder().globalSecondaryIndexes(designed.globalSecondaryIndexes().stream()
                .map(index -> index.toBuilder().projection(p -> p.projectionType(
                        software.amazon.awssdk.services.dynamodb.model.ProjectionType.KEYS_ONLY)).build())
                .toList()).build());
        OrderRepository orders = new OrderRepository(client, "OrdersByHand");
        orders.put(new Order("c-1", "o-1", "placed", T0, BigDecimal.TEN, "SPRING", Optional.empty(), Set.of("x"),
                List.of("book"), java.util.Map.of("book", 1), null, Order.Channel.WEB, 1, null));

        TableCheckReport report = TableCheck.of(OrdersTable.DEFINITION, OrdersTable.schemas()).run(client, "OrdersByHand");
        assertEquals(2, report.count(Kind.INDEX_PROJECTION), report.toText());

        assertTrue(report.differences(Kind.INDEX_PROJECTION).get(0).fix().contains("delete it and create it again as designed"),
                report.toText());
        // Reads never make up the attributes the index lacks: DynamoDB refuses the query's type filter.
        dev.keyway.runtime.exception.RequestFailedException refused = org.junit.jupiter.api.Assertions.assertThrows(
                dev.keyway.runtime.exception.RequestFailedException.class, () -> orders.byStatus("placed").stream().toList());
        assertTrue(refused.getMessage().contains("does not project"), refused.getMessage());
    }

    private static void createDesignedIndexes(DynamoDbClient client) throws InterruptedException {
        for (GlobalSecondaryIndex index : OrdersTable.DEFINITION.createTableRequest(TABLE).globalSecondaryIndexes()) {
            String partition = index.keySchema().get(0).attributeName();
            String sort = index.keySchema().get(1).attributeName();
            client.updateTable(request -> request.tableName(TABLE)
                    .attributeDefinitions(string(partition), string(sort))
                    .globalSecondaryIndexUpdates(update -> update.create(CreateGlobalSecondaryIndexAction.builder()
                            .indexName(index.indexName()).keySchema(index.keySchema()).projection(index.projection())
                            .build())));
            while (client.describeTable(request -> request.tableName(TABLE)).table().globalSecondaryIndexes().stream()
                    .anyMatch(live -> live.indexStatus() != IndexStatus.ACTIVE)) {
                Thread.sleep(100);
            }
        }
    }

    private static AttributeDefinition string(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }
}
