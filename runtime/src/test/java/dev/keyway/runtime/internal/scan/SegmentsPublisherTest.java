package dev.keyway.runtime.internal.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.internal.scan.SegmentsPublisher.SegmentPage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The segmented scan's publisher with reads only the test completes: at most {@code parallelism}
 * segments in flight, requests only while demand exceeds what is ready, a started segment read on
 * first, completion when every segment is read, fail-fast on an error, nothing after cancel.
 */
class SegmentsPublisherTest {

    /** One read the publisher asked for. */
    private record Read(int segment, Map<String, AttributeValue> after, CompletableFuture<SegmentPage<String>> page) {
    }

    private final List<Read> reads = new ArrayList<>();
    private final Recorder subscriber = new Recorder();

    private SegmentsPublisher<String> publisher(int segments, int parallelism) {
        return new SegmentsPublisher<>(segments, parallelism, (segment, after) -> {
            CompletableFuture<SegmentPage<String>> page = new CompletableFuture<>();
            reads.add(new Read(segment, after, page));
            return page;
        });
    }

    private static final Map<String, AttributeValue> KEY = Map.of("PK", AttributeValue.fromS("k"));

    @Test
    void boundedByParallelismAndDemandAndCompleteWhenEverySegmentIsRead() {
        publisher(3, 2).subscribe(subscriber);
        assertTrue(reads.isEmpty(), "no demand, no read");
        subscriber.subscription.request(1);
        assertEquals(List.of(0, 1), reads.stream().map(Read::segment).toList(), "two at once");
        reads.get(0).page().complete(new SegmentPage<>(List.of("a", "b"), KEY));
        assertEquals(List.of("a"), subscriber.received);
        assertEquals(2, reads.size(), "b is ready for the next demand: no read");
        subscriber.subscription.request(5);
        assertEquals(List.of("a", "b"), subscriber.received);
        assertEquals(3, reads.size());
        assertEquals(0, reads.get(2).segment(), "segment 0 read on before segment 2 starts");
        assertSame(KEY, reads.get(2).after());
        reads.get(1).page().complete(new SegmentPage<>(List.of("c"), null));
        reads.get(2).page().complete(new SegmentPage<>(List.of(), null));
        assertEquals(2, reads.get(3).segment(), "then segment 2 starts");
        reads.get(3).page().complete(new SegmentPage<>(List.of("d"), null));
        assertEquals(List.of("a", "b", "c", "d"), subscriber.received);
        assertTrue(subscriber.completed);
    }

    @Test
    void theFirstFailureEndsTheSubscriptionAndCancelStopsEverySegment() {
        publisher(4, 4).subscribe(subscriber);
        subscriber.subscription.request(10);
        assertEquals(4, reads.size());
        IllegalStateException failure = new IllegalStateException("segment 2 failed");
        reads.get(2).page().completeExceptionally(failure);
        assertSame(failure, subscriber.error);
        assertTrue(reads.get(0).page().isCancelled(), "the other segments are stopped");
        reads.get(1).page().complete(new SegmentPage<>(List.of("late"), null));
        assertTrue(subscriber.received.isEmpty());

        Recorder other = new Recorder();
        reads.clear();
        publisher(2, 2).subscribe(other);
        other.subscription.request(1);
        other.subscription.cancel();
        assertTrue(reads.get(0).page().isCancelled() && reads.get(1).page().isCancelled());
        other.subscription.request(1);
        assertEquals(2, reads.size(), "nothing more after cancel");
        assertFalse(other.completed);
        assertNull(other.error);
    }

    @Test
    void aNonPositiveRequestIsAnError() {
        publisher(1, 1).subscribe(subscriber);
        subscriber.subscription.request(0);
        assertInstanceOf(IllegalArgumentException.class, subscriber.error, "rule 3.9");
    }

    private static final class Recorder implements Subscriber<String> {
        final List<String> received = new ArrayList<>();
        Subscription subscription;
        Throwable error;
        boolean completed;

        @Override
        public void onSubscribe(Subscription subscription) {
            this.subscription = subscription;
        }

        @Override
        public void onNext(String item) {
            received.add(item);
        }

        @Override
        public void onError(Throwable error) {
            this.error = error;
        }

        @Override
        public void onComplete() {
            completed = true;
        }
    }
}
