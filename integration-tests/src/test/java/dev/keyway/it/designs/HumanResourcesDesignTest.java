package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.hr.Employee;
import dev.keyway.it.designs.hr.EmployeeRepository;
import dev.keyway.it.designs.hr.EmployeeSchema;
import dev.keyway.it.designs.hr.HumanResourcesTable;
import dev.keyway.it.designs.hr.Order;
import dev.keyway.it.designs.hr.OrderRepository;
import dev.keyway.it.designs.hr.OrderSchema;
import dev.keyway.it.designs.hr.OrderStatus;
import dev.keyway.it.designs.hr.Warehouse;
import dev.keyway.it.designs.hr.WarehouseRepository;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.IncompleteKeyUpdateException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;

/**
 * The HR design of DynamoDB's relational-modeling example, written from the README only.
 * Employees and orders overload GSI1 with their own templates; employees and warehouses share GSI2.
 */
class HumanResourcesDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    private DynamoDbClient client;
    private EmployeeRepository employees;
    private WarehouseRepository warehouses;
    private OrderRepository orders;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        employees = new EmployeeRepository(client);
        warehouses = new WarehouseRepository(client);
        orders = new OrderRepository(client);
        employees.createTable();
        warehouses.put(new Warehouse("w1", "Seattle"));
        employees.put(new Employee("e1", "Ann", "Engineer", "w1", LocalDate.parse("2019-03-01")));
        employees.put(new Employee("e2", "Bob", "Engineer", "w1", LocalDate.parse("2021-07-15")));
        employees.put(new Employee("e3", "Cid", "Manager", "w2", LocalDate.parse("2020-01-10")));
        employees.put(new Employee("e4", "Dee", "Engineer", "w2", LocalDate.parse("2023-11-30")));
        for (int i = 0; i < 5; i++) {
            orders.put(new Order("c1", "o" + i, T0.plusSeconds(3600L * i), i % 2 == 0 ? OrderStatus.OPEN : OrderStatus.SHIPPED,
                    new BigDecimal("10.5").add(BigDecimal.valueOf(i)), "e1"));
        }
        orders.put(new Order("c2", "o9", T0.plusSeconds(60), OrderStatus.OPEN, BigDecimal.ONE, "e2"));
    }

    @Test
    void createTableMakesBothIndexes() {
        List<String> indexes = client.describeTable(r -> r.tableName(HumanResourcesTable.NAME)).table()
                .globalSecondaryIndexes().stream().map(GlobalSecondaryIndexDescription::indexName).sorted().toList();
        assertEquals(List.of("GSI1", "GSI2"), indexes);
        Map<String, AttributeValue> item = client.getItem(r -> r.tableName(HumanResourcesTable.NAME)
                .key(Map.of("PK", AttributeValue.fromS("HR#e1"), "SK", AttributeValue.fromS("EMPLOYEE")))).item();
        assertEquals("TITLE#Engineer", item.get("GSI1PK").s());
        assertEquals("HIRED#2019-03-01#e1", item.get("GSI1SK").s());
        assertEquals("Employee", item.get("_type").s());
    }

    @Test
    void employeesByIdTitleAndWarehouse() {
        assertEquals("Ann", employees.get("e1").orElseThrow().name());
        assertEquals(List.of("e4", "e2", "e1"), ids(employees.byTitle("Engineer").stream().toList()));
        assertEquals(List.of("e4", "e2"),
                ids(employees.byTitle("Engineer").hiredOn().ge(LocalDate.parse("2021-01-01")).stream().toList()));
        assertEquals(List.of("e2"), ids(employees.byTitle("Engineer")
                .hiredOn().between(LocalDate.parse("2020-01-01"), LocalDate.parse("2022-12-31")).stream().toList()));
        assertEquals(List.of("e1"), ids(employees.byTitle("Engineer").ascending().limit(1).page().items()));
        assertEquals(List.of("e1", "e2"), ids(employees.inWarehouse("w1").stream().toList()));
        assertEquals(List.of("e2"), ids(employees.inWarehouse("w1").name().beginsWith("B").stream().toList()));
        assertEquals(List.of("Seattle"), warehouses.warehouse("w1").stream().map(Warehouse::city).toList());
    }

    @Test
    void theOverloadedIndexKeepsEntitiesApart() {
        assertTrue(employees.byTitle("OPEN").stream().findAny().isEmpty());
        assertEquals(List.of("o0", "o2", "o4"), orderIds(orders.byStatus(OrderStatus.OPEN).filter(OrderSchema.CUSTOMER_ID.eq("c1"))
                .stream().toList()));
        assertEquals(List.of("o9", "o2"), orderIds(orders.byStatus(OrderStatus.OPEN)
                .orderedAt().between(T0.plusSeconds(1), T0.plusSeconds(3 * 3600)).stream().toList()));
        assertEquals(4, employees.scanGsi1().count());
        assertEquals(6, orders.scanGsi1().count());
    }

    @Test
    void ordersOfACustomerNewestFirstInPages() {
        List<String> seen = new ArrayList<>();
        Optional<String> cursor = Optional.empty();
        do {
            Page<Order> page = orders.ordersOf("c1").limit(2).page(cursor);
            assertTrue(page.items().size() <= 2);
            seen.addAll(orderIds(page.items()));
            cursor = page.cursor();
        } while (cursor.isPresent());
        assertEquals(List.of("o4", "o3", "o2", "o1", "o0"), seen);
        assertEquals(List.of("o3", "o2"), orderIds(orders.ordersOf("c1")
                .orderedAt().between(T0.plusSeconds(2 * 3600), T0.plusSeconds(3 * 3600)).stream().toList()));
        assertEquals(List.of("o1"), orderIds(orders.ordersOf("c1").orderedAt().eq(T0.plusSeconds(3600)).stream().toList()));
        assertEquals(List.of("o1"), orderIds(orders.ordersOf("c1").orderedAt().eq(T0.plusSeconds(3600)).orderId().eq("o1").stream().toList()));
        assertEquals(List.of("o4", "o3"), orderIds(orders.ordersOf("c1")
                .filter(OrderSchema.AMOUNT.gt(new BigDecimal("12.5"))).stream().toList()));
    }

    @Test
    void updatingAnIndexKeyMovesTheItem() {
        // GSI1's sort key needs hiredOn too: the README's IncompleteKeyUpdateException, before any request
        assertThrows(IncompleteKeyUpdateException.class, () -> employees.update("e2").set(EmployeeSchema.TITLE, "Manager").execute());
        Employee promoted = employees.update("e2").set(EmployeeSchema.TITLE, "Manager")
                .set(EmployeeSchema.HIRED_ON, LocalDate.parse("2021-07-15")).execute();
        assertEquals("Manager", promoted.title());
        assertEquals(List.of("e2", "e3"), ids(employees.byTitle("Manager").stream().toList()));
        assertEquals(List.of("e4", "e1"), ids(employees.byTitle("Engineer").stream().toList()));

        Order shipped = orders.update("c1", T0, "o0").set(OrderSchema.STATUS, OrderStatus.SHIPPED)
                .when(OrderSchema.STATUS.eq(OrderStatus.OPEN)).execute();
        assertEquals(OrderStatus.SHIPPED, shipped.status());
        assertTrue(orders.update("c1", T0, "o0").set(OrderSchema.STATUS, OrderStatus.CANCELLED)
                .when(OrderSchema.STATUS.eq(OrderStatus.OPEN)).tryExecute().isEmpty());
        assertEquals(List.of("o0", "o1", "o3"), orderIds(orders.byStatus(OrderStatus.SHIPPED).stream().toList()));

        Employee moved = employees.update("e1").set(EmployeeSchema.WAREHOUSE_ID, "w2").set(EmployeeSchema.NAME, "Anna").execute();
        assertEquals("w2", moved.warehouseId());
        assertEquals(List.of("e1", "e3", "e4"), ids(employees.inWarehouse("w2").stream().toList()));
    }

    @Test
    void conditionsCreateAndDelete() {
        Employee dup = new Employee("e1", "Other", "Engineer", "w1", LocalDate.parse("2024-01-01"));
        assertThrows(ItemAlreadyExistsException.class, () -> employees.create(dup));
        assertThrows(ConditionFailedException.class, () -> employees.put(dup, EmployeeSchema.TITLE.eq("Manager")));
        employees.put(dup, EmployeeSchema.TITLE.eq("Engineer"));
        assertEquals("Other", employees.get("e1").orElseThrow().name());
        employees.delete("e1");
        assertTrue(employees.get("e1").isEmpty());
        assertEquals(List.of("e4", "e2"), ids(employees.byTitle("Engineer").stream().toList()));
        orders.delete(orders.get("c2", T0.plusSeconds(60), "o9").orElseThrow());
        assertTrue(orders.ordersOf("c2").stream().findAny().isEmpty());
    }

    private static List<String> ids(List<Employee> list) {
        return list.stream().map(Employee::employeeId).toList();
    }

    private static List<String> orderIds(List<Order> list) {
        return list.stream().map(Order::orderId).toList();
    }
}
