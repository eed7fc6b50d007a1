package dev.keyway.it.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.codegen.orders.LineItem;
import dev.keyway.it.codegen.orders.Order;
import dev.keyway.it.codegen.orders.OrderKeys;
import dev.keyway.it.codegen.orders.OrderRepository;
import dev.keyway.it.codegen.orders.OrderSchema;
import dev.keyway.it.codegen.orders.Shop4Table;
import dev.keyway.it.codegen.orders.Status;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.PartitionQuery;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.testing.KeywayLocalExtension;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The README's "What is generated": every member the README names on {@code XKeys}, {@code XSchema},
 * {@code XRepository} and the table class exists with the documented signature (this class would not
 * compile otherwise) and does what the README says, against Keyway Local.
 */
class GeneratedMembersTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant MAY_1 = Instant.parse("2024-05-01T10:00:00Z");
    // 9.9, not 9.90: DynamoDB trims a number's leading and trailing zeroes (Developer Guide, "Supported data types
    // and naming rules": Number), nested in a list's map too, so 9.90 reads back as 9.9, as the README's Stored types
    // say. DynamoDB Local kept the zero of a nested number.
    private static final List<LineItem> LINES = List.of(new LineItem("sku-1", 2, new BigDecimal("9.9")));

    private static Order order(String customerId, String orderId, Instant placedAt, Status status) {
        return new Order(customerId, orderId, placedAt, status, LINES);
    }

    // The README's example of code that works on any entity, verbatim.
    static <T> void restore(EntityRepository<T> repository, List<T> records) {
        repository.createTable();
        repository.putAll(records).orThrow();                          // 25 per request, leftovers retried
    }

    @Test
    void keysBuildEveryKeyAndPrefix() {
        assertEquals("2024-05-01T10:00:00.000000000Z", OrderKeys.PLACED_AT.encode(MAY_1));
        assertEquals(MAY_1, OrderKeys.PLACED_AT.decode("2024-05-01T10:00:00.000000000Z"));
        assertEquals("CUSTOMER#c1", OrderKeys.partitionKey("c1"));
        assertEquals("ORDER#2024-05-01T10:00:00.000000000Z#o-17", OrderKeys.sortKey(MAY_1, "o-17"));
        assertEquals("ORDER#", OrderKeys.sortKeyPrefix());
        assertEquals("ORDER#2024-05-01T10:00:00.000000000Z#", OrderKeys.sortKeyPrefix(MAY_1));
        Map<String, AttributeValue> key = Map.of("PK", AttributeValue.fromS("CUSTOMER#c1"),
                "SK", AttributeValue.fromS("ORDER#2024-05-01T10:00:00.000000000Z#o-17"));
        assertEquals(key, OrderKeys.primaryKey("c1", MAY_1, "o-17").attributes());
        assertEquals(key, OrderKeys.primaryKey(order("c1", "o-17", MAY_1, Status.PAID)).attributes());
        assertEquals("STATUS#PAID", OrderKeys.gsi1PartitionKey(Status.PAID));
        assertEquals("2024-05-01T10:00:00.000000000Z", OrderKeys.gsi1SortKey(MAY_1));
        assertEquals("", OrderKeys.gsi1SortKeyPrefix());
        // an enum in a partition key (by name) and in a sort key (by ordinal, so that it sorts as declared)
        assertEquals("STATUS#" + OrderKeys.STATUS_NAME.encode(Status.PAID), OrderKeys.gsi1PartitionKey(Status.PAID));
        assertEquals("STATUS#" + OrderKeys.STATUS_ORDINAL.encode(Status.PAID) + "#" + OrderKeys.PLACED_AT.encode(MAY_1),
                OrderKeys.byStatusSortKey(Status.PAID, MAY_1));
        assertEquals(Status.SHIPPED, OrderKeys.STATUS_ORDINAL.decode(OrderKeys.STATUS_ORDINAL.encode(Status.SHIPPED)));
        assertTrue(OrderKeys.STATUS_ORDINAL.encode(Status.PLACED).compareTo(OrderKeys.STATUS_ORDINAL.encode(Status.SHIPPED)) < 0);
        assertEquals("STATUS#" + OrderKeys.STATUS_ORDINAL.encode(Status.PAID) + "#",
                OrderKeys.byStatusSortKeyPrefix(Status.PAID));
    }

    @Test
    void schemaWritesReadsAndParsesKeysBack() {
        EntitySchema<Order> base = OrderSchema.INSTANCE;
        ItemSchema<Order> schema = base;
        Order order = order("c1", "o-17", MAY_1, Status.SHIPPED);
        Map<String, AttributeValue> item = schema.toItem(order);
        assertEquals(order, schema.fromItem(item));
        assertEquals("Order", OrderSchema.ENTITY_TYPE);
        assertEquals(AttributeValue.fromS("Order"), item.get("_type"));
        assertEquals(Shop4Table.DEFINITION, OrderSchema.INSTANCE.table());
        assertNotNull(OrderSchema.PLACED_AT);
        assertEquals("sku-1", item.get("lines").l().get(0).m().get("sku").s());   // a nested record is a map

        KeyTemplate sortKey = OrderSchema.INSTANCE.keyTemplates().stream()
                .filter(template -> template.index().isEmpty() && template.attribute().equals("SK"))
                .findFirst().orElseThrow();
        Map<String, Object> parsed = sortKey.parse("ORDER#2024-05-01T10:00:00.000000000Z#o-17");
        assertEquals(Map.of("placedAt", MAY_1, "orderId", "o-17"), parsed);
        KeyTemplate local = OrderSchema.INSTANCE.keyTemplates().stream()
                .filter(template -> template.index().equals(Optional.of("ByStatus")))
                .findFirst().orElseThrow();
        assertEquals(Map.of("status", Status.PAID, "placedAt", MAY_1),
                local.parse(OrderKeys.byStatusSortKey(Status.PAID, MAY_1)));
    }

    @Test
    void repositoryHasTheDocumentedMethods(DynamoDbClient client) {
        OrderRepository orders = new OrderRepository(client);
        OrderRepository named = new OrderRepository(client, "Shop4-test");
        OrderRepository listened = new OrderRepository(client, "Shop4", RequestListener.NONE);
        assertEquals("Shop4", orders.tableName());
        assertEquals("Shop4-test", named.tableName());

        Order placed = order("c1", "o-1", MAY_1, Status.PLACED);
        Order paid = order("c1", "o-2", MAY_1.plusSeconds(60), Status.PAID);
        Order shipped = order("c2", "o-3", MAY_1.plusSeconds(120), Status.SHIPPED);
        restore(orders, List.of(placed, paid));
        assertEquals(shipped, listened.create(shipped));
        assertThrows(ItemAlreadyExistsException.class, () -> orders.create(shipped));
        assertEquals(shipped, orders.put(shipped, OrderSchema.STATUS.eq(Status.SHIPPED)));
        assertThrows(ConditionFailedException.class, () -> orders.put(shipped, OrderSchema.STATUS.eq(Status.PAID)));
        assertEquals(Optional.of(paid), orders.get("c1", MAY_1.plusSeconds(60), "o-2"));

        PartitionQuery<Order, ?> ordersOf = orders.ordersOf("c1");
        OrderRepository.OrdersOfQuery.WithPlacedAt atPlacedAt = orders.ordersOf("c1").placedAt().eq(MAY_1);
        assertEquals(List.of(placed, paid), ordersOf.stream().toList());
        assertEquals(List.of(placed), atPlacedAt.orderId().beginsWith("o-").stream().toList());
        assertEquals(List.of(paid), orders.ordersOf("c1").placedAt().between(MAY_1.plusSeconds(1), MAY_1.plusSeconds(60))
                .stream().toList());
        assertEquals(List.of(shipped, paid, placed), orders.scanGsi1().stream()
                .sorted((a, b) -> b.placedAt().compareTo(a.placedAt())).toList());
        assertEquals(List.of(paid), orders.byStatus(Status.PAID).stream().toList());
        // the local index sorts a customer's orders by status as declared (ordinal), then time
        assertEquals(List.of(paid), orders.ordersByStatus("c1").status().gt(Status.PLACED).stream().toList());
        assertEquals(List.of(placed), orders.ordersByStatus("c1").status().eq(Status.PLACED).placedAt().eq(MAY_1)
                .stream().toList());
        assertEquals(3, orders.scanByStatus().stream().count());      // every partition
        // strong consistency: on the table and a local index, never on a global one
        assertEquals(List.of(paid), orders.ordersByStatus("c1").consistentRead().status().eq(Status.PAID).stream().toList());
        assertEquals(List.of(placed, paid), orders.ordersOf("c1").consistentRead().stream().toList());
        assertThrows(UnsupportedOperationException.class, () -> orders.byStatus(Status.PAID).consistentRead());

        Order moved = orders.update("c1", MAY_1, "o-1").set(OrderSchema.STATUS, Status.SHIPPED).execute();
        assertEquals(List.of(moved, shipped), orders.byStatus(Status.SHIPPED).stream()
                .sorted((a, b) -> a.placedAt().compareTo(b.placedAt())).toList());
        assertEquals(List.of(paid, moved), orders.ordersByStatus("c1").stream().toList());

        assertThrows(ConditionFailedException.class, () -> orders.delete(moved, OrderSchema.STATUS.eq(Status.PAID)));
        orders.delete(moved, OrderSchema.STATUS.eq(Status.SHIPPED));
        orders.delete(paid);
        orders.delete("c2", MAY_1.plusSeconds(120), "o-3");
        assertEquals(0, orders.scan().stream().count());
        assertNotNull(orders.backfill());
    }

    @Test
    void tableClassDefinesAndCreatesTheTable(DynamoDbClient client) {
        assertEquals("Shop4", Shop4Table.NAME);
        List<ItemSchema<?>> schemas = Shop4Table.schemas();
        assertEquals(List.of(OrderSchema.INSTANCE), schemas);
        CreateTableRequest request = Shop4Table.DEFINITION.createTableRequest("Shop4-copy");
        assertEquals("Shop4-copy", request.tableName());
        assertEquals(List.of("GSI1"), request.globalSecondaryIndexes().stream().map(index -> index.indexName()).toList());
        assertEquals(List.of("ByStatus"), request.localSecondaryIndexes().stream().map(index -> index.indexName()).toList());

        Shop4Table.createIfMissing(client);
        Shop4Table.createIfMissing(client);                                  // if missing: twice is fine
        Shop4Table.DEFINITION.createIfMissing(client, "Shop4-copy");
        assertEquals(List.of("Shop4", "Shop4-copy"), client.listTables().tableNames().stream().sorted().toList());
        new OrderRepository(client, "Shop4-copy").put(order("c1", "o-1", MAY_1, Status.PAID));
        assertEquals(1, new OrderRepository(client, "Shop4-copy").ordersOf("c1").stream().count());
    }

    @Test
    void designArtifactsAndTheRepositoryIndexAreInTheClassOutput() throws IOException {
        for (String suffix : List.of(".md", ".cfn.json", ".workbench.json", ".html")) {
            try (InputStream in = Shop4Table.class.getResourceAsStream("Shop4Table" + suffix)) {
                assertNotNull(in, "Shop4Table" + suffix);
                assertFalse(new String(in.readAllBytes(), StandardCharsets.UTF_8).isBlank());
            }
        }
        List<String> lines = new java.util.ArrayList<>();
        for (URL index : Collections.list(getClass().getClassLoader().getResources("META-INF/keyway/repositories"))) {
            try (InputStream in = index.openStream()) {
                new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().forEach(lines::add);
            }
        }
        assertTrue(lines.contains("repository\tdev.keyway.it.codegen.orders.OrderRepository\tShop4"));
        assertTrue(lines.contains("collection\tdev.keyway.it.writes.club.MemberItemCollection\tClub4"));
        assertTrue(lines.stream().allMatch(line -> line.startsWith("#") || line.split("\t").length == 3), lines::toString);
    }
}
