package dev.keyway.runtime.internal.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.Scan;
import dev.keyway.runtime.ScanProgress;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.scan.ParallelScanTest.FakeScans;
import dev.keyway.runtime.internal.scan.ParallelScanTest.Thing;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;

/** The segments' threads, their bound, and how a failure or an interrupt stops a scan. */
class ParallelScanConcurrencyTest {

    @Test
    void everySegmentGetsItsOwnDaemonThreadAndTheyEndWithTheCall() throws InterruptedException {
        FakeScans fake = FakeScans.generated(4, 2, 3);
        CountDownLatch allStarted = new CountDownLatch(4);
        fake.behave((segment, page) -> {
            if (page == 0) {
                allStarted.countDown();
                assertTrue(allStarted.await(2, TimeUnit.SECONDS), "the four segments run at once");
            }
        });

        fake.scan().segments(4).forEach(thing -> { });

        assertEquals(4, fake.maxInFlight());
        Set<Thread> threads = fake.threads();
        assertEquals(4, threads.size());
        assertFalse(threads.contains(Thread.currentThread()));
        for (Thread thread : threads) {
            assertTrue(thread.isDaemon(), thread + " keeps the JVM alive");
            assertTrue(thread.getName().startsWith("keyway-scan-"), thread.getName());
            thread.join(2_000); // the pool has terminated; the thread itself may take a moment to exit
            assertFalse(thread.isAlive(), thread + " outlived the call");
        }
    }

    @Test
    void parallelismBoundsTheThreadsAndEverySegmentIsStillRead() {
        FakeScans fake = FakeScans.generated(20, 2, 2);
        fake.behave((segment, page) -> Thread.sleep(1)); // requests overlap, so a fourth thread would show
        ConcurrentLinkedQueue<Thing> delivered = new ConcurrentLinkedQueue<>();

        fake.scan().segments(20).parallelism(3).forEach(delivered::add);

        assertEquals(fake.served(), Set.copyOf(delivered));
        assertEquals(80, delivered.size());
        assertEquals(3, fake.threads().size());
        assertTrue(fake.maxInFlight() <= 3, "in flight " + fake.maxInFlight());
        assertEquals(20, fake.requests().stream().map(r -> r.segment()).distinct().count());
    }

    @Test
    void withoutParallelismTheThreadsStopAtTheDefaultBound() {
        FakeScans fake = FakeScans.generated(100, 1, 1);
        fake.behave((segment, page) -> Thread.sleep(2));

        assertEquals(100, fake.scan().segments(100).count());

        assertTrue(fake.threads().size() <= Scan.DEFAULT_MAX_PARALLELISM, "threads " + fake.threads().size());
        assertTrue(fake.maxInFlight() <= Scan.DEFAULT_MAX_PARALLELISM, "in flight " + fake.maxInFlight());
    }

    @Test
    void parallelismOneReadsTheSegmentsInTurnOnTheCallersThread() {
        FakeScans fake = FakeScans.generated(3, 2, 2);
        List<Thing> delivered = new ArrayList<>();

        fake.scan().segments(3).parallelism(1).forEach(delivered::add); // an ArrayList: no other thread touches it

        assertEquals(12, delivered.size());
        assertEquals(Set.of(Thread.currentThread()), fake.threads());
        assertEquals(List.of(0, 0, 1, 1, 2, 2), fake.requests().stream().map(r -> r.segment()).toList());
    }

    @Test
    void aThrottledSegmentStopsTheOthersAndItsExceptionIsRethrown() throws InterruptedException {
        FakeScans fake = FakeScans.generated(4, 500, 2);
        ProvisionedThroughputExceededException throttled = throttled();
        fake.behave((segment, page) -> {
            if (segment == 2 && page == 3) {
                throw throttled;
            }
            Thread.sleep(1);
        });
        AtomicInteger delivered = new AtomicInteger();
        List<ScanProgress> reports = new ArrayList<>();

        ProvisionedThroughputExceededException thrown = assertThrows(ProvisionedThroughputExceededException.class,
                () -> fake.scan().segments(4).progress(reports::add).forEach(thing -> delivered.incrementAndGet()));

        assertSame(throttled, thrown);
        int requests = fake.requests().size();
        assertTrue(requests < 200, "the other segments stopped early, after " + requests + " of 2000 requests");
        int deliveredAtThrow = delivered.get();
        Thread.sleep(50);
        assertEquals(requests, fake.requests().size(), "no request after the scan threw");
        assertEquals(deliveredAtThrow, delivered.get(), "no item after the scan threw");
        assertTrue(reports.stream().noneMatch(ScanProgress::segmentDone));
        for (Thread thread : fake.threads()) {
            thread.join(2_000);
            assertFalse(thread.isAlive(), thread + " outlived the call");
        }
    }

    @Test
    void segmentsWaitingForAResponseAreInterruptedWhenAnotherFails() {
        FakeScans fake = FakeScans.generated(4, 1, 1);
        CountDownLatch othersWaiting = new CountDownLatch(3);
        AtomicInteger interrupted = new AtomicInteger();
        IllegalStateException failure = new IllegalStateException("segment 0 failed");
        fake.behave((segment, page) -> {
            if (segment == 0) {
                assertTrue(othersWaiting.await(2, TimeUnit.SECONDS));
                throw failure;
            }
            othersWaiting.countDown();
            try {
                Thread.sleep(10_000); // a response that would take long
            } catch (InterruptedException e) {
                interrupted.incrementAndGet();
                throw e;
            }
        });
        long start = System.nanoTime();

        assertSame(failure, assertThrows(IllegalStateException.class, () -> fake.scan().segments(4).count()));

        assertTrue(System.nanoTime() - start < TimeUnit.SECONDS.toNanos(3), "did not wait for the slow segments");
        assertEquals(3, interrupted.get(), "the waiting segments were interrupted");
    }

    @Test
    void anExceptionOfTheConsumerStopsTheScanAndIsRethrown() {
        FakeScans fake = FakeScans.generated(4, 50, 10);
        IllegalStateException bad = new IllegalStateException("cannot export t1-5");
        AtomicInteger callsAfterTheFailure = new AtomicInteger();
        AtomicBoolean failed = new AtomicBoolean();
        fake.behave((segment, page) -> Thread.sleep(segment == 1 ? 0 : 1)); // the failing segment gets there first

        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> fake.scan().segments(4)
                .forEach(thing -> {
                    if (failed.get()) {
                        callsAfterTheFailure.incrementAndGet();
                    }
                    if (thing.id().equals("t1-5")) {
                        failed.set(true);
                        throw bad;
                    }
                }));

        assertSame(bad, thrown);
        assertTrue(callsAfterTheFailure.get() <= 30, "at most the rest of the pages under way: " + callsAfterTheFailure);
        assertTrue(fake.requests().size() < 40, "stopped after " + fake.requests().size() + " of 200 pages");
    }

    @Test
    void aCheckedExceptionIsWrappedWithTheOriginalAsCause() {
        FakeScans fake = FakeScans.generated(2, 1, 2);
        IOException disk = new IOException("disk full");

        KeywayException thrown = assertThrows(KeywayException.class,
                () -> fake.scan().segments(2).forEach(thing -> sneakyThrow(disk)));

        assertSame(disk, thrown.getCause());
        assertTrue(thrown.getMessage().contains("Thing"), thrown.getMessage());
    }

    @Test
    void anErrorIsRethrownAsItIs() {
        FakeScans fake = FakeScans.generated(2, 1, 2);
        OutOfMemoryError error = new OutOfMemoryError("pretend");
        assertSame(error, assertThrows(OutOfMemoryError.class,
                () -> fake.scan().segments(2).forEach(thing -> {
                    throw error;
                })));
    }

    @Test
    void anExceptionOfTheProgressCallbackStopsTheScanToo() {
        FakeScans fake = FakeScans.generated(3, 20, 1);
        IllegalArgumentException bad = new IllegalArgumentException("log full");
        AtomicInteger reports = new AtomicInteger();

        assertSame(bad, assertThrows(IllegalArgumentException.class, () -> fake.scan().segments(3).progress(p -> {
            if (reports.incrementAndGet() == 5) {
                throw bad;
            }
        }).forEach(thing -> { })));

        assertTrue(fake.requests().size() < 30, "stopped after " + fake.requests().size() + " of 60 pages");
    }

    @Test
    void anInterruptedCallerStopsTheScanAndKeepsItsInterruptFlag() throws InterruptedException {
        FakeScans fake = FakeScans.generated(3, 1, 1);
        CountDownLatch allWaiting = new CountDownLatch(3);
        Set<Thread> interruptedSegments = ConcurrentHashMap.newKeySet();
        fake.behave((segment, page) -> {
            allWaiting.countDown();
            try {
                Thread.sleep(10_000);
            } catch (InterruptedException e) {
                interruptedSegments.add(Thread.currentThread());
                throw e;
            }
        });
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicBoolean flagAfterwards = new AtomicBoolean();
        Thread caller = new Thread(() -> {
            try {
                fake.scan().segments(3).forEach(thing -> { });
            } catch (Throwable e) {
                thrown.set(e);
            }
            flagAfterwards.set(Thread.currentThread().isInterrupted());
        });
        caller.start();
        assertTrue(allWaiting.await(2, TimeUnit.SECONDS));

        caller.interrupt();
        caller.join(2_000);

        assertFalse(caller.isAlive());
        KeywayException exception = assertInstanceOf(KeywayException.class, thrown.get());
        assertInstanceOf(InterruptedException.class, exception.getCause());
        assertTrue(flagAfterwards.get(), "the interrupt flag is restored");
        for (Thread segment : fake.threads()) {
            segment.join(2_000);
            assertFalse(segment.isAlive(), segment + " outlived the interrupted scan");
        }
        assertEquals(3, interruptedSegments.size(), "every segment was interrupted");
    }

    @Test
    void aScanOnAnInterruptedThreadReadsNothingAndKeepsTheFlag() {
        FakeScans fake = FakeScans.generated(1, 1, 1);
        Thread.currentThread().interrupt();
        try {
            KeywayException thrown = assertThrows(KeywayException.class, () -> fake.scan().forEach(thing -> { }));
            assertInstanceOf(InterruptedException.class, thrown.getCause());
            assertTrue(Thread.currentThread().isInterrupted());
            assertEquals(0, fake.requests().size());
        } finally {
            Thread.interrupted(); // leave the test thread as it was
        }
    }

    @Test
    void anInterruptDuringARequestOnTheCallersThreadKeepsTheFlag() {
        FakeScans fake = FakeScans.generated(1, 2, 1);
        fake.behave((segment, page) -> {
            Thread.interrupted(); // like the SDK, which clears the flag when it aborts a request
            throw new InterruptedException("aborted");
        });
        try {
            assertThrows(RuntimeException.class, () -> fake.scan().forEach(thing -> { }));
            assertTrue(Thread.currentThread().isInterrupted(), "the flag the SDK cleared is set again");
        } finally {
            Thread.interrupted();
        }
    }

    static ProvisionedThroughputExceededException throttled() {
        return ProvisionedThroughputExceededException.builder()
                .message("The level of configured provisioned throughput for the table was exceeded")
                .statusCode(400)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("ProvisionedThroughputExceededException")
                        .serviceName("DynamoDb").build())
                .build();
    }

    @SuppressWarnings("unchecked")
    private static <E extends Throwable> void sneakyThrow(Throwable e) throws E {
        throw (E) e;
    }
}
