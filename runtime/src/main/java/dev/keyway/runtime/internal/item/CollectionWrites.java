package dev.keyway.runtime.internal.item;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes Java lists, maps and sets as DynamoDB's lists ({@code L}), maps ({@code M}) and sets ({@code SS},
 * {@code NS}, {@code BS}): the conversions behind {@link AttributeValues}' {@code fromList},
 * {@code fromScalarSet}, {@code fromRecordMap}... A {@code null} element is stored as {@code NULL}.
 */
final class CollectionWrites {

    private static final AttributeValue NULL = AttributeValue.fromNul(true);

    /**
     * An empty set inside a list or map. DynamoDB stores no empty sets and a null element is
     * {@code NULL}, so an empty set there is stored as an empty list and read back as an empty set.
     */
    private static final AttributeValue EMPTY_SET = AttributeValue.fromL(List.of());

    private CollectionWrites() {
    }

    /** A list ({@code L}); {@code null} elements become {@code NULL}. */
    static <E> AttributeValue fromList(List<E> value, Function<? super E, AttributeValue> element) {
        if (value == null) {
            return null;
        }
        List<AttributeValue> out = new ArrayList<>(value.size());
        int index = 0;
        for (E item : value) {
            out.add(elementOf(item, element, index++));
        }
        return AttributeValue.fromL(out);
    }

    /** A map ({@code M}) with string keys; {@code null} values become {@code NULL}. */
    static <E> AttributeValue fromMap(Map<String, E> value, Function<? super E, AttributeValue> element) {
        if (value == null) {
            return null;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>(AttributeValues.capacity(value.size()));
        for (Map.Entry<String, E> entry : value.entrySet()) {
            checkMapKey(entry.getKey());
            out.put(entry.getKey(), elementOf(entry.getValue(), element, entry.getKey()));
        }
        return AttributeValue.fromM(out);
    }

    /** A map key DynamoDB takes as an attribute name: neither null nor empty. */
    private static void checkMapKey(String key) {
        if (key == null) {
            throw AttributeValueException.of("a map key is null");
        }
        if (key.isEmpty()) {
            throw AttributeValueException.of("a map key is empty: DynamoDB refuses empty attribute names");
        }
    }

    /** A string set ({@code SS}); an empty set is left out, as DynamoDB stores no empty sets. */
    static AttributeValue fromStringSet(Set<String> value) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        checkNoNull(value);
        return AttributeValue.fromSs(new ArrayList<>(value));
    }

    /** A number set ({@code NS}); an empty set is left out. */
    static <E> AttributeValue fromNumberSet(Set<E> value, Function<? super E, AttributeValue> element) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        checkNoNull(value);
        List<String> out = new ArrayList<>(value.size());
        for (E item : value) {
            out.add(element.apply(item).n());
        }
        return AttributeValue.fromNs(out);
    }

    /** A binary set ({@code BS}); an empty set is left out. */
    static <E> AttributeValue fromBinarySet(Set<E> value, Function<? super E, AttributeValue> element) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        checkNoNull(value);
        List<SdkBytes> out = new ArrayList<>(value.size());
        for (E item : value) {
            out.add(element.apply(item).b());
        }
        return AttributeValue.fromBs(out);
    }

    // The same for scalar elements, named by a Scalar instead of a function: no converter per use,
    // and the element conversion is a switch the JIT inlines here.

    /** A list ({@code L}) of scalars; {@code null} elements become {@code NULL}. */
    static AttributeValue fromScalarList(List<?> value, Scalar element) {
        if (value == null) {
            return null;
        }
        List<AttributeValue> out = new ArrayList<>(value.size());
        int index = 0;
        for (Object item : value) {
            out.add(elementOf(item, element, index++));
        }
        return AttributeValue.fromL(out);
    }

    /** A map ({@code M}) of scalars with string keys; {@code null} values become {@code NULL}. */
    static AttributeValue fromScalarMap(Map<String, ?> value, Scalar element) {
        if (value == null) {
            return null;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>(AttributeValues.capacity(value.size()));
        for (Map.Entry<String, ?> entry : value.entrySet()) {
            checkMapKey(entry.getKey());
            out.put(entry.getKey(), elementOf(entry.getValue(), element, entry.getKey()));
        }
        return AttributeValue.fromM(out);
    }

    static AttributeValue fromScalarSet(Set<?> value, Scalar element) {
        if (element == Scalar.STRING) {
            return fromStringSet((Set<String>) value);
        }
        return element.binary() ? fromBinarySet(value, element) : fromNumberSet(value, element);
    }

    private static AttributeValue elementOf(Object item, Scalar element, Object where) {
        if (item == null) {
            return NULL;
        }
        try {
            return element.apply(item);
        } catch (RuntimeException e) {
            throw AttributeValueException.at("[" + where + "]", e);
        }
    }

    // ---- records in lists and maps, through their codec ------------------------------------

    /** A list ({@code L}) of records; {@code null} elements become {@code NULL}. */
    static <R> AttributeValue fromRecordList(List<R> value, RecordCodec<R> codec) {
        if (value == null) {
            return null;
        }
        List<AttributeValue> out = new ArrayList<>(value.size());
        int index = 0;
        for (R item : value) {
            out.add(recordOf(item, codec, index++));
        }
        return AttributeValue.fromL(out);
    }

    /** A map ({@code M}) of records with string keys; {@code null} values become {@code NULL}. */
    static <R> AttributeValue fromRecordMap(Map<String, R> value, RecordCodec<R> codec) {
        if (value == null) {
            return null;
        }
        Map<String, AttributeValue> out = new LinkedHashMap<>(AttributeValues.capacity(value.size()));
        for (Map.Entry<String, R> entry : value.entrySet()) {
            checkMapKey(entry.getKey());
            out.put(entry.getKey(), recordOf(entry.getValue(), codec, entry.getKey()));
        }
        return AttributeValue.fromM(out);
    }

    private static <R> AttributeValue recordOf(R item, RecordCodec<R> codec, Object where) {
        if (item == null) {
            return NULL;
        }
        try {
            return codec.write(item);
        } catch (RuntimeException e) {
            throw AttributeValueException.at("[" + where + "]", e);
        }
    }

    private static <E> AttributeValue elementOf(E item, Function<? super E, AttributeValue> element, Object where) {
        if (item == null) {
            return NULL;
        }
        AttributeValue converted;
        try {
            converted = element.apply(item);
        } catch (RuntimeException e) {
            throw AttributeValueException.at("[" + where + "]", e);
        }
        return converted != null ? converted : EMPTY_SET; // only an empty set converts to null
    }

    private static void checkNoNull(Collection<?> value) {
        for (Object item : value) {
            if (item == null) {
                throw AttributeValueException.of("a set element is null; DynamoDB sets cannot hold null");
            }
        }
    }
}
