package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.call;
import static dev.keyway.processor.support.GeneratedClasses.condition;
import static dev.keyway.processor.support.GeneratedClasses.conditions;
import static dev.keyway.processor.support.GeneratedClasses.noCallsClient;
import static dev.keyway.processor.support.GeneratedClasses.querySpec;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.internal.query.SortKeyCondition;
import dev.keyway.runtime.internal.query.SortKeyCondition.Operator;
import java.lang.reflect.Method;
import java.time.Instant;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue #24, section 4: the generated code for legacy keys: hierarchical sort keys read with a
 * type filter, instants as ISO-8601 text of a declared precision (ordered) or of
 * {@code Instant.toString()}'s variable precision (equality only), and a number kept as
 * zero-padded text in both its key and its attribute.
 */
class GeneratedAdoptionTest {

    private static final Instant AT = Instant.parse("2024-05-01T10:00:00.123Z");
    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                source("t.adopt.Order", """
                        @Entity(table = "Orders")
                        @PartitionKey("CUSTOMER#<customerId>")
                        @SortKey("ORDER#<orderId>")
                        @AccessPattern(name = "ordersOf", filterOnType = true)
                        public record Order(String customerId, @KeyFormat(digits = 5) int orderId, String status) {}
                        """),
                source("t.adopt.OrderLine", """
                        @Entity(table = "Orders")
                        @PartitionKey("CUSTOMER#<customerId>")
                        @SortKey("ORDER#<orderId>#ITEM#<sku>")
                        @AccessPattern(name = "linesOf", filterOnType = true)
                        public record OrderLine(String customerId, @KeyFormat(digits = 5) int orderId,
                                                @KeyFormat(raw = true) String sku, int quantity) {}
                        """),
                source("t.adopt.Login", """
                        @Entity(table = "Logins")
                        @PartitionKey("USER#<userId>")
                        @SortKey("LOGIN#<at>")
                        @AccessPattern(name = "loginsOf", descending = true)
                        public record Login(String userId, @KeyFormat(precision = KeyFormat.Precision.MILLIS) Instant at,
                                            String from) {}
                        """),
                source("t.adopt.Visit", """
                        @Entity(table = "Visits")
                        @PartitionKey("PAGE#<page>")
                        @SortKey("VISIT#<at>")
                        @Gsi(index = "ByDay", partitionKey = "DAY#<day>", sortKey = "<page>")
                        @AccessPattern(name = "visitsOf")
                        public record Visit(String page, @KeyFormat(precision = KeyFormat.Precision.VARIABLE) Instant at,
                                            @KeyFormat(precision = KeyFormat.Precision.SECONDS) Instant day) {}
                        """),
                source("t.adopt.Membership", """
                        @Entity(table = "Members", componentsFromKeys = true)
                        @PartitionKey("ORG#<orgId>")
                        @SortKey("USER#<userId>#<since>")
                        public record Membership(@KeyFormat(raw = true) String orgId, @KeyFormat(digits = 6) int userId,
                                                 LocalDate since, String role) {}
                        """),
                source("t.adopt.PaddedText", """
                        public final class PaddedText implements dev.keyway.runtime.schema.AttributeConverter<Integer> {
                            public software.amazon.awssdk.services.dynamodb.model.AttributeValue toAttribute(Integer v) {
                                return software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(String.format("%05d", v));
                            }
                            public Integer fromAttribute(software.amazon.awssdk.services.dynamodb.model.AttributeValue v) {
                                return Integer.valueOf(v.s());
                            }
                        }
                        """),
                source("t.adopt.Invoice", """
                        @Entity(table = "Invoices")
                        @PartitionKey("INVOICE#<number>")
                        @SortKey("INVOICE")
                        @Gsi(index = "ByCustomer", partitionKey = "CUSTOMER#<customer>", sortKey = "<number>")
                        @AccessPattern(name = "ofCustomer", index = "ByCustomer", descending = true)
                        public record Invoice(@Convert(PaddedText.class) @KeyFormat(digits = 5) Integer number,
                                              String customer) {}
                        """));
    }

    private static Set<String> methods(String nested) {
        return Arrays.stream(classes.type(nested).getDeclaredMethods())
                .filter(method -> java.lang.reflect.Modifier.isPublic(method.getModifiers()))
                .map(Method::getName).collect(Collectors.toCollection(TreeSet::new));
    }

    // ---- finding 4.1 -----------------------------------------------------------------------

    @Test
    void hierarchicalLevelsAreQueriedWithATypeFilter() {
        Object orders = classes.construct("t.adopt.OrderRepository", noCallsClient());
        Object query = call(orders, "ordersOf", "c-1");
        assertTrue(querySpec(query).typeFilter(), "the order level filters on _type");
        assertEquals(new SortKeyCondition(Operator.BEGINS_WITH, "ORDER#", null), querySpec(query).sortKey());
        Object lines = classes.construct("t.adopt.OrderLineRepository", noCallsClient());
        Object ofOrder = condition(call(lines, "linesOf", "c-1"), "orderId", "eq", 1);
        assertTrue(querySpec(ofOrder).typeFilter());
        assertEquals(new SortKeyCondition(Operator.BEGINS_WITH, "ORDER#00001#ITEM#", null), querySpec(ofOrder).sortKey());
        assertEquals("ORDER#00001#ITEM#sku-9", classes.call("t.adopt.OrderLineKeys", "sortKey", 1, "sku-9"));
    }

    // ---- finding 4.2 -----------------------------------------------------------------------

    @Test
    void instantsOfADeclaredPrecisionAreTheTextOtherCodeWrote() {
        assertEquals("LOGIN#2024-05-01T10:00:00.123Z", classes.call("t.adopt.LoginKeys", "sortKey", AT));
        assertEquals("LOGIN#2024-05-01T10:00:00.000Z",
                classes.call("t.adopt.LoginKeys", "sortKey", Instant.parse("2024-05-01T10:00:00Z")));
        ItemSchema<Object> schema = classes.schema("t.adopt.Login");
        Object login = classes.record("t.adopt.Login", "u-1", AT, "web");
        Map<String, AttributeValue> item = schema.toItem(login);
        assertEquals("LOGIN#2024-05-01T10:00:00.123Z", item.get("SK").s());
        assertEquals(login, schema.fromItem(item));
        KeyTemplate sortKey = schema.keyTemplates().get(1);
        assertEquals(Map.of("at", AT), sortKey.parse("LOGIN#2024-05-01T10:00:00.123Z"));
    }

    @Test
    void aFinerInstantThanThePrecisionIsRefusedNotRounded() {
        Object finer = classes.record("t.adopt.Login", "u-1", AT.plusNanos(400_000), "web");
        InvalidKeyValueException refused = assertThrows(InvalidKeyValueException.class,
                () -> classes.schema("t.adopt.Login").toItem(finer));
        assertEquals("at", refused.component());
        assertTrue(refused.getMessage().contains("finer fraction"), refused.getMessage());
        assertThrows(InvalidKeyValueException.class, () -> classes.schema("t.adopt.Login").toItem(
                classes.record("t.adopt.Login", "u-1", Instant.parse("+10000-01-01T00:00:00Z"), "web")));
    }

    @Test
    void keysInAnotherFormAreNeverReadAsAnInstant() {
        KeyTemplate sortKey = classes.schema("t.adopt.Login").keyTemplates().get(1);
        for (String other : new String[] {"LOGIN#2024-05-01T10:00:00.12Z", "LOGIN#2024-05-01T10:00:00.1230Z",
                "LOGIN#2024-05-01T10:00:00Z", "LOGIN#2024-05-01T12:00:00.123+02:00", "LOGIN#2024-05-01T10:00:00.123z",
                "LOGIN#2024-05-01 10:00:00.123Z", "LOGIN#2024-13-01T10:00:00.123Z"}) {
            assertFalse(sortKey.matches(other), other);
        }
        assertThrows(RuntimeException.class, () -> sortKey.parse("LOGIN#2024-05-01T10:00:00.12Z"));
    }

    @Test
    void orderedInstantsOfferRangesTheVariableOnesEqualityOnly() {
        assertEquals(Set.of("eq", "between", "gt", "ge", "lt", "le"),
                conditions(classes.type("t.adopt.LoginRepository$LoginsOfQuery"), "at"));
        assertEquals(Set.of("eq"), conditions(classes.type("t.adopt.VisitRepository$VisitsOfQuery"), "at"));
        Object logins = classes.construct("t.adopt.LoginRepository", noCallsClient());
        Object between = condition(call(logins, "loginsOf", "u-1"), "at", "between", AT, AT.plusSeconds(60));
        assertEquals(new SortKeyCondition(Operator.BETWEEN, "LOGIN#2024-05-01T10:00:00.123Z",
                "LOGIN#2024-05-01T10:01:00.123Z"), querySpec(between).sortKey());
        assertTrue(querySpec(between).pattern().descendingOrder());
    }

    @Test
    void variablePrecisionIsInstantToStringAndReadsBackOnlyThatText() {
        Instant whole = Instant.parse("2024-05-01T10:00:00Z");
        Object visit = classes.record("t.adopt.Visit", "home", AT, whole);
        Map<String, AttributeValue> item = classes.schema("t.adopt.Visit").toItem(visit);
        assertEquals("VISIT#2024-05-01T10:00:00.123Z", item.get("SK").s());
        assertEquals("VISIT#2024-05-01T10:00:00Z", classes.call("t.adopt.VisitKeys", "sortKey", whole));
        assertEquals("DAY#2024-05-01T10:00:00Z", item.get("ByDayPK").s(), "seconds: no fraction");
        KeyTemplate sortKey = classes.schema("t.adopt.Visit").keyTemplates().get(1);
        assertFalse(sortKey.matches("VISIT#2024-05-01T10:00:00.5Z"), "Instant.toString() writes .500");
        assertTrue(sortKey.matches("VISIT#2024-05-01T10:00:00.500Z"));
        assertFalse(sortKey.matches("VISIT#2024-05-01T10:00:00.000Z"), "Instant.toString() writes no fraction");
    }

    // ---- finding 4.3 -----------------------------------------------------------------------

    @Test
    void aNumberKeptAsPaddedTextInKeyAndAttribute() {
        ItemSchema<Object> schema = classes.schema("t.adopt.Invoice");
        Object invoice = classes.record("t.adopt.Invoice", 42, "acme");
        Map<String, AttributeValue> item = schema.toItem(invoice);
        assertEquals("INVOICE#00042", item.get("PK").s());
        assertEquals("00042", item.get("ByCustomerSK").s());
        assertEquals(AttributeValue.fromS("00042"), item.get("number"), "the converter writes the attribute");
        assertEquals(invoice, schema.fromItem(item));
        assertEquals(Map.of("number", 42), schema.keyTemplates().get(0).parse("INVOICE#00042"));
        assertFalse(schema.keyTemplates().get(0).matches("INVOICE#42"));
        assertEquals(Set.of("eq", "between", "gt", "ge", "lt", "le"),
                conditions(classes.type("t.adopt.InvoiceRepository$OfCustomerQuery"), "number"));
        assertThrows(InvalidKeyValueException.class,
                () -> schema.toItem(classes.record("t.adopt.Invoice", 123_456, "acme")));
    }

    // ---- finding 4.4 -----------------------------------------------------------------------

    @Test
    void componentsKeptOnlyInTheKeyAreReadFromIt() {
        ItemSchema<Object> schema = classes.schema("t.adopt.Membership");
        Map<String, AttributeValue> legacy = Map.of("PK", AttributeValue.fromS("ORG#acme"),
                "SK", AttributeValue.fromS("USER#000042#2024-05-01"), "_type", AttributeValue.fromS("Membership"),
                "role", AttributeValue.fromS("admin"));
        Object membership = schema.fromItem(legacy);
        assertEquals(classes.record("t.adopt.Membership", "acme", 42, java.time.LocalDate.of(2024, 5, 1), "admin"),
                membership);
        Map<String, AttributeValue> written = schema.toItem(membership);
        assertEquals("acme", written.get("orgId").s(), "writes store the component as an attribute too");
        assertEquals(legacy.get("SK"), written.get("SK"));
    }

    @Test
    void anAttributeWinsOverTheKeyAndAKeyInAnotherFormIsAnErrorNotAGuess() {
        ItemSchema<Object> schema = classes.schema("t.adopt.Membership");
        Map<String, AttributeValue> both = new java.util.HashMap<>(Map.of("PK", AttributeValue.fromS("ORG#acme"),
                "SK", AttributeValue.fromS("USER#000042#2024-05-01"), "_type", AttributeValue.fromS("Membership"),
                "orgId", AttributeValue.fromS("acme"), "userId", AttributeValue.fromN("42"),
                "since", AttributeValue.fromS("2024-05-01")));
        assertEquals(42, call(schema.fromItem(both), "userId"));
        Map<String, AttributeValue> padded = Map.of("PK", AttributeValue.fromS("ORG#acme"),
                "SK", AttributeValue.fromS("USER#42#2024-05-01"), "_type", AttributeValue.fromS("Membership"));
        // a typed error (the stored key is not the one its components give), never userId = 42 guessed from "42"
        assertThrows(dev.keyway.runtime.exception.KeywayException.class, () -> schema.fromItem(padded));
    }
}
