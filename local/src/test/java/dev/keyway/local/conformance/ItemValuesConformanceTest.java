package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Item size, numbers and sets (Developer Guide, "Supported data types and naming rules" and "Item sizes"; API
 * Reference, AttributeValue).
 */
class ItemValuesConformanceTest extends ConformanceSupport {

    /** 400 KB, "which includes both attribute name binary length (UTF-8 length) and attribute value lengths". */
    private static final int MAX_ITEM = 400 * 1024;

    @BeforeEach
    void table() {
        createHashTable("Things");
    }

    /** An item of exactly {@code size} bytes: pk "k" (2 + 1 bytes) plus "data" (4 bytes) holding the rest. */
    private static java.util.Map<String, AttributeValue> itemOfSize(int size, char filler) {
        int nameAndKey = utf8("pk") + utf8("k") + utf8("data");
        int perChar = utf8(String.valueOf(filler));
        int chars = (size - nameAndKey) / perChar;
        java.util.Map<String, AttributeValue> item = item("pk", "k", "data", repeat(filler, chars));
        if (nameAndKey + chars * perChar != size) {
            throw new IllegalArgumentException("cannot build " + size + " bytes with " + filler);
        }
        return item;
    }

    @Test
    @DisplayName("Developer Guide, quotas: \"The maximum item size in DynamoDB is 400 KB\" - one byte under accepted")
    void itemJustUnderLimit() {
        put("Things", itemOfSize(MAX_ITEM - 1, 'x'));
        assertEquals(MAX_ITEM - 1 - 7, get("Things", item("pk", "k")).get("data").s().length());
    }

    @Test
    @DisplayName("Developer Guide, quotas: an item one byte over 400 KB -> \"Item size has exceeded the maximum allowed size\"")
    void itemJustOverLimit() {
        assertValidation(() -> put("Things", itemOfSize(MAX_ITEM + 1, 'x')), "Item size has exceeded the maximum allowed size");
        assertTrue(get("Things", item("pk", "k")).isEmpty());
    }

    @Test
    @DisplayName("Developer Guide, item sizes: \"Strings are Unicode with UTF-8 binary encoding\" - sizes count UTF-8 bytes, not characters")
    void itemSizeCountsUtf8Bytes() {
        // 204,797 two-byte characters: 409,594 bytes of value, 409,601 bytes of item.
        assertValidation(() -> put("Things", itemOfSize(MAX_ITEM + 1, '\u00e9')), "Item size has exceeded the maximum allowed size");
        put("Things", itemOfSize(MAX_ITEM - 1, '\u00e9'));
    }

    @Test
    @DisplayName("Developer Guide, item sizes: attribute names count toward the item size")
    void attributeNamesCount() {
        String longName = repeat('n', 1000);
        // value fits alone (409,599 - 1,000 name bytes), but the long name pushes it 1 byte over.
        String value = repeat('v', MAX_ITEM - 3 - 1000 + 1);
        assertValidation(() -> put("Things", item("pk", "k", longName, value)), "Item size has exceeded the maximum allowed size");
    }

    @Test
    @DisplayName("API Reference, UpdateItem: an update that makes the item exceed 400 KB is refused, the item kept")
    void updateBeyondLimit() {
        put("Things", itemOfSize(MAX_ITEM - 10, 'x'));
        assertValidation(() -> ddb.updateItem(b -> b.tableName("Things").key(item("pk", "k"))
                .updateExpression("SET extra = :v").expressionAttributeValues(item(":v", repeat('y', 100)))),
                "exceeded the maximum allowed size");
        assertTrue(!get("Things", item("pk", "k")).containsKey("extra"));
    }

    @Test
    @DisplayName("Developer Guide, numbers: \"Numbers can have up to 38 digits of precision. Exceeding this results in an exception\"")
    void numberPrecision() {
        put("Things", item("pk", "k", "n", n("12345678901234567890123456789012345678")));
        // Trailing zeros are not significant digits.
        put("Things", item("pk", "k2", "n", n("1234567890123456789012345678901234567800000")));
        put("Things", item("pk", "k3", "n", n("0.12345678901234567890123456789012345678")));
        assertValidation(() -> put("Things", item("pk", "k4", "n", n("123456789012345678901234567890123456789"))),
                "Attempting to store more than 38 significant digits in a Number");
        assertValidation(() -> put("Things", item("pk", "k4", "n", n("1.23456789012345678901234567890123456789"))),
                "Attempting to store more than 38 significant digits in a Number");
    }

    @Test
    @DisplayName("Developer Guide, numbers: \"Positive range: 1E-130 to 9.9999999999999999999999999999999999999E+125\" (and negative)")
    void numberRange() {
        put("Things", item("pk", "a", "n", n("9.9999999999999999999999999999999999999E+125")));
        put("Things", item("pk", "b", "n", n("-9.9999999999999999999999999999999999999E+125")));
        put("Things", item("pk", "c", "n", n("1E-130")));
        put("Things", item("pk", "d", "n", n("-1E-130")));
        assertValidation(() -> put("Things", item("pk", "e", "n", n("1E+126"))),
                "Number overflow. Attempting to store a number with magnitude larger than supported range");
        assertValidation(() -> put("Things", item("pk", "e", "n", n("-1E+126"))), "Number overflow");
        assertValidation(() -> put("Things", item("pk", "e", "n", n("1E-131"))),
                "Number underflow. Attempting to store a number with magnitude smaller than supported range");
        assertValidation(() -> put("Things", item("pk", "e", "n", n("-1E-131"))), "Number underflow");
    }

    @Test
    @DisplayName("API Reference, UpdateItem: arithmetic that leaves the number range is refused (\"Number overflow\")")
    void arithmeticOverflow() {
        put("Things", item("pk", "k", "n", n("9.9999999999999999999999999999999999999E+125")));
        assertValidation(() -> ddb.updateItem(b -> b.tableName("Things").key(item("pk", "k")).updateExpression("SET n = n + :v")
                .expressionAttributeValues(item(":v", n("1E+125")))), "Number overflow");
    }

    @Test
    @DisplayName("Developer Guide, numbers: \"Leading and trailing zeroes are trimmed\"")
    void numbersAreTrimmed() {
        put("Things", item("pk", "k", "n", n("0001.500"), "i", n("00042"), "ns", ns("01.10", "2")));
        var read = get("Things", item("pk", "k"));
        assertEquals("1.5", read.get("n").n());
        assertEquals("42", read.get("i").n());
        assertEquals(java.util.Set.of("1.1", "2"), new java.util.HashSet<>(read.get("ns").ns()));
    }

    @Test
    @DisplayName("API Reference, AttributeValue N: a value that is not a number is refused")
    void notANumber() {
        assertValidation(() -> put("Things", item("pk", "k", "n", n("twelve"))), "numeric value");
        assertValidation(() -> put("Things", item("pk", "k", "ns", ns("1", ""))), "numeric value");
    }

    @Test
    @DisplayName("Developer Guide, sets: \"DynamoDB does not support empty sets\"")
    void emptySetsRefused() {
        assertValidation(() -> put("Things", item("pk", "k", "s", AttributeValue.fromSs(List.of()))),
                "One or more parameter values were invalid: An string set  may not be empty");
        assertValidation(() -> put("Things", item("pk", "k", "s", AttributeValue.fromNs(List.of()))),
                "One or more parameter values were invalid: An number set  may not be empty");
        assertValidation(() -> put("Things", item("pk", "k", "s", AttributeValue.fromBs(List.of()))),
                "One or more parameter values were invalid: Binary sets should not be empty");
        assertValidation(() -> put("Things", item("pk", "k", "nested", m("s", AttributeValue.fromSs(List.of())))),
                "may not be empty");
    }

    @Test
    @DisplayName("Developer Guide, sets: \"Each value within a set must be unique\" (\"Input collection ... contains duplicates\")")
    void duplicateSetElementsRefused() {
        assertValidation(() -> put("Things", item("pk", "k", "s", ss("a", "a"))),
                "One or more parameter values were invalid: Input collection", "contains duplicates");
        assertValidation(() -> put("Things", item("pk", "k", "n", ns("1", "1"))), "Input collection", "contains duplicates");
        assertValidation(() -> put("Things", item("pk", "k", "b", AttributeValue.fromBs(List.of(b(1).b(), b(1).b())))),
                "Input collection", "contains duplicates");
    }

    @Test
    @DisplayName("Developer Guide, sets: \"empty string and binary values are allowed within a set\"")
    void emptyStringInsideSet() {
        put("Things", item("pk", "k", "s", ss("", "a")));
        assertEquals(java.util.Set.of("", "a"), new java.util.HashSet<>(get("Things", item("pk", "k")).get("s").ss()));
    }

    /** A string leaf wrapped in {@code depth} one-member maps; the attribute itself is level 1. */
    private static AttributeValue nested(int depth) {
        AttributeValue value = s("leaf");
        for (int i = 0; i < depth; i++) {
            value = m("n", value);
        }
        return value;
    }

    @Test
    @DisplayName("Developer Guide, data types: \"DynamoDB supports nested attributes up to 32 levels deep\"")
    void nestingDepth() {
        put("Things", item("pk", "deep", "d", nested(31)));
        assertEquals(nested(31), get("Things", item("pk", "deep")).get("d"));
        // Quoted DynamoDB answer: "Nesting Levels have exceeded supported limits: Attributes in the item have nested
        // levels beyond supported limit".
        assertValidation(() -> put("Things", item("pk", "deeper", "d", nested(32))), "supported limit");
        assertValidation(() -> put("Things", item("pk", "deeper", "d", l(nested(31)))), "supported limit");
    }

    @Test
    @DisplayName("Developer Guide, naming rules: attribute names \"must be at least one character long\"")
    void emptyAttributeName() {
        assertValidation(() -> put("Things", item("pk", "k", "", "value")));
    }

    @Test
    @DisplayName("API Reference, AttributeValue: \"NULL ... Type: Boolean\" must be true (\"Null attribute value types must have the value of true\")")
    void nullFalseRefused() {
        assertValidation(() -> put("Things", item("pk", "k", "x", AttributeValue.fromNul(false))),
                "Null attribute value types must have the value of true");
    }

    @Test
    @DisplayName("API Reference, AttributeValue: \"Each attribute value is described as a name-value pair\" - exactly one data type")
    void attributeValueNeedsExactlyOneType() {
        assertValidation(() -> put("Things", item("pk", "k", "x", AttributeValue.builder().build())),
                "Supplied AttributeValue is empty, must contain exactly one of the supported datatypes");
        assertValidation(() -> put("Things", item("pk", "k", "x", AttributeValue.builder().s("a").n("1").build())),
                "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes");
    }
}
