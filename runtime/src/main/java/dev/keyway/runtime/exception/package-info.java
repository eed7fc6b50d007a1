/**
 * Everything Keyway throws, under {@link dev.keyway.runtime.exception.KeywayException}: refused
 * values and keys (raised before any request), failed conditions, version conflicts and taken
 * {@code @Unique} values, items that do not decode, cancelled transactions, incomplete batches and
 * stopped jobs.
 */
package dev.keyway.runtime.exception;

