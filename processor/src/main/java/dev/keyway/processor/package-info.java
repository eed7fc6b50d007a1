/**
 * The Keyway annotation processor: per round, reads and validates every {@code @Entity} record
 * and item collection into one design, then generates key builders, schemas, repositories,
 * table definitions and design documents from it.
 */
package dev.keyway.processor;
