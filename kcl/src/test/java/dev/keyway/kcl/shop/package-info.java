/**
 * The KCL tests' design: counters written version after version on a table with a stream, and the copy a
 * projection keeps of each from the stream, exactly once through {@code ProcessedChanges}.
 */
package dev.keyway.kcl.shop;
