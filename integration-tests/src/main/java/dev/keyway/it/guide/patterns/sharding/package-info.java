/**
 * Write sharding in the guide's single-table patterns chapter: a hot partition key spread over several
 * partitions, by a stable hash of a component or at random, and read back merged.
 */
package dev.keyway.it.guide.patterns.sharding;
