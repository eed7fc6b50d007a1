/**
 * Long-running jobs over one entity's items: {@link dev.keyway.runtime.backfill.Backfill} rewrites
 * index keys (and adopts items other code wrote) with a parallel scan, retries what is not an
 * item's own failure, and reports progress with {@link dev.keyway.runtime.backfill.BackfillCheckpoint}s
 * that a stopped run resumes from.
 */
package dev.keyway.runtime.backfill;

