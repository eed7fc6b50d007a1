package dev.keyway.runtime;

/**
 * What every generated repository is, so that transactions and batches can take part from
 * several repositories: {@code transaction.put(orders, order).delete(customers, customer)}.
 * Sealed: every repository is an {@link EntityRepository}, whose table Keyway's transactions
 * reach without a public method.
 *
 * @param <T> the record type
 */
public sealed interface Repository<T> permits EntityRepository {

    /** The table this repository reads and writes. */
    String tableName();
}
