package dev.keyway.runtime.internal.backfill;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The workers' shares of a backfill's segments meet without gap or overlap, and differ by one segment at most. */
class SegmentSliceTest {

    @Test
    void sharesOfEveryWorkerCountCoverEverySegmentOnce() {
        for (int total = 1; total <= 130; total++) {
            for (int workers = 1; workers <= total; workers++) {
                int next = 0;
                int smallest = Integer.MAX_VALUE;
                int largest = 0;
                for (int worker = 0; worker < workers; worker++) {
                    int[] range = SegmentSlice.ofWorker(worker, workers).resolve(total);
                    assertEquals(next, range[0], "worker " + worker + " of " + workers + ", " + total + " segments");
                    int size = range[1] - range[0] + 1;
                    assertTrue(size >= 1);
                    smallest = Math.min(smallest, size);
                    largest = Math.max(largest, size);
                    next = range[1] + 1;
                }
                assertEquals(total, next);
                assertTrue(largest - smallest <= 1, total + " segments over " + workers + " workers");
            }
        }
        assertArrayEquals(new int[] {16, 31}, SegmentSlice.ofWorker(1, 4).resolve(64));
        assertArrayEquals(new int[] {999_999, 999_999}, SegmentSlice.ofWorker(999_999, 1_000_000).resolve(1_000_000));
    }

    @Test
    void rangesAndWorkersThatCannotFitAreRefused() {
        assertArrayEquals(new int[] {16, 31}, SegmentSlice.range(16, 31).resolve(64));
        assertArrayEquals(new int[] {0, 63}, SegmentSlice.ALL.resolve(64));
        assertEquals("slice 16-31 does not fit a backfill of 16 segments (0 to 15); set the segment count first, e.g. "
                + "segments(32) or more", assertThrows(IllegalArgumentException.class,
                () -> SegmentSlice.range(16, 31).resolve(16)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> SegmentSlice.range(-1, 3));
        assertThrows(IllegalArgumentException.class, () -> SegmentSlice.range(4, 3));
        assertThrows(IllegalArgumentException.class, () -> SegmentSlice.ofWorker(4, 4));
        assertThrows(IllegalArgumentException.class, () -> SegmentSlice.ofWorker(-1, 4));
        assertThrows(IllegalArgumentException.class, () -> SegmentSlice.ofWorker(0, 0));
        assertEquals("5 workers for 4 segments: each worker needs at least one segment, so use at least 5 segments "
                + "(segments(n))", assertThrows(IllegalArgumentException.class,
                () -> SegmentSlice.ofWorker(0, 5).resolve(4)).getMessage());
    }
}
