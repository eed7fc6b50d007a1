package dev.keyway.runtime;

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
 * }</pre>
 *
 * @param <S> the sealed type the collection's entities implement
 */
public final class CollectionQuery<S> extends PartitionQuery<S, CollectionQuery<S>> {

    /** A collection query of this request; generated collections reach it through {@code RuntimeAccess}. */
    CollectionQuery(Query<S> query) {
        super(query, CollectionQuery::new);
    }
}
