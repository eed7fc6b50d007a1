package dev.keyway.runtime;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.internal.query.QuerySpec;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The conditions on the next attribute of a multi-attribute sort key (Developer Guide,
 * "Multi-attribute keys pattern"): {@code eq} fixes it and, unless it is the last, leads to the
 * next attribute's conditions; a range condition or {@code beginsWith} ends the key condition. The
 * values compare as DynamoDB compares the stored attribute: numbers as numbers, strings and binaries
 * by their bytes. Which of them an attribute offers is the generated accessor's declared type.
 */
class AttributeRange<T, V, N> implements OrderedKeyRange<T, V, N> {

    private final QuerySpec<T> spec;
    private final Attribute<V> attribute;
    private final Function<Query<T>, N> next;

    AttributeRange(QuerySpec<T> spec, Attribute<V> attribute, Function<Query<T>, N> next) {
        this.spec = Objects.requireNonNull(spec, "spec");
        this.attribute = Objects.requireNonNull(attribute, "attribute");
        this.next = next;
    }

    @Override
    @SuppressWarnings("unchecked") // without a next class, N is Query<T>: the accessor's declared type says so
    public N eq(V value) {
        Query<T> query = condition("=", List.of(value));
        return next == null ? (N) query : next.apply(query);
    }

    @Override
    public Query<T> between(V low, V high) {
        return condition("BETWEEN", List.of(low, high));
    }

    @Override
    public Query<T> lt(V value) {
        return condition("<", List.of(value));
    }

    @Override
    public Query<T> le(V value) {
        return condition("<=", List.of(value));
    }

    @Override
    public Query<T> gt(V value) {
        return condition(">", List.of(value));
    }

    @Override
    public Query<T> ge(V value) {
        return condition(">=", List.of(value));
    }

    final Query<T> condition(String operator, List<V> values) {
        for (V value : values) {
            Objects.requireNonNull(value, "value");
        }
        return new Query<>(spec.withAttributeCondition(attribute, operator, values));
    }

    @Override
    public String toString() {
        return "conditions on " + attribute.entityType() + "." + attribute.component();
    }

    /** A string attribute's conditions, {@code beginsWith} included. */
    static final class Text<T, N> extends AttributeRange<T, String, N> implements OrderedPrefixKeyRange<T, N> {

        Text(QuerySpec<T> spec, Attribute<String> attribute, Function<Query<T>, N> next) {
            super(spec, attribute, next);
        }

        @Override
        public Query<T> beginsWith(String prefix) {
            return condition("begins_with", List.of(prefix));
        }
    }
}
