package dev.keyway.runtime;

/**
 * The conditions of a string sort-key component that take a prefix: besides {@link #eq},
 * {@link #beginsWith}.
 *
 * @param <T> what the query returns
 * @param <N> what {@code eq} leads to
 */
public interface PrefixKeyRange<T, N> extends KeyRange<T, String, N> {

    /**
     * The component starts with the text ({@code begins_with} of the key text up to it, or the
     * exact range of values with that prefix where the encoding escapes characters).
     */
    Query<T> beginsWith(String prefix);
}
