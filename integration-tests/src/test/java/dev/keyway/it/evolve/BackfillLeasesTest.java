package dev.keyway.it.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.tickets.Ticket;
import dev.keyway.it.tickets.TicketRepository;
import dev.keyway.it.tickets.TicketSchema;
import dev.keyway.runtime.backfill.BackfillCheckpoint;
import dev.keyway.runtime.backfill.BackfillLeases;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.exception.BackfillStoppedException;
import dev.keyway.runtime.exception.InvalidCheckpointException;
import dev.keyway.testing.KeywayLocalExtension;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Identical workers finish a backfill together by claiming its segments from a lease table; a
 * worker stopped in the middle of a segment (its client failing, as when its process or network
 * dies; its thread interrupted) leaves its lease and checkpoint, and another worker takes the
 * segment over after the lease expires: no item skipped, and the writes of other code during the
 * backfill are never overwritten with keys built from older data.
 */
class BackfillLeasesTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");
    private static final Set<String> INDEX_KEYS = Set.of("ByQueuePK", "ByQueueSK", "FlaggedPK", "FlaggedSK");
    private static final Duration LEASE = Duration.ofSeconds(1);

    private DynamoDbClient client;
    private TicketRepository tickets;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        tickets = new TicketRepository(client);
        tickets.createTable();
    }

    private void ticketsWithoutIndexKeys(int count) {
        for (int i = 0; i < count; i++) {
            Ticket ticket = new Ticket("t" + i, i % 2 == 0 ? "billing" : "support", i % 5, T0.plusSeconds(i),
                    i % 3 == 0 ? Optional.of("urgent") : Optional.empty(), "Ticket " + i, 1);
            Map<String, AttributeValue> item = new HashMap<>(TicketSchema.INSTANCE.toItem(ticket));
            INDEX_KEYS.forEach(item::remove);
            client.putItem(request -> request.tableName("Tickets").item(item));
        }
    }

    /** Every ticket's index keys are what the design writes for its record as stored now. */
    private void assertEveryTicketHasTheDesignsIndexKeys(int count) {
        List<Map<String, AttributeValue>> items = client.scan(request -> request.tableName("Tickets")
                .consistentRead(true)).items().stream().filter(item -> "Ticket".equals(item.get("_type").s())).toList();
        assertEquals(count, items.size());
        for (Map<String, AttributeValue> item : items) {
            Map<String, AttributeValue> wanted = TicketSchema.INSTANCE.toItem(TicketSchema.INSTANCE.fromItem(item));
            for (String attribute : INDEX_KEYS) {
                assertEquals(wanted.get(attribute), item.get(attribute), attribute + " of " + item.get("PK").s());
            }
        }
    }

    private List<Map<String, AttributeValue>> leaseItems(String backfill) {
        return client.query(request -> request.tableName("backfill-leases").consistentRead(true)
                .keyConditionExpression("backfill = :b")
                .expressionAttributeValues(Map.of(":b", AttributeValue.fromS(backfill)))).items();
    }

    /** A client that works for {@code calls} requests, then fails every request as a dead network does. */
    private DynamoDbClient dyingAfter(int calls, CountDownLatch died) {
        AtomicInteger made = new AtomicInteger();
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                    if (method.getName().equals("close") || method.getName().equals("serviceName")) {
                        return method.invoke(client, args);
                    }
                    if (made.incrementAndGet() > calls) {
                        died.countDown();
                        throw SdkClientException.create("Unable to execute HTTP request: Connection refused");
                    }
                    try {
                        return method.invoke(client, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @Test
    void workersFinishTogetherAndTheSegmentOfAWorkerThatDiedMidSegmentIsTakenOver() throws Exception {
        ticketsWithoutIndexKeys(240);
        BackfillLeases leases = BackfillLeases.in(client, "backfill-leases", "tickets-by-queue").leaseDuration(LEASE);
        ExecutorService workers = Executors.newFixedThreadPool(4);

        // The first worker dies in the middle of a segment: after its claim, a page read and part of its writes.
        CountDownLatch died = new CountDownLatch(1);
        DynamoDbClient dying = dyingAfter(15, died); // past its first checkpoint, in its second page
        Future<BackfillReport> dead = workers.submit(() -> new TicketRepository(dying).backfill().segments(10)
                .pageSize(6).retries(1, Duration.ZERO)
                .leased(BackfillLeases.in(dying, "backfill-leases", "tickets-by-queue").leaseDuration(LEASE)
                        .worker("dying"))
                .run());
        assertTrue(died.await(30, TimeUnit.SECONDS));

        // Other code writes tickets with the new design while the backfill runs: its writes must stand.
        AtomicBoolean running = new AtomicBoolean(true);
        AtomicInteger written = new AtomicInteger();
        Future<?> writer = workers.submit(() -> {
            while (running.get()) {
                String id = "t" + ThreadLocalRandom.current().nextInt(240);
                tickets.get(id).ifPresent(current -> {
                    try {
                        tickets.put(current.withPriority(current.priority() + 1));
                        written.incrementAndGet();
                    } catch (RuntimeException versionRace) {
                        // a concurrent write of the same ticket: the next one goes through
                    }
                });
                java.util.concurrent.locks.LockSupport.parkNanos(1_000_000); // leave the workers some of the 2 cores
            }
        });
        List<Future<BackfillReport>> alive = new ArrayList<>();
        for (int worker = 0; worker < 2; worker++) {
            String name = "worker-" + worker;
            alive.add(workers.submit(() -> tickets.backfill().segments(10).pageSize(6).leased(leases.worker(name)).run()));
        }
        List<BackfillReport> reports = new ArrayList<>();
        for (Future<BackfillReport> worker : alive) {
            reports.add(worker.get(120, TimeUnit.SECONDS));
        }
        running.set(false);
        writer.get();
        workers.shutdown();

        Throwable crash = assertThrows(java.util.concurrent.ExecutionException.class, dead::get).getCause();
        BackfillStoppedException stopped = assertInstanceOf(BackfillStoppedException.class, crash);
        assertTrue(stopped.getMessage().contains("Connection refused"), stopped.getMessage());
        for (BackfillReport report : reports) {
            assertTrue(report.complete(), "every worker returns when every segment is done: " + report);
            assertEquals(10, report.checkpoints().size());
        }
        assertTrue(reports.stream().mapToLong(BackfillReport::scanned).sum() > 0);
        assertTrue(written.get() > 0, "other code wrote during the backfill");
        assertEveryTicketHasTheDesignsIndexKeys(240);

        List<Map<String, AttributeValue>> items = leaseItems("tickets-by-queue");
        assertEquals(10, items.size());
        assertTrue(items.stream().allMatch(item -> item.get("segmentDone").bool() && !item.containsKey("leaseOwner")));
        assertTrue(items.stream().anyMatch(item -> Integer.parseInt(item.get("leaseClaims").n()) >= 2),
                "the dead worker's segment was claimed again");
        assertTrue(leases.checkpoints().stream().allMatch(BackfillCheckpoint::complete));

        BackfillReport again = tickets.backfill().segments(10).leased(leases.worker("late")).run();
        assertTrue(again.complete(), "a finished backfill is done for a late worker too");
        assertEquals(0, again.scanned());
    }

    /** A client whose lease renewals and checkpoint writes wait at a gate, as a worker paused (a long GC) does. */
    private DynamoDbClient pausedAtLeaseWrites(CountDownLatch paused, CountDownLatch gate) {
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                    if (method.getName().equals("updateItem") && args != null
                            && args[0] instanceof UpdateItemRequest update && update.tableName().equals("backfill-leases")
                            && !update.conditionExpression().startsWith("attribute_not_exists")) { // not a claim
                        paused.countDown();
                        gate.await();
                    }
                    try {
                        return method.invoke(client, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @Test
    void aWorkerPausedPastItsLeaseLeavesTheSegmentToItsNewOwnerAndNeverMovesItsCheckpoint() throws Exception {
        ticketsWithoutIndexKeys(60);
        CountDownLatch paused = new CountDownLatch(1);
        CountDownLatch gate = new CountDownLatch(1);
        DynamoDbClient pausing = pausedAtLeaseWrites(paused, gate);
        ExecutorService workers = Executors.newFixedThreadPool(2);
        Future<BackfillReport> zombie = workers.submit(() -> new TicketRepository(pausing).backfill().segments(3)
                .pageSize(4).leased(BackfillLeases.in(pausing, "backfill-leases", "paused").leaseDuration(LEASE)
                        .worker("paused"))
                .run());
        assertTrue(paused.await(30, TimeUnit.SECONDS), "the worker wrote its first page and pauses");
        Thread.sleep(LEASE.toMillis() + 500); // its lease expires

        BackfillLeases leases = BackfillLeases.in(client, "backfill-leases", "paused").leaseDuration(LEASE);
        BackfillReport other = tickets.backfill().segments(3).pageSize(4).leased(leases.worker("other")).run();
        assertTrue(other.complete(), "the other worker took the paused one's segment over and finished: " + other);
        List<Map<String, AttributeValue>> before = leaseItems("paused");

        gate.countDown(); // the paused worker wakes up: its checkpoint write fails its condition
        BackfillReport late = zombie.get(60, TimeUnit.SECONDS);
        workers.shutdown();
        assertTrue(late.complete(), "it finds every segment done: " + late);
        assertEquals(before, leaseItems("paused"), "the paused worker moved no checkpoint and no lease");
        assertTrue(before.stream().allMatch(item -> item.get("segmentDone").bool() && !item.containsKey("leaseOwner")));
        assertTrue(before.stream().anyMatch(item -> Integer.parseInt(item.get("leaseClaims").n()) >= 2));
        assertEveryTicketHasTheDesignsIndexKeys(60);
    }

    @Test
    void anInterruptedWorkerLeavesItsSegmentToTheOthers() throws Exception {
        ticketsWithoutIndexKeys(120);
        BackfillLeases leases = BackfillLeases.in(client, "backfill-leases", "interrupted").leaseDuration(LEASE);
        CountDownLatch midSegment = new CountDownLatch(1);
        CountDownLatch interrupted = new CountDownLatch(1);
        Thread worker = new Thread(() -> {
            try {
                tickets.backfill().segments(4).pageSize(5).leased(leases.worker("interrupted")).progress(progress -> {
                    midSegment.countDown();
                    try {
                        Thread.sleep(60_000); // in the middle of its segment, until interrupted
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }).run();
            } catch (RuntimeException expected) {
                interrupted.countDown();
            }
        });
        worker.start();
        assertTrue(midSegment.await(30, TimeUnit.SECONDS));
        worker.interrupt();
        assertTrue(interrupted.await(30, TimeUnit.SECONDS));

        BackfillReport rest = tickets.backfill().segments(4).pageSize(5).leased(leases.worker("rest")).run();
        assertTrue(rest.complete(), rest.toString());
        assertEveryTicketHasTheDesignsIndexKeys(120);
    }

    @Test
    void leasesOfAnotherSegmentCountOrWithASliceAreRefused() {
        ticketsWithoutIndexKeys(10);
        BackfillLeases leases = BackfillLeases.in(client, "backfill-leases", "once").leaseDuration(LEASE);
        assertTrue(tickets.backfill().segments(2).leased(leases).run().complete());

        InvalidCheckpointException other = assertThrows(InvalidCheckpointException.class,
                () -> tickets.backfill().segments(3).leased(leases).run());
        assertTrue(other.getMessage().contains("give this backfill of Ticket in Tickets another name"), other.getMessage());
        InvalidCheckpointException dryRun = assertThrows(InvalidCheckpointException.class,
                () -> tickets.backfill().segments(2).dryRun().leased(leases).run());
        assertTrue(dryRun.getMessage().contains("are of a backfill that writes"), dryRun.getMessage());
        BackfillLeases preview = BackfillLeases.in(client, "backfill-leases", "preview").leaseDuration(LEASE);
        assertTrue(tickets.backfill().segments(2).dryRun().leased(preview).run().complete());
        InvalidCheckpointException writing = assertThrows(InvalidCheckpointException.class,
                () -> tickets.backfill().segments(2).leased(preview).run(),
                "a dry run's segments done must not pass for the writing run's");
        assertTrue(writing.getMessage().contains("are of a dry run"), writing.getMessage());
        assertThrows(IllegalStateException.class, () -> tickets.backfill().segments(4).slice(0, 1).leased(leases).run());
        assertThrows(IllegalArgumentException.class, () -> leases.leaseDuration(Duration.ofMillis(10)));
        assertThrows(IllegalArgumentException.class, () -> BackfillLeases.in(client, "backfill-leases", ""));
    }
}
