/** The Keyway Local engine: tables, items, indexes, queries, batches, transactions, capacity and time to live. */
package dev.keyway.local.internal.engine;
