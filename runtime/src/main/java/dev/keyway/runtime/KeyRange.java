package dev.keyway.runtime;

/**
 * The key conditions of one sort-key component of an access pattern, as its generated query class
 * hands them out ({@code orders.ordersOf("c1").placedAt()}). Every component takes {@link #eq}; the
 * subtypes add what the component's key encoding allows: {@link OrderedKeyRange} the comparisons
 * when keys sort by the value, {@link PrefixKeyRange} {@code beginsWith} on a string. The words are
 * those of attribute conditions ({@code Attribute.eq}, {@code ComparableAttribute.lt}, ...).
 *
 * <pre>{@code
 * orders.ordersOf("c1").placedAt().gt(lastWeek).stream();                     // a range of placedAt
 * orders.ordersOf("c1").placedAt().eq(day).orderId().beginsWith("o-1").page(); // fix one, narrow the next
 * }</pre>
 *
 * <p>A condition matches exactly the items whose component satisfies it, never another value
 * whose key text starts alike.
 *
 * @param <T> what the query returns: a record, or an item collection's sealed type
 * @param <V> the component's type
 * @param <N> what {@code eq} leads to: the query class offering the next component's conditions,
 *            or, for the last component, a {@link Query} of the whole sort key
 */
public interface KeyRange<T, V, N> {

    /**
     * The component equals the value: for the last component the key condition {@code SK = :key}
     * (the whole sort key), otherwise {@code begins_with} of the key text up to the next component,
     * whose conditions the returned query offers.
     *
     * @throws dev.keyway.runtime.exception.InvalidKeyValueException for a value keys cannot hold
     */
    N eq(V value);
}
