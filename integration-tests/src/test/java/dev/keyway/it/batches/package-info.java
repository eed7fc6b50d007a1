/** Batches: BatchGetItem and BatchWriteItem through repositories and mixed batches, item sizes and unprocessed items. */
package dev.keyway.it.batches;
