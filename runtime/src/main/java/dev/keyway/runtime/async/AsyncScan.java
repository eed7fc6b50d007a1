package dev.keyway.runtime.async;

import dev.keyway.runtime.Scan;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.async.AsyncEntityOperations;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.scan.ParallelScan;
import dev.keyway.runtime.internal.scan.SegmentsPublisher;
import dev.keyway.runtime.internal.scan.SegmentsPublisher.SegmentPage;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import org.reactivestreams.Publisher;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A Scan of this entity's records in the table (or one of its indexes), published as a Reactive
 * Streams {@link Publisher}: the Scan requests of {@link Scan} (the type filter, expired items left
 * out, your filter), a page at a time as the subscriber's demand needs it. With
 * {@link #segments(int)} the segments are read concurrently (up to {@link #parallelism(int)} at
 * once, as the synchronous parallel scan bounds its threads) and their records merged into the one
 * publisher, with back-pressure; {@code cancel()} stops every segment.
 *
 * <pre>{@code
 * Flux.from(orders.scan().segments(8).pageSize(100).items()).filter(Order::overdue).subscribe(this::remind);
 * }</pre>
 *
 * @param <T> the record type
 */
public final class AsyncScan<T> {

    private final AsyncEntityOperations<T> table;
    private final Scan<T> scan;

    AsyncScan(AsyncEntityOperations<T> table, Scan<T> scan) {
        this.table = table;
        this.scan = Objects.requireNonNull(scan, "scan");
    }

    /**
     * Reads {@code TotalSegments} segments concurrently, as {@link Scan#segments(int)} reads them on
     * threads, here each with at most one request in flight and no thread held.
     */
    public AsyncScan<T> segments(int totalSegments) {
        return new AsyncScan<>(table, scan.segments(totalSegments));
    }

    /** At most this many segments read at once, as {@link Scan#parallelism(int)}; the others wait their turn. */
    public AsyncScan<T> parallelism(int segmentsAtOnce) {
        return new AsyncScan<>(table, scan.parallelism(segmentsAtOnce));
    }

    /** At most this many items per request ({@code Limit}). */
    public AsyncScan<T> pageSize(int items) {
        return new AsyncScan<>(table, scan.pageSize(items));
    }

    /** Only the records that satisfy the condition (a {@code FilterExpression}); several must all hold. */
    public AsyncScan<T> filter(Condition condition) {
        return new AsyncScan<>(table, scan.filter(condition));
    }

    /** Strongly consistent reads (not on a global secondary index). */
    public AsyncScan<T> consistentRead() {
        return new AsyncScan<>(table, scan.consistentRead());
    }

    /**
     * Every record: the segments read concurrently, at most {@link #parallelism(int)} at once (by
     * default as many as {@link Scan} reads on its threads), a Scan request sent only while the
     * subscriber's demand exceeds the records already read; records in the order their pages arrive.
     * {@code cancel()} stops every segment. Each subscription scans anew.
     */
    public Publisher<T> items() {
        ParallelScan<T> segments = RuntimeAccess.parallelScan(scan);
        return new SegmentsPublisher<T>(segments.segments(), segments.threads(),
                (segment, after) -> read(segments, segment, after));
    }

    /** One Scan request of a segment, after {@code after} ({@code null}: its start), its records decoded. */
    private CompletableFuture<SegmentPage<T>> read(ParallelScan<T> segments, int segment, Map<String, AttributeValue> after) {
        var context = segments.context(false);
        return Futures.then(table.requests().scan(context, segments.request(segment, after, false)), response -> {
            Map<String, AttributeValue> lastKey = ParallelScan.lastKey(response);
            List<Map<String, AttributeValue>> ours = segments.ownItems(response.items());
            if (segments.fetchesItems()) {
                return Futures.map(table.fetchWholeItems(ours, segments.consistentReads(), context),
                        records -> new SegmentPage<>(records, lastKey));
            }
            return CompletableFuture.completedFuture(new SegmentPage<>(ours.stream().map(table.schema()::fromItem).toList(),
                    lastKey));
        });
    }

    @Override
    public String toString() {
        return "asynchronous " + scan;
    }
}
