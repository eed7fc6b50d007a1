package dev.keyway.runtime;

/**
 * How far a {@link Scan} has come, reported to its {@linkplain Scan#progress progress callback}
 * after every page of every segment.
 *
 * <pre>{@code
 * orders.scan().segments(8).progress(p -> {
 *     if (p.segmentDone()) {
 *         log.info("segment {} done with {} orders; {} of {} segments, {} orders in all",
 *                 p.segment(), p.itemsInSegment(), p.segmentsDone(), p.totalSegments(), p.itemsTotal());
 *     }
 * }).forEach(exporter::write);
 * }</pre>
 *
 * <p>The items counted are those the scan delivers (of its entity, not expired, matching its
 * filter), not the items DynamoDB read. Where the segment stands in the table (its last
 * evaluated key) is deliberately not exposed: a scan is restarted from the beginning, not resumed.
 *
 * @param segment        the segment the page belongs to, from 0
 * @param totalSegments  the number of segments of the scan
 * @param itemsInSegment the items this segment has delivered so far, this page's included
 * @param pagesInSegment the pages this segment has read so far, this one included
 * @param segmentDone    whether this was the segment's last page
 * @param itemsTotal     the items all segments have delivered so far
 * @param segmentsDone   the segments that have read their last page, this one included if it has
 */
public record ScanProgress(int segment, int totalSegments, long itemsInSegment, long pagesInSegment,
                           boolean segmentDone, long itemsTotal, int segmentsDone) {

    /** Checks that the counts fit together. */
    @InternalApi
    public ScanProgress {
        if (totalSegments < 1 || segment < 0 || segment >= totalSegments) {
            throw new IllegalArgumentException("segment " + segment + " of " + totalSegments);
        }
        if (itemsInSegment < 0 || pagesInSegment < 1 || itemsTotal < itemsInSegment) {
            throw new IllegalArgumentException("items " + itemsInSegment + " in " + pagesInSegment
                    + " pages of a segment, " + itemsTotal + " in all");
        }
        if (segmentsDone < (segmentDone ? 1 : 0) || segmentsDone > totalSegments) {
            throw new IllegalArgumentException(segmentsDone + " of " + totalSegments + " segments done");
        }
    }

    /** Whether every segment has read its last page: the report is the scan's last. */
    public boolean scanDone() {
        return segmentsDone == totalSegments;
    }
}
