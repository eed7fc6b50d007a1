package dev.keyway.runtime;

import dev.keyway.runtime.internal.EntityTable;

/**
 * What every generated repository is, so that transactions and batches can take part from
 * several repositories: {@code transaction.put(orders, order).delete(customers, customer)}.
 *
 * @param <T> the record type
 */
public interface Repository<T> {

    /** For Keyway's transactions and batches: the table operations of the repository's entity. */
    EntityTable<T> entityTable();
}
