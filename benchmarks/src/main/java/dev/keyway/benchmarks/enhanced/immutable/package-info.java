/**
 * The typical shape as {@code @DynamoDbImmutable} records with hand-written builders, for the
 * Enhanced Client's {@code TableSchema.fromImmutableClass} in the cold-start comparison.
 */
package dev.keyway.benchmarks.enhanced.immutable;
