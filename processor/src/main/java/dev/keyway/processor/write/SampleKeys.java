package dev.keyway.processor.write;

import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyEncoding;
import dev.keyway.processor.model.KeyFormatModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * The key text of sample items, encoded exactly as the runtime encodes keys, in each component's
 * key format: a copy of the few encodings of {@code dev.keyway.runtime.key.KeyCodec} and the shard hash of
 * {@code dev.keyway.runtime.internal.key.KeyShards} that sample values need, since the processor
 * does not depend on the runtime ({@code SampleKeysTest} proves the copies equal). Sample values
 * are made by {@link SampleData}, so they are always encodable: no validation here. What a key
 * converter writes is known at run time only: a key holding a converted component has no sample.
 */
final class SampleKeys {

    private SampleKeys() {
    }

    /**
     * The key the template builds from the components' values ({@code null} when a component has
     * none: the item has no such key), with the suffix of a sharded key (its delimiter and the shard).
     *
     * @param randomShard the shard of a key sharded at random (the runtime picks one per write)
     */
    static String key(KeyModel key, Map<String, Object> values, int randomShard) {
        StringBuilder text = new StringBuilder();
        for (KeyTemplate.Part part : key.template().parts()) {
            if (part instanceof KeyTemplate.Literal literal) {
                text.append(literal.text());
            } else {
                ComponentModel component = ((KeyTemplate.Placeholder) part).component();
                Object value = present(values.get(component.name()));
                KeyEncoding encoding = KeyEncoding.of(component, key);
                if (value == null || encoding.kind() == KeyEncoding.Kind.CONVERTED) {
                    return null;
                }
                text.append(encode(value, encoding));
            }
        }
        if (key.sharding().isPresent()) {
            KeyModel.Sharding sharding = key.sharding().get();
            int shard = randomShard;
            if (sharding.by().isPresent()) {
                Object by = present(values.get(sharding.by().get().name()));
                if (by == null) {
                    return null;
                }
                shard = shard(encode(by, KeyEncoding.of(sharding.by().get(), false, key.template().delimiter())),
                        sharding.shards());
            }
            text.append(key.template().delimiter()).append(shard);
        }
        return text.toString();
    }

    /** The text before the first placeholder, which {@code begins_with} reads. */
    static String prefix(KeyModel key) {
        return key.template().literalPrefix();
    }

    /**
     * Whether the components of the key have values in the item (a sparse index leaves it out
     * otherwise) that the samples can write (not through a key converter).
     */
    static boolean hasValues(KeyModel key, Map<String, Object> values) {
        for (ComponentModel component : key.template().components()) {
            if (present(values.get(component.name())) == null
                    || component.keyFormat().kind() == KeyFormatModel.Kind.CONVERTED) {
                return false;
            }
        }
        return key.sharding().flatMap(KeyModel.Sharding::by).map(by -> present(values.get(by.name())) != null)
                .orElse(true);
    }

    private static Object present(Object value) {
        return value instanceof Optional<?> optional ? optional.orElse(null) : value;
    }

    /** One component's value in a key, in the key's encoding of it (never a converted one). */
    static String encode(Object value, KeyEncoding encoding) {
        switch (encoding.kind()) {
            case STRING:
                return encodeString(cased((String) value, encoding.casing()), encoding.delimiter());
            case RAW_STRING:
                return cased((String) value, encoding.casing());
            case PLAIN_INTEGER:
                return value.toString();
            case PADDED_INTEGER:
                return padded(value.toString(), encoding.digits());
            case INSTANT_TEXT:
                return instantText((Instant) value, encoding.digits());
            case ENUM_NAME:
                return cased(((SampleData.EnumValue) value).name(), encoding.casing());
            case ENUM_ORDINAL:
                SampleData.EnumValue constant = (SampleData.EnumValue) value;
                return padded(constant.ordinal(), 3) + "-" + cased(constant.name(), encoding.casing());
            default:
                return encode(value, false);
        }
    }

    /** As the runtime's {@code InstantTextPart}: {@code Instant.toString()}, or its seconds and that many fraction digits. */
    private static String instantText(Instant value, int fractionDigits) {
        if (fractionDigits < 0) {
            return value.toString();
        }
        String nanos = padded(value.getNano(), 9);
        return value.toString().substring(0, 19) + (fractionDigits == 0 ? "" : "." + nanos.substring(0, fractionDigits)) + "Z";
    }

    /** As {@code KeyCase.apply}. */
    private static String cased(String text, KeyFormatModel.Casing casing) {
        return switch (casing) {
            case AS_GIVEN -> text;
            case LOWER -> text.toLowerCase(Locale.ROOT);
            case UPPER -> text.toUpperCase(Locale.ROOT);
        };
    }

    /** One component's value in Keyway's encoding; enums by ordinal in a sort key, by name in a partition key. */
    static String encode(Object value, boolean sortKey) {
        if (value instanceof String string) {
            return encodeString(string);
        }
        if (value instanceof SampleData.EnumValue constant) {
            return sortKey ? padded(constant.ordinal(), 3) + "-" + constant.name() : constant.name();
        }
        if (value instanceof Boolean bool) {
            return bool.toString();
        }
        if (value instanceof Byte number) {
            return integral(number, Byte.MIN_VALUE, 3);
        }
        if (value instanceof Short number) {
            return integral(number, Short.MIN_VALUE, 5);
        }
        if (value instanceof Integer number) {
            return integral(number, Integer.MIN_VALUE, 10);
        }
        if (value instanceof Long number) {
            return integral(number, Long.MIN_VALUE, 19);
        }
        if (value instanceof BigInteger number) {
            return bigInteger(number);
        }
        if (value instanceof BigDecimal number) {
            return bigDecimal(number);
        }
        if (value instanceof Instant instant) {
            return localDateTime(LocalDateTime.ofEpochSecond(instant.getEpochSecond(), instant.getNano(), ZoneOffset.UTC)) + "Z";
        }
        if (value instanceof LocalDateTime dateTime) {
            return localDateTime(dateTime);
        }
        if (value instanceof LocalDate date) {
            return localDate(date);
        }
        if (value instanceof UUID uuid) {
            return uuid.toString();
        }
        throw new IllegalArgumentException("not a key value: " + value);
    }

    /** As {@code KeyCodec.encodeString}: every character up to {@code '$'} as {@code '$'} and two hex digits. */
    static String encodeString(String value) {
        return encodeString(value, '#');
    }

    /** As {@code KeyCodec.encodeString(value, delimiter)}: the delimiter escaped too. */
    static String encodeString(String value, char delimiter) {
        StringBuilder out = new StringBuilder(value.length());
        for (char c : value.toCharArray()) {
            if (c <= '$' || c == delimiter) {
                out.append('$').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** As {@code KeyCodec.encodeInt} and its siblings: a sign, then the value (or value - MIN) in fixed digits. */
    private static String integral(long value, long min, int digits) {
        return value < 0 ? "-" + padded(value - min, digits) : "0" + padded(value, digits);
    }

    /** As {@code KeyCodec.encodeBigInteger}. */
    private static String bigInteger(BigInteger value) {
        if (value.signum() == 0) {
            return "0";
        }
        String digits = value.abs().toString();
        return value.signum() > 0 ? "1" + padded(digits.length(), 3) + digits
                : "-" + padded(999 - digits.length(), 3) + complement(digits);
    }

    /** As {@code KeyCodec.encodeBigDecimal}: by value, {@code 0.digits x 10^exponent}. */
    private static String bigDecimal(BigDecimal value) {
        if (value.signum() == 0) {
            return "0";
        }
        BigDecimal normalized = value.stripTrailingZeros();
        String digits = normalized.unscaledValue().abs().toString();
        long exponent = (long) digits.length() - normalized.scale();
        return value.signum() > 0 ? "1" + padded(exponent + 5000, 4) + digits
                : "-" + padded(4999 - exponent, 4) + complement(digits) + "~";
    }

    private static String complement(String digits) {
        StringBuilder out = new StringBuilder(digits.length());
        for (char c : digits.toCharArray()) {
            out.append((char) ('9' - (c - '0')));
        }
        return out.toString();
    }

    /** {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnn}. */
    private static String localDateTime(LocalDateTime value) {
        return localDate(value.toLocalDate()) + "T" + padded(value.getHour(), 2) + ":" + padded(value.getMinute(), 2)
                + ":" + padded(value.getSecond(), 2) + "." + padded(value.getNano(), 9);
    }

    /** {@code yyyy-MM-dd}. */
    private static String localDate(LocalDate value) {
        return padded(value.getYear(), 4) + "-" + padded(value.getMonthValue(), 2) + "-" + padded(value.getDayOfMonth(), 2);
    }

    private static String padded(long value, int width) {
        return padded(Long.toString(value), width);
    }

    private static String padded(String digits, int width) {
        return "0".repeat(Math.max(0, width - digits.length())) + digits;
    }

    /** As {@code KeyShards.of}: FNV-1a over the encoded value's UTF-8 bytes, modulo the shard count. */
    static int shard(String encodedValue, int shards) {
        int hash = 0x811C9DC5;
        for (byte b : encodedValue.getBytes(StandardCharsets.UTF_8)) {
            hash ^= b & 0xFF;
            hash *= 0x01000193;
        }
        return Math.floorMod(hash, shards);
    }
}
