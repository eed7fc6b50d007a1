package dev.keyway.local.differential;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Renders attribute values and items as text that is equal exactly when DynamoDB holds them equal:
 * numbers by value ({@code 1}, {@code 1.0} and {@code 1E0} are one number), sets without order, map
 * entries without order, lists in order. Also DynamoDB's orders of key values (strings by UTF-8 bytes,
 * binaries by unsigned bytes, numbers by value).
 */
final class Canonical {

    private Canonical() {
    }

    /** An item, or {@code <none>} for a missing one. */
    static String item(Map<String, AttributeValue> item) {
        if (item == null) {
            return "<none>";
        }
        StringBuilder out = new StringBuilder("{");
        new TreeMap<>(item).forEach((name, value) -> {
            if (out.length() > 1) {
                out.append(", ");
            }
            out.append(quote(name)).append(": ").append(value(value));
        });
        return out.append('}').toString();
    }

    /** Items as a multiset: each item's text, sorted. */
    static List<String> itemSet(Collection<Map<String, AttributeValue>> items) {
        List<String> texts = new ArrayList<>();
        for (Map<String, AttributeValue> item : items) {
            texts.add(item(item));
        }
        texts.sort(null);
        return texts;
    }

    /** One attribute value. */
    static String value(AttributeValue value) {
        if (value == null) {
            return "<none>";
        }
        return switch (value.type()) {
            case S -> "S" + quote(value.s());
            case N -> "N" + number(value.n());
            case B -> "B" + base64(value.b());
            case BOOL -> value.bool() ? "true" : "false";
            case NUL -> "null";
            case SS -> "SS" + sortedList(value.ss().stream().map(Canonical::quote).toList());
            case NS -> "NS" + sortedList(value.ns().stream().map(Canonical::number).toList());
            case BS -> "BS" + sortedList(value.bs().stream().map(Canonical::base64).toList());
            case L -> {
                List<String> elements = new ArrayList<>();
                value.l().forEach(element -> elements.add(value(element)));
                yield "L" + elements;
            }
            case M -> "M" + item(value.m());
            case UNKNOWN_TO_SDK_VERSION -> "?" + value;
        };
    }

    /** A number by value, as plain text without trailing zeros. */
    static String number(String text) {
        try {
            BigDecimal number = new BigDecimal(text.trim());
            return number.signum() == 0 ? "0" : number.stripTrailingZeros().toPlainString();
        } catch (NumberFormatException e) {
            return "?" + text;
        }
    }

    /** Orders two scalar values of one type (S, N or B) as DynamoDB orders keys. */
    static int compareScalars(AttributeValue a, AttributeValue b) {
        if (a.s() != null && b.s() != null) {
            return compareUnsigned(a.s().getBytes(StandardCharsets.UTF_8), b.s().getBytes(StandardCharsets.UTF_8));
        }
        if (a.n() != null && b.n() != null) {
            return new BigDecimal(a.n()).compareTo(new BigDecimal(b.n()));
        }
        if (a.b() != null && b.b() != null) {
            return compareUnsigned(a.b().asByteArrayUnsafe(), b.b().asByteArrayUnsafe());
        }
        throw new IllegalArgumentException("not two scalars of one type: " + a + ", " + b);
    }

    /** Whether two values are one value for DynamoDB. */
    static boolean same(AttributeValue a, AttributeValue b) {
        return value(a).equals(value(b));
    }

    static int compareUnsigned(byte[] a, byte[] b) {
        return java.util.Arrays.compareUnsigned(a, b);
    }

    static String quote(String text) {
        StringBuilder out = new StringBuilder("\"");
        text.codePoints().forEach(c -> {
            if (c == '"' || c == '\\') {
                out.append('\\').appendCodePoint(c);
            } else if (c < 0x20 || (c >= 0xD800 && c <= 0xDFFF)) {
                out.append(String.format("\\u%04x", c));
            } else {
                out.appendCodePoint(c);
            }
        });
        return out.append('"').toString();
    }

    private static String base64(SdkBytes bytes) {
        return Base64.getEncoder().encodeToString(bytes.asByteArrayUnsafe());
    }

    private static String sortedList(List<String> elements) {
        List<String> sorted = new ArrayList<>(elements);
        sorted.sort(null);
        return sorted.toString();
    }
}
