package dev.keyway.kcl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.dynamodbv2.streamsadapter.adapter.DynamoDBStreamsClientRecord;
import com.amazonaws.services.dynamodbv2.streamsadapter.model.DynamoDBStreamsProcessRecordsInput;
import dev.keyway.kcl.shop.CountersChange;
import dev.keyway.runtime.stream.ChangeFailedException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.kinesis.lifecycle.events.InitializationInput;
import software.amazon.kinesis.lifecycle.events.ShutdownRequestedInput;
import software.amazon.kinesis.processor.RecordProcessorCheckpointer;

/**
 * The record processor's handling of a batch, without KCL: hands each change on in order, checkpoints
 * after a batch handled whole, retries a failed change in place, gives up after {@code maxAttempts}
 * (checkpointing the changes before it, stopping the shard), and checkpoints nothing once halted.
 */
class ChangeProcessorTest {

    private final List<String> checkpoints = new CopyOnWriteArrayList<>();
    private final List<String> handed = new CopyOnWriteArrayList<>();
    private final List<RuntimeException> failures = new CopyOnWriteArrayList<>();
    private final List<ChangeFailedException> gaveUp = new ArrayList<>();

    private final RecordProcessorCheckpointer checkpointer = (RecordProcessorCheckpointer) Proxy.newProxyInstance(
            getClass().getClassLoader(), new Class<?>[] {RecordProcessorCheckpointer.class}, (proxy, method, args) -> {
                if (method.getName().equals("checkpoint")) {
                    checkpoints.add(args == null ? "batch" : String.valueOf(args[0]));
                    return null;
                }
                throw new UnsupportedOperationException(method.getName());
            });

    private ChangeProcessor<CountersChange> processor(int maxAttempts, Consumer<CountersChange> handler,
                                                      WorkerControl[] control) {
        control[0] = new WorkerControl(maxAttempts, Duration.ofMillis(1), failures::add, gaveUp::add);
        ChangeProcessor<CountersChange> processor = new ChangeProcessor<>("arn:stream", CountersChange.DECODER,
                handler, control[0]);
        processor.initialize(InitializationInput.builder().shardId("shard-1").build());
        return processor;
    }

    private static Record record(String eventId, String sequenceNumber) {
        return Record.builder().eventID(eventId).eventName("INSERT").dynamodb(StreamRecord.builder()
                .sequenceNumber(sequenceNumber)
                .keys(Map.of("PK", AttributeValue.fromS("OTHER#" + eventId), "SK", AttributeValue.fromS("X")))
                .newImage(Map.of("PK", AttributeValue.fromS("OTHER#" + eventId), "SK", AttributeValue.fromS("X")))
                .build()).build();
    }

    private DynamoDBStreamsProcessRecordsInput batch(Record... records) {
        return DynamoDBStreamsProcessRecordsInput.builder().checkpointer(checkpointer)
                .records(java.util.Arrays.stream(records).map(DynamoDBStreamsClientRecord::fromRecord).toList()).build();
    }

    private Consumer<CountersChange> recording(Set<String> failing, int failTimes) {
        int[] failed = {0};
        return change -> {
            String id = change.event().eventId();
            handed.add(id);
            if (failing.contains(id) && failed[0]++ < failTimes) {
                throw new IllegalStateException("handler failed on " + id);
            }
        };
    }

    @Test
    void aBatchHandledWholeIsCheckpointedOnce() {
        WorkerControl[] control = new WorkerControl[1];
        processor(Integer.MAX_VALUE, recording(Set.of(), 0), control)
                .processRecords(batch(record("e1", "100"), record("e2", "200"), record("e3", "300")));
        assertEquals(List.of("e1", "e2", "e3"), handed);
        assertEquals(List.of("batch"), checkpoints);
    }

    @Test
    void aFailedChangeIsRetriedInPlaceAndTheShardWaitsForIt() {
        WorkerControl[] control = new WorkerControl[1];
        processor(Integer.MAX_VALUE, recording(Set.of("e2"), 2), control)
                .processRecords(batch(record("e1", "100"), record("e2", "200"), record("e3", "300")));
        assertEquals(List.of("e1", "e2", "e2", "e2", "e3"), handed);
        assertEquals(List.of("batch"), checkpoints);
        assertEquals(2, failures.size());
        assertFalse(((ChangeFailedException) failures.get(0)).gaveUp());
        ChangeFailedException second = (ChangeFailedException) failures.get(1);
        assertEquals("e2", second.eventId());
        assertEquals("200", second.sequenceNumber());
        assertEquals("shard-1", second.shardId());
        assertEquals(2, second.attempts());
    }

    @Test
    void afterMaxAttemptsTheChangesBeforeAreCheckpointedAndTheShardStops() {
        WorkerControl[] control = new WorkerControl[1];
        ChangeProcessor<CountersChange> processor = processor(2, recording(Set.of("e2"), Integer.MAX_VALUE), control);
        processor.processRecords(batch(record("e1", "100"), record("e2", "200"), record("e3", "300")));
        assertEquals(List.of("e1", "e2", "e2"), handed);
        assertEquals(List.of("100"), checkpoints, "up to the change before the failed one, never past it");
        assertEquals(1, gaveUp.size());
        assertTrue(gaveUp.get(0).gaveUp());
        assertEquals("e2", control[0].gaveUp().orElseThrow().eventId());

        processor.processRecords(batch(record("e4", "400")));
        processor.shutdownRequested(ShutdownRequestedInput.builder().checkpointer(checkpointer).build());
        assertEquals(List.of("e1", "e2", "e2"), handed, "nothing more of the shard is handed on");
        assertEquals(List.of("100"), checkpoints, "nor checkpointed");
    }

    @Test
    void aRecordThatIsNoStreamRecordFailsLikeAHandler() {
        WorkerControl[] control = new WorkerControl[1];
        Record noKeys = Record.builder().eventID("e2").eventName("INSERT")
                .dynamodb(StreamRecord.builder().sequenceNumber("200").build()).build();
        processor(1, recording(Set.of(), 0), control).processRecords(batch(record("e1", "100"), noKeys));
        assertEquals(List.of("e1"), handed);
        assertEquals(List.of("100"), checkpoints);
        assertTrue(failures.get(0).getCause() instanceof IllegalArgumentException);
    }

    @Test
    void aHaltedWorkerChecksNothingIn() {
        WorkerControl[] control = new WorkerControl[1];
        ChangeProcessor<CountersChange> processor = processor(Integer.MAX_VALUE, change -> {
            handed.add(change.event().eventId());
            if (handed.size() == 2) {
                control[0].halt();                      // the worker dies while the handler runs
            }
        }, control);
        processor.processRecords(batch(record("e1", "100"), record("e2", "200"), record("e3", "300")));
        processor.shutdownRequested(ShutdownRequestedInput.builder().checkpointer(checkpointer).build());
        assertEquals(List.of("e1", "e2"), handed);
        assertEquals(List.of(), checkpoints, "the batch is left to be read again by the next owner");
    }
}
