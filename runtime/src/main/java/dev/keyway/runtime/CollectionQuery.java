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
 * customerItems.query("c1").sortKey().ge(OrderKeys.sortKeyPrefix(may)).stream();
 * }</pre>
 *
 * <p><b>Sort-key conditions.</b> When the collection's members build their sort keys alike up to
 * some component, the generated collection returns its own query classes instead, with typed
 * conditions on the shared components ({@code eventsOf("d1").at().gt(since)}). When they
 * do not (a constant {@code PROFILE} beside {@code ORDER#<placedAt>#<orderId>}), the conditions
 * of {@link #sortKey()} take the sort-key text itself: build it with the members' key classes
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

    /**
     * Key conditions on the sort key's text itself ({@code eq} is {@code SK = :text}, {@code lt} is
     * {@code SK < :text}, {@code between} includes both texts, {@code beginsWith} is
     * {@code begins_with(SK, :text)}). A text over DynamoDB's sort-key limit could match no key
     * and an empty one is no condition: both are refused before any request.
     */
    public OrderedPrefixKeyRange<S, Query<S>> sortKey() {
        return new SortKeyText();
    }

    /** The conditions on the sort key's text, over this query's request. */
    private final class SortKeyText implements OrderedPrefixKeyRange<S, Query<S>> {

        private Query<S> on(SortKeyCondition.Operator operator, String text) {
            checkSize(Objects.requireNonNull(text, "text"));
            return new Query<>(spec().withSortKey(SortKeyCondition.onText(operator, text)));
        }

        /** A text over DynamoDB's sort-key limit could match no key: refused before any request. */
        private void checkSize(String text) {
            KeySizes.checkCondition(spec().patternId(), "sort key", text);
        }

        @Override
        public Query<S> eq(String text) {
            return on(SortKeyCondition.Operator.EQUAL, text);
        }

        @Override
        public Query<S> beginsWith(String prefix) {
            return on(SortKeyCondition.Operator.BEGINS_WITH, prefix);
        }

        @Override
        public Query<S> between(String low, String high) {
            checkSize(Objects.requireNonNull(low, "low"));
            checkSize(Objects.requireNonNull(high, "high"));
            return new Query<>(spec().withSortKey(SortKeyCondition.betweenTexts(low, high)));
        }

        @Override
        public Query<S> lt(String text) {
            return on(SortKeyCondition.Operator.LESS, text);
        }

        @Override
        public Query<S> le(String text) {
            return on(SortKeyCondition.Operator.LESS_OR_EQUAL, text);
        }

        @Override
        public Query<S> gt(String text) {
            return on(SortKeyCondition.Operator.GREATER, text);
        }

        @Override
        public Query<S> ge(String text) {
            return on(SortKeyCondition.Operator.GREATER_OR_EQUAL, text);
        }
    }
}
