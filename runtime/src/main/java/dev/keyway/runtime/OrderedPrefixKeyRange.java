package dev.keyway.runtime;

/**
 * The conditions of a string sort-key component whose keys sort by its value: equality, the
 * comparisons and {@code beginsWith}.
 *
 * @param <T> what the query returns
 * @param <N> what {@code eq} leads to
 */
public interface OrderedPrefixKeyRange<T, N> extends OrderedKeyRange<T, String, N>, PrefixKeyRange<T, N> {
}
