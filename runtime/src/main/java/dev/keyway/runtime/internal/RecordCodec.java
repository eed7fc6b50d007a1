package dev.keyway.runtime.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How a generated schema stores one kind of nested record, as a map ({@code M}): one constant per
 * record type, an anonymous subclass whose methods write and read it attribute by attribute. Item
 * writers and readers, list and map conversions and attribute references take the constant itself,
 * so no lambda is spun for a record anywhere. As a {@code Function} it stores a non-null record.
 *
 * <p>The codec of a record that lists (or maps) hold overrides {@link #readList} (or
 * {@link #readMap}) with the very same loop: there {@code read} is a call on the codec's own
 * class, which the JIT inlines into the loop; here it is one call site shared by the codecs of
 * every schema, which the JIT cannot inline once it has seen more than two.
 *
 * @param <R> the record type
 */
public abstract class RecordCodec<R> implements Function<R, AttributeValue> {

    /**
     * The record as a map value.
     *
     * @throws AttributeValueException if a component cannot be stored, with its path in the record
     */
    public abstract AttributeValue write(R value);

    /**
     * The record stored in a present, non-{@code NULL} value.
     *
     * @throws AttributeValueException if the value is no map or does not fit the record, with the path
     */
    public abstract R read(AttributeValue value);

    @Override
    public final AttributeValue apply(R value) {
        return write(value);
    }

    /**
     * The records a list holds, a {@code NULL} element as {@code null}.
     *
     * @throws AttributeValueException if an element does not fit the record, with its index in the path
     */
    public List<R> readList(List<AttributeValue> values) {
        List<R> records = new ArrayList<>(values.size());
        for (int i = 0; i < values.size(); i++) {
            try {
                records.add(absent(values.get(i)) ? null : read(values.get(i)));
            } catch (RuntimeException e) {
                throw element(i, e);
            }
        }
        return records;
    }

    /**
     * The records a map holds by key, a {@code NULL} value as {@code null}, in the map's order.
     *
     * @throws AttributeValueException if a value does not fit the record, with its key in the path
     */
    public Map<String, R> readMap(Map<String, AttributeValue> values) {
        Map<String, R> records = new LinkedHashMap<>(capacity(values.size()));
        for (Map.Entry<String, AttributeValue> entry : values.entrySet()) {
            try {
                records.put(entry.getKey(), absent(entry.getValue()) ? null : read(entry.getValue()));
            } catch (RuntimeException e) {
                throw element(entry.getKey(), e);
            }
        }
        return records;
    }

    /** Whether an element is absent or {@code NULL}: it reads as {@code null}. */
    protected static boolean absent(AttributeValue value) {
        return value == null || AttributeValues.isNull(value);
    }

    /** The failure of the element at {@code index} of a list, or {@code key} of a map, with it in the path. */
    protected static AttributeValueException element(Object where, RuntimeException failure) {
        return AttributeValueException.at("[" + where + "]", failure);
    }

    /** The capacity of a hash map holding {@code size} entries without growing. */
    protected static int capacity(int size) {
        return size < 3 ? size + 1 : (int) (size / 0.75f + 1);
    }
}
