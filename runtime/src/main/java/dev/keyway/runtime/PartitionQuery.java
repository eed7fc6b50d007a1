package dev.keyway.runtime;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.internal.query.QuerySpec;
import dev.keyway.runtime.key.KeyPart;
import java.util.Objects;
import java.util.function.Function;

/**
 * A query of one partition whose sort-key condition the generated subclass {@code Q} can still
 * narrow: {@link #limit}, {@link #descending}, {@link #ascending} and {@link #consistentRead}
 * keep that subclass, so options and conditions can come in any order.
 *
 * <pre>{@code
 * orders.ordersOf("c1").descending().limit(10).placedAtGreaterThan(since).page();
 * }</pre>
 *
 * <p>A generated subclass has one method per condition on the next component of the access
 * pattern's sort key ({@code placedAt}, {@code placedAtBetween}, ...), each a call to one of the
 * protected conditions here with the component's {@link KeyPart}. The conditions match exactly
 * the items whose component satisfies them, never another value that starts with the same text.
 *
 * @param <T> the record type
 * @param <Q> the generated query class
 */
public abstract class PartitionQuery<T, Q extends PartitionQuery<T, Q>> extends Query<T> {

    private final Function<Query<T>, Q> type;

    /**
     * For generated subclasses: a query of {@code query}'s request.
     *
     * @param query the request, as the repository or the previous condition made it
     * @param type  the subclass's constructor, which the options use to keep the subclass
     */
    @InternalApi
    protected PartitionQuery(Query<T> query, Function<Query<T>, Q> type) {
        super(query.spec());
        this.type = Objects.requireNonNull(type, "type");
    }

    private Q copy(QuerySpec<T> spec) {
        return type.apply(new Query<>(spec));
    }

    @Override
    public Q limit(int pageSize) {
        return copy(spec().withLimit(checkedPageSize(pageSize)));
    }

    @Override
    public Q filter(Condition condition) {
        return copy(spec().withFilter(Objects.requireNonNull(condition, "condition")));
    }

    @Override
    public Q select(Attribute<?>... attributes) {
        return copy(selectSpec(attributes));
    }

    @Override
    public Q descending() {
        return copy(spec().withDescending(true));
    }

    @Override
    public Q ascending() {
        return copy(spec().withDescending(false));
    }

    @Override
    public Q consistentRead() {
        return copy(consistentSpec());
    }

    // ---- conditions on the next sort-key component, for generated subclasses ---------------

    /**
     * Equality on the next component when more follow: {@code begins_with} of the sort-key text
     * up to the component after it, as the query class {@code next} that offers its conditions.
     */
    @InternalApi
    protected final <V, N> N narrow(KeyPart<V> part, V value, Function<Query<T>, N> next) {
        return next.apply(new Query<>(spec().withFixed(part, value)));
    }

    /** Equality on the last component: the whole sort key. */
    @InternalApi
    protected final <V> Query<T> equalTo(KeyPart<V> part, V value) {
        return new Query<>(spec().withEqual(part, value));
    }

    /** The next component lies between the two values, both included. */
    @InternalApi
    protected final <V> Query<T> between(KeyPart<V> part, V from, V to) {
        return new Query<>(spec().withBetween(part, from, to));
    }

    /** The next component is less than the value. */
    @InternalApi
    protected final <V> Query<T> lessThan(KeyPart<V> part, V value) {
        return new Query<>(spec().withLessThan(part, value));
    }

    /** The next component is at most the value. */
    @InternalApi
    protected final <V> Query<T> lessThanOrEqual(KeyPart<V> part, V value) {
        return new Query<>(spec().withLessThanOrEqual(part, value));
    }

    /** The next component is greater than the value. */
    @InternalApi
    protected final <V> Query<T> greaterThan(KeyPart<V> part, V value) {
        return new Query<>(spec().withGreaterThan(part, value));
    }

    /** The next component is at least the value. */
    @InternalApi
    protected final <V> Query<T> greaterThanOrEqual(KeyPart<V> part, V value) {
        return new Query<>(spec().withGreaterThanOrEqual(part, value));
    }

    /** The next component, a string, starts with {@code prefix}. */
    @InternalApi
    protected final Query<T> beginsWith(KeyPart<String> part, String prefix) {
        return new Query<>(spec().withBeginsWith(part, prefix));
    }
}
