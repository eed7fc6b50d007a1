package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.Key;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Generated {@code XKeys} builders produce exactly the encodings {@code KeyCodec} documents. */
class GeneratedKeysTest {

    private static final Instant PLACED = Instant.parse("2024-05-01T10:00:00Z");
    private static final String PLACED_TEXT = "2024-05-01T10:00:00.000000000Z";

    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                source("t.keys.Status", "public enum Status { PLACED, PAID, SHIPPED }"),
                source("t.keys.Order", """
                        @Entity(table = "Keys")
                        @PartitionKey("CUSTOMER#<customerId>")
                        @SortKey("ORDER#<placedAt>#<orderId>")
                        @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
                        @Gsi(index = "by-state", partitionKey = "STATE", sortKey = "STATE#<status>#<orderId>")
                        public record Order(String customerId, String orderId, Instant placedAt, Status status) {}
                        """),
                source("t.keys.Scalars", """
                        @Entity(table = "Keys", type = "Scalar")
                        @PartitionKey("N#<flag>#<by>#<sh>#<in>#<lo>")
                        @SortKey("M#<big>#<dec>#<day>#<time>#<uuid>#<boxed>")
                        public record Scalars(boolean flag, byte by, short sh, int in, long lo, BigInteger big,
                                              BigDecimal dec, LocalDate day, LocalDateTime time, UUID uuid, Integer boxed) {}
                        """),
                source("t.keys.Solo", """
                        @Entity(table = "Solo")
                        @PartitionKey("<id>")
                        public record Solo(String id) {}
                        """));
    }

    private static Object order(String method, Object... arguments) {
        return classes.call("t.keys.OrderKeys", method, arguments);
    }

    private static Object shipped() {
        return classes.constant("t.keys.Status", "SHIPPED");
    }

    private static void assertInvalid(String entity, String component, String reason, Executable call) {
        InvalidKeyValueException e = assertThrows(InvalidKeyValueException.class, call);
        assertEquals(entity, e.entityType());
        assertEquals(component, e.component());
        assertTrue(e.getMessage().contains(entity + "." + component), e.getMessage());
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    // ---- templates -------------------------------------------------------------------------

    @Test
    void primaryKeyFollowsTheTemplates() {
        assertEquals("CUSTOMER#c1", order("partitionKey", "c1"));
        assertEquals("ORDER#" + PLACED_TEXT + "#o1", order("sortKey", PLACED, "o1"));
        Map<String, AttributeValue> expected = Map.of("PK", AttributeValue.fromS("CUSTOMER#c1"),
                "SK", AttributeValue.fromS("ORDER#" + PLACED_TEXT + "#o1"));
        assertEquals(expected, ((Key<?>) order("primaryKey", "c1", PLACED, "o1")).attributes());
        assertEquals("Order", ((Key<?>) order("primaryKey", "c1", PLACED, "o1")).entityType());
        Object record = classes.record("t.keys.Order", "c1", "o1", PLACED, shipped());
        assertEquals(expected, ((Key<?>) order("primaryKey", record)).attributes());
        assertEquals(expected, classes.schema("t.keys.Order").primaryKey(record));
    }

    @Test
    void sortKeyPrefixesEndWithTheDelimiter() {
        assertEquals("ORDER#", order("sortKeyPrefix"));
        assertEquals("ORDER#" + PLACED_TEXT + "#", order("sortKeyPrefix", PLACED));
    }

    @Test
    void enumsByNameInPartitionKeysAndByOrdinalInSortKeys() {
        assertEquals("STATUS#SHIPPED", order("gsi1PartitionKey", shipped()));
        assertEquals(PLACED_TEXT, order("gsi1SortKey", PLACED));
        assertEquals("", order("gsi1SortKeyPrefix"));
        assertEquals("STATE", order("byStatePartitionKey"));
        assertEquals("STATE#002-SHIPPED#o1", order("byStateSortKey", shipped(), "o1"));
        assertEquals("STATE#", order("byStateSortKeyPrefix"));
        assertEquals("STATE#002-SHIPPED#", order("byStateSortKeyPrefix", shipped()));
    }

    @Test
    void integralNumbersAreZeroPaddedAndNegativesOffset() {
        // '0' + 3/5/10/19 digits; a negative value is '-' + (value - MIN_VALUE) in as many digits.
        assertEquals("N#true#0007#-32766#00000000005#-9223372036854775807",
                classes.call("t.keys.ScalarsKeys", "partitionKey", true, (byte) 7, (short) -2, 5, -1L));
        assertEquals("N#false#-127#032767#-0000000000#09223372036854775807",
                classes.call("t.keys.ScalarsKeys", "partitionKey", false, (byte) -1, Short.MAX_VALUE, Integer.MIN_VALUE,
                        Long.MAX_VALUE));
    }

    @Test
    void arbitraryPrecisionTimesAndUuidsFollowKeyCodec() {
        UUID uuid = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
        LocalDateTime time = LocalDateTime.of(2024, 5, 1, 10, 15, 30);
        assertEquals("M#1003123#15002199#2024-05-01#2024-05-01T10:15:30.000000000#123e4567-e89b-12d3-a456-426614174000#00000000042",
                classes.call("t.keys.ScalarsKeys", "sortKey", BigInteger.valueOf(123), new BigDecimal("19.90"),
                        LocalDate.of(2024, 5, 1), time, uuid, 42));
        // Negative numbers: nines' complement; BigDecimal compares by value, so 19.9 and 19.90 are one key.
        assertEquals("M#-9984#-4997800~#2024-05-01#2024-05-01T10:15:30.000000000#123e4567-e89b-12d3-a456-426614174000#",
                classes.call("t.keys.ScalarsKeys", "sortKeyPrefix", BigInteger.valueOf(-5), new BigDecimal("-19.9"),
                        LocalDate.of(2024, 5, 1), time, uuid));
        assertEquals(classes.call("t.keys.ScalarsKeys", "sortKeyPrefix", BigInteger.ZERO, new BigDecimal("19.9")),
                classes.call("t.keys.ScalarsKeys", "sortKeyPrefix", BigInteger.ZERO, new BigDecimal("19.90")));
        assertEquals("M#0#0#", classes.call("t.keys.ScalarsKeys", "sortKeyPrefix", BigInteger.ZERO, BigDecimal.ZERO));
    }

    // ---- escaping and invalid values -------------------------------------------------------

    @Test
    void stringsEscapeDelimiterDollarAndSpace() {
        assertEquals("CUSTOMER#a$23b", order("partitionKey", "a#b"));
        assertEquals("CUSTOMER#50$24$20off", order("partitionKey", "50$ off"));
        assertEquals("ORDER#" + PLACED_TEXT + "#o$231", order("sortKey", PLACED, "o#1"));
    }

    @Test
    void nullComponentNamesEntityAndComponent() {
        assertInvalid("Order", "customerId", "null", () -> order("partitionKey", (Object) null));
        assertInvalid("Order", "orderId", "null", () -> order("sortKey", PLACED, null));
        assertInvalid("Order", "status", "null", () -> order("gsi1PartitionKey", (Object) null));
        // The entity is named by its stored type (@Entity(type = "Scalar")).
        assertInvalid("Scalar", "boxed", "null", () -> classes.call("t.keys.ScalarsKeys", "sortKey", BigInteger.ONE,
                BigDecimal.ONE, LocalDate.EPOCH, LocalDateTime.of(2000, 1, 1, 0, 0), UUID.randomUUID(), null));
    }

    @Test
    void toItemRejectsARecordWithoutItsPrimaryKey() {
        Object record = classes.record("t.keys.Order", null, "o1", PLACED, shipped());
        assertInvalid("Order", "customerId", "null", () -> classes.schema("t.keys.Order").toItem(record));
    }

    @Test
    void toItemWritesTheBuildersKeysWithSharedComponentsEncodedOnce() throws java.io.IOException {
        // placedAt is in SK and GSI1SK and stored as the same text; orderId is in SK and by-stateSK:
        // toItem encodes each once, and must still write exactly what the key builders build.
        Object record = classes.record("t.keys.Order", "c1", "o#1", PLACED, shipped());
        Map<String, AttributeValue> item = classes.schema("t.keys.Order").toItem(record);
        assertEquals(AttributeValue.fromS((String) order("partitionKey", "c1")), item.get("PK"));
        assertEquals(AttributeValue.fromS((String) order("sortKey", PLACED, "o#1")), item.get("SK"));
        assertEquals(AttributeValue.fromS((String) order("gsi1PartitionKey", shipped())), item.get("GSI1PK"));
        assertEquals(AttributeValue.fromS((String) order("gsi1SortKey", PLACED)), item.get("GSI1SK"));
        assertEquals(AttributeValue.fromS((String) order("byStateSortKey", shipped(), "o#1")), item.get("by-stateSK"));
        assertEquals(AttributeValue.fromS(PLACED_TEXT), item.get("placedAt"));
        assertEquals(AttributeValue.fromS("o#1"), item.get("orderId")); // stored as given, unlike its key part
        String source = classes.compilation().generatedSourceFile("t.keys.OrderSchema").orElseThrow().getCharContent(true).toString();
        assertEquals(1, source.split("OrderKeys.PLACED_AT.encode", -1).length - 1, source);

        Object withoutTime = classes.record("t.keys.Order", "c1", "o1", null, shipped());
        assertInvalid("Order", "placedAt", "null", () -> classes.schema("t.keys.Order").toItem(withoutTime));
    }

    @Test
    void unencodableValuesAreRejected() {
        assertInvalid("Order", "placedAt", "0000 to 9999",
                () -> order("sortKey", Instant.parse("+10000-01-01T00:00:00Z"), "o1"));
        assertInvalid("Order", "orderId", "surrogate", () -> order("sortKey", PLACED, "\uD800"));
        // A string that is the whole key must not be empty: DynamoDB keys cannot be.
        assertInvalid("Solo", "id", "empty", () -> classes.call("t.keys.SoloKeys", "partitionKey", ""));
        assertEquals("$23", classes.call("t.keys.SoloKeys", "partitionKey", "#"));
    }

    @Test
    void entityWithoutSortKeyHasNoSortKeyBuilders() {
        assertEquals(Map.of("PK", AttributeValue.fromS("s1")),
                ((Key<?>) classes.call("t.keys.SoloKeys", "primaryKey", "s1")).attributes());
        assertTrue(java.util.Arrays.stream(classes.type("t.keys.SoloKeys").getMethods())
                .noneMatch(method -> method.getName().startsWith("sortKey")));
        assertNull(classes.schema("t.keys.Solo").toItem(classes.record("t.keys.Solo", "s1")).get("SK"));
    }
}
