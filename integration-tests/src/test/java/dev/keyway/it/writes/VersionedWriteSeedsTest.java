package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.writes.Profile;
import dev.keyway.it.writes.ProfileRepository;
import dev.keyway.it.writes.ProfileSchema;
import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Issue #24, section 7, third finding, over many seeds: lost answers ({@code internalError().afterApplying()})
 * injected on every kind of request with a seeded probability, while several writers increment one
 * {@code @Version} item by read-modify-write (put, update with {@code expectVersion}, and a plain
 * {@code increment}). Writers take their steps in an order drawn from the seed, in one thread, so a
 * seed replays exactly. A writer that gets a {@link VersionConflictException} reads again; one whose
 * call failed with its outcome unknown sends the same write again with the same client request
 * token. The invariant: the item ends with exactly as many increments, and versions, as calls
 * acknowledged. The same run with plain writes breaks it (the finding: 40 acknowledged increments
 * became 53). {@code -Dkeyway.versionedWrites.seeds=200} runs the long version.
 */
class VersionedWriteSeedsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    /** Seeds of the run in every build; the long run is asked for by the system property. */
    private static final int SEEDS = Integer.getInteger("keyway.versionedWrites.seeds", 12);
    private static final int WRITERS = 3;
    private static final int INCREMENTS_PER_WRITER = 4;
    /** The chance that a request's answer is lost after it was applied. */
    private static final double LOST = 0.3;

    private enum Mode { PLAIN, EXACTLY_ONCE }

    @Test
    void withLostAnswersOnEveryRequestNAcknowledgedIncrementsGiveExactlyN(DynamoDbClient client, KeywayLocal local) {
        ProfileRepository profiles = profiles(client);
        long lost = 0;
        for (int seed = 1; seed <= SEEDS; seed++) {
            Outcome outcome = run(profiles, local, Mode.EXACTLY_ONCE, seed);
            assertEquals(WRITERS * INCREMENTS_PER_WRITER, outcome.acknowledged, "seed " + seed);
            assertEquals(outcome.acknowledged, outcome.stored.logins(), "seed " + seed + ": increments stored");
            assertEquals(1 + outcome.acknowledged, outcome.stored.version(), "seed " + seed + ": versions stored");
            lost += outcome.injected;
        }
        assertTrue(lost > SEEDS, "answers were lost: " + lost);
        System.out.printf("Exactly-once versioned writes: %d seeds, %d answers lost, %d increments acknowledged"
                + " and stored in each%n", SEEDS, lost, WRITERS * INCREMENTS_PER_WRITER);
    }

    /** The oracle finds the finding: with plain writes, some seed stores more increments than were acknowledged. */
    @Test
    void theSameRunWithPlainWritesStoresLostAnswersTwice(DynamoDbClient client, KeywayLocal local) {
        ProfileRepository profiles = profiles(client);
        int seeds = Math.min(SEEDS, 3);
        int over = 0;
        int acknowledged = 0;
        int stored = 0;
        for (int seed = 1; seed <= seeds; seed++) {
            Outcome outcome = run(profiles, local, Mode.PLAIN, seed);
            over += outcome.stored.logins() > outcome.acknowledged ? 1 : 0;
            acknowledged += outcome.acknowledged;
            stored += outcome.stored.logins();
        }
        assertTrue(over > 0, "no seed applied a lost answer twice");
        System.out.printf("Plain versioned writes: %d seeds, %d increments acknowledged, %d stored%n", seeds,
                acknowledged, stored);
    }

    /** Threads instead of a seeded order: the interleaving varies, the invariant holds. */
    @Test
    void concurrentExactlyOnceWritersWithLostAnswersLoseAndDoubleNothing(DynamoDbClient client, KeywayLocal local)
            throws Exception {
        ProfileRepository profiles = profiles(client);
        profiles.put(new Profile("c", null, null, null, "Ada", Set.of(), null, 0, 0));
        local.faults().reseed(24).add(Fault.internalError().afterApplying().probability(0.2));
        AtomicInteger acknowledged = new AtomicInteger();
        int threads = 4;
        int each = 6;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Void>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int number = t;
                Callable<Void> work = () -> {
                    Writer writer = new Writer(profiles, "c", number, each, Mode.EXACTLY_ONCE);
                    while (!writer.done()) {
                        writer.step();
                    }
                    acknowledged.addAndGet(writer.acknowledged);
                    return null;
                };
                futures.add(pool.submit(work));
            }
            for (Future<Void> future : futures) {
                future.get(120, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        local.faults().clear();
        Profile stored = profiles.get("c").orElseThrow();
        assertEquals(threads * each, acknowledged.get());
        assertEquals(threads * each, stored.logins());
        assertEquals(1 + threads * each, stored.version());
    }

    private static ProfileRepository profiles(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        return profiles;
    }

    private record Outcome(int acknowledged, Profile stored, long injected) {
    }

    private static Outcome run(ProfileRepository profiles, KeywayLocal local, Mode mode, long seed) {
        String id = mode + "-" + seed;
        profiles.put(new Profile(id, null, null, null, "Ada", Set.of(), null, 0, 0));
        List<Writer> writers = new ArrayList<>();
        for (int w = 0; w < WRITERS; w++) {
            writers.add(new Writer(profiles, id, w, INCREMENTS_PER_WRITER, mode));
        }
        Random order = new Random(seed);
        local.faults().clear();
        local.faults().reseed(seed).add(Fault.internalError().afterApplying().probability(LOST));
        long injected;
        try {
            int steps = 0;
            while (writers.stream().anyMatch(writer -> !writer.done())) {
                Writer next = writers.get(order.nextInt(WRITERS));
                if (!next.done()) {
                    next.step();
                }
                if (++steps > 10_000) {
                    throw new AssertionError("seed " + seed + " does not end");
                }
            }
        } finally {
            injected = local.faults().injected();
            local.faults().clear();
        }
        int acknowledged = writers.stream().mapToInt(writer -> writer.acknowledged).sum();
        return new Outcome(acknowledged, profiles.get(id).orElseThrow(), injected);
    }

    /**
     * One writer's increments of {@code logins}, a step at a time: a read, then a write, which a
     * conflict sends back to the read. Writer 0 puts, writer 1 updates with {@code expectVersion},
     * writer 2 increments (no read needed, but a lost answer would count it twice).
     */
    private static final class Writer {

        private final ProfileRepository profiles;
        private final String id;
        private final int kind;
        private final int quota;
        private final Mode mode;
        private int acknowledged;
        private Profile read;
        private String token;

        Writer(ProfileRepository profiles, String id, int number, int quota, Mode mode) {
            this.profiles = profiles;
            this.id = id;
            this.kind = number % 3;
            this.quota = quota;
            this.mode = mode;
        }

        boolean done() {
            return acknowledged == quota;
        }

        void step() {
            if (read == null) {
                try {
                    read = profiles.get(id).orElseThrow();
                    token = UUID.randomUUID().toString(); // one per intended write
                } catch (SdkException | KeywayException unknown) {
                    // the read failed: read again at the next step
                }
                return;
            }
            try {
                write();
                acknowledged++;
                read = null;
            } catch (VersionConflictException anotherWriter) {
                read = null; // read again and retry
            } catch (SdkException | KeywayException unknown) {
                if (mode == Mode.PLAIN) {
                    read = null; // a plain write cannot be sent again safely; a caller reads and retries
                }
                // exactly once: the same write with the same token at the next step
            }
        }

        private void write() {
            Profile next = new Profile(read.id(), read.email(), read.team(), read.role(), read.name(), read.tags(),
                    read.history(), read.logins() + 1, read.version());
            boolean once = mode == Mode.EXACTLY_ONCE;
            switch (kind) {
                case 0 -> {
                    if (once) {
                        profiles.exactlyOnce(token).put(next);
                    } else {
                        profiles.put(next);
                    }
                }
                case 1 -> {
                    var update = profiles.update(id).set(ProfileSchema.LOGINS, read.logins() + 1)
                            .expectVersion(read.version());
                    (once ? update.exactlyOnce(token) : update).execute();
                }
                default -> {
                    var update = profiles.update(id).increment(ProfileSchema.LOGINS, 1);
                    (once ? update.exactlyOnce(token) : update).execute();
                }
            }
        }
    }
}
