package dev.keyway.runtime.async;

import dev.keyway.runtime.Scan;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.async.AsyncEntityOperations;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.async.PagedPublisher;
import dev.keyway.runtime.internal.async.PagedPublisher.Step;
import dev.keyway.runtime.internal.scan.ParallelScan;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.reactivestreams.Publisher;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A Scan of this entity's records in the table (or one of its indexes), published as a Reactive
 * Streams {@link Publisher}: the Scan requests of {@link Scan} (the type filter, expired items left
 * out, your filter), one page at a time as the subscriber's demand needs it. With
 * {@link #segments(int)} the segments are read one after the other, each to its end: a subscriber
 * that wants them in parallel subscribes to several scans of one segment each.
 *
 * <pre>{@code
 * Flux.from(orders.scan().pageSize(100).items()).filter(Order::overdue).subscribe(this::remind);
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

    /** Reads {@code TotalSegments} segments, one after the other. */
    public AsyncScan<T> segments(int totalSegments) {
        return new AsyncScan<>(table, scan.segments(totalSegments));
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

    /** Every record, a Scan request at a time as demand needs it; each subscription scans anew. */
    public Publisher<T> items() {
        ParallelScan<T> segments = RuntimeAccess.parallelScan(scan);
        return new PagedPublisher<T, Position>(position -> read(segments, position), new Position(0, null));
    }

    /** Where a read starts: the segment and the key after which it continues ({@code null}: its start). */
    private record Position(int segment, Map<String, AttributeValue> after) {
    }

    private CompletableFuture<Step<T, Position>> read(ParallelScan<T> segments, Position position) {
        var context = segments.context(false);
        return Futures.then(table.requests().scan(context,
                segments.request(position.segment(), position.after(), false)), response -> {
            Map<String, AttributeValue> lastKey = ParallelScan.lastKey(response);
            Position next = lastKey != null ? new Position(position.segment(), lastKey)
                    : new Position(position.segment() + 1, null);
            boolean last = next.segment() >= segments.segments();
            List<Map<String, AttributeValue>> ours = segments.ownItems(response.items());
            Function<List<T>, Step<T, Position>> step = records -> new Step<>(records, next, last);
            if (segments.fetchesItems()) {
                return Futures.map(table.fetchWholeItems(ours, segments.consistentReads(), context), step);
            }
            return CompletableFuture.completedFuture(step.apply(ours.stream().map(table.schema()::fromItem).toList()));
        });
    }

    @Override
    public String toString() {
        return "asynchronous " + scan;
    }
}
