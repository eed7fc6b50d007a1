package dev.keyway.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Issue #24 §1 for the Lambda handler, over many seeds: {@link dev.keyway.lambda.shop.OrderProjection}
 * (totals and copies kept with {@code ProcessedChanges.applyOnce}) behind the tests'
 * {@link EventSourceMapping} (random batch sizes, two shards rolled into new ones while it reads, now and
 * then a response lost so that a whole batch comes again), with seeded faults on the function's own
 * transactions: throttles (both kinds), 500s, 503s, some after the transaction committed, transaction
 * conflicts, and a burst that outlasts the SDK's retries. The invariant: every change handed to the
 * function at least once, first handled in order per item, applied exactly once (the totals count each
 * change once, the copies are the orders as they ended), and no checkpoint ever passes a change that
 * was not applied.
 *
 * <p>The build runs {@value #SHORT_RUN} seeds; {@code -Dkeyway.lambdaFaultSeeds=200} runs a long one.
 */
class LambdaFaultSeedsTest {

    static final int SHORT_RUN = 20;
    private static final int MAX_ATTEMPTS = 25;

    @Test
    void everyChangeIsAppliedExactlyOnceAndNoCheckpointPassesAnUnappliedOne() {
        int seeds = Integer.getInteger("keyway.lambdaFaultSeeds", SHORT_RUN);
        Figures figures = new Figures();
        FaultyClients.quietFailedRecords();
        try (KeywayLocal local = KeywayLocal.builder().streamShards(2).start();
             DynamoDbClient faulty = FaultyClients.fastRetrying(local)) {
            for (long seed = 1; seed <= seeds; seed++) {
                runSeed(local, faulty, seed, figures);
            }
        }
        System.out.println("LambdaFaultSeedsTest: " + figures);
        assertEquals(List.of(), figures.violations, figures.toString());
    }

    private static void runSeed(KeywayLocal local, DynamoDbClient faulty, long seed, Figures figures) {
        local.faults().clear();
        local.deleteAllTables();
        Random random = new Random(seed);
        ProjectionRun run = new ProjectionRun("seed " + seed + ": ", local, faulty, 1 + random.nextInt(6), MAX_ATTEMPTS);
        run.mapping.losingResponses(new Random(~seed), 0.05);
        addFaults(local, random, seed);
        for (int round = 0; round < 3; round++) {
            int writes = 4 + random.nextInt(8);
            for (int i = 0; i < writes; i++) {
                run.writeRandomChange(random);
            }
            if (round == 1) {                                   // a burst that outlasts the SDK's retries
                Fault[] kinds = {Fault.throttling(), Fault.requestThrottling(), Fault.internalError(),
                        Fault.serviceUnavailable()};
                Fault burst = kinds[random.nextInt(kinds.length)].on("TransactWriteItems")
                        .times(FaultyClients.SDK_ATTEMPTS * (1 + random.nextInt(3)));
                local.faults().add(random.nextBoolean() ? burst.afterApplying() : burst);
            }
            for (int polls = random.nextInt(4); polls > 0; polls--) {
                run.mapping.poll();
            }
            if (round < 2 && random.nextInt(3) == 0) {
                local.rollStreamShards("Shop");
            }
        }
        run.drain();
        figures.faults += local.faults().injected();
        local.faults().clear();
        run.check();
        figures.seeds++;
        figures.changes += run.handled.size();
        figures.deliveries += run.handled.values().stream().mapToInt(Integer::intValue).sum();
        figures.invocations += run.mapping.invocations();
        figures.violations.addAll(run.violations);
    }

    /** Faults on the function's transactions, drawn from the seed. */
    private static void addFaults(KeywayLocal local, Random random, long seed) {
        local.faults().reseed(seed);
        Fault[] kinds = {Fault.throttling(), Fault.requestThrottling(), Fault.internalError(), Fault.serviceUnavailable()};
        for (Fault kind : kinds) {
            if (random.nextInt(10) < 6) {
                Fault fault = kind.on("TransactWriteItems").probability(0.03 + random.nextDouble() * 0.15);
                local.faults().add(random.nextInt(10) < 4 ? fault.afterApplying() : fault);
            }
        }
        local.faults().add(Fault.transactionConflict().probability(0.1));
    }

    /** What a run did, for the README. */
    private static final class Figures {
        int seeds;
        long changes;
        long deliveries;
        long invocations;
        long faults;
        final List<String> violations = new ArrayList<>();

        @Override
        public String toString() {
            return seeds + " seeds, " + changes + " changes handed to the function " + deliveries + " times in "
                    + invocations + " invocations, " + faults + " faults injected, " + violations.size()
                    + " violations" + (violations.isEmpty() ? "" : ": " + violations.subList(0,
                    Math.min(10, violations.size())));
        }
    }
}
