package dev.keyway.runtime.internal.backfill;

import dev.keyway.runtime.InternalApi;

/**
 * Which segments of a parallel scan one backfill worker runs: a range given outright
 * ({@code slice(16, 31)}), or the share of worker {@code worker} of {@code workers} identical
 * workers, resolved once the segment count is known, so that an array job's workers compute
 * their slices from their index alone and together cover every segment exactly once.
 *
 * @param first   the first segment, or the worker's index when {@code workers > 0}
 * @param last    the last segment (inclusive), unused when {@code workers > 0}
 * @param workers 0 for a range; else the number of workers sharing the segments
 */
@InternalApi
public record SegmentSlice(int first, int last, int workers) {

    /** Every segment of a backfill: no slice. */
    public static final SegmentSlice ALL = new SegmentSlice(0, Integer.MAX_VALUE, -1);

    /** Checks the parts. */
    public SegmentSlice {
        if (workers == 0 && (first < 0 || last < first)) {
            throw new IllegalArgumentException("a slice runs segments first to last, 0 <= first <= last; was "
                    + first + " to " + last);
        }
        if (workers > 0 && (first < 0 || first >= workers)) {
            throw new IllegalArgumentException("worker must be from 0 to " + (workers - 1) + " (workers " + workers
                    + "), was " + first);
        }
        if (workers < -1) {
            throw new IllegalArgumentException("workers must be at least 1, was " + workers);
        }
    }

    /** Segments {@code first} to {@code last}, both included. */
    public static SegmentSlice range(int first, int last) {
        return new SegmentSlice(first, last, 0);
    }

    /** The share of worker {@code worker} (from 0) of {@code workers}. */
    public static SegmentSlice ofWorker(int worker, int workers) {
        if (workers < 1) {
            throw new IllegalArgumentException("workers must be at least 1, was " + workers);
        }
        return new SegmentSlice(worker, 0, workers);
    }

    /** Whether it is every segment. */
    public boolean all() {
        return workers == -1;
    }

    /**
     * The first and last segment of a scan of {@code total} segments. Worker {@code i} of
     * {@code n} runs segments {@code i * total / n} to {@code (i + 1) * total / n - 1}: the
     * shares differ by one segment at most and meet without gap or overlap.
     *
     * @throws IllegalArgumentException if the range ends past the last segment, or there are
     *                                  more workers than segments (a worker would run none)
     */
    public int[] resolve(int total) {
        if (all()) {
            return new int[] {0, total - 1};
        }
        if (workers > 0) {
            if (workers > total) {
                throw new IllegalArgumentException(workers + " workers for " + total + " segments: each worker needs "
                        + "at least one segment, so use at least " + workers + " segments (segments(n))");
            }
            return new int[] {(int) ((long) first * total / workers), (int) ((long) (first + 1) * total / workers) - 1};
        }
        if (last >= total) {
            throw new IllegalArgumentException("slice " + first + "-" + last + " does not fit a backfill of " + total
                    + " segments (0 to " + (total - 1) + "); set the segment count first, e.g. segments(" + (last + 1)
                    + ") or more");
        }
        return new int[] {first, last};
    }

    @Override
    public String toString() {
        return all() ? "all segments" : workers > 0 ? "worker " + first + " of " + workers
                : "segments " + first + "-" + last;
    }
}
