package dev.keyway.runtime.internal.scan;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.request.AsyncRequests;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The records of a segmented scan as one Reactive Streams {@link Publisher}: up to {@code parallelism}
 * segments read at once (as {@link ParallelScan} bounds its threads), their pages' records published
 * in the order the pages arrive. A Scan request is sent only while the subscriber's demand exceeds the
 * records already read, at most {@code parallelism} in flight; a segment that has a next page is read
 * on before a new segment starts, so at most {@code parallelism} segments are open at a time.
 * {@code cancel()} stops every segment: nothing more is sent, the pages in flight are dropped. The
 * first failure ends the subscription with that error and stops the other segments.
 *
 * <p>Signals are serialized by a drain loop (the pages complete on the SDK's threads), so a page that
 * completes on the subscribing thread neither recurses nor blocks.
 *
 * @param <T> the record type
 */
@InternalApi
public final class SegmentsPublisher<T> implements Publisher<T> {

    /**
     * One page of a segment: its records, and the key to continue after ({@code null}: the segment is read).
     */
    public record SegmentPage<T>(List<T> records, Map<String, AttributeValue> lastKey) {
    }

    /** Reads one page of a segment, after {@code after} ({@code null}: from its start). */
    public interface SegmentReads<T> {
        CompletableFuture<SegmentPage<T>> read(int segment, Map<String, AttributeValue> after);
    }

    private final int segments;
    private final int parallelism;
    private final SegmentReads<T> reads;

    /**
     * @param segments    {@code TotalSegments}, from 1
     * @param parallelism the most segments read at once, from 1
     * @param reads       one Scan request of a segment, decoded
     */
    public SegmentsPublisher(int segments, int parallelism, SegmentReads<T> reads) {
        if (segments < 1 || parallelism < 1) {
            throw new IllegalArgumentException("segments " + segments + ", parallelism " + parallelism);
        }
        this.segments = segments;
        this.parallelism = Math.min(parallelism, segments);
        this.reads = Objects.requireNonNull(reads, "reads");
    }

    @Override
    public void subscribe(Subscriber<? super T> subscriber) {
        Objects.requireNonNull(subscriber, "subscriber"); // rule 1.9
        subscriber.onSubscribe(new Segments(subscriber));
    }

    /** Where a segment continues: after its last page's key. */
    private record Continuation(int segment, Map<String, AttributeValue> after) {
    }

    /** A segment's page that arrived, or the failure of a read. */
    private record Arrival<T>(int segment, SegmentPage<T> page, Throwable failure) {
    }

    private final class Segments implements Subscription {

        private final Subscriber<? super T> subscriber;
        private final AtomicLong demand = new AtomicLong();
        private final AtomicInteger work = new AtomicInteger();
        private final ConcurrentLinkedQueue<Arrival<T>> arrivals = new ConcurrentLinkedQueue<>();
        private final Set<CompletableFuture<?>> inFlight = ConcurrentHashMap.newKeySet();
        // touched only inside the drain loop
        private final ArrayDeque<T> ready = new ArrayDeque<>();
        private final ArrayDeque<Continuation> continuing = new ArrayDeque<>();
        private int nextSegment;
        private int segmentsDone;
        private int reading;
        private boolean terminated;
        private volatile boolean cancelled;
        private volatile Throwable invalidRequest;

        Segments(Subscriber<? super T> subscriber) {
            this.subscriber = subscriber;
        }

        @Override
        public void request(long n) {
            if (n <= 0) { // rule 3.9
                invalidRequest = new IllegalArgumentException("§3.9: request must be positive, was " + n);
            } else {
                demand.getAndAccumulate(n, (current, added) -> current + added < 0 ? Long.MAX_VALUE : current + added);
            }
            drain();
        }

        @Override
        public void cancel() {
            cancelled = true;
            stopSegments();
        }

        private void stopSegments() {
            for (CompletableFuture<?> read : inFlight) {
                read.cancel(false); // its answer is dropped; no segment sends another request
            }
        }

        private void drain() {
            if (work.getAndIncrement() != 0) {
                return; // the thread in the loop sees the new state
            }
            do {
                if (cancelled || terminated) {
                    arrivals.clear();
                    continue;
                }
                Throwable failure = invalidRequest;
                for (Arrival<T> arrival; failure == null && (arrival = arrivals.poll()) != null; ) {
                    reading--;
                    if (arrival.failure() != null) {
                        failure = arrival.failure();
                    } else {
                        accept(arrival.segment(), arrival.page());
                    }
                }
                if (failure != null) { // fail fast, as the synchronous parallel scan does
                    terminated = true;
                    stopSegments();
                    subscriber.onError(failure);
                    continue;
                }
                while (demand.get() > 0 && !ready.isEmpty() && !cancelled) {
                    demand.decrementAndGet();
                    subscriber.onNext(ready.poll());
                }
                if (cancelled) {
                    continue;
                }
                if (segmentsDone == segments && ready.isEmpty()) {
                    terminated = true;
                    subscriber.onComplete();
                    continue;
                }
                while (reading < parallelism && demand.get() > ready.size()
                        && (!continuing.isEmpty() || nextSegment < segments)) {
                    Continuation from = continuing.isEmpty() ? new Continuation(nextSegment++, null) : continuing.poll();
                    reading++;
                    read(from);
                }
            } while (work.decrementAndGet() != 0);
        }

        /** A page's records become ready; its segment continues later, or is done. */
        private void accept(int segment, SegmentPage<T> page) {
            ready.addAll(page.records());
            if (page.lastKey() != null) {
                continuing.add(new Continuation(segment, page.lastKey()));
            } else {
                segmentsDone++;
            }
        }

        private void read(Continuation from) {
            CompletableFuture<SegmentPage<T>> read = Futures.attempt(() -> reads.read(from.segment(), from.after()));
            inFlight.add(read);
            read.whenComplete((page, thrown) -> {
                inFlight.remove(read);
                if (cancelled) {
                    return;
                }
                arrivals.add(thrown != null ? new Arrival<>(from.segment(), null, AsyncRequests.unwrap(thrown))
                        : new Arrival<>(from.segment(), page, null));
                drain();
            });
        }
    }
}
