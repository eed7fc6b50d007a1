package dev.keyway.runtime.internal.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.Reaction;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.Widget;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.WidgetSchema;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.AbortedException;

/** Bounded parallelism, the pool's threads, and interruption. */
class BatchParallelismTest {

    private static final BatchOptions INSTANT = BatchOptions.defaults().withSleeper(delay -> { });

    private final FaultInjectingClient client = FaultInjectingClient.forWidgets();

    @Test
    void neverMoreRequestsInFlightThanTheParallelismAndThatManyAreReached() {
        int parallelism = 3;
        CountDownLatch allStarted = new CountDownLatch(parallelism);
        client.whileInFlight(call -> {
            allStarted.countDown();
            allStarted.await(5, TimeUnit.SECONDS); // the first three wait for each other: proves they overlap
            Thread.sleep(1); // every later call overlaps others too, so a fourth would show
        });
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE,
                WidgetSchema.widgets(1_000), INSTANT.withParallelism(parallelism));
        assertTrue(result.complete());
        assertEquals(parallelism, client.maxInFlight());
        assertEquals(parallelism, client.threads().size());
    }

    @Test
    void retriesCountAgainstTheBoundToo() {
        client.script((call, requested) -> call % 3 == 0 ? Reaction.fail(FaultInjectingClient.throttled())
                : Reaction.leave(item -> call % 3 == 1 && requested.indexOf(item) % 2 == 0));
        client.whileInFlight(call -> Thread.sleep(1));
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE,
                WidgetSchema.widgets(500), INSTANT.withParallelism(2).withMaxAttempts(30));
        assertTrue(result.complete());
        assertTrue(client.maxInFlight() <= 2, "max in flight " + client.maxInFlight());
        assertEquals(500, client.table().size());
    }

    @Test
    void parallelismOneOrOneChunkRunsOnTheCallersThread() {
        Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.widgets(100), INSTANT.withParallelism(1));
        Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.widgets(25), INSTANT);
        Batches.getAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.keys(WidgetSchema.widgets(100)), false,
                INSTANT);
        assertEquals(Set.of(Thread.currentThread()), client.threads());
    }

    @Test
    void poolThreadsAreDaemonsAndEndWithTheCall() throws InterruptedException {
        Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.widgets(200), INSTANT);
        Set<Thread> threads = client.threads();
        assertEquals(4, threads.size());
        for (Thread thread : threads) {
            assertTrue(thread.isDaemon());
            assertTrue(thread.getName().startsWith("keyway-batch-"), thread.getName());
            thread.join(2_000);
            assertFalse(thread.isAlive(), thread + " outlived the call");
        }
    }

    @Test
    void anErrorInAWorkerIsRethrownAndThePoolStillShutsDown() throws InterruptedException {
        class Fatal extends Error {
        }
        client.whileInFlight(call -> {
            if (call == 5) {
                throw new Fatal();
            }
        });
        assertThrows(Fatal.class, () -> Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE,
                WidgetSchema.widgets(500), INSTANT));
        for (Thread thread : client.threads()) {
            thread.join(2_000);
            assertFalse(thread.isAlive());
        }
    }

    @Test
    void interruptedWhileBackingOffItReportsTheRestAndKeepsTheInterrupt() {
        client.script((call, requested) -> Reaction.leave(item -> requested.indexOf(item) < 5));
        BatchOptions interruptedSleep = INSTANT.withParallelism(1).withSleeper(delay -> {
            throw new InterruptedException("stop");
        });
        List<Widget> widgets = WidgetSchema.widgets(100);
        try {
            BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, widgets,
                    interruptedSleep);
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt is kept for the caller");
            assertEquals(1, result.requests(), "nothing is sent after the interrupt");
            assertEquals(widgets.subList(0, 5), result.unprocessed().subList(0, 5));
            assertEquals(widgets.subList(25, 100), result.unprocessed().subList(5, 80));
            assertEquals(80, result.unprocessed().size());
            assertTrue(result.failures().stream()
                    .allMatch(failure -> failure.cause().orElseThrow() instanceof InterruptedException));
            assertEquals(20, client.table().size());
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void aRequestAbortedByAnInterruptStopsTheBatchAndKeepsTheInterrupt() {
        // what the SDK does when the calling thread is interrupted mid-request: it may clear the flag
        client.script((call, requested) -> Reaction.fail(AbortedException.builder().message("Thread was interrupted")
                .cause(new InterruptedException()).build()));
        try {
            BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE,
                    WidgetSchema.widgets(100), INSTANT.withParallelism(1));
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt is restored for the caller");
            assertEquals(1, result.requests(), "no further chunk is sent");
            assertEquals(100, result.unprocessed().size());
            assertInstanceOf(AbortedException.class, result.failures().get(0).cause().orElseThrow());
            assertInstanceOf(InterruptedException.class, result.failures().get(99).cause().orElseThrow());
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void aCallerInterruptedWhileWaitingReturnsWithEverythingUnfinishedReported() throws Exception {
        CountDownLatch inFlight = new CountDownLatch(4);
        CountDownLatch never = new CountDownLatch(1);
        client.whileInFlight(call -> {
            inFlight.countDown();
            never.await(); // hangs until the pool interrupts it
        });
        AtomicReference<BatchResult<Widget>> result = new AtomicReference<>();
        AtomicReference<Boolean> interruptKept = new AtomicReference<>();
        Thread caller = new Thread(() -> {
            result.set(Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.widgets(200), INSTANT));
            interruptKept.set(Thread.currentThread().isInterrupted());
        });
        caller.start();
        assertTrue(inFlight.await(5, TimeUnit.SECONDS));
        caller.interrupt();
        caller.join(5_000);
        assertFalse(caller.isAlive());

        assertTrue(interruptKept.get());
        assertEquals(WidgetSchema.widgets(200), result.get().unprocessed(), "nothing was written, all is reported");
        assertInstanceOf(InterruptedException.class, result.get().error().orElseThrow());
        for (Thread thread : client.threads()) {
            thread.join(2_000);
            assertFalse(thread.isAlive(), "the pool's threads were interrupted and ended");
        }
        assertSame(0, client.table().size());
    }
}
