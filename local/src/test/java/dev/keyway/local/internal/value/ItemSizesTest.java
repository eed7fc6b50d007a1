package dev.keyway.local.internal.value;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ItemSizesTest {

    @Test
    @DisplayName("Developer Guide, item sizes: strings by UTF-8 length, names included")
    void strings() {
        assertEquals(0, ItemSizes.of(AttributeValue.fromS("")));
        assertEquals(3, ItemSizes.of(AttributeValue.fromS("abc")));
        assertEquals(2 + 3 + 4, ItemSizes.of(AttributeValue.fromS("\u00e9\u20ac" + new String(Character.toChars(0x1F600)))));
        assertEquals(4 + 5, ItemSizes.of(Map.of("name", AttributeValue.fromS("Alice"))));
        assertEquals(2 + 1, ItemSizes.of(Map.of("\u00e9", AttributeValue.fromS("x"))));
    }

    @Test
    @DisplayName("Developer Guide, item sizes: binary by length, null and Boolean one byte")
    void scalars() {
        assertEquals(3, ItemSizes.of(AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2, 3}))));
        assertEquals(1, ItemSizes.of(AttributeValue.fromBool(true)));
        assertEquals(1, ItemSizes.of(AttributeValue.fromNul(true)));
        assertEquals(3, ItemSizes.of(AttributeValue.fromN("-42")));
    }

    @Test
    @DisplayName("Developer Guide, item sizes: lists and maps take 3 bytes plus 1 per element plus their contents")
    void documents() {
        assertEquals(3, ItemSizes.of(AttributeValue.fromL(List.of())));
        assertEquals(3, ItemSizes.of(AttributeValue.fromM(Map.of())));
        assertEquals(3 + (1 + 1) + (1 + 2), ItemSizes.of(AttributeValue.fromL(List.of(AttributeValue.fromS("a"), AttributeValue.fromN("1")))));
        assertEquals(3 + (1 + 3 + 2), ItemSizes.of(AttributeValue.fromM(Map.of("key", AttributeValue.fromS("vv")))));
    }

    @Test
    @DisplayName("Developer Guide, item sizes: sets are the sum of their elements")
    void sets() {
        assertEquals(1 + 2, ItemSizes.of(AttributeValue.fromSs(List.of("a", "bc"))));
        assertEquals(2 + 3, ItemSizes.of(AttributeValue.fromNs(List.of("1", "123"))));
        assertEquals(3, ItemSizes.of(AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {1}),
                SdkBytes.fromByteArray(new byte[] {1, 2})))));
    }

    @Test
    @DisplayName("An item's size is the sum of its names and values")
    void item() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("pk", AttributeValue.fromS("user#1"));
        item.put("age", AttributeValue.fromN("30"));
        item.put("tags", AttributeValue.fromSs(List.of("x", "yz")));
        assertEquals((2 + 6) + (3 + 2) + (4 + 3), ItemSizes.of(item));
    }
}
