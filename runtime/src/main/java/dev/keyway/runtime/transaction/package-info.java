/**
 * Transactions across repositories: {@link dev.keyway.runtime.transaction.WriteTransaction}
 * (TransactWriteItems, with version checks and {@code @Unique} guards) and {@link
 * dev.keyway.runtime.transaction.ReadTransaction} (TransactGetItems), kept within DynamoDB's rules as
 * items are added.
 */
package dev.keyway.runtime.transaction;

