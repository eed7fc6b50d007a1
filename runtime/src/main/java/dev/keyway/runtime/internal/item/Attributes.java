package dev.keyway.runtime.internal.item;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.CollectionAttribute;
import dev.keyway.runtime.attribute.ComparableAttribute;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.attribute.StringAttribute;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The attribute references of scalar components and of collections of scalars, for generated
 * schemas: each converts through a {@link Scalar}, so a schema's constants spin no lambda class.
 * Parameters: the entity type (for messages), the record component, its stored attribute name (left
 * out when it is the component's name), the stored type, and whether the component is in the primary key
 * (left out when it is not, for a stored name too).
 */
public final class Attributes {

    private Attributes() {
    }

    public static StringAttribute string(String entityType, String component, String name, boolean key) {
        return new StringAttribute(entityType, component, name, key);
    }

    public static StringAttribute string(String entityType, String component, boolean key) {
        return new StringAttribute(entityType, component, component, key);
    }

    public static StringAttribute string(String entityType, String component) {
        return string(entityType, component, false);
    }

    public static <T> Attribute<T> plain(String entityType, String component, Scalar type) {
        return plain(entityType, component, type, false);
    }

    public static <T> ComparableAttribute<T> comparable(String entityType, String component, Scalar type) {
        return comparable(entityType, component, type, false);
    }

    public static <T extends Number> NumberAttribute<T> number(String entityType, String component, Scalar type) {
        return number(entityType, component, type, false);
    }

    public static <T> Attribute<T> plain(String entityType, String component, Scalar type, boolean key) {
        return new Attribute<>(entityType, component, component, type, key);
    }

    public static <T> ComparableAttribute<T> comparable(String entityType, String component, Scalar type, boolean key) {
        return new ComparableAttribute<>(entityType, component, component, type, key);
    }

    public static <T extends Number> NumberAttribute<T> number(String entityType, String component, Scalar type,
                                                               boolean key) {
        return new NumberAttribute<>(entityType, component, component, type, key);
    }

    public static <E> CollectionAttribute<List<E>, E> list(String entityType, String component, Scalar element) {
        return list(entityType, component, component, element);
    }

    public static <E> CollectionAttribute<Set<E>, E> set(String entityType, String component, Scalar element) {
        return set(entityType, component, component, element);
    }

    public static <E> Attribute<Map<String, E>> map(String entityType, String component, Scalar element) {
        return map(entityType, component, component, element);
    }

    public static <T> Attribute<T> plain(String entityType, String component, String name, Scalar type, boolean key) {
        return new Attribute<>(entityType, component, name, type, key);
    }

    public static <T> ComparableAttribute<T> comparable(String entityType, String component, String name, Scalar type,
                                                        boolean key) {
        return new ComparableAttribute<>(entityType, component, name, type, key);
    }

    public static <T extends Number> NumberAttribute<T> number(String entityType, String component, String name,
                                                               Scalar type, boolean key) {
        return new NumberAttribute<>(entityType, component, name, type, key);
    }

    public static <E> CollectionAttribute<List<E>, E> list(String entityType, String component, String name,
                                                           Scalar element) {
        return new CollectionAttribute<>(entityType, component, name, new Whole(Whole.LIST, element), element, false);
    }

    public static <E> CollectionAttribute<Set<E>, E> set(String entityType, String component, String name, Scalar element) {
        return new CollectionAttribute<>(entityType, component, name, new Whole(Whole.SET, element), element, true);
    }

    public static <E> Attribute<Map<String, E>> map(String entityType, String component, String name, Scalar element) {
        return new Attribute<>(entityType, component, name, new Whole(Whole.MAP, element), false);
    }

    public static <R> Attribute<R> record(String entityType, String component, String name, RecordCodec<R> codec) {
        return new Attribute<>(entityType, component, name, codec, false);
    }

    public static <R> CollectionAttribute<List<R>, R> recordList(String entityType, String component, String name,
                                                                 RecordCodec<R> codec) {
        return new CollectionAttribute<>(entityType, component, name, new WholeRecords<>(false, codec), codec, false);
    }

    public static <R> Attribute<Map<String, R>> recordMap(String entityType, String component, String name,
                                                          RecordCodec<R> codec) {
        return new Attribute<>(entityType, component, name, new WholeRecords<>(true, codec), false);
    }

    public static <R> Attribute<R> record(String entityType, String component, RecordCodec<R> codec) {
        return record(entityType, component, component, codec);
    }

    public static <R> CollectionAttribute<List<R>, R> recordList(String entityType, String component, RecordCodec<R> codec) {
        return recordList(entityType, component, component, codec);
    }

    public static <R> Attribute<Map<String, R>> recordMap(String entityType, String component, RecordCodec<R> codec) {
        return recordMap(entityType, component, component, codec);
    }

    /** Stores a whole list or map of records through their codec. */
    private record WholeRecords<R>(boolean map, RecordCodec<R> codec) implements Function<Object, AttributeValue> {
        @Override
        @SuppressWarnings("unchecked")
        public AttributeValue apply(Object value) {
            return map ? AttributeValues.fromRecordMap((Map<String, R>) value, codec)
                    : AttributeValues.fromRecordList((List<R>) value, codec);
        }
    }

    /** Stores a whole list, set or map of scalars: one class for all three, where a lambda each would be spun. */
    @SuppressWarnings("unchecked")
    private record Whole(int kind, Scalar element) implements Function<Object, AttributeValue> {
        static final int LIST = 0;
        static final int SET = 1;
        static final int MAP = 2;

        @Override
        public AttributeValue apply(Object value) {
            return switch (kind) {
                case LIST -> AttributeValues.fromScalarList((List<?>) value, element);
                case SET -> AttributeValues.fromScalarSet((Set<?>) value, element);
                default -> AttributeValues.fromScalarMap((Map<String, ?>) value, element);
            };
        }
    }
}
