package dev.keyway.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A global secondary index with a multi-attribute key (Developer Guide, "Multi-attribute keys
 * pattern"): its partition key is one to four of the entity's stored components, its sort key up
 * to four more, each keyed as the type it is stored as.
 *
 * @param name       the index name
 * @param partition  the partition-key attributes, in key order
 * @param sort       the sort-key attributes, in key order
 * @param projection which attributes it holds
 */
public record MultiAttributeIndexModel(String name, List<KeyAttribute> partition, List<KeyAttribute> sort,
                                       ProjectionModel projection) {

    /** DynamoDB's limit on the attributes of each of the two keys. */
    public static final int MAX_ATTRIBUTES = 4;

    public MultiAttributeIndexModel {
        partition = List.copyOf(partition);
        sort = List.copyOf(sort);
    }

    /**
     * One key attribute: the component stored in it, its DynamoDB type and the conditions a query
     * may put on it.
     *
     * @param component  the component
     * @param type       {@code S}, {@code N} or {@code B}
     * @param conditions which conditions compare its stored values as the component's values compare
     */
    public record KeyAttribute(ComponentModel component, String type, Conditions conditions) {

        /** The stored attribute. */
        public String attribute() {
            return component.attribute();
        }
    }

    /** Which sort-key conditions are true of a component's values, given how DynamoDB orders the stored ones. */
    public enum Conditions {
        /** Equality only: the stored values do not sort as the values do (enums by name, UUIDs as text). */
        EQUALITY,
        /** Equality and ranges: numbers, binaries, and text that sorts by value (dates and times). */
        ORDERED,
        /** Every condition, {@code begins_with} included: a string. */
        ORDERED_TEXT
    }

    /**
     * How a component of this type is keyed, if it can be: its DynamoDB type and conditions; empty
     * for what DynamoDB keys cannot hold (booleans, lists, sets, maps, records, converted values
     * whose stored type is unknown at compile time).
     */
    public static Optional<KeyAttribute> keyAttribute(ComponentModel component) {
        ValueType type = component.type() instanceof ValueType.OptionalType optional ? optional.element() : component.type();
        if (type instanceof ValueType.EnumType) {
            return Optional.of(new KeyAttribute(component, "S", Conditions.EQUALITY));
        }
        if (!(type instanceof ValueType.ScalarType scalar)) {
            return Optional.empty();
        }
        return switch (scalar.scalar()) {
            case STRING -> Optional.of(new KeyAttribute(component, "S", Conditions.ORDERED_TEXT));
            case INSTANT, LOCAL_DATE, LOCAL_DATE_TIME -> Optional.of(new KeyAttribute(component, "S", Conditions.ORDERED));
            case UUID -> Optional.of(new KeyAttribute(component, "S", Conditions.EQUALITY));
            case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_DECIMAL, BIG_INTEGER, EPOCH_SECONDS ->
                    Optional.of(new KeyAttribute(component, "N", Conditions.ORDERED));
            case BYTES, SDK_BYTES, BYTE_BUFFER -> Optional.of(new KeyAttribute(component, "B", Conditions.ORDERED));
            case BOOLEAN -> Optional.empty();
        };
    }

    /** Every key attribute, partition attributes first. */
    public List<KeyAttribute> attributes() {
        List<KeyAttribute> all = new ArrayList<>(partition);
        all.addAll(sort);
        return all;
    }

    /** The key schema as messages and reports write it: {@code tenant + region / round + bracket}. */
    public String describeKeys() {
        String text = String.join(" + ", partition.stream().map(KeyAttribute::attribute).toList());
        return sort.isEmpty() ? text : text + " / " + String.join(" + ", sort.stream().map(KeyAttribute::attribute).toList());
    }

    /** The key schema with types, for comparing two declarations: {@code tenant:S + region:S / round:N}. */
    public String describeTypedKeys() {
        return typed(partition) + (sort.isEmpty() ? "" : " / " + typed(sort));
    }

    private static String typed(List<KeyAttribute> keys) {
        return String.join(" + ", keys.stream().map(key -> key.attribute() + ":" + key.type()).toList());
    }
}
