/**
 * A social feed with write sharding of a hot partition and a sharded tag index, after DynamoDB's
 * "using write sharding to distribute workloads evenly" guidance.
 */
package dev.keyway.it.queries.feed;
