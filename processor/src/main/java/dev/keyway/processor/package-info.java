/**
 * The Keyway annotation processor: reads {@code @Entity} records, validates the design and
 * generates key builders, schemas, repositories and table definitions.
 */
package dev.keyway.processor;
