package dev.keyway.local.internal.value;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.internal.ServiceError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class AttributeValuesTest {

    private static final String INVALID = "One or more parameter values were invalid: ";

    private static String refusal(AttributeValue value) {
        ServiceError error = assertThrows(ServiceError.class, () -> AttributeValues.checkValue(value, "Item"));
        assertEquals("ValidationException", error.type());
        return error.getMessage();
    }

    private static SdkBytes bytes(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            b[i] = (byte) values[i];
        }
        return SdkBytes.fromByteArray(b);
    }

    @Test
    @DisplayName("API Reference, AttributeValue: exactly one data type (empty value refused)")
    void emptyValue() {
        assertEquals("Supplied AttributeValue is empty, must contain exactly one of the supported datatypes",
                refusal(AttributeValue.builder().build()));
    }

    @Test
    @DisplayName("API Reference, AttributeValue: exactly one data type (two types refused)")
    void twoTypes() {
        assertEquals("Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes",
                refusal(AttributeValue.builder().s("a").n("1").build()));
        assertEquals("Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes",
                refusal(AttributeValue.builder().bool(true).l(List.of()).build()));
    }

    @Test
    @DisplayName("Developer Guide, data types: sets may not be empty, empty lists and maps are allowed")
    void emptySets() {
        assertEquals(INVALID + "An string set  may not be empty", refusal(AttributeValue.fromSs(List.of())));
        assertEquals(INVALID + "An number set  may not be empty", refusal(AttributeValue.fromNs(List.of())));
        assertEquals(INVALID + "Binary sets should not be empty", refusal(AttributeValue.fromBs(List.of())));
        AttributeValues.checkValue(AttributeValue.fromL(List.of()), "Item");
        AttributeValues.checkValue(AttributeValue.fromM(Map.of()), "Item");
        AttributeValues.checkValue(AttributeValue.fromS(""), "Item");
        AttributeValues.checkValue(AttributeValue.fromSs(List.of("")), "Item");
    }

    @Test
    @DisplayName("Developer Guide, sets: each value within a set must be unique")
    void duplicates() {
        assertEquals(INVALID + "Input collection [\"a\", \"b\", \"b\"] contains duplicates.",
                refusal(AttributeValue.fromSs(List.of("b", "a", "b"))));
        assertEquals(INVALID + "Input collection [\"AA==\",\"/w==\",\"AA==\"]of type BS contains duplicates.",
                refusal(AttributeValue.fromBs(List.of(bytes(0xff), bytes(0), bytes(0)))));
        assertEquals(INVALID + "Input collection contains duplicates.", refusal(AttributeValue.fromNs(List.of("2", "1", "2"))));
        assertEquals(INVALID + "Input collection contains duplicates.", refusal(AttributeValue.fromNs(List.of("1", "1.0"))));
    }

    @Test
    @DisplayName("Numbers and number sets are stored in canonical form, nested ones too")
    void canonicalNumbers() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("n", AttributeValue.fromN("1.50"));
        item.put("ns", AttributeValue.fromNs(List.of("1E+2", "3.0")));
        item.put("m", AttributeValue.fromM(Map.of("x", AttributeValue.fromL(List.of(AttributeValue.fromN("007"))))));
        Map<String, AttributeValue> checked = AttributeValues.checkItem(item, "Item");
        assertEquals("1.5", checked.get("n").n());
        assertEquals(List.of("100", "3"), checked.get("ns").ns());
        assertEquals("7", checked.get("m").m().get("x").l().get(0).n());
        assertEquals(List.of("n", "ns", "m"), new ArrayList<>(checked.keySet()));
    }

    @Test
    @DisplayName("A bad number anywhere in a value is refused with the number's message")
    void badNestedNumber() {
        assertEquals("The parameter cannot be converted to a numeric value: abc",
                refusal(AttributeValue.fromM(Map.of("x", AttributeValue.fromL(List.of(AttributeValue.fromN("abc")))))));
        assertEquals("The parameter cannot be converted to a numeric value: x",
                refusal(AttributeValue.fromNs(List.of("1", "x"))));
    }

    @Test
    @DisplayName("API Reference, AttributeValue NULL: must be true")
    void nullFalse() {
        assertEquals(INVALID + "Null attribute value types must have the value of true", refusal(AttributeValue.fromNul(false)));
        AttributeValues.checkValue(AttributeValue.fromNul(true), "Item");
    }

    private static AttributeValue nested(int depth) {
        AttributeValue value = AttributeValue.fromS("leaf");
        for (int i = 0; i < depth; i++) {
            value = AttributeValue.fromM(Map.of("n", value));
        }
        return value;
    }

    @Test
    @DisplayName("Developer Guide, limits: documents nest up to 32 levels")
    void nestingDepth() {
        AttributeValues.checkValue(nested(31), "Item");
        assertEquals("Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond supported limit",
                refusal(nested(32)));
    }

    /** {@code containers} lists and maps nested in one another, the innermost one empty. */
    private static AttributeValue emptyInnermost(int containers) {
        AttributeValue value = AttributeValue.fromL(List.of());
        for (int i = 1; i < containers; i++) {
            value = i % 2 == 0 ? AttributeValue.fromL(List.of(value)) : AttributeValue.fromM(Map.of("n", value));
        }
        return value;
    }

    @Test
    @DisplayName("Developer Guide, data types: \"nested attributes up to 32 levels deep\" - 31 lists and maps at most, "
            + "a 32nd is refused even empty (integration test NestingLimitTest.dynamoDbRefusesTheSameDepthItself)")
    void nestingCountsContainers() {
        AttributeValues.checkValue(emptyInnermost(31), "Item");
        String tooDeep = "Nesting Levels have exceeded supported limits: Attributes in the item have nested levels beyond "
                + "supported limit";
        assertEquals(tooDeep, refusal(emptyInnermost(32)));
        // A set is a value, not a document: it may sit at level 32.
        AttributeValue setAtLevel32 = AttributeValue.fromSs(List.of("a"));
        for (int i = 0; i < 31; i++) {
            setAtLevel32 = AttributeValue.fromM(Map.of("n", setAtLevel32));
        }
        AttributeValues.checkValue(setAtLevel32, "Item");
    }

    @Test
    @DisplayName("Developer Guide, data types: the nesting limit holds for items an update built (checkDepth)")
    void checkDepthOfWholeItems() {
        AttributeValues.checkDepth(Map.of("a", emptyInnermost(31), "b", nested(31)));
        ServiceError error = assertThrows(ServiceError.class,
                () -> AttributeValues.checkDepth(Map.of("a", AttributeValue.fromM(Map.of("b", nested(31))))));
        assertEquals("ValidationException", error.type());
        assertTrue(error.getMessage().startsWith("Nesting Levels have exceeded supported limits"));
    }

    @Test
    @DisplayName("Developer Guide, naming rules: attribute names \"must be at least one character long\"")
    void emptyAttributeName() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("pk", AttributeValue.fromS("k"));
        item.put("", AttributeValue.fromS("v"));
        ServiceError error = assertThrows(ServiceError.class, () -> AttributeValues.checkItem(item, "Item"));
        assertEquals("ValidationException", error.type());
        assertEquals(INVALID + "An attribute name may not be empty", error.getMessage());
    }

    @Test
    @DisplayName("Key order: strings by UTF-8 bytes, so a supplementary character sorts after U+FFFF")
    void stringOrder() {
        AttributeValue high = AttributeValue.fromS("\uFFFF");
        AttributeValue supplementary = AttributeValue.fromS(new String(Character.toChars(0x1F600)));
        assertTrue(AttributeValues.keyOrder().compare(high, supplementary) < 0);
        assertTrue("\uFFFF".compareTo(supplementary.s()) > 0, "Java's UTF-16 order differs");
        assertTrue(AttributeValues.keyOrder().compare(AttributeValue.fromS("a"), AttributeValue.fromS("ab")) < 0);
        assertTrue(AttributeValues.keyOrder().compare(AttributeValue.fromS("B"), AttributeValue.fromS("a")) < 0);
    }

    @Test
    @DisplayName("Key order: numbers by value, binaries by unsigned bytes")
    void numberAndBinaryOrder() {
        assertTrue(AttributeValues.keyOrder().compare(AttributeValue.fromN("-10"), AttributeValue.fromN("-9")) < 0);
        assertTrue(AttributeValues.keyOrder().compare(AttributeValue.fromN("9"), AttributeValue.fromN("10")) < 0);
        assertEquals(0, AttributeValues.keyOrder().compare(AttributeValue.fromN("1"), AttributeValue.fromN("1.0")));
        assertTrue(AttributeValues.keyOrder().compare(AttributeValue.fromB(bytes(0x7f)), AttributeValue.fromB(bytes(0x80))) < 0);
        assertTrue(AttributeValues.keyOrder().compare(AttributeValue.fromB(bytes(1)), AttributeValue.fromB(bytes(1, 0))) < 0);
    }

    @Test
    @DisplayName("Equality: numbers by value, sets ignoring order, documents deeply")
    void sameValue() {
        assertTrue(AttributeValues.sameValue(AttributeValue.fromN("1"), AttributeValue.fromN("1.00")));
        assertTrue(AttributeValues.sameValue(AttributeValue.fromSs(List.of("a", "b")), AttributeValue.fromSs(List.of("b", "a"))));
        assertTrue(AttributeValues.sameValue(AttributeValue.fromNs(List.of("1", "2")), AttributeValue.fromNs(List.of("2.0", "1"))));
        assertFalse(AttributeValues.sameValue(AttributeValue.fromL(List.of(AttributeValue.fromS("a"), AttributeValue.fromS("b"))),
                AttributeValue.fromL(List.of(AttributeValue.fromS("b"), AttributeValue.fromS("a")))));
        assertTrue(AttributeValues.sameValue(AttributeValue.fromM(Map.of("a", AttributeValue.fromN("1"))),
                AttributeValue.fromM(Map.of("a", AttributeValue.fromN("1.0")))));
        assertFalse(AttributeValues.sameValue(AttributeValue.fromS("1"), AttributeValue.fromN("1")));
        assertTrue(AttributeValues.sameValue(AttributeValue.fromB(bytes(1, 2)), AttributeValue.fromB(bytes(1, 2))));
    }

    @Test
    @DisplayName("Type names as the condition functions write them")
    void typeNames() {
        assertEquals("S", AttributeValues.typeName(AttributeValue.fromS("")));
        assertEquals("N", AttributeValues.typeName(AttributeValue.fromN("1")));
        assertEquals("B", AttributeValues.typeName(AttributeValue.fromB(bytes(1))));
        assertEquals("SS", AttributeValues.typeName(AttributeValue.fromSs(List.of("a"))));
        assertEquals("NS", AttributeValues.typeName(AttributeValue.fromNs(List.of("1"))));
        assertEquals("BS", AttributeValues.typeName(AttributeValue.fromBs(List.of(bytes(1)))));
        assertEquals("M", AttributeValues.typeName(AttributeValue.fromM(Map.of())));
        assertEquals("L", AttributeValues.typeName(AttributeValue.fromL(List.of())));
        assertEquals("NULL", AttributeValues.typeName(AttributeValue.fromNul(true)));
        assertEquals("BOOL", AttributeValues.typeName(AttributeValue.fromBool(false)));
    }
}
