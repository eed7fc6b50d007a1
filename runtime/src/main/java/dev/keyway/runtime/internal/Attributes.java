package dev.keyway.runtime.internal;

import dev.keyway.runtime.Attribute;
import dev.keyway.runtime.CollectionAttribute;
import dev.keyway.runtime.ComparableAttribute;
import dev.keyway.runtime.NumberAttribute;
import dev.keyway.runtime.StringAttribute;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The attribute references of scalar components and of collections of scalars, for generated
 * schemas: each converts through a {@link Scalar}, so a schema's constants spin no lambda class.
 * Parameters: the entity type (for messages), the record component, its stored attribute name (left
 * out when it is the component's name), the stored type, and whether the component is in the primary key.
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
        return new CollectionAttribute<>(entityType, component, name, value -> AttributeValues.fromScalarList(value, element),
                element, false);
    }

    public static <E> CollectionAttribute<Set<E>, E> set(String entityType, String component, String name, Scalar element) {
        return new CollectionAttribute<>(entityType, component, name, value -> AttributeValues.fromScalarSet(value, element),
                element, true);
    }

    public static <E> Attribute<Map<String, E>> map(String entityType, String component, String name, Scalar element) {
        return new Attribute<>(entityType, component, name, value -> AttributeValues.fromScalarMap(value, element), false);
    }
}
