package dev.keyway.processor.fuzz;

import dev.keyway.processor.support.GeneratedClasses;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * When {@link ProcessorFuzzOracle} counts two values, records or items as the same: by content
 * ({@code byte[]}, buffers, sets in any order, records component by component, {@code BigDecimal}s
 * by value, as the README documents DynamoDB's normalized numbers), and, for a record as stored
 * against the record given, also a null collection reading back empty and a negative zero reading
 * back as zero. Items are compared as DynamoDB means them: numbers by value, sets in any order, and
 * the shard a key sharded at random names only checked to be one of its shards.
 */
final class ProcessorFuzzSameness {

    private ProcessorFuzzSameness() {
    }

    /** Whether the values are equal by content: the check of a read against what was stored. */
    static boolean sameValue(Object a, Object b) {
        return difference(a, b, "", false) == null;
    }

    /** The first difference between two values, by content, or null when there is none. */
    static String exactDifference(Object expected, Object actual) {
        return difference(expected, actual, "", false);
    }

    /**
     * The first difference between a record as given (its {@code @Ttl} and {@code @Version} already
     * adjusted by the caller) and as stored, allowing what the README documents: a null collection
     * reads back empty, a negative zero as zero.
     */
    static String storedDifference(Object given, Object stored) {
        return difference(given, stored, "", true);
    }

    private static String difference(Object expected, Object actual, String path, boolean stored) {
        if (stored && isEmptyOrNullCollection(expected) && isEmptyOrNullCollection(actual)) {
            return null;
        }
        if (expected == null || actual == null) {
            return expected == actual ? null : at(path, expected, actual);
        }
        if (expected instanceof Object[] array && actual instanceof Object[] other) {
            return difference(Arrays.asList(array), Arrays.asList(other), path, stored);
        }
        if (expected instanceof byte[] bytes) {
            return actual instanceof byte[] other && Arrays.equals(bytes, other) ? null : at(path, expected, actual);
        }
        if (expected instanceof ByteBuffer buffer) {
            return actual instanceof ByteBuffer other && buffer.equals(other) ? null : at(path, expected, actual);
        }
        if (expected instanceof BigDecimal decimal && actual instanceof BigDecimal other) {
            return decimal.compareTo(other) == 0 ? null : at(path, expected, actual); // DynamoDB keeps no scale
        }
        if (stored && (expected instanceof Double || expected instanceof Float) && expected.getClass() == actual.getClass()
                && ((Number) expected).doubleValue() == 0 && ((Number) actual).doubleValue() == 0) {
            return null; // DynamoDB has no negative zero
        }
        if (expected instanceof Optional<?> optional && actual instanceof Optional<?> other) {
            if (stored && optional.isPresent() && optional.get() instanceof Set<?> set && set.isEmpty() && other.isEmpty()) {
                return null; // DynamoDB stores no empty set: an Optional's empty set is left out, an empty Optional
            }
            return optional.isPresent() != other.isPresent() ? at(path, expected, actual)
                    : optional.isEmpty() ? null : difference(optional.get(), other.get(), path + ".get()", stored);
        }
        if (expected instanceof List<?> list && actual instanceof List<?> other) {
            if (list.size() != other.size()) {
                return at(path, expected, actual);
            }
            for (int i = 0; i < list.size(); i++) {
                String found = difference(list.get(i), other.get(i), path + "[" + i + "]", stored);
                if (found != null) {
                    return found;
                }
            }
            return null;
        }
        if (expected instanceof Set<?> set && actual instanceof Set<?> other) {
            List<Object> unmatched = new ArrayList<>(other);
            for (Object element : set) {
                boolean found = false;
                for (int i = 0; i < unmatched.size() && !found; i++) {
                    if (difference(element, unmatched.get(i), path, stored) == null) {
                        unmatched.remove(i);
                        found = true;
                    }
                }
                if (!found) {
                    return at(path, expected, actual);
                }
            }
            return unmatched.isEmpty() ? null : at(path, expected, actual);
        }
        if (expected instanceof Map<?, ?> map && actual instanceof Map<?, ?> other) {
            if (!map.keySet().equals(other.keySet())) {
                return at(path, expected, actual);
            }
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                String found = difference(entry.getValue(), other.get(entry.getKey()), path + "[" + entry.getKey() + "]", stored);
                if (found != null) {
                    return found;
                }
            }
            return null;
        }
        if (expected instanceof Record && expected.getClass() == actual.getClass()) {
            for (RecordComponent component : expected.getClass().getRecordComponents()) {
                String found = difference(GeneratedClasses.accessor(component, expected), GeneratedClasses.accessor(component, actual),
                        path + "." + component.getName(), stored);
                if (found != null) {
                    return found;
                }
            }
            return null;
        }
        return expected.equals(actual) ? null : at(path, expected, actual);
    }

    private static boolean isEmptyOrNullCollection(Object value) {
        return value == null || value instanceof Collection<?> collection && collection.isEmpty()
                || value instanceof Map<?, ?> map && map.isEmpty();
    }

    private static String at(String path, Object expected, Object actual) {
        return (path.isEmpty() ? "the value" : path.substring(path.startsWith(".") ? 1 : 0)) + ": expected "
                + show(expected) + ", got " + show(actual);
    }

    /** A value for a report: strings quoted and escaped, so that invisible characters show. */
    static String show(Object value) {
        if (value instanceof String text) {
            return ProcessorFuzzDesign.quote(text);
        }
        if (value instanceof byte[] bytes) {
            return Arrays.toString(bytes);
        }
        if (value instanceof Double || value instanceof Float) {
            return value + (value instanceof Float ? "f" : "d");
        }
        String text = String.valueOf(value);
        return text.length() > 300 ? text.substring(0, 300) + "..." : text;
    }

    // ---- items --------------------------------------------------------------------------------

    /** A key attribute sharded at random: its shard count and the delimiter before the shard. */
    record RandomShard(int shards, char delimiter) {
    }

    /**
     * The first difference between two items as DynamoDB means them, or null; {@code randomShards}
     * are the key attributes sharded at random, by attribute.
     */
    static String itemDifference(Map<String, AttributeValue> expected, Map<String, AttributeValue> actual,
            Map<String, RandomShard> randomShards) {
        Map<String, Object> want = normalize(withoutRandomShards(expected, randomShards));
        Map<String, Object> got = normalize(withoutRandomShards(actual, randomShards));
        if (want.equals(got)) {
            return null;
        }
        Set<String> names = new HashSet<>(want.keySet());
        names.addAll(got.keySet());
        for (String name : new java.util.TreeSet<>(names)) {
            if (!java.util.Objects.equals(want.get(name), got.get(name))) {
                return "attribute " + ProcessorFuzzDesign.quote(name) + ": expected " + want.get(name) + ", got "
                        + got.get(name);
            }
        }
        return "items differ";
    }

    /** The item with the {@code #<shard>} suffix of each randomly sharded key replaced by {@code #?} if it is one of the shards. */
    static Map<String, AttributeValue> withoutRandomShards(Map<String, AttributeValue> item,
            Map<String, RandomShard> randomShards) {
        Map<String, AttributeValue> plain = new LinkedHashMap<>(item);
        randomShards.forEach((attribute, shard) -> {
            AttributeValue value = item.get(attribute);
            if (value != null && value.s() != null) {
                int at = value.s().lastIndexOf(shard.delimiter());
                String suffix = at < 0 ? "" : value.s().substring(at + 1);
                if (suffix.matches("[0-9]{1,4}") && Integer.parseInt(suffix) < shard.shards()) {
                    plain.put(attribute, AttributeValue.fromS(value.s().substring(0, at + 1) + "?"));
                }
            }
        });
        return plain;
    }

    private static Map<String, Object> normalize(Map<String, AttributeValue> item) {
        Map<String, Object> normalized = new TreeMap<>();
        item.forEach((name, value) -> normalized.put(name, normalize(value)));
        return normalized;
    }

    /** An attribute value as a comparable Java value: numbers by value, sets unordered. */
    private static Object normalize(AttributeValue value) {
        return switch (value.type()) {
            case S -> "S:" + value.s();
            case N -> number(value.n());
            case B -> bytes(value.b());
            case BOOL -> value.bool();
            case NUL -> "NULL";
            case SS -> Set.copyOf(value.ss());
            case NS -> value.ns().stream().map(ProcessorFuzzSameness::number).collect(java.util.stream.Collectors.toSet());
            case BS -> value.bs().stream().map(ProcessorFuzzSameness::bytes).collect(java.util.stream.Collectors.toSet());
            case L -> value.l().stream().map(ProcessorFuzzSameness::normalize).toList();
            case M -> {
                Map<String, Object> map = new LinkedHashMap<>(new TreeMap<>());
                new TreeMap<>(value.m()).forEach((name, nested) -> map.put(name, normalize(nested)));
                yield map;
            }
            default -> "unknown " + value;
        };
    }

    private static Object number(String text) {
        BigDecimal value = new BigDecimal(text);
        return "N:" + (value.signum() == 0 ? "0" : value.stripTrailingZeros().toString());
    }

    private static Object bytes(SdkBytes bytes) {
        return "B:" + Arrays.toString(bytes.asByteArray());
    }
}
