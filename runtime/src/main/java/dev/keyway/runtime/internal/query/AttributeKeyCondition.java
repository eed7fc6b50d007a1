package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.schema.IndexDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The key condition of a query on a global index with a multi-attribute key (Developer Guide,
 * "Multi-attribute keys pattern"): equality on every partition attribute, then, left to right,
 * equality on a leading run of sort attributes and at most one range condition ({@code < <= > >=
 * BETWEEN begins_with}) on the sort attribute after them. The conditions are on the attribute
 * values as stored (numbers compare as numbers, strings and binaries by their bytes), not on key text.
 *
 * <p>Immutable: the generated query methods start it with the partition values
 * ({@link #partition}, {@link #and}) and the query's sort conditions narrow it.
 */
@InternalApi
public final class AttributeKeyCondition {

    /** One condition: {@code attribute <operator> values} ({@code begins_with} is written as a function). */
    record Term(String attribute, String operator, List<AttributeValue> values) {
    }

    private final List<Term> partition;
    private final List<Term> sort;

    private AttributeKeyCondition(List<Term> partition, List<Term> sort) {
        this.partition = List.copyOf(partition);
        this.sort = List.copyOf(sort);
    }

    /** Equality on the first partition attribute. */
    public static <V> AttributeKeyCondition partition(Attribute<V> attribute, V value) {
        return new AttributeKeyCondition(List.of(equal(attribute, value)), List.of());
    }

    /** This condition and equality on the next partition attribute. */
    public <V> AttributeKeyCondition and(Attribute<V> attribute, V value) {
        List<Term> terms = new ArrayList<>(partition);
        terms.add(equal(attribute, value));
        return new AttributeKeyCondition(terms, sort);
    }

    private static <V> Term equal(Attribute<V> attribute, V value) {
        return new Term(attribute.name(), "=", List.of(attribute.toValue(value)));
    }

    /** Whether a range condition ends the sort conditions, so that no other may follow. */
    boolean closed() {
        return !sort.isEmpty() && !"=".equals(sort.get(sort.size() - 1).operator());
    }

    /** How many sort attributes the conditions name. */
    int sortConditions() {
        return sort.size();
    }

    /** This condition and one more on the next sort attribute. */
    AttributeKeyCondition withSort(String attribute, String operator, List<AttributeValue> values) {
        if (closed()) {
            throw new IllegalStateException("A range condition ends the sort conditions of a multi-attribute key");
        }
        List<Term> terms = new ArrayList<>(sort);
        terms.add(new Term(attribute, operator, List.copyOf(values)));
        return new AttributeKeyCondition(partition, terms);
    }

    /** Checks that the partition conditions name the index's partition attributes, in order. */
    void checkPartition(IndexDefinition index, String patternId) {
        List<String> named = partition.stream().map(Term::attribute).toList();
        if (!index.hasMultiAttributeKey() || !named.equals(index.partitionKeyAttributes())) {
            throw new IllegalStateException(patternId + " gives " + named + " but index " + index.name()
                    + " is partitioned by " + index.partitionKeyAttributes());
        }
    }

    /**
     * The {@code KeyConditionExpression}, filling in placeholders {@code #k0, :k0, ...}: each
     * attribute by a name placeholder, so that no attribute name can clash with a reserved word.
     */
    String expression(Map<String, String> names, Map<String, AttributeValue> values) {
        List<String> parts = new ArrayList<>();
        int n = 0;
        for (Term term : concatenated()) {
            String name = "#k" + n;
            names.put(name, term.attribute());
            List<String> placeholders = new ArrayList<>();
            for (AttributeValue value : term.values()) {
                String placeholder = ":k" + n + (placeholders.isEmpty() ? "" : "b");
                values.put(placeholder, value);
                placeholders.add(placeholder);
            }
            parts.add(switch (term.operator()) {
                case "begins_with" -> "begins_with(" + name + ", " + placeholders.get(0) + ")";
                case "BETWEEN" -> name + " BETWEEN " + placeholders.get(0) + " AND " + placeholders.get(1);
                default -> name + " " + term.operator() + " " + placeholders.get(0);
            });
            n++;
        }
        return String.join(" AND ", parts);
    }

    /** Whether a key (a cursor's) lies in this condition's partition. */
    boolean inPartition(Map<String, AttributeValue> key) {
        for (Term term : partition) {
            if (!term.values().get(0).equals(key.get(term.attribute()))) {
                return false;
            }
        }
        return true;
    }

    /** The conditions as text, for binding cursors and for messages. */
    String describe() {
        StringBuilder text = new StringBuilder();
        for (Term term : concatenated()) {
            text.append(term.attribute()).append(' ').append(term.operator());
            term.values().forEach(value -> text.append(' ').append(value));
            text.append('\n');
        }
        return text.toString();
    }

    private List<Term> concatenated() {
        List<Term> all = new ArrayList<>(partition);
        all.addAll(sort);
        return all;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof AttributeKeyCondition that && partition.equals(that.partition) && sort.equals(that.sort);
    }

    @Override
    public int hashCode() {
        return Objects.hash(partition, sort);
    }

    @Override
    public String toString() {
        return describe().replace('\n', ';');
    }
}
