/** Transactions and multi-entity batches over one table, with their limits. */
package dev.keyway.it.transactions;
