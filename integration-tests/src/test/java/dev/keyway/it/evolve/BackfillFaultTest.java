package dev.keyway.it.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.adopt.MemberRepository;
import dev.keyway.it.adopt.OrgRepository;
import dev.keyway.it.tickets.Ticket;
import dev.keyway.it.tickets.TicketKeys;
import dev.keyway.it.tickets.TicketRepository;
import dev.keyway.it.tickets.TicketSchema;
import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import dev.keyway.runtime.backfill.BackfillCheckpoint;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.exception.BackfillStoppedException;
import dev.keyway.runtime.exception.InvalidCheckpointException;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.RequestFailedException;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue #24, section 1: a backfill never skips an item on a transient error. A failure that is not
 * the item's own (a 503, a throttle on the SDK's last attempt, an error after DynamoDB applied the
 * write) is sent again; when it persists, the run stops before the segment's checkpoint passes the
 * item; an item's own failures are carried in the exception and in the checkpoints, and a resumed
 * run tries them again; {@code complete()} is true only when every item is right. Faults are
 * Keyway Local's, through a client whose SDK tries each request 3 times with millisecond pauses.
 */
class BackfillFaultTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");
    static final Set<String> INDEX_KEYS = Set.of("ByQueuePK", "ByQueueSK", "FlaggedPK", "FlaggedSK");
    /** The attempts of the fast client's SDK retry strategy: a fault fired this many times in a row outlasts them. */
    static final int SDK_ATTEMPTS = 3;
    private static final Duration FAST = Duration.ofMillis(1);

    private KeywayLocal local;
    private DynamoDbClient raw;     // the in-process client, which no test fault reaches twice in a row
    private DynamoDbClient faulty;  // the loopback client the backfill uses
    private TicketRepository tickets;

    @BeforeEach
    void table(KeywayLocal local, DynamoDbClient client) {
        this.local = local;
        this.raw = client;
        this.faulty = fastRetryingClient(local);
        new TicketRepository(client).createTable();
        tickets = new TicketRepository(faulty);
    }

    @AfterEach
    void close() {
        local.faults().clear();
        faulty.close();
    }

    /**
     * A client of Keyway Local's loopback server whose SDK sends each request {@value #SDK_ATTEMPTS}
     * times at most, pausing a millisecond or so: a fault outlasts the SDK's retries quickly.
     */
    static DynamoDbClient fastRetryingClient(KeywayLocal local) {
        local.startServer();
        return local.newLoopbackClient(SDK_ATTEMPTS);
    }

    static Ticket ticket(int i) {
        return new Ticket("t" + i, i % 2 == 0 ? "billing" : "support", i % 5, T0.plusSeconds(i),
                i % 3 == 0 ? Optional.of("urgent") : Optional.empty(), "Ticket " + i, 1);
    }

    /** A ticket as written before its indexes existed. */
    private void putWithoutIndexKeys(int i) {
        Map<String, AttributeValue> item = new HashMap<>(TicketSchema.INSTANCE.toItem(ticket(i)));
        INDEX_KEYS.forEach(item::remove);
        raw.putItem(request -> request.tableName("Tickets").item(item));
    }

    private Map<String, AttributeValue> stored(String id) {
        return raw.getItem(request -> request.tableName("Tickets").key(TicketKeys.primaryKey(id).attributes())
                .consistentRead(true)).item();
    }

    /** Whether the ticket's index keys are what the design writes for it. */
    private boolean right(String id) {
        Map<String, AttributeValue> item = stored(id);
        Map<String, AttributeValue> wanted = TicketSchema.INSTANCE.toItem(TicketSchema.INSTANCE.fromItem(item));
        return INDEX_KEYS.stream().allMatch(attribute -> java.util.Objects.equals(wanted.get(attribute),
                item.get(attribute)));
    }

    private static List<BackfillCheckpoint> parse(Map<Integer, String> tokens) {
        return tokens.values().stream().map(BackfillCheckpoint::parse).toList();
    }

    /**
     * The finding: an UpdateItem answered 503 on every attempt of the SDK was counted as a failure of
     * the item, the checkpoint passed it, a later error stopped the run and lost the failure, and the
     * run resumed from the saved checkpoints said complete while the item lacked its index keys.
     */
    @Test
    void a503OnEveryAttemptOfTheSdkIsSentAgainNotCountedAsTheItemsFailure() {
        for (int i = 0; i < 6; i++) {
            putWithoutIndexKeys(i);
        }
        local.faults().add(Fault.serviceUnavailable().on("UpdateItem").times(SDK_ATTEMPTS));
        Map<Integer, String> saved = new TreeMap<>();
        AtomicInteger pages = new AtomicInteger();
        BackfillStoppedException stopped = assertThrows(BackfillStoppedException.class, () -> tickets.backfill()
                .pageSize(2).retries(3, FAST)
                .progress(progress -> {
                    saved.put(progress.checkpoint().segment(), progress.checkpoint().token());
                    if (pages.incrementAndGet() == 1) { // after the first page, every Scan fails: the run stops
                        local.faults().add(Fault.serviceUnavailable().on("Scan"));
                    }
                }).run());
        assertEquals(SDK_ATTEMPTS + 3 * SDK_ATTEMPTS, local.faults().injected(),
                "the UpdateItem's SDK attempts, then three attempts of the Scan, each of the SDK's");
        assertEquals(0, stopped.report().failed(), "a 503 is not the item's failure");
        assertEquals(2, stopped.report().changed(), "the first page, its first item sent again");
        assertFalse(stopped.report().complete());
        assertEquals(parse(saved), stopped.checkpoints(), "what the progress reports brought");
        assertInstanceOf(RequestFailedException.class, stopped.getCause());
        assertEquals("ServiceUnavailable", ((RequestFailedException) stopped.getCause()).errorCode());

        local.faults().clear();
        BackfillReport rest = tickets.backfill().pageSize(2).resumeFrom(parse(saved)).run();

        assertTrue(rest.complete(), rest.toString());
        assertEquals(4, rest.changed(), "the four tickets after the checkpoint");
        for (int i = 0; i < 6; i++) {
            assertTrue(right("t" + i), "t" + i + " has its index keys");
        }
    }

    /** The same with a throttle on the SDK's last attempt, after two 500s. */
    @Test
    void aThrottleOnTheSdksLastAttemptIsSentAgain() {
        for (int i = 0; i < 4; i++) {
            putWithoutIndexKeys(i);
        }
        local.faults().add(Fault.internalError().on("UpdateItem").times(SDK_ATTEMPTS - 1));
        local.faults().add(Fault.throttling().on("UpdateItem").times(1));

        BackfillReport report = tickets.backfill().retries(2, FAST).run();

        assertEquals(SDK_ATTEMPTS, local.faults().injected());
        assertTrue(report.complete(), report.toString());
        assertEquals(4, report.changed());
        assertEquals(0, report.failed());
        for (int i = 0; i < 4; i++) {
            assertTrue(right("t" + i));
        }
    }

    /** A fault that outlasts every retry stops the run before the checkpoint passes the item. */
    @Test
    void aFaultThatPersistsStopsTheRunBeforeTheCheckpointPassesTheItem() {
        for (int i = 0; i < 6; i++) {
            putWithoutIndexKeys(i);
        }
        Map<Integer, String> saved = new TreeMap<>();
        AtomicInteger pages = new AtomicInteger();
        BackfillStoppedException stopped = assertThrows(BackfillStoppedException.class, () -> tickets.backfill()
                .segments(2).parallelism(2).pageSize(1).retries(3, FAST)
                .progress(progress -> {
                    saved.put(progress.checkpoint().segment(), progress.checkpoint().token());
                    if (pages.incrementAndGet() == 2) {
                        local.faults().add(Fault.serviceUnavailable().on("UpdateItem"));
                    }
                }).run());

        assertEquals(0, stopped.report().failed());
        assertTrue(stopped.getMessage().contains("failed on each of 3 attempts"), stopped.getMessage());
        long right = java.util.stream.IntStream.range(0, 6).filter(i -> right("t" + i)).count();
        assertTrue(right >= stopped.report().changed(), "every item the checkpoints passed is right");
        saved.forEach((segment, token) -> assertEquals(BackfillCheckpoint.parse(token),
                stopped.checkpoints().get(segment), "what the progress reports brought"));

        local.faults().clear();
        BackfillReport rest = tickets.backfill().resumeFrom(stopped.checkpoints()).run();
        assertTrue(rest.complete(), rest.toString());
        assertEquals(6 - right, rest.changed());
        for (int i = 0; i < 6; i++) {
            assertTrue(right("t" + i), "t" + i);
        }
    }

    /**
     * An item's own failure is carried in the exception of a run that stops later and in its
     * checkpoints; a resumed run tries it again, and says complete only once it is right.
     */
    @Test
    void anItemsOwnFailureIsCarriedInTheCheckpointsAndTriedAgainOnResume() {
        for (int i = 0; i < 6; i++) {
            putWithoutIndexKeys(i);
        }
        // The first item the scan reads does not decode: the first page holds it.
        Map<String, AttributeValue> first = raw.scan(request -> request.tableName("Tickets").limit(1)).items().get(0);
        String id = first.get("id").s();
        String key = "PK=TICKET#" + id + ", SK=TICKET";
        raw.updateItem(request -> request.tableName("Tickets").key(TicketKeys.primaryKey(id).attributes())
                .updateExpression("SET priority = :text")
                .expressionAttributeValues(Map.of(":text", AttributeValue.fromS("high"))));
        AtomicInteger pages = new AtomicInteger();
        BackfillStoppedException stopped = assertThrows(BackfillStoppedException.class, () -> tickets.backfill()
                .pageSize(3).retries(2, FAST)
                .progress(progress -> {
                    if (pages.incrementAndGet() == 1) {
                        local.faults().add(Fault.internalError().on("Scan", "UpdateItem"));
                    }
                }).run());
        BackfillReport.Failure failure = stopped.report().failures().stream()
                .filter(f -> f.key().equals(key)).findFirst().orElseThrow();
        assertInstanceOf(ItemDecodeException.class, failure.cause());
        assertEquals(1, stopped.report().failed());
        assertEquals(1, stopped.checkpoints().get(0).failedItems());
        BackfillCheckpoint checkpoint = BackfillCheckpoint.parse(stopped.checkpoints().get(0).token());
        assertEquals(1, checkpoint.failedItems(), "the token carries the failed item");
        local.faults().clear();

        BackfillReport still = tickets.backfill().pageSize(3).resumeFrom(List.of(checkpoint)).run();
        assertFalse(still.complete(), id + " still does not decode: " + still);
        assertEquals(1, still.failed());
        assertEquals(key, still.failures().get(0).key());
        assertEquals(1, still.checkpoints().get(0).failedItems());
        assertTrue(still.checkpoints().get(0).done());

        raw.updateItem(request -> request.tableName("Tickets").key(TicketKeys.primaryKey(id).attributes())
                .updateExpression("SET priority = :n")
                .expressionAttributeValues(Map.of(":n", AttributeValue.fromN("1")))); // mended
        BackfillReport mended = tickets.backfill().resumeFrom(still.checkpoints()).run();
        assertEquals(1, mended.scanned(), "only the failed item is read again: the segment is done");
        assertEquals(1, mended.changed());
        assertTrue(mended.complete(), mended.toString());
        for (int i = 0; i < 6; i++) {
            assertTrue(right("t" + i), "t" + i);
        }
    }

    /** A write applied while its answers were lost (500 on every SDK attempt) is sent again, and holds. */
    @Test
    void aWriteAppliedWhoseAnswerWasLostIsSentAgain() {
        for (int i = 0; i < 4; i++) {
            putWithoutIndexKeys(i);
        }
        local.faults().add(Fault.internalError().on("UpdateItem").afterApplying().times(SDK_ATTEMPTS));

        BackfillReport report = tickets.backfill().retries(2, FAST).run();

        assertTrue(report.complete(), report.toString());
        assertEquals(4, report.scanned());
        assertEquals(0, report.failed());
        for (int i = 0; i < 4; i++) {
            assertTrue(right("t" + i));
            assertEquals("1", stored("t" + i).get("version").n(), "the version is untouched");
        }
    }

    /**
     * Adoption: a transaction (the item's type and its @Unique claim) applied while every answer was
     * lost, then refused on the retry because the claim is held (by the item itself) and the item is
     * typed, is judged by the item as now stored: adopted, not a failure; a TransactionConflict is
     * sent again.
     */
    @Test
    void anAdoptionAppliedWhoseAnswerWasLostIsNotReportedAsAFailure() {
        new OrgRepository(raw).createTable();
        MemberRepository members = new MemberRepository(faulty);
        for (int i = 0; i < 4; i++) {
            Map<String, AttributeValue> item = new LinkedHashMap<>();
            item.put("PK", AttributeValue.fromS("ORG#acme"));
            item.put("SK", AttributeValue.fromS("MEMBER#m-" + i));
            item.put("orgId", AttributeValue.fromS("acme"));
            item.put("memberId", AttributeValue.fromS("m-" + i));
            item.put("email", AttributeValue.fromS("m" + i + "@example.com"));
            item.put("name", AttributeValue.fromS("Member " + i));
            item.put("joinedOn", AttributeValue.fromS("2024-01-0" + (i + 1)));
            raw.putItem(request -> request.tableName("Members").item(item));
        }
        local.faults().add(Fault.internalError().on("TransactWriteItems").afterApplying().times(SDK_ATTEMPTS));
        local.faults().add(Fault.transactionConflict().times(2));

        BackfillReport report = members.backfill().adoptUntyped().retries(5, FAST).run(); // 500, 2 conflicts, then done

        assertTrue(report.complete(), report + " " + report.failures());
        assertEquals(4, report.scanned());
        assertEquals(0, report.failed());
        assertEquals(4, members.membersOf("acme").stream().count());
        for (int i = 0; i < 4; i++) {
            assertEquals("m-" + i, members.byEmail("m" + i + "@example.com").stream().findFirst().orElseThrow()
                    .memberId());
        }
    }

    /** A dry run's checkpoints resume only a dry run: a writing backfill would skip what it never wrote. */
    @Test
    void aDryRunsCheckpointsDoNotResumeABackfillThatWrites() {
        for (int i = 0; i < 4; i++) {
            putWithoutIndexKeys(i);
        }
        Map<Integer, String> saved = new TreeMap<>();
        tickets.backfill().dryRun().pageSize(2)
                .progress(progress -> saved.put(progress.checkpoint().segment(), progress.checkpoint().token())).run();
        List<BackfillCheckpoint> dry = parse(saved);
        assertTrue(dry.get(0).dryRun());

        assertThrows(InvalidCheckpointException.class, () -> tickets.backfill().resumeFrom(dry).run());
        assertTrue(tickets.backfill().dryRun().resumeFrom(dry).run().complete());
        assertNull(stored("t0").get("ByQueuePK"), "nothing written");
    }
}
