package dev.keyway.processor.write;

import dev.keyway.processor.model.ValueType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;

/** A sample key component's value as text: plainly, and as the Java literal a call would pass. */
final class SheetValues {

    private SheetValues() {
    }

    /** The value as its type's {@code toString} (an enum by name), which its type's parser reads back. */
    static String raw(Object value) {
        return value instanceof SampleData.EnumValue constant ? constant.name() : value.toString();
    }

    /** The value as a Java expression: {@code "c-1"}, {@code Status.PLACED}, {@code Instant.parse("...")}. */
    static String java(Object value, ValueType type) {
        if (value instanceof String string) {
            return quoted(string);
        }
        if (value instanceof SampleData.EnumValue constant && type.keyType() instanceof ValueType.EnumType enumType) {
            return enumType.type().simpleName() + "." + constant.name();
        }
        if (value instanceof Long number) {
            return number + "L";
        }
        if (value instanceof Byte || value instanceof Short) {
            return "(" + (value instanceof Byte ? "byte" : "short") + ") " + value;
        }
        if (value instanceof Instant || value instanceof LocalDate || value instanceof LocalDateTime) {
            return value.getClass().getSimpleName() + ".parse(" + quoted(value.toString()) + ")";
        }
        if (value instanceof UUID) {
            return "UUID.fromString(" + quoted(value.toString()) + ")";
        }
        if (value instanceof BigDecimal || value instanceof BigInteger) {
            return "new " + value.getClass().getSimpleName() + "(" + quoted(value.toString()) + ")";
        }
        return value.toString(); // int, boolean
    }

    private static String quoted(String text) {
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
}
