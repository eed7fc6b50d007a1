package dev.keyway.runtime.backfill;

import dev.keyway.runtime.InternalApi;
import java.util.Objects;

/**
 * How far a {@link Backfill} has come, reported after every page of every segment once the
 * page's items are all written (or reported), with the segment's {@link #checkpoint()} to persist.
 * Counts are over all segments of this run (a resumed run counts from zero; a
 * {@linkplain Backfill#slice slice} counts its own segments only).
 *
 * @param segment       the segment whose page is done, from 0
 * @param totalSegments the number of segments of the whole backfill
 * @param sliceSegments the number of segments this run covers: those of its {@linkplain Backfill#slice slice},
 *                      or {@code totalSegments} when it is not sliced
 * @param segmentDone   whether this was the segment's last page
 * @param segmentsDone  the segments of this run done so far, in this run or before it (resumed as done)
 * @param scanned       the items of the entity read so far
 * @param changed       the items whose index keys were rewritten (in a dry run: would be)
 * @param unchanged     the items whose index keys were right already
 * @param failed        the items that could not be rewritten (see {@link BackfillReport#failures()})
 * @param checkpoint    where the segment stands now
 */
public record BackfillProgress(int segment, int totalSegments, int sliceSegments, boolean segmentDone,
                               int segmentsDone, long scanned, long changed, long unchanged, long failed,
                               BackfillCheckpoint checkpoint) {

    /** Checks the parts. */
    @InternalApi
    public BackfillProgress {
        Objects.requireNonNull(checkpoint, "checkpoint");
        if (segment < 0 || segment >= totalSegments || sliceSegments < 1 || sliceSegments > totalSegments
                || segmentsDone > sliceSegments) {
            throw new IllegalArgumentException("segment " + segment + " of " + totalSegments + ", " + segmentsDone
                    + " of " + sliceSegments + " done");
        }
    }

    /**
     * Whether every segment of this run is done: the report is the run's last. For a
     * {@linkplain Backfill#slice slice}, its segments are done; the other workers' may not be.
     */
    public boolean backfillDone() {
        return segmentsDone == sliceSegments;
    }
}
