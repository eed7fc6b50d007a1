/**
 * What only generated code and the runtime's API packages call, by job in its subpackages (items,
 * keys, queries, writes, batches, scans, backfills, the request gateway); here the hub a generated
 * repository holds ({@link dev.keyway.runtime.internal.EntityOperations}). Not an API for applications:
 * it changes without notice. Generated code reaches the
 * package-private parts of {@code dev.keyway.runtime} through {@link dev.keyway.runtime.internal.RuntimeAccess}.
 */
package dev.keyway.runtime.internal;

