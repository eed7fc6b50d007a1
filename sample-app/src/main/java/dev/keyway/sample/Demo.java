package dev.keyway.sample;

import dev.keyway.runtime.ItemAlreadyExistsException;
import dev.keyway.runtime.Page;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Walks through the shop's access patterns: seeds a few customers and orders, then runs each
 * pattern and prints the key condition it issues and what came back.
 */
final class Demo {

    private static final Instant START = Instant.parse("2024-05-01T09:00:00Z");

    private final CustomerRepository customers;
    private final OrderRepository orders;
    private final PrintStream out;
    private final String table;

    Demo(DynamoDbClient client, String table, PrintStream out) {
        this.customers = new CustomerRepository(client, table);
        this.orders = new OrderRepository(client, table);
        this.table = table;
        this.out = out;
    }

    void run(String where) {
        out.println("Keyway sample: a shop on one table, on " + where);
        customers.createTable();
        out.println("Created table " + table + " (if missing) with index GSI1, shared by Customer and Order.");
        seed();

        section("get a customer", "GetItem PK = \"CUSTOMER#ada\", SK = \"PROFILE\"");
        printCustomers(customers.get("ada").stream().toList());

        section("find a customer by e-mail", "Query GSI1: GSI1PK = \"EMAIL#grace@example.com\"");
        printCustomers(customers.byEmail("grace@example.com").page().items());

        section("a customer's orders, oldest first",
                "Query PK = \"CUSTOMER#ada\" AND begins_with(SK, \"ORDER#\")");
        printOrders(orders.ordersOf("ada").page().items());

        section("a customer's orders in a time window",
                "Query PK = \"CUSTOMER#ada\" AND SK BETWEEN \"ORDER#2024-05-02...\" AND \"ORDER#2024-05-04...\"");
        printOrders(orders.ordersOf("ada").placedAtBetween(day(1), day(3).plus(Duration.ofHours(23))).page().items());

        section("a customer's latest orders, two per page",
                "Query PK = \"CUSTOMER#ada\" AND begins_with(SK, \"ORDER#\"), descending, Limit 2 + cursor");
        Page<Order> first = orders.ordersOf("ada").descending().limit(2).page();
        printOrders(first.items());
        out.println("  cursor: " + first.cursor().map(c -> c.substring(0, Math.min(24, c.length())) + "...").orElse("(last page)"));
        Page<Order> second = orders.ordersOf("ada").descending().limit(2).page(first.cursor().orElseThrow());
        out.println("  next page:");
        printOrders(second.items());

        section("shipped orders across customers, newest first", "Query GSI1: GSI1PK = \"STATUS#SHIPPED\", descending");
        printOrders(orders.byStatus(OrderStatus.SHIPPED).page().items());

        section("shipped orders since May 3rd", "Query GSI1: GSI1PK = \"STATUS#SHIPPED\" AND GSI1SK >= \"2024-05-03...\"");
        printOrders(orders.byStatus(OrderStatus.SHIPPED).placedAtGreaterThanOrEqual(day(2)).page().items());

        section("create refuses to overwrite", "PutItem with attribute_not_exists(PK)");
        try {
            customers.create(new Customer("ada", "someone@example.com", "Impostor", LocalDate.now()));
            out.println("  unexpected: created");
        } catch (ItemAlreadyExistsException e) {
            out.println("  " + e.getMessage());
        }

        section("the keys Keyway stored", "OrderKeys / CustomerKeys builders");
        Order sample = orders.ordersOf("ada").limit(1).page().items().get(0);
        out.println("  PK     = " + OrderKeys.partitionKey(sample.customerId()));
        out.println("  SK     = " + OrderKeys.sortKey(sample.placedAt(), sample.orderId()));
        out.println("  GSI1PK = " + OrderKeys.gsi1PartitionKey(sample.status()));
        out.println("  GSI1SK = " + OrderKeys.gsi1SortKey(sample.placedAt()));
        out.println();
        out.println("Done.");
    }

    private void seed() {
        customers.put(new Customer("ada", "ada@example.com", "Ada Lovelace", LocalDate.of(2023, 12, 10)));
        customers.put(new Customer("grace", "grace@example.com", "Grace Hopper", LocalDate.of(2024, 1, 9)));
        OrderStatus[] statuses = OrderStatus.values();
        List<Order> seeded = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            seeded.add(new Order("ada", "A-" + (100 + i), day(i), statuses[i % statuses.length],
                    List.of(new LineItem("notebook", i + 1, new BigDecimal("4.50")))));
            seeded.add(new Order("grace", "G-" + (200 + i), day(i).plus(Duration.ofMinutes(30)), OrderStatus.SHIPPED,
                    List.of(new LineItem("compiler manual", 1, new BigDecimal("39.00")))));
        }
        seeded.forEach(orders::put);
        out.println("Seeded 2 customers and " + seeded.size() + " orders.");
    }

    private static Instant day(int offset) {
        return START.plus(Duration.ofDays(offset));
    }

    private void section(String title, String keyCondition) {
        out.println();
        out.println("== " + title);
        out.println("   " + keyCondition);
    }

    private void printCustomers(List<Customer> found) {
        Table table = new Table("id", "name", "email", "since");
        found.forEach(c -> table.row(c.id(), c.name(), c.email(), c.since().toString()));
        table.print(out);
    }

    private void printOrders(List<Order> found) {
        Table table = new Table("customer", "order", "placed at", "status", "total");
        found.forEach(o -> table.row(o.customerId(), o.orderId(), o.placedAt().toString(), o.status().name(),
                o.total().toPlainString()));
        table.print(out);
    }

    /** A plain text table with columns as wide as their widest cell. */
    private static final class Table {
        private final List<String[]> rows = new ArrayList<>();

        Table(String... header) {
            rows.add(header);
        }

        void row(String... cells) {
            rows.add(cells);
        }

        void print(PrintStream out) {
            if (rows.size() == 1) {
                out.println("  (none)");
                return;
            }
            int[] widths = new int[rows.get(0).length];
            for (String[] row : rows) {
                for (int i = 0; i < row.length; i++) {
                    widths[i] = Math.max(widths[i], Optional.ofNullable(row[i]).orElse("").length());
                }
            }
            for (int r = 0; r < rows.size(); r++) {
                StringBuilder line = new StringBuilder("  ");
                for (int i = 0; i < widths.length; i++) {
                    line.append(String.format("%-" + widths[i] + "s", rows.get(r)[i])).append(i + 1 < widths.length ? " | " : "");
                }
                out.println(line.toString().stripTrailing());
                if (r == 0) {
                    StringBuilder rule = new StringBuilder("  ");
                    for (int i = 0; i < widths.length; i++) {
                        rule.append("-".repeat(widths[i])).append(i + 1 < widths.length ? "-+-" : "");
                    }
                    out.println(rule);
                }
            }
        }
    }
}
