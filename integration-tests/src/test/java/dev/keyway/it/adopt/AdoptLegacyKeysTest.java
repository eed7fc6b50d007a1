package dev.keyway.it.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.adoptkeys.Invoice;
import dev.keyway.it.adoptkeys.InvoiceRepository;
import dev.keyway.it.adoptkeys.Login;
import dev.keyway.it.adoptkeys.LoginRepository;
import dev.keyway.it.adoptkeys.Membership;
import dev.keyway.it.adoptkeys.MembershipRepository;
import dev.keyway.it.adoptkeys.Order;
import dev.keyway.it.adoptkeys.OrderLine;
import dev.keyway.it.adoptkeys.OrderLineRepository;
import dev.keyway.it.adoptkeys.OrderRepository;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue #24 §4 on Keyway Local: tables that legacy code wrote are read and written as they are,
 * without rewriting their data: hierarchical sort keys read per level with a type filter, instants
 * keyed as ISO-8601 text of a declared precision, a number kept as zero-padded text in key and
 * attribute, and components kept only inside keys.
 */
class AdoptLegacyKeysTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant AT = Instant.parse("2024-05-01T10:00:00.123Z");

    private DynamoDbClient client;

    @BeforeEach
    void client(DynamoDbClient client) {
        this.client = client;
    }

    /** An item as the legacy code wrote it: attribute, value pairs; a value of {@code Integer} is a number. */
    private void putTheOldWay(String table, Object... pairs) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            Object value = pairs[i + 1];
            item.put((String) pairs[i], value instanceof Integer number ? AttributeValue.fromN(number.toString())
                    : AttributeValue.fromS((String) value));
        }
        client.putItem(request -> request.tableName(table).item(item));
    }

    private Map<String, AttributeValue> raw(String table, String partitionKey, String sortKey) {
        return client.getItem(request -> request.tableName(table).consistentRead(true).key(Map.of(
                "PK", AttributeValue.fromS(partitionKey), "SK", AttributeValue.fromS(sortKey)))).item();
    }

    private int count(String table) {
        return client.scan(request -> request.tableName(table).consistentRead(true)).count();
    }

    /** Finding 4.1: ORDER#00001 beside ORDER#00001#ITEM#sku, each level read by its own access pattern. */
    @Test
    void hierarchicalSortKeysAreReadPerLevelWithATypeFilter() {
        OrderRepository orders = new OrderRepository(client);
        OrderLineRepository lines = new OrderLineRepository(client);
        orders.createTable();
        putTheOldWay("LegacyOrders", "PK", "CUSTOMER#c-1", "SK", "ORDER#00001", "_type", "Order", "customerId", "c-1",
                "orderId", 1, "status", "paid");
        for (String sku : List.of("sku-a", "sku-b")) {
            putTheOldWay("LegacyOrders", "PK", "CUSTOMER#c-1", "SK", "ORDER#00001#ITEM#" + sku, "_type", "OrderLine",
                    "customerId", "c-1", "orderId", 1, "sku", sku, "quantity", 2);
        }
        putTheOldWay("LegacyOrders", "PK", "CUSTOMER#c-1", "SK", "ORDER#00002", "_type", "Order", "customerId", "c-1",
                "orderId", 2, "status", "open");

        assertEquals(List.of(new Order("c-1", 1, "paid"), new Order("c-1", 2, "open")),
                orders.ordersOf("c-1").stream().toList());
        assertEquals(List.of(new OrderLine("c-1", 1, "sku-a", 2), new OrderLine("c-1", 1, "sku-b", 2)),
                lines.linesOf("c-1").orderId().eq(1).stream().toList());

        // What the filter costs: a limit counts the items read, so a page can be short while more follow.
        Page<Order> first = orders.ordersOf("c-1").limit(2).page();
        assertEquals(List.of(new Order("c-1", 1, "paid")), first.items(), "ORDER#00001#ITEM#sku-a was read and filtered out");
        assertTrue(first.cursor().isPresent());
        List<Order> rest = new ArrayList<>();
        Optional<String> cursor = first.cursor();
        while (cursor.isPresent()) {
            Page<Order> next = orders.ordersOf("c-1").limit(2).page(cursor.get());
            rest.addAll(next.items());
            cursor = next.cursor();
        }
        assertEquals(List.of(new Order("c-1", 2, "open")), rest);

        orders.put(new Order("c-1", 3, "open"));
        assertEquals("Order", raw("LegacyOrders", "CUSTOMER#c-1", "ORDER#00003").get("_type").s());
    }

    /** Finding 4.2: LOGIN#2024-05-01T10:00:00.123Z as JavaScript writes it, with ranges and newest first. */
    @Test
    void instantsKeyedAsIsoTextSortAsTimeDoes() {
        LoginRepository logins = new LoginRepository(client);
        logins.createTable();
        for (int minute = 0; minute < 3; minute++) {
            Instant at = AT.plusSeconds(60L * minute);
            putTheOldWay("LegacyLogins", "PK", "USER#u-1", "SK", "LOGIN#" + at.toString().replace("Z", "").substring(0, 23)
                    + "Z", "_type", "Login", "userId", "u-1", "at", at.toString(), "from", "web-" + minute);
        }
        assertEquals(List.of("web-2", "web-1", "web-0"), logins.loginsOf("u-1").stream().map(Login::from).toList());
        assertEquals(List.of("web-1", "web-0"), logins.loginsOf("u-1").at().between(AT, AT.plusSeconds(60)).stream()
                .map(Login::from).toList());

        logins.put(new Login("u-1", Instant.parse("2024-05-01T11:00:00.500Z"), "app"));
        assertEquals("app", raw("LegacyLogins", "USER#u-1", "LOGIN#2024-05-01T11:00:00.500Z").get("from").s());
        assertThrows(InvalidKeyValueException.class,
                () -> logins.put(new Login("u-1", AT.plusNanos(1_000), "finer than milliseconds")));
        assertEquals(4, count("LegacyLogins"));

        // A key in another form is never read as an instant it might mean.
        putTheOldWay("LegacyLogins", "PK", "USER#u-2", "SK", "LOGIN#2024-05-01T10:00:00Z", "_type", "Login",
                "userId", "u-2", "at", "2024-05-01T10:00:00Z", "from", "seconds only");
        assertThrows(KeywayException.class, () -> logins.loginsOf("u-2").stream().toList());
    }

    /** Finding 4.3: INVOICE#00042 with number = "00042": found by get(42), and rewritten in place. */
    @Test
    void aNumberKeptAsPaddedTextInKeyAndAttribute() {
        InvoiceRepository invoices = new InvoiceRepository(client);
        invoices.createTable();
        putTheOldWay("LegacyInvoices", "PK", "INVOICE#00042", "SK", "INVOICE", "_type", "Invoice", "number", "00042",
                "customer", "acme");

        assertEquals(Optional.of(new Invoice(42, "acme")), invoices.get(42));
        invoices.put(new Invoice(42, "acme-2"));
        assertEquals(1, count("LegacyInvoices"), "the same item, not a second copy");
        Map<String, AttributeValue> item = raw("LegacyInvoices", "INVOICE#00042", "INVOICE");
        assertEquals(AttributeValue.fromS("00042"), item.get("number"));
        assertEquals("acme-2", item.get("customer").s());
    }

    /** Finding 4.4: ORG#acme / USER#u-1 with no orgId or userId attribute, read, written and adopted as it is. */
    @Test
    void componentsKeptOnlyInKeys() {
        MembershipRepository members = new MembershipRepository(client);
        members.createTable();
        putTheOldWay("LegacyMembers", "PK", "ORG#acme", "SK", "USER#u-1", "_type", "Membership", "role", "admin");
        putTheOldWay("LegacyMembers", "PK", "ORG#acme", "SK", "USER#u-2", "role", "member"); // untyped as well

        assertEquals(Optional.of(new Membership("acme", "u-1", "admin")), members.get("acme", "u-1"));
        assertEquals(Optional.empty(), members.get("acme", "u-2"), "untyped: left out until adopted");

        BackfillReport report = members.backfill().adoptUntyped().run();
        assertEquals(1, report.adopted());
        assertTrue(report.complete());
        assertEquals(Optional.of(new Membership("acme", "u-2", "member")), members.get("acme", "u-2"));

        members.put(new Membership("acme", "u-1", "owner"));
        assertEquals(2, count("LegacyMembers"), "the same item, not a second copy");
        assertEquals("acme", raw("LegacyMembers", "ORG#acme", "USER#u-1").get("orgId").s(), "writes store the attribute");
    }
}
