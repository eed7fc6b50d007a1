package dev.keyway.runtime.internal.item;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads DynamoDB's lists ({@code L}), maps ({@code M}) and sets ({@code SS}, {@code NS}, {@code BS}) into
 * Java lists, maps and sets: the conversions behind {@link AttributeValues}' {@code asList},
 * {@code asScalarSet}, {@code asRecordMap}... A {@code NULL} element is read as {@code null}; an empty
 * list where a set is expected is an empty set, as {@link CollectionWrites} stores one inside a list or map.
 */
final class CollectionReads {

    private CollectionReads() {
    }

    /** A list; {@code NULL} elements become {@code null}. */
    static <E> List<E> asList(AttributeValue value, Function<AttributeValue, E> element) {
        List<AttributeValue> items = list(value);
        List<E> out = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            out.add(elementAs(items.get(i), element, i));
        }
        return out;
    }

    /** A map with string keys; {@code NULL} values become {@code null}. */
    static <E> Map<String, E> asMap(AttributeValue value, Function<AttributeValue, E> element) {
        Map<String, AttributeValue> items = map(value);
        Map<String, E> out = new LinkedHashMap<>(AttributeValues.capacity(items.size()));
        for (Map.Entry<String, AttributeValue> entry : items.entrySet()) {
            out.put(entry.getKey(), elementAs(entry.getValue(), element, entry.getKey()));
        }
        return out;
    }

    static Set<String> asStringSet(AttributeValue value) {
        if (isEmptySet(value)) {
            return new LinkedHashSet<>();
        }
        if (!isStringSet(value)) {
            throw AttributeValueException.mismatch("a string set (SS)", value);
        }
        return new LinkedHashSet<>(value.ss());
    }

    /** A number set, each element read by {@code element} from an {@code N} value. */
    static <E> Set<E> asNumberSet(AttributeValue value, Function<AttributeValue, E> element) {
        if (isEmptySet(value)) {
            return new LinkedHashSet<>();
        }
        if (!isNumberSet(value)) {
            throw AttributeValueException.mismatch("a number set (NS)", value);
        }
        Set<E> out = new LinkedHashSet<>(AttributeValues.capacity(value.ns().size()));
        for (String n : value.ns()) {
            out.add(elementAs(AttributeValue.fromN(n), element, n));
        }
        return out;
    }

    /** A binary set, each element read by {@code element} from a {@code B} value. */
    static <E> Set<E> asBinarySet(AttributeValue value, Function<AttributeValue, E> element) {
        if (isEmptySet(value)) {
            return new LinkedHashSet<>();
        }
        if (!isBinarySet(value)) {
            throw AttributeValueException.mismatch("a binary set (BS)", value);
        }
        Set<E> out = new LinkedHashSet<>(AttributeValues.capacity(value.bs().size()));
        int index = 0;
        for (SdkBytes b : value.bs()) {
            out.add(elementAs(AttributeValue.fromB(b), element, index++));
        }
        return out;
    }

    static <E> List<E> asScalarList(AttributeValue value, Scalar element) {
        List<AttributeValue> items = list(value);
        int size = items.size();
        List<E> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            AttributeValue item = items.get(i);
            String text = element == Scalar.STRING && item != null ? item.s() : null; // the common case, no switch
            out.add(text != null ? (E) text : (E) elementAs(item, element, i));
        }
        return out;
    }

    static <E> Map<String, E> asScalarMap(AttributeValue value, Scalar element) {
        Map<String, AttributeValue> items = map(value);
        Map<String, E> out = new LinkedHashMap<>(AttributeValues.capacity(items.size()));
        for (Map.Entry<String, AttributeValue> entry : items.entrySet()) {
            AttributeValue item = entry.getValue();
            String text = element == Scalar.STRING && item != null ? item.s() : null; // the common case
            out.put(entry.getKey(), text != null ? (E) text : (E) elementAs(item, element, entry.getKey()));
        }
        return out;
    }

    static <E> Set<E> asScalarSet(AttributeValue value, Scalar element) {
        if (element == Scalar.STRING) {
            return (Set<E>) asStringSet(value);
        }
        Function<AttributeValue, E> read = item -> (E) element.read(item);
        return element.binary() ? asBinarySet(value, read) : asNumberSet(value, read);
    }

    private static Object elementAs(AttributeValue item, Scalar element, Object where) {
        if (item == null || AttributeValues.isNull(item)) {
            return null;
        }
        try {
            return element.read(item);
        } catch (RuntimeException e) {
            throw AttributeValueException.at("[" + where + "]", e);
        }
    }

    /** A list of records; {@code NULL} elements become {@code null}. */
    static <R> List<R> asRecordList(AttributeValue value, RecordCodec<R> codec) {
        List<AttributeValue> items = list(value);
        int size = items.size();
        List<R> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            AttributeValue item = items.get(i);
            try {
                out.add(item == null || AttributeValues.isNull(item) ? null : codec.read(item));
            } catch (RuntimeException e) {
                throw AttributeValueException.at("[" + i + "]", e);
            }
        }
        return out;
    }

    /** A map of records with string keys; {@code NULL} values become {@code null}. */
    static <R> Map<String, R> asRecordMap(AttributeValue value, RecordCodec<R> codec) {
        Map<String, AttributeValue> items = map(value);
        Map<String, R> out = new LinkedHashMap<>(AttributeValues.capacity(items.size()));
        for (Map.Entry<String, AttributeValue> entry : items.entrySet()) {
            out.put(entry.getKey(), recordAs(entry.getValue(), codec, entry.getKey()));
        }
        return out;
    }

    private static <R> R recordAs(AttributeValue item, RecordCodec<R> codec, Object where) {
        if (item == null || AttributeValues.isNull(item)) {
            return null;
        }
        try {
            return codec.read(item);
        } catch (RuntimeException e) {
            throw AttributeValueException.at("[" + where + "]", e);
        }
    }

    /** The value's list; refused unless it holds one. */
    private static List<AttributeValue> list(AttributeValue value) {
        if (!AttributeValues.isList(value)) {
            throw AttributeValueException.mismatch("a list (L)", value);
        }
        return value.l();
    }

    /** The value's map; refused unless it holds one. */
    private static Map<String, AttributeValue> map(AttributeValue value) {
        if (!AttributeValues.isMap(value)) {
            throw AttributeValueException.mismatch("a map (M)", value);
        }
        return value.m();
    }

    private static boolean isEmptySet(AttributeValue value) {
        return value.hasL() && value.l().isEmpty();
    }

    // As AttributeValues.isMap: a set that is not empty is real without the SDK's has-check.

    private static boolean isStringSet(AttributeValue value) {
        List<String> ss = value.ss();
        return ss != null && (!ss.isEmpty() || value.hasSs());
    }

    private static boolean isNumberSet(AttributeValue value) {
        List<String> ns = value.ns();
        return ns != null && (!ns.isEmpty() || value.hasNs());
    }

    private static boolean isBinarySet(AttributeValue value) {
        List<SdkBytes> bs = value.bs();
        return bs != null && (!bs.isEmpty() || value.hasBs());
    }

    private static <E> E elementAs(AttributeValue item, Function<AttributeValue, E> element, Object where) {
        if (item == null || AttributeValues.isNull(item)) {
            return null;
        }
        try {
            return element.apply(item);
        } catch (RuntimeException e) {
            throw AttributeValueException.at("[" + where + "]", e);
        }
    }
}
