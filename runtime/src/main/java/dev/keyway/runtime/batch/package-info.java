/**
 * Batches of any number of items of one table, across repositories: {@link
 * dev.keyway.runtime.batch.WriteBatch} (BatchWriteItem) and {@link dev.keyway.runtime.batch.ReadBatch}
 * (BatchGetItem), split into requests of DynamoDB's sizes, with unprocessed items retried and what
 * still failed reported in their results.
 */
package dev.keyway.runtime.batch;

