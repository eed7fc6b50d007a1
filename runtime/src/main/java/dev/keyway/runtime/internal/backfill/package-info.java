/**
 * Internal: what a backfill does to one item (planned from the shared definition of "as designed"),
 * how a job retries what is not an item's own failure, the text of its checkpoints (sealed with a checksum
 * by {@code SealedText}, as report texts are), the segments one
 * worker runs ({@code SegmentSlice}) and the conditional requests on the lease table of leased workers
 * ({@code LeaseTable}).
 */
package dev.keyway.runtime.internal.backfill;

