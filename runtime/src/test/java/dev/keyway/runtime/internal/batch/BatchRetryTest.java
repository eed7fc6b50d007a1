package dev.keyway.runtime.internal.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.exception.RequestFailedException;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.Reaction;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.Widget;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.WidgetSchema;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;

/**
 * Retries against a fault-injecting client: partial {@code UnprocessedItems}, throttling, a
 * refused chunk; every item ends up written or reported, and the waits are full-jitter backoff.
 */
class BatchRetryTest {

    private final FaultInjectingClient client = FaultInjectingClient.forWidgets();
    private final List<Duration> delays = Collections.synchronizedList(new ArrayList<>());
    private final BatchOptions recording = BatchOptions.defaults().withSleeper(delays::add);

    /** Each request of a batch is reported: its attempt, what it wrote and what it left; a throttled one too. */
    @Test
    void theListenerSeesEachAttemptWithItsLeftoversAndThrottling() {
        client.script((call, requested) -> switch (call) {
            case 0 -> Reaction.fail(FaultInjectingClient.throttled());
            case 1 -> Reaction.leave(item -> requested.indexOf(item) < 2);
            default -> Reaction.processAll();
        });
        List<RequestEvent> events = Collections.synchronizedList(new ArrayList<>());
        Requests requests = new Requests(client, events::add);
        BatchResult<Widget> result = Batches.putAll(requests, Requests.Context.of("Widgets", "Widget",
                RequestEvent.Operation.BATCH_PUT), WidgetSchema.INSTANCE, WidgetSchema.widgets(5),
                recording);
        assertTrue(result.complete());
        assertEquals(List.of(1, 2, 3), events.stream().map(RequestEvent::attempt).toList());
        assertEquals(RequestEvent.Outcome.THROTTLED, events.get(0).outcome());
        assertEquals(List.of(0, 3, 2), events.stream().map(RequestEvent::itemsWritten).toList());
        assertEquals(List.of(0, 2, 0), events.stream().map(RequestEvent::unprocessed).toList());
        assertTrue(events.get(1).retry());
    }

    @Test
    void partialUnprocessedItemsInTheFirstCallsAreRetriedUntilEverythingIsWritten() {
        // the first 4 calls write only the items at even positions and return the others as unprocessed
        client.script((call, requested) -> call < 4
                ? Reaction.leave(item -> requested.indexOf(item) % 2 == 1) : Reaction.processAll());
        List<Widget> widgets = WidgetSchema.widgets(1_000);
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, widgets,
                recording.withParallelism(1));
        assertTrue(result.complete(), result.failures().toString());
        assertEquals(1_000, client.table().size());
        // chunk 1 goes 25 -> 12 -> 6 -> 3 -> 1 unprocessed, then is done: 5 requests, the 39 others 1 each
        assertEquals(44, result.requests());
        assertEquals(List.of(25, 12, 6, 3, 1), client.requestSizes().subList(0, 5));
        assertEquals(4, delays.size());
    }

    @Test
    void everyItemUnprocessedTwiceMeansThreeRequestsPerChunk() {
        Map<Map<String, AttributeValue>, Integer> seen = new ConcurrentHashMap<>();
        client.script((call, requested) -> Reaction.leave(item -> seen.merge(item, 1, Integer::sum) <= 2));
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE,
                WidgetSchema.widgets(1_000), recording);
        assertTrue(result.complete());
        assertEquals(120, result.requests());
        assertEquals(80, delays.size());
        assertEquals(1_000, client.table().size());
    }

    @Test
    void aThrottledChunkIsSentAgainWhole() {
        Set<Map<String, AttributeValue>> seen = ConcurrentHashMap.newKeySet();
        client.script((call, requested) -> seen.addAll(requested)
                ? Reaction.fail(FaultInjectingClient.throttled()) : Reaction.processAll());
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE,
                WidgetSchema.widgets(1_000), recording);
        assertTrue(result.complete());
        assertEquals(80, result.requests(), "each chunk: throttled once, then written");
        assertTrue(client.requestSizes().stream().allMatch(size -> size == 25), "sent again whole");
        assertEquals(1_000, client.table().size());
    }

    static Stream<RuntimeException> throttlingErrors() {
        return Stream.of(
                FaultInjectingClient.throttled(),
                RequestLimitExceededException.builder().message("account limit").build(),
                ThrottlingException.builder().message("control plane").build(),
                DynamoDbException.builder().message("slow down").statusCode(400)
                        .awsErrorDetails(AwsErrorDetails.builder().errorCode("ThrottlingException").build()).build(),
                DynamoDbException.builder().message("too many requests").statusCode(429).build());
    }

    @ParameterizedTest
    @MethodSource("throttlingErrors")
    void everyKindOfThrottlingIsRetried(RuntimeException throttling) {
        client.script((call, requested) -> call == 0 ? Reaction.fail(throttling) : Reaction.processAll());
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.widgets(3),
                recording);
        assertTrue(result.complete(), throttling.toString());
        assertEquals(2, result.requests());
        assertTrue(Batches.isThrottling(throttling));
    }

    @Test
    void otherServiceErrorsAreNotRetried() {
        DynamoDbException internal = (DynamoDbException) DynamoDbException.builder().message("internal error")
                .statusCode(500).awsErrorDetails(AwsErrorDetails.builder().errorCode("InternalServerError").build())
                .build();
        assertFalse(Batches.isThrottling(internal));
        assertFalse(Batches.isThrottling(FaultInjectingClient.validation("bad")));
        client.script((call, requested) -> Reaction.fail(internal));
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.widgets(3),
                recording);
        assertEquals(1, result.requests());
        assertEquals(3, result.unprocessed().size());
        RequestFailedException typed = assertInstanceOf(RequestFailedException.class, result.error().orElseThrow(),
                "an error the SDK has no type for is typed, its cause the SDK's exception");
        assertSame(internal, typed.getCause());
        assertEquals("InternalServerError", typed.errorCode());
        assertEquals("BatchWriteItem", typed.request());
    }

    @Test
    void anItemNeverProcessedIsReportedAfterMaxAttemptsWithGrowingFullJitterWaits() {
        client.script((call, requested) -> Reaction.leave(item -> item.get("id").s().equals("w7")));
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.widgets(10),
                recording.withRandom(() -> -1L)); // the largest draw: each wait is its cap
        assertEquals(List.of(new Widget("w7", "payload 7")), result.unprocessed());
        assertTrue(result.failures().get(0).cause().isEmpty(), "DynamoDB returned it unprocessed: no error");
        assertEquals(8, result.requests());
        assertEquals(List.of(10, 1, 1, 1, 1, 1, 1, 1), client.requestSizes());
        assertEquals(9, client.table().size());
        long[] caps = {50, 100, 200, 400, 800, 1600, 3200};
        assertEquals(7, delays.size(), "no wait after the last attempt");
        for (int k = 0; k < caps.length; k++) {
            long millis = delays.get(k).toMillis();
            assertTrue(millis <= caps[k] && millis >= caps[k] - 1, "wait " + k + ": " + delays.get(k));
        }
    }

    @Test
    void waitsAreUniformBelowTheirCapAndGrowWithTheAttempt() {
        // 40 chunks, each returned unprocessed on all 8 attempts: 7 waits per chunk, in order (parallelism 1)
        client.script((call, requested) -> Reaction.leave(item -> true));
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE,
                WidgetSchema.widgets(1_000), recording.withParallelism(1).withRandom(new Random(42)));
        assertEquals(1_000, result.unprocessed().size(), "nothing written, nothing lost");
        assertEquals(320, result.requests());
        assertEquals(280, delays.size());
        double[] mean = new double[7];
        for (int i = 0; i < delays.size(); i++) {
            int k = i % 7;
            Duration cap = recording.backoffCap(k);
            Duration delay = delays.get(i);
            assertFalse(delay.isNegative(), delay.toString());
            assertTrue(delay.compareTo(cap) <= 0, "wait " + k + " of " + delay + " exceeds " + cap);
            mean[k] += delay.toNanos() / 40.0;
        }
        for (int k = 0; k < 7; k++) {
            double half = recording.backoffCap(k).toNanos() / 2.0;
            assertTrue(Math.abs(mean[k] - half) < 0.25 * half, "mean wait " + k + " " + mean[k] + " vs " + half);
            if (k > 0) {
                assertTrue(mean[k] > mean[k - 1], "waits grow with the attempt");
            }
        }
    }

    @Test
    void aChunkThrottledOnEveryAttemptIsReportedWithTheThrottlingError() {
        ProvisionedThroughputExceededException throttled = FaultInjectingClient.throttled();
        client.script((call, requested) -> Reaction.fail(throttled));
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.widgets(30),
                recording.withMaxAttempts(5));
        assertEquals(WidgetSchema.widgets(30), result.unprocessed());
        assertSame(throttled, result.error().orElseThrow());
        assertEquals(10, result.requests());
        assertTrue(client.table().isEmpty());
    }

    @Test
    void underRandomFaultsEveryItemIsWrittenOrReportedAndOnlyTheRefusedChunkIsReported() {
        Random faults = new Random(2024);
        client.script((call, requested) -> {
            if (requested.stream().anyMatch(item -> item.get("id").s().equals("w510"))) {
                return Reaction.fail(FaultInjectingClient.validation("Item contains an invalid attribute"));
            }
            synchronized (faults) {
                int dice = faults.nextInt(10);
                if (dice < 2) {
                    return Reaction.fail(FaultInjectingClient.throttled());
                }
                if (dice < 5) {
                    long seed = faults.nextLong();
                    return Reaction.leave(item -> new Random(seed ^ item.hashCode()).nextBoolean());
                }
                return Reaction.processAll();
            }
        });
        List<Widget> widgets = WidgetSchema.widgets(1_000);
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, widgets,
                recording.withMaxAttempts(40).withRandom(new Random(1)));

        assertEquals(widgets.subList(500, 525), result.unprocessed(), "the chunk holding w510, whole");
        assertInstanceOf(DynamoDbException.class, result.error().orElseThrow().getCause());
        assertEquals(975, client.table().size());
        for (Widget widget : widgets) {
            boolean stored = client.contains(WidgetSchema.key(widget.id()));
            boolean reported = result.unprocessed().contains(widget);
            assertTrue(stored ^ reported, widget + " stored " + stored + ", reported " + reported);
        }
        assertTrue(result.requests() > 40, "faults were injected: " + result.requests());
        assertTrue(client.requestSizes().stream().allMatch(size -> size >= 1 && size <= 25));
    }

    @Test
    void deletesAndGetsRetryTheSameWay() {
        List<Widget> widgets = WidgetSchema.widgets(300);
        widgets.forEach(widget -> client.store(WidgetSchema.INSTANCE.toItem(widget)));
        Set<Map<String, AttributeValue>> seen = ConcurrentHashMap.newKeySet();
        client.script((call, requested) -> call % 2 == 0 && seen.add(requested.get(0))
                ? Reaction.fail(FaultInjectingClient.throttled())
                : Reaction.leave(key -> seen.add(key) && key.get("PK").s().endsWith("3")));

        var read = Batches.getAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.keys(widgets), false,
                recording);
        assertTrue(read.complete());
        assertEquals(widgets, read.items());

        seen.clear();
        var deleted = Batches.deleteAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.keys(widgets),
                recording);
        assertTrue(deleted.complete());
        assertTrue(client.table().isEmpty());
    }
}
