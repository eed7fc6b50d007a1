/**
 * Helpers that only generated code and {@code dev.keyway.runtime} call (converters, item readers
 * and writers, key parts, query and update specs, query execution, batches, transactions'
 * items); not an API for applications: it changes without notice. Generated code reaches the
 * package-private parts of {@code dev.keyway.runtime} through {@link dev.keyway.runtime.internal.RuntimeAccess}.
 */
package dev.keyway.runtime.internal;

