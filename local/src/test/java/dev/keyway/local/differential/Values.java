package dev.keyway.local.differential;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Random attribute values of every DynamoDB type, always valid: no empty sets, no duplicates in a set
 * (numbers compared by value), numbers of at most 28 significant digits (moto's arithmetic is 28-digit),
 * strings of whole code points (non-ASCII and supplementary characters included).
 */
final class Values {

    static final List<String> KEY_STRINGS = List.of("a", "b", "ab", "abc", "é", "😀", "Ａ", "a b", "Z", "0", "aa",
            "😀x", "ü", "\uFFFD");
    static final List<String> KEY_NUMBERS = List.of("-10", "-1.5", "0", "2", "10", "100", "0.001",
            "12345678901234567890", "-0.25", "7");
    static final List<byte[]> KEY_BINARIES = List.of(new byte[] {0}, new byte[] {1}, new byte[] {0x7f},
            new byte[] {(byte) 0x80}, new byte[] {(byte) 0xff}, new byte[] {1, 2}, new byte[] {0, (byte) 0xff},
            new byte[] {(byte) 0x80, 0}, new byte[] {(byte) 0xc0});
    static final List<String> SMALL_STRINGS = List.of("", "a", "b", "ab", "é", "😀");
    static final List<String> MAP_KEYS = List.of("a", "b", "c", "é", "x y");
    private static final String[] CHARACTERS = {"a", "b", "z", "A", " ", "é", "中", "😀", "Ａ", "\"", "\\", "\n", "#",
        ".", "𝄞"};

    private final Random random;

    Values(Random random) {
        this.random = random;
    }

    /** A small domain of key values of a type, so that items collide. */
    List<AttributeValue> keyDomain(ScalarAttributeType type, int size) {
        List<AttributeValue> pool = new ArrayList<>();
        switch (type) {
            case S -> KEY_STRINGS.forEach(s -> pool.add(AttributeValue.fromS(s)));
            case N -> KEY_NUMBERS.forEach(n -> pool.add(AttributeValue.fromN(n)));
            default -> KEY_BINARIES.forEach(b -> pool.add(AttributeValue.fromB(SdkBytes.fromByteArray(b))));
        }
        java.util.Collections.shuffle(pool, random);
        return List.copyOf(pool.subList(0, Math.min(size, pool.size())));
    }

    /** A value for a slot: usually of the slot's kind, sometimes of any kind. */
    AttributeValue forSlot(DataSlot slot) {
        if (random.nextInt(100) < 6) {
            // another type now and then; never another number in the counter, whose arithmetic moto does
            // only on plain decimals (it fails on exponents)
            AttributeValue other = any(2);
            return slot.kind() == DataSlot.Kind.COUNTER && other.n() != null ? AttributeValue.fromS(string()) : other;
        }
        return ofKind(slot.kind(), 2);
    }

    AttributeValue ofKind(DataSlot.Kind kind, int depth) {
        return switch (kind) {
            case COUNTER -> counter();
            case SMALL_STRING -> AttributeValue.fromS(pick(SMALL_STRINGS));
            case STRING -> AttributeValue.fromS(string());
            case NUMBER -> AttributeValue.fromN(number());
            case BINARY -> AttributeValue.fromB(binary(0));
            case BOOLEAN -> AttributeValue.fromBool(random.nextBoolean());
            case NULL -> AttributeValue.fromNul(true);
            case LIST -> list(depth);
            case MAP -> map(depth);
            case STRING_SET -> stringSet();
            case NUMBER_SET -> numberSet();
            case BINARY_SET -> binarySet();
            case ANY -> any(depth);
        };
    }

    AttributeValue any(int depth) {
        DataSlot.Kind[] kinds = DataSlot.Kind.values();
        DataSlot.Kind kind;
        do {
            kind = kinds[random.nextInt(kinds.length)];
        } while (kind == DataSlot.Kind.ANY || (depth <= 0 && (kind == DataSlot.Kind.LIST || kind == DataSlot.Kind.MAP)));
        return ofKind(kind, depth);
    }

    /** A number arithmetic can take exactly, in moto too: integers and halves, sometimes written with ".0". */
    AttributeValue counter() {
        int roll = random.nextInt(10);
        int whole = random.nextInt(16) - 3;
        if (roll < 7) {
            return AttributeValue.fromN(Integer.toString(whole));
        }
        return AttributeValue.fromN(whole + (roll < 8 ? ".0" : ".5"));
    }

    /** A small integer for SET arithmetic and ADD. */
    AttributeValue delta() {
        return AttributeValue.fromN(Integer.toString(random.nextInt(9) - 3));
    }

    /** Any number, in many written forms (exponents, trailing zeros, negative zero). */
    String number() {
        return switch (random.nextInt(9)) {
            case 0, 1 -> Integer.toString(random.nextInt(200) - 100);
            case 2 -> BigDecimal.valueOf(random.nextInt(2_000_000) - 1_000_000, 1 + random.nextInt(6)).toPlainString();
            case 3 -> Long.toString(random.nextLong() % 100_000_000_000_000_000L);
            case 4 -> pick(List.of("1E+5", "2.5e-3", "-3E2", "1e0", "12E1"));
            case 5 -> pick(List.of("1.50", "-0", "0.0", "100.000", "-2.10"));
            case 6 -> pick(KEY_NUMBERS);
            default -> Integer.toString(random.nextInt(10));
        };
    }

    String string() {
        int length = random.nextInt(9);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < length; i++) {
            out.append(CHARACTERS[random.nextInt(CHARACTERS.length)]);
        }
        return out.toString();
    }

    SdkBytes binary(int minLength) {
        int length = minLength + random.nextInt(5 - minLength);
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            int roll = random.nextInt(6);
            bytes[i] = (byte) (roll == 0 ? 0 : roll == 1 ? 0x7f : roll == 2 ? 0x80 : roll == 3 ? 0xff : random.nextInt(256));
        }
        return SdkBytes.fromByteArray(bytes);
    }

    AttributeValue list(int depth) {
        int size = random.nextInt(4);
        List<AttributeValue> elements = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            elements.add(depth > 0 ? any(depth - 1) : scalar());
        }
        return AttributeValue.fromL(elements);
    }

    AttributeValue map(int depth) {
        Map<String, AttributeValue> entries = new LinkedHashMap<>();
        int size = random.nextInt(4);
        for (int i = 0; i < size; i++) {
            entries.put(pick(MAP_KEYS), depth > 0 ? any(depth - 1) : scalar());
        }
        if (depth > 0 && random.nextInt(3) == 0) {
            entries.put("c", AttributeValue.fromM(Map.of("d", scalar())));
        }
        return AttributeValue.fromM(entries);
    }

    /** A string, number, binary, boolean or null. */
    AttributeValue scalar() {
        return switch (random.nextInt(5)) {
            case 0 -> AttributeValue.fromS(string());
            case 1 -> AttributeValue.fromN(number());
            case 2 -> AttributeValue.fromB(binary(0));
            case 3 -> AttributeValue.fromBool(random.nextBoolean());
            default -> AttributeValue.fromNul(true);
        };
    }

    /** A value of a key type, from the whole key pool rather than a design's domain. */
    AttributeValue ofScalarType(ScalarAttributeType type) {
        return switch (type) {
            case S -> AttributeValue.fromS(random.nextBoolean() ? pick(KEY_STRINGS) : string());
            case N -> AttributeValue.fromN(random.nextBoolean() ? pick(KEY_NUMBERS) : number());
            default -> AttributeValue.fromB(random.nextBoolean() ? SdkBytes.fromByteArray(pick(KEY_BINARIES)) : binary(0));
        };
    }

    AttributeValue stringSet() {
        List<String> elements = new ArrayList<>();
        int size = 1 + random.nextInt(3);
        while (elements.size() < size) {
            String element = random.nextBoolean() ? pick(SMALL_STRINGS) : string();
            if (!element.isEmpty() && !elements.contains(element)) {
                elements.add(element);
            }
        }
        return AttributeValue.fromSs(elements);
    }

    AttributeValue numberSet() {
        List<String> elements = new ArrayList<>();
        List<String> canonical = new ArrayList<>();
        int size = 1 + random.nextInt(3);
        while (elements.size() < size) {
            // canonical elements: moto compares set elements as written (see KnownMotoDeviation)
            String element = Canonical.number(random.nextInt(3) == 0 ? number() : Integer.toString(random.nextInt(8)));
            if (!canonical.contains(Canonical.number(element))) {
                elements.add(element);
                canonical.add(Canonical.number(element));
            }
        }
        return AttributeValue.fromNs(elements);
    }

    AttributeValue binarySet() {
        List<SdkBytes> elements = new ArrayList<>();
        int size = 1 + random.nextInt(3);
        while (elements.size() < size) {
            SdkBytes element = random.nextBoolean() ? SdkBytes.fromByteArray(pick(KEY_BINARIES)) : binary(1);
            if (!elements.contains(element)) {
                elements.add(element);
            }
        }
        return AttributeValue.fromBs(elements);
    }

    <T> T pick(List<T> options) {
        return options.get(random.nextInt(options.size()));
    }
}
