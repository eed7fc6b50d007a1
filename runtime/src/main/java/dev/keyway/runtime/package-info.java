/**
 * Keyway's runtime API, its face: what a generated repository is and hands you (repositories, queries,
 * sort-key ranges, pages, updates, scans, exactly-once writes, the cursor key). Its vocabulary lives in packages by job:
 * {@code attribute} (conditions), {@code key} (templates and the key encoding), {@code schema} (item
 * schemas, table and index definitions), {@code batch}, {@code transaction}, {@code backfill},
 * {@code listener} (request events), {@code exception} (everything Keyway throws) and {@code stream}.
 *
 * <p><b>The fence.</b> These packages are the API; {@code dev.keyway.runtime.internal} and its
 * subpackages hold what only generated code and the API packages call, and no public or protected
 * signature of an API package names one of their types. Where generated code needs what this package keeps package-private — a repository's
 * table operations, a query or an update made from an internal spec — it asks
 * {@code internal.RuntimeAccess}, which a package-private class here ({@code RuntimeGrant})
 * installs the first time it is needed (the JDK's "shared secrets" pattern). So a generated
 * repository holds {@code private final EntityOperations<Order> table = RuntimeAccess.operations(this)},
 * {@link dev.keyway.runtime.EntityRepository} keeps its table private, and
 * {@link dev.keyway.runtime.Repository} is sealed to it. Generated query classes extend
 * {@link dev.keyway.runtime.PartitionQuery}; each sort-key component's accessor returns a
 * {@link dev.keyway.runtime.KeyRange} (its conditions, in the words of attribute conditions) made
 * by a protected factory there from the entity's {@link dev.keyway.runtime.key.KeyPart} constant.
 */
package dev.keyway.runtime;

