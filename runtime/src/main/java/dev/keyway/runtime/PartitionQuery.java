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
 * orders.ordersOf("c1").descending().limit(10).placedAt().gt(since).page();
 * }</pre>
 *
 * <p>A generated subclass has one accessor for the next component of the access pattern's sort
 * key ({@code placedAt()}), returning its conditions as a {@link KeyRange} made by one of the
 * protected factories here with the component's {@link KeyPart}. The conditions match exactly
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

    // ---- the next sort-key component's conditions, for generated subclasses -------------------
    // One factory per shape of conditions the component's encoding allows; the one without a next
    // query class is for the last component, whose eq is the whole sort key.

    /** Equality only (keys do not sort by the value, and it is no string). */
    @InternalApi
    protected final <V, N> KeyRange<T, V, N> range(KeyPart<V> part, Function<Query<T>, N> next) {
        return new ComponentRange<>(spec(), part, Objects.requireNonNull(next, "next"), false);
    }

    /** Equality only, on the last component. */
    @InternalApi
    protected final <V> KeyRange<T, V, Query<T>> range(KeyPart<V> part) {
        return new ComponentRange<>(spec(), part, null, false);
    }

    /** Equality and comparisons (keys sort by the value). */
    @InternalApi
    protected final <V, N> OrderedKeyRange<T, V, N> orderedRange(KeyPart<V> part, Function<Query<T>, N> next) {
        return new ComponentRange<>(spec(), part, Objects.requireNonNull(next, "next"), true);
    }

    /** Equality and comparisons, on the last component. */
    @InternalApi
    protected final <V> OrderedKeyRange<T, V, Query<T>> orderedRange(KeyPart<V> part) {
        return new ComponentRange<>(spec(), part, null, true);
    }

    /** Equality and {@code beginsWith} on a string whose keys do not sort by it. */
    @InternalApi
    protected final <N> PrefixKeyRange<T, N> prefixRange(KeyPart<String> part, Function<Query<T>, N> next) {
        return new ComponentRange.Text<>(spec(), part, Objects.requireNonNull(next, "next"), false);
    }

    /** Equality and {@code beginsWith}, on the last component. */
    @InternalApi
    protected final PrefixKeyRange<T, Query<T>> prefixRange(KeyPart<String> part) {
        return new ComponentRange.Text<>(spec(), part, null, false);
    }

    /** Every condition: a string whose keys sort by it. */
    @InternalApi
    protected final <N> OrderedPrefixKeyRange<T, N> orderedPrefixRange(KeyPart<String> part, Function<Query<T>, N> next) {
        return new ComponentRange.Text<>(spec(), part, Objects.requireNonNull(next, "next"), true);
    }

    /** Every condition, on the last component. */
    @InternalApi
    protected final OrderedPrefixKeyRange<T, Query<T>> orderedPrefixRange(KeyPart<String> part) {
        return new ComponentRange.Text<>(spec(), part, null, true);
    }

    // ---- the next attribute of a multi-attribute sort key, for generated subclasses ------------
    // The conditions compare stored values (numbers as numbers, strings and binaries by bytes); the
    // generated accessor's type offers only those that are true of the component's values.

    /** Equality only (the stored values do not sort as the component's values do). */
    @InternalApi
    protected final <V, N> KeyRange<T, V, N> range(Attribute<V> attribute, Function<Query<T>, N> next) {
        return new AttributeRange<>(spec(), attribute, Objects.requireNonNull(next, "next"));
    }

    /** Equality only, on the last sort attribute. */
    @InternalApi
    protected final <V> KeyRange<T, V, Query<T>> range(Attribute<V> attribute) {
        return new AttributeRange<>(spec(), attribute, null);
    }

    /** Equality and comparisons. */
    @InternalApi
    protected final <V, N> OrderedKeyRange<T, V, N> orderedRange(Attribute<V> attribute, Function<Query<T>, N> next) {
        return new AttributeRange<>(spec(), attribute, Objects.requireNonNull(next, "next"));
    }

    /** Equality and comparisons, on the last sort attribute. */
    @InternalApi
    protected final <V> OrderedKeyRange<T, V, Query<T>> orderedRange(Attribute<V> attribute) {
        return new AttributeRange<>(spec(), attribute, null);
    }

    /** Every condition on a string attribute. */
    @InternalApi
    protected final <N> OrderedPrefixKeyRange<T, N> orderedPrefixRange(Attribute<String> attribute,
                                                                       Function<Query<T>, N> next) {
        return new AttributeRange.Text<>(spec(), attribute, Objects.requireNonNull(next, "next"));
    }

    /** Every condition on a string attribute, the last sort attribute. */
    @InternalApi
    protected final OrderedPrefixKeyRange<T, Query<T>> orderedPrefixRange(Attribute<String> attribute) {
        return new AttributeRange.Text<>(spec(), attribute, null);
    }
}
