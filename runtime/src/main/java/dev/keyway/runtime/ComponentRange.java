package dev.keyway.runtime;

import dev.keyway.runtime.internal.query.QuerySpec;
import dev.keyway.runtime.key.KeyPart;
import java.util.Objects;
import java.util.function.Function;

/**
 * The one implementation of a sort-key component's conditions, over the query's request and the
 * component's {@link KeyPart}. The generated accessor's declared type ({@link KeyRange},
 * {@link OrderedKeyRange}...) says which conditions the encoding allows; a cast to more is refused
 * here rather than answered with a range of key text that does not match the values.
 */
class ComponentRange<T, V, N> implements OrderedKeyRange<T, V, N> {

    private final QuerySpec<T> spec;
    private final KeyPart<V> part;
    /** The query class {@code eq} leads to; {@code null} for the last component, whose {@code eq} is the whole key. */
    private final Function<Query<T>, N> next;
    private final boolean ordered;

    ComponentRange(QuerySpec<T> spec, KeyPart<V> part, Function<Query<T>, N> next, boolean ordered) {
        this.spec = Objects.requireNonNull(spec, "spec");
        this.part = Objects.requireNonNull(part, "part");
        this.next = next;
        this.ordered = ordered;
    }

    final QuerySpec<T> spec() {
        return spec;
    }

    final KeyPart<V> part() {
        return part;
    }

    @Override
    @SuppressWarnings("unchecked") // without a next class, N is Query<T>: the accessor's declared type says so
    public N eq(V value) {
        return next == null ? (N) new Query<>(spec.withEqual(part, value)) : next.apply(new Query<>(spec.withFixed(part, value)));
    }

    @Override
    public Query<T> between(V low, V high) {
        return new Query<>(ordered().withBetween(part, low, high));
    }

    @Override
    public Query<T> lt(V value) {
        return new Query<>(ordered().withLessThan(part, value));
    }

    @Override
    public Query<T> le(V value) {
        return new Query<>(ordered().withLessThanOrEqual(part, value));
    }

    @Override
    public Query<T> gt(V value) {
        return new Query<>(ordered().withGreaterThan(part, value));
    }

    @Override
    public Query<T> ge(V value) {
        return new Query<>(ordered().withGreaterThanOrEqual(part, value));
    }

    private QuerySpec<T> ordered() {
        if (!ordered) {
            throw new UnsupportedOperationException("Keys of " + part.entityType() + " do not sort by " + part.component()
                    + ": a range of its values is no range of key text; use eq");
        }
        return spec;
    }

    @Override
    public String toString() {
        return "conditions on " + part.entityType() + "." + part.component();
    }

    /** A string component's conditions, with {@code beginsWith}. */
    static final class Text<T, N> extends ComponentRange<T, String, N> implements OrderedPrefixKeyRange<T, N> {

        Text(QuerySpec<T> spec, KeyPart<String> part, Function<Query<T>, N> next, boolean ordered) {
            super(spec, part, next, ordered);
        }

        @Override
        public Query<T> beginsWith(String prefix) {
            return new Query<>(spec().withBeginsWith(part(), prefix));
        }
    }
}
