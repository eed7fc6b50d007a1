package dev.keyway.runtime;

import dev.keyway.runtime.internal.key.KeySizes;
import dev.keyway.runtime.internal.query.SortKeyCondition;
import java.util.Objects;

/**
 * A query of an item collection: the items of several entity types that share a partition, in
 * sort-key order, each decoded into its own record; items of types the collection does not hold
 * are skipped. The processor generates one for each {@code @ItemCollection} sealed interface.
 *
 * <pre>{@code
 * // The customer's profile (SK "PROFILE") and its ten latest orders ("ORDER#..."), in one request:
 * for (CustomerItem item : customerItems.query("c1").descending().limit(11).page().items()) {
 *     if (item instanceof Customer customer) { ... } else if (item instanceof Order order) { ... }
 * }
 * // The profile and the orders placed since May: a range of the partition, not all of it.
 * customerItems.query("c1").sortKeyGreaterThanOrEqual(OrderKeys.sortKeyPrefix(may)).stream();
 * }</pre>
 *
 * <p><b>Sort-key conditions.</b> When the collection's members build their sort keys alike up to
 * some component, the generated collection returns its own query classes instead, with typed
 * conditions on the shared components ({@code eventsOf("d1").atGreaterThan(since)}). When they
 * do not (a constant {@code PROFILE} beside {@code ORDER#<placedAt>#<orderId>}), the conditions
 * here take the sort-key text itself: build it with the members' key classes
 * ({@code OrderKeys.sortKeyPrefix(placedAt)}, {@code OrderKeys.sortKey(...)}) rather than by hand,
 * so that it is encoded as stored. DynamoDB compares the text byte by byte in UTF-8: a range
 * between two members' texts includes every item whose key sorts between them, of any member.
 * One condition per query; the type filter still applies.
 *
 * @param <S> the sealed type the collection's entities implement
 */
public final class CollectionQuery<S> extends PartitionQuery<S, CollectionQuery<S>> {

    /** A collection query of this request; generated collections reach it through {@code RuntimeAccess}. */
    CollectionQuery(Query<S> query) {
        super(query, CollectionQuery::new);
    }

    private Query<S> onText(SortKeyCondition.Operator operator, String text) {
        checkSize(Objects.requireNonNull(text, "text"));
        return new Query<>(spec().withSortKey(SortKeyCondition.onText(operator, text)));
    }

    /** A text over DynamoDB's sort-key limit could match no key: refused before any request. */
    private void checkSize(String text) {
        KeySizes.checkCondition(spec().patternId(), "sort key", text);
    }

    /**
     * Key condition {@code begins_with(SK, prefix)}: the items whose sort key starts with the text.
     *
     * @throws IllegalArgumentException for an empty text
     */
    public Query<S> sortKeyBeginsWith(String prefix) {
        return onText(SortKeyCondition.Operator.BEGINS_WITH, prefix);
    }

    /**
     * Key condition {@code SK BETWEEN from AND to}, both included; nothing when {@code from} sorts
     * after {@code to}.
     *
     * @throws IllegalArgumentException for an empty text
     */
    public Query<S> sortKeyBetween(String from, String to) {
        checkSize(Objects.requireNonNull(from, "from"));
        checkSize(Objects.requireNonNull(to, "to"));
        return new Query<>(spec().withSortKey(SortKeyCondition.betweenTexts(from, to)));
    }

    /**
     * Key condition {@code SK < key}.
     *
     * @throws IllegalArgumentException for an empty text
     */
    public Query<S> sortKeyLessThan(String key) {
        return onText(SortKeyCondition.Operator.LESS, key);
    }

    /**
     * Key condition {@code SK <= key}.
     *
     * @throws IllegalArgumentException for an empty text
     */
    public Query<S> sortKeyLessThanOrEqual(String key) {
        return onText(SortKeyCondition.Operator.LESS_OR_EQUAL, key);
    }

    /**
     * Key condition {@code SK > key}.
     *
     * @throws IllegalArgumentException for an empty text
     */
    public Query<S> sortKeyGreaterThan(String key) {
        return onText(SortKeyCondition.Operator.GREATER, key);
    }

    /**
     * Key condition {@code SK >= key}.
     *
     * @throws IllegalArgumentException for an empty text
     */
    public Query<S> sortKeyGreaterThanOrEqual(String key) {
        return onText(SortKeyCondition.Operator.GREATER_OR_EQUAL, key);
    }
}
