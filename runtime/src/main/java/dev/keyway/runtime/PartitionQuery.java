package dev.keyway.runtime;

import dev.keyway.runtime.internal.QuerySpec;

/**
 * A query of one partition whose sort-key condition the generated subclass {@code Q} can still
 * narrow: {@link #limit}, {@link #descending}, {@link #ascending} and {@link #consistentRead}
 * keep that subclass, so options and conditions can come in any order.
 *
 * <pre>{@code
 * orders.ordersOf("c1").descending().limit(10).placedAtGreaterThan(since).page();
 * }</pre>
 *
 * @param <T> the record type
 * @param <Q> the generated query class
 */
public abstract class PartitionQuery<T, Q extends PartitionQuery<T, Q>> extends Query<T> {

    /** For generated subclasses. */
    protected PartitionQuery(QuerySpec<T> spec) {
        super(spec);
    }

    /** For generated subclasses: the same query class over another request. */
    protected abstract Q copy(QuerySpec<T> spec);

    @Override
    public Q limit(int pageSize) {
        return copy(spec().withLimit(checkedPageSize(pageSize)));
    }

    @Override
    public Q filter(Condition condition) {
        return copy(spec().withFilter(java.util.Objects.requireNonNull(condition, "condition")));
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
}
