package dev.keyway.runtime;

/**
 * The conditions of a sort-key component whose keys sort by its value (Keyway's encodings of
 * numbers, dates and times, zero-padded numbers, strings under a {@code '#'} delimiter): besides
 * {@link #eq}, the comparisons of DynamoDB's key conditions, each a range of key text that holds
 * exactly the items whose component satisfies it. Any component after this one is not
 * constrained.
 *
 * @param <T> what the query returns
 * @param <V> the component's type
 * @param <N> what {@code eq} leads to
 */
public interface OrderedKeyRange<T, V, N> extends KeyRange<T, V, N> {

    /** The component lies between {@code low} and {@code high}, both included (none when {@code low > high}). */
    Query<T> between(V low, V high);

    /** The component is less than the value. */
    Query<T> lt(V value);

    /** The component is at most the value. */
    Query<T> le(V value);

    /** The component is greater than the value. */
    Query<T> gt(V value);

    /** The component is at least the value. */
    Query<T> ge(V value);
}
