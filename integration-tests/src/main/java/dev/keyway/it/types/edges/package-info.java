/**
 * Sensor readings keyed by every stored type at its edges, after the README's "Stored types" and
 * "Key encoding" tables and DynamoDB's composite sort-key guidance.
 */
package dev.keyway.it.types.edges;
