package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.it.writes.CounterRepository;
import dev.keyway.it.writes.Profile;
import dev.keyway.it.writes.ProfileRepository;
import dev.keyway.it.writes.ProfileSchema;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Optimistic locking with {@code @Version}: puts, updates and deletes of a stale version fail, so no update is lost. */
class WriteVersionsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static final int THREADS = 8;
    /** Every conflict costs a read and a write, so fewer rounds for the second (same pattern) test keep the class fast. */
    private static final int PUTS_PER_THREAD = 25;
    private static final int UPDATES_PER_THREAD = 10;

    private static ProfileRepository profiles(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();
        return profiles;
    }

    private static Profile withLogins(Profile profile, int logins) {
        return new Profile(profile.id(), profile.email(), profile.team(), profile.role(), profile.name(), profile.tags(),
                profile.history(), logins, profile.version());
    }

    private static void assertConflict(VersionConflictException error, long expected, OptionalLong stored) {
        assertEquals("Profile", error.entityType());
        assertEquals("PK=PROFILE#p1, SK=PROFILE", error.key());
        assertEquals(expected, error.expectedVersion());
        assertEquals(stored, error.storedVersion());
    }

    @Test
    void putOfANewRecordStoresVersionOneAndReturnsIt(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        Profile stored = profiles.put(Profile.of("p1", null, null, null, "Ada", 0));
        assertEquals(1, stored.version());
        assertEquals(Optional.of(stored), profiles.get("p1"));
        Profile next = profiles.put(withLogins(stored, 1));
        assertEquals(2, next.version());
        assertEquals(Optional.of(next), profiles.get("p1"));
    }

    @Test
    void putOfAStaleVersionFailsWithBothVersions(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        Profile first = profiles.put(Profile.of("p1", null, null, null, "Ada", 0));
        Profile second = profiles.put(withLogins(first, 1));

        assertConflict(assertThrows(VersionConflictException.class, () -> profiles.put(withLogins(first, 99))),
                1, OptionalLong.of(2));
        // version 0 claims the item is new
        assertConflict(assertThrows(VersionConflictException.class,
                () -> profiles.put(Profile.of("p1", null, null, null, "Other", 0))), 0, OptionalLong.of(2));
        assertEquals(Optional.of(second), profiles.get("p1"));

        // a version for an item that does not exist: nothing stored
        profiles.delete("p1");
        assertConflict(assertThrows(VersionConflictException.class, () -> profiles.put(second)), 2, OptionalLong.empty());
        assertEquals(Optional.empty(), profiles.get("p1"));
    }

    @Test
    void aFailedConditionWithTheRightVersionIsNoVersionConflict(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        Profile stored = profiles.put(Profile.of("p1", null, null, null, "Ada", 0));
        ConditionFailedException error = assertThrows(ConditionFailedException.class,
                () -> profiles.put(withLogins(stored, 5), ProfileSchema.NAME.eq("Bob")));
        assertFalse(error instanceof VersionConflictException, error.toString());
        ConditionFailedException onUpdate = assertThrows(ConditionFailedException.class, () -> profiles.update("p1")
                .set(ProfileSchema.LOGINS, 5).expectVersion(1).when(ProfileSchema.NAME.eq("Bob")).execute());
        assertFalse(onUpdate instanceof VersionConflictException, onUpdate.toString());
        assertEquals(Optional.of(stored), profiles.get("p1"));
    }

    @Test
    void createStoresVersionOne(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        assertEquals(1, profiles.create(Profile.of("p1", null, null, null, "Ada", 0)).version());
        assertEquals(1, profiles.get("p1").orElseThrow().version());
    }

    @Test
    void everyUpdateIncrementsTheVersionAndExpectVersionMakesItConditional(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        profiles.put(Profile.of("p1", null, null, null, "Ada", 0));
        assertEquals(2, profiles.update("p1").increment(ProfileSchema.LOGINS, 1).execute().version());
        Profile third = profiles.update("p1").increment(ProfileSchema.LOGINS, 1).expectVersion(2).execute();
        assertEquals(3, third.version());
        assertEquals(2, third.logins());

        assertConflict(assertThrows(VersionConflictException.class,
                () -> profiles.update("p1").increment(ProfileSchema.LOGINS, 1).expectVersion(2).execute()),
                2, OptionalLong.of(3));
        assertEquals(Optional.of(third), profiles.get("p1"));
        assertThrows(UnsupportedOperationException.class, () -> new CounterRepository(client).update("c").expectVersion(1));
    }

    @Test
    void expectVersionOnAMissingItemIsAConflictWithNothingStored(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        assertConflict(assertThrows(VersionConflictException.class,
                () -> profiles.update("p1").set(ProfileSchema.LOGINS, 1).expectVersion(4).execute()),
                4, OptionalLong.empty());
        assertEquals(Optional.empty(), profiles.get("p1"));
    }

    /**
     * Version 0 means "no item yet" for put; read-modify-write through update uses it the same way
     * when the read found nothing, so expectVersion(0) on a missing item creates it as version 1.
     */
    @Test
    void expectVersionZeroCreatesAMissingItemLikeAPutOfVersionZero(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        Profile created = profiles.update("p1").set(ProfileSchema.LOGINS, 1).expectVersion(0).execute();
        assertEquals(1, created.version());
        assertConflict(assertThrows(VersionConflictException.class,
                () -> profiles.update("p1").set(ProfileSchema.LOGINS, 2).expectVersion(0).execute()),
                0, OptionalLong.of(1));
    }

    @Test
    void deleteOfAStaleRecordFails(DynamoDbClient client) {
        ProfileRepository profiles = profiles(client);
        Profile first = profiles.put(Profile.of("p1", null, null, null, "Ada", 0));
        Profile second = profiles.put(withLogins(first, 1));
        assertConflict(assertThrows(VersionConflictException.class, () -> profiles.delete(first)), 1, OptionalLong.of(2));
        assertEquals(Optional.of(second), profiles.get("p1"));
        profiles.delete(second);
        assertEquals(Optional.empty(), profiles.get("p1"));
    }

    /** Read-modify-write with put: every increment retried on conflict until it lands, none lost. */
    @Test
    void concurrentPutsLoseNoUpdate(DynamoDbClient client) throws Exception {
        ProfileRepository profiles = profiles(client);
        incrementConcurrently(profiles, PUTS_PER_THREAD, (current, i) -> profiles.put(withLogins(current, current.logins() + 1)));
    }

    /** The same read-modify-write through update(...).expectVersion(v). */
    @Test
    void concurrentVersionedUpdatesLoseNoUpdate(DynamoDbClient client) throws Exception {
        ProfileRepository profiles = profiles(client);
        incrementConcurrently(profiles, UPDATES_PER_THREAD, (current, i) -> profiles.update("p1")
                .set(ProfileSchema.LOGINS, current.logins() + 1).expectVersion(current.version()).execute());
    }

    /**
     * Issue #24, section 7, third finding: the read-modify-write loop with writes sent exactly once
     * (single-item transactions with a client request token) loses no update under contention
     * either, and its conflicts are typed as the plain writes' are. The lost answers themselves
     * are in {@link VersionedWriteLostAnswerTest} and {@link VersionedWriteSeedsTest}.
     */
    @Test
    void concurrentExactlyOnceWritesLoseNoUpdate(DynamoDbClient client) throws Exception {
        ProfileRepository profiles = profiles(client);
        incrementConcurrently(profiles, UPDATES_PER_THREAD, (current, i) -> {
            if (i % 2 == 0) {
                profiles.exactlyOnce().put(withLogins(current, current.logins() + 1));
            } else {
                profiles.update("p1").set(ProfileSchema.LOGINS, current.logins() + 1)
                        .expectVersion(current.version()).exactlyOnce().execute();
            }
        });
    }

    /** One versioned write of the read-modify-write loop: the i-th increment of a thread, from {@code current}. */
    private interface Increment {
        void write(Profile current, int i);
    }

    /**
     * {@code perThread} increments of p1's logins from each of {@link #THREADS} threads, each read, written and
     * retried on {@link VersionConflictException} until it lands; then no increment is lost and the version
     * counts every write.
     */
    private static void incrementConcurrently(ProfileRepository profiles, int perThread, Increment increment)
            throws Exception {
        profiles.put(new Profile("p1", null, null, null, "Ada", Set.of(), null, 0, 0));
        runConcurrently(() -> {
            for (int i = 0; i < perThread; i++) {
                while (true) {
                    Profile current = profiles.get("p1").orElseThrow();
                    try {
                        increment.write(current, i);
                        break;
                    } catch (VersionConflictException someoneElseWrote) {
                        // read again and retry
                    }
                }
            }
            return null;
        });
        Profile last = profiles.get("p1").orElseThrow();
        assertEquals(THREADS * perThread, last.logins());
        assertEquals(1 + THREADS * perThread, last.version());
    }

    private static void runConcurrently(Callable<Void> work) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<Void>> futures = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                futures.add(pool.submit(work));
            }
            for (Future<Void> future : futures) {
                future.get(30, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
