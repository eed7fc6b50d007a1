/**
 * Keyway's runtime API: what generated repositories return and throw (pages, queries, typed
 * exceptions), table definitions, and the documented key encoding.
 *
 * <p><b>The fence.</b> This package is the API; {@code dev.keyway.runtime.internal} holds what only
 * generated code and this package call, and no public or protected signature here names one of
 * its types. Where generated code needs what this package keeps package-private — a repository's
 * table operations, a query or an update made from an internal spec — it asks
 * {@code internal.RuntimeAccess}, which a package-private class here ({@code RuntimeGrant})
 * installs the first time it is needed (the JDK's "shared secrets" pattern). So a generated
 * repository holds {@code private final EntityTable<Order> table = RuntimeAccess.table(this)},
 * {@link dev.keyway.runtime.EntityRepository} keeps its table private, and
 * {@link dev.keyway.runtime.Repository} is sealed to it. Generated query classes extend
 * {@link dev.keyway.runtime.PartitionQuery} and narrow it through its protected conditions and
 * the entity's {@link dev.keyway.runtime.key.KeyPart} constants.
 */
package dev.keyway.runtime;

