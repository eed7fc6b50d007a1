package dev.keyway.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import dev.keyway.lambda.shop.Order;
import dev.keyway.lambda.shop.OrderRepository;
import dev.keyway.local.KeywayLocal;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The tests' stand-in for Lambda's event source mapping answers responses as the Lambda Developer
 * Guide's "Configuring partial batch response with DynamoDB and Lambda" says, so that what the fault
 * tests show of {@link LambdaStreamEvents} holds on Lambda.
 */
class EventSourceMappingTest {

    private static KeywayLocal local;
    private final List<List<String>> invocations = new ArrayList<>();
    private final List<String> passed = new ArrayList<>();
    private String streamArn;

    @BeforeAll
    static void start() {
        local = KeywayLocal.inMemory();
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    @BeforeEach
    void fiveOrders() {
        local.deleteAllTables();
        OrderRepository orders = new OrderRepository(local.client());
        orders.createTable();
        for (int i = 1; i <= 5; i++) {
            orders.put(new Order("c1", "o" + i, i, Instant.parse("2100-01-01T00:00:00Z")));
        }
        streamArn = local.client().describeTable(request -> request.tableName("Shop")).table().latestStreamArn();
    }

    /** A mapping of batches of 5 whose function answers as scripted, then succeeds. */
    private EventSourceMapping mapping(int maxAttempts, List<Function<List<String>, StreamsEventResponse>> script) {
        Deque<Function<List<String>, StreamsEventResponse>> answers = new ArrayDeque<>(script);
        Function<DynamodbEvent, StreamsEventResponse> function = event -> {
            List<String> sequenceNumbers = event.getRecords().stream()
                    .map(record -> record.getDynamodb().getSequenceNumber()).toList();
            invocations.add(sequenceNumbers);
            return answers.isEmpty() ? new StreamsEventResponse(List.of()) : answers.poll().apply(sequenceNumbers);
        };
        return new EventSourceMapping(local.streamsClient(), streamArn, 5, maxAttempts, function)
                .onCheckpoint((shard, records, discarded) -> records.forEach(record ->
                        passed.add((discarded ? "discarded " : "") + record.dynamodb().sequenceNumber())));
    }

    private static StreamsEventResponse failing(String... identifiers) {
        List<StreamsEventResponse.BatchItemFailure> failures = new ArrayList<>();
        for (String identifier : identifiers) {
            failures.add(new StreamsEventResponse.BatchItemFailure(identifier));
        }
        return new StreamsEventResponse(failures);
    }

    @Test
    void theLowestReportedSequenceNumberIsTheCheckpointAndTheBatchIsRetriedFromIt() {
        mapping(3, List.of(batch -> failing(batch.get(3), batch.get(2)))).drain();
        List<String> all = invocations.get(0);
        assertEquals(List.of(all, all.subList(2, 5)), invocations);
        assertEquals(all, passed);
    }

    @Test
    void aNullOrEmptyOrUnknownIdentifierOrAThrowRetriesTheWholeBatch() {
        mapping(5, List.of(batch -> failing((String) null), batch -> failing(""), batch -> failing("1"),
                batch -> {
                    throw new IllegalStateException("the function failed");
                })).drain();
        assertEquals(5, invocations.size());
        invocations.forEach(batch -> assertEquals(invocations.get(0), batch));
        assertEquals(invocations.get(0), passed);
    }

    @Test
    void afterItsAttemptsTheRestOfABatchGoesToTheOnFailureDestination() {
        EventSourceMapping mapping = mapping(2, List.of(batch -> failing(batch.get(1)), batch -> failing(batch.get(1))));
        mapping.drain();
        List<String> all = invocations.get(0);
        assertEquals(List.of(all.get(0), all.get(1), "discarded " + all.get(2), "discarded " + all.get(3),
                "discarded " + all.get(4)), passed);
        assertEquals(3, mapping.discarded().size());
    }
}
