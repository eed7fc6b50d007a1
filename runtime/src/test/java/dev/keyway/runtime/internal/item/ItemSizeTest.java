package dev.keyway.runtime.internal.item;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.Widget;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.WidgetSchema;
import dev.keyway.runtime.internal.batch.FaultInjectingClient;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** ItemSize: DynamoDB's documented size rules per type, and the check at the 400 KB limit. */
class ItemSizeTest {

    @Test
    void theLimitIs400KilobytesOf1024Bytes() {
        assertEquals(409_600, ItemSize.LIMIT);
    }

    @Test
    void stringsCountTheirUtf8BytesAndNamesCountToo() {
        assertEquals(1 + 3, ItemSize.of(Map.of("a", AttributeValue.fromS("abc"))));
        assertEquals(2, ItemSize.of(AttributeValue.fromS("é")));
        assertEquals(3, ItemSize.of(AttributeValue.fromS("€")));
        assertEquals(4, ItemSize.of(AttributeValue.fromS("😀")), "a surrogate pair is one 4-byte character");
        assertEquals(0, ItemSize.of(AttributeValue.fromS("")));
        assertEquals(2 + 1, ItemSize.of(Map.of("é", AttributeValue.fromS("a"))), "names are UTF-8 too");
    }

    @Test
    void utf8LengthAgreesWithTheJdkEncoder() {
        Random random = new Random(7);
        for (int i = 0; i < 200; i++) {
            StringBuilder text = new StringBuilder();
            for (int j = 0; j < 20; j++) {
                int codePoint = switch (random.nextInt(4)) {
                    case 0 -> random.nextInt(0x80);
                    case 1 -> 0x80 + random.nextInt(0x800 - 0x80);
                    case 2 -> 0xE000 + random.nextInt(0x1000);
                    default -> 0x10000 + random.nextInt(0x10000);
                };
                text.appendCodePoint(codePoint);
            }
            String s = text.toString();
            assertEquals(s.getBytes(java.nio.charset.StandardCharsets.UTF_8).length, ItemSize.utf8Length(s), s);
        }
    }

    @Test
    void numbersCountBase100DigitPairsPlusOne() {
        assertEquals(1, ItemSize.numberSize("0"));
        assertEquals(1, ItemSize.numberSize("-0.000"));
        assertEquals(2, ItemSize.numberSize("1"));
        assertEquals(2, ItemSize.numberSize("10"));
        assertEquals(2, ItemSize.numberSize("100"), "trailing zeros are trimmed");
        assertEquals(2, ItemSize.numberSize("99"));
        assertEquals(3, ItemSize.numberSize("123"));
        assertEquals(3, ItemSize.numberSize("1.5"), "pairs are aligned on the decimal point: 01.50");
        assertEquals(2, ItemSize.numberSize("0.05"));
        assertEquals(3, ItemSize.numberSize("-1"), "a negative number takes one byte more");
        assertEquals(2, ItemSize.numberSize("1E-130"));
        assertEquals(2, ItemSize.numberSize("1E+125"));
        assertEquals(3, ItemSize.numberSize("19.9"));
        assertEquals(21, ItemSize.numberSize("-1234567890123456789012345678901234567.8"), "at most 21 bytes");
    }

    @Test
    void numberSizesAreNeverBelowDynamoDbsDocumentedApproximation() {
        Random random = new Random(11);
        for (int i = 0; i < 2_000; i++) {
            BigDecimal number = new BigDecimal(new java.math.BigInteger(random.nextInt(120) + 1, random),
                    random.nextInt(80) - 40);
            if (number.signum() == 0) {
                continue;
            }
            if (random.nextBoolean()) {
                number = number.negate();
            }
            int significant = number.stripTrailingZeros().precision();
            int documented = (significant + 1) / 2 + 1;
            int size = ItemSize.numberSize(number.toString());
            assertTrue(size >= Math.min(documented, 21), number + ": " + size + " < " + documented);
            assertTrue(size <= documented + 2, number + ": " + size + " far above " + documented);
        }
    }

    @Test
    void binaryBooleanAndNull() {
        assertEquals(5, ItemSize.of(AttributeValue.fromB(SdkBytes.fromByteArray(new byte[5]))));
        assertEquals(1, ItemSize.of(AttributeValue.fromBool(true)));
        assertEquals(1, ItemSize.of(AttributeValue.fromNul(true)));
    }

    @Test
    void listsAndMapsCost3BytesPlus1PerElement() {
        assertEquals(3, ItemSize.of(AttributeValue.fromL(List.of())));
        assertEquals(3, ItemSize.of(AttributeValue.fromM(Map.of())));
        assertEquals(3 + (1 + 2) + (1 + 1), ItemSize.of(AttributeValue.fromL(
                List.of(AttributeValue.fromS("ab"), AttributeValue.fromBool(false)))));
        assertEquals(3 + (1 + 3 + 2), ItemSize.of(AttributeValue.fromM(Map.of("sku", AttributeValue.fromS("x1")))),
                "a map counts its keys");
        AttributeValue nested = AttributeValue.fromL(List.of(AttributeValue.fromM(Map.of("q", AttributeValue.fromN("12")))));
        assertEquals(3 + 1 + (3 + 1 + 1 + 2), ItemSize.of(nested));
    }

    @Test
    void setsCountTheirElements() {
        assertEquals(1 + 3, ItemSize.of(AttributeValue.fromSs(List.of("a", "bcd"))));
        assertEquals(2 + 3, ItemSize.of(AttributeValue.fromNs(List.of("7", "-5"))));
        assertEquals(2 + 4, ItemSize.of(AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[2]),
                SdkBytes.fromByteArray(new byte[4])))));
    }

    @Test
    void aWholeItemSumsNamesAndValues() {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("PK", AttributeValue.fromS("WIDGET#1"));   // 2 + 8
        item.put("count", AttributeValue.fromN("42"));       // 5 + 2
        item.put("tags", AttributeValue.fromSs(List.of("x"))); // 4 + 1
        assertEquals(10 + 7 + 5, ItemSize.of(item));
    }

    @Test
    void anItemExactlyAtTheLimitPassesAndOneByteMoreFailsNamingEntityAndKey() {
        Widget atLimit = FaultInjectingClient.widgetOfSize(ItemSize.LIMIT);
        Map<String, AttributeValue> item = WidgetSchema.INSTANCE.toItem(atLimit);
        assertEquals(ItemSize.LIMIT, ItemSize.of(item));
        assertDoesNotThrow(() -> ItemSize.check(WidgetSchema.INSTANCE, item));

        Widget over = new Widget(atLimit.id(), atLimit.payload() + "x");
        Map<String, AttributeValue> overItem = WidgetSchema.INSTANCE.toItem(over);
        ItemTooLargeException error = assertThrows(ItemTooLargeException.class,
                () -> ItemSize.check(WidgetSchema.INSTANCE, overItem));
        assertEquals("Widget", error.entityType());
        assertEquals("PK=WIDGET#big, SK=W", error.key());
        assertEquals(ItemSize.LIMIT + 1, error.size());
        assertEquals(ItemSize.LIMIT, error.limit());
        assertTrue(error.getMessage().contains("Widget PK=WIDGET#big, SK=W is 409601 bytes"), error.getMessage());
    }

    @Test
    void multiByteCharactersCountByTheirEncodedSize() {
        Widget atLimit = FaultInjectingClient.widgetOfSize(ItemSize.LIMIT - 1);
        // one more character of 2 UTF-8 bytes crosses the limit though one ASCII character would not
        assertDoesNotThrow(() -> ItemSize.check(WidgetSchema.INSTANCE,
                WidgetSchema.INSTANCE.toItem(new Widget("big", atLimit.payload() + "x"))));
        assertThrows(ItemTooLargeException.class, () -> ItemSize.check(WidgetSchema.INSTANCE,
                WidgetSchema.INSTANCE.toItem(new Widget("big", atLimit.payload() + "é"))));
    }
}
