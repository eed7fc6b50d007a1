/**
 * Internal: what a backfill does to one item (planned from the shared definition of "as designed"),
 * how a job retries what is not an item's own failure, and the text of its checkpoints.
 */
package dev.keyway.runtime.internal.backfill;

