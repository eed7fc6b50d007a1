/**
 * Long-running jobs over one entity's items: {@link dev.keyway.runtime.backfill.Backfill} rewrites
 * index keys (and adopts items other code wrote) with a parallel scan, retries what is not an
 * item's own failure, and reports progress with {@link dev.keyway.runtime.backfill.BackfillCheckpoint}s
 * that a stopped run resumes from. A backfill split across workers runs a slice of the segments per
 * worker, whose reports {@link dev.keyway.runtime.backfill.BackfillReport#combine combine} into the whole
 * backfill's, or its workers claim segments from a lease table ({@link dev.keyway.runtime.backfill.BackfillLeases}).
 */
package dev.keyway.runtime.backfill;

