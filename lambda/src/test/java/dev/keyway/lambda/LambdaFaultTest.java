package dev.keyway.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Issue #24 §1, "the Lambda handlers": a Lambda function built on {@link LambdaStreamEvents#handle} and
 * {@code ProcessedChanges.applyOnce} (the README's advice), behind the tests' {@link EventSourceMapping}
 * on Keyway Local, with faults on the function's own requests. Whatever fault outlasts the SDK's retries
 * fails the change's record, Lambda retries from it, and no checkpoint passes a change that was not
 * applied; a change applied whose answer was lost is not applied again.
 */
class LambdaFaultTest {

    private static KeywayLocal local;
    private static DynamoDbClient faulty;

    @BeforeAll
    static void start() {
        FaultyClients.quietFailedRecords();
        local = KeywayLocal.builder().streamShards(2).start();
        faulty = FaultyClients.fastRetrying(local);
    }

    @AfterAll
    static void stop() {
        faulty.close();
        local.close();
    }

    @BeforeEach
    @AfterEach
    void clean() {
        local.faults().clear();
        local.deleteAllTables();
    }

    private static ProjectionRun run(int changes) {
        ProjectionRun run = new ProjectionRun("", local, faulty, 4, 10);
        Random random = new Random(changes);
        for (int i = 0; i < changes; i++) {
            run.writeRandomChange(random);
        }
        return run;
    }

    @Test
    void aThrottleThatOutlastsTheSdkRetriesFailsItsRecordAndLambdaRetriesFromIt() {
        ProjectionRun run = run(12);
        local.faults().add(Fault.throttling().on("TransactWriteItems").times(FaultyClients.SDK_ATTEMPTS));
        run.drain();
        assertEquals(FaultyClients.SDK_ATTEMPTS, local.faults().injected());
        local.faults().clear();
        run.check();
        assertEquals(List.of(), run.violations);
        assertEquals(2, run.handled.get(run.firstHandled.keySet().iterator().next()),
                "the first change failed once and was handed again");
    }

    @Test
    void fiveHundredsAndFiveOhThreesAreRetriedAsLongAsTheyLast() {
        ProjectionRun run = run(12);
        local.faults().add(Fault.internalError().on("TransactWriteItems").times(2 * FaultyClients.SDK_ATTEMPTS))
                .add(Fault.serviceUnavailable().on("TransactWriteItems").times(2 * FaultyClients.SDK_ATTEMPTS));
        run.drain();
        assertEquals(4 * FaultyClients.SDK_ATTEMPTS, local.faults().injected());
        local.faults().clear();
        run.check();
        assertEquals(List.of(), run.violations);
    }

    /** The transaction committed, every answer to it was lost: the record fails, and its retry applies nothing twice. */
    @Test
    void aChangeAppliedWhoseAnswersWereLostIsNotAppliedAgain() {
        ProjectionRun run = run(12);
        local.faults().add(Fault.serviceUnavailable().on("TransactWriteItems").afterApplying()
                .times(FaultyClients.SDK_ATTEMPTS));
        run.drain();
        local.faults().clear();
        run.check();
        assertEquals(List.of(), run.violations);
        assertTrue(run.handled.values().stream().anyMatch(times -> times > 1), "a change was handed again");
    }

    /**
     * A TransactionConflict cancels the transaction on one of its items, drawn; drawn on the marker, it
     * was taken for "processed already" and the change was skipped, never applied (fixed in
     * ProcessedChanges: only a failed condition on the marker means processed).
     */
    @Test
    void aTransactionConflictOnTheMarkerIsRetriedNotTakenForProcessed() {
        ProjectionRun run = run(12);
        local.faults().reseed(24).add(Fault.transactionConflict().times(8));
        run.drain();
        assertEquals(8, local.faults().injected());
        local.faults().clear();
        run.check();
        assertEquals(List.of(), run.violations);
    }

    /** Lambda retries a whole batch whose response it lost (a timeout after the handler returned): nothing counts twice. */
    @Test
    void wholeBatchesDeliveredAgainCountOnce() {
        ProjectionRun run = run(12);
        run.mapping.losingResponses(new Random(7), 0.5);
        run.drain();
        run.check();
        assertEquals(List.of(), run.violations);
        assertTrue(run.handled.values().stream().anyMatch(times -> times > 1), "a batch was delivered again");
    }
}
