package dev.keyway.runtime.attribute;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A {@code between} whose bounds DynamoDB would refuse is refused before any request. */
class ComparableAttributeTest {

    private static final ComparableAttribute<BigDecimal> AMOUNT =
            new ComparableAttribute<>("Order", "amount", "amount", v -> AttributeValue.fromN(v.toPlainString()), false);
    private static final ComparableAttribute<String> NAME =
            new ComparableAttribute<>("Order", "name", "name", AttributeValue::fromS, false);

    @Test
    void numbersCompareByValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AMOUNT.between(new BigDecimal("5"), new BigDecimal("-10")));
        assertTrue(e.getMessage().contains("swap them"), e.getMessage());
        assertDoesNotThrow(() -> AMOUNT.between(new BigDecimal("-10"), new BigDecimal("5")));
        assertDoesNotThrow(() -> AMOUNT.between(new BigDecimal("5.0"), new BigDecimal("5")));
        assertThrows(IllegalArgumentException.class, () -> AMOUNT.between(new BigDecimal("1E+100"), new BigDecimal("9")));
    }

    @Test
    void stringsCompareByTheirUtf8Bytes() {
        assertThrows(IllegalArgumentException.class, () -> NAME.between("b", "a"));
        assertDoesNotThrow(() -> NAME.between("a", "a"));
        // Java's char order puts U+FFFF after the surrogate pair of U+1F600; UTF-8 (DynamoDB's) puts it before
        assertDoesNotThrow(() -> NAME.between("\uffff", "\ud83d\ude00"));
        assertThrows(IllegalArgumentException.class, () -> NAME.between("\ud83d\ude00", "\uffff"));
    }
}
