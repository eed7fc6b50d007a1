/**
 * Accounts with optimistic locking, counters, sets and lists, after DynamoDB's "optimistic locking
 * with version number", atomic counter and conditional-write examples.
 */
package dev.keyway.it.writes.ledger;
