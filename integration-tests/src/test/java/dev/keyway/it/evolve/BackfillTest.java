package dev.keyway.it.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.catalog.Post;
import dev.keyway.it.catalog.PostRepository;
import dev.keyway.it.tickets.Agent;
import dev.keyway.it.tickets.AgentRepository;
import dev.keyway.it.tickets.Ticket;
import dev.keyway.it.tickets.TicketKeys;
import dev.keyway.it.tickets.TicketRepository;
import dev.keyway.it.tickets.TicketSchema;
import dev.keyway.runtime.backfill.BackfillCheckpoint;
import dev.keyway.runtime.backfill.BackfillProgress;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.exception.InvalidCheckpointException;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.testing.KeywayLocalExtension;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A backfill brings items written by an older design up to date: an index added, a template
 * changed, a component made optional; in parallel, resumable, never over a newer write, with
 * failures reported. Items are written "as the old design did" with the raw client.
 */
class BackfillTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");
    private static final Set<String> INDEX_KEYS = Set.of("ByQueuePK", "ByQueueSK", "FlaggedPK", "FlaggedSK");

    private DynamoDbClient client;
    private TicketRepository tickets;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        tickets = new TicketRepository(client);
        tickets.createTable();
    }

    private static Ticket ticket(int i) {
        return new Ticket("t" + i, i % 2 == 0 ? "billing" : "support", i % 5, T0.plusSeconds(i),
                i % 3 == 0 ? Optional.of("urgent") : Optional.empty(), "Ticket " + i, 1);
    }

    /** Writes the record's item as an older design did: the new design's item, changed by {@code old}. */
    private void putAsOldDesign(Ticket ticket, UnaryOperator<Map<String, AttributeValue>> old) {
        Map<String, AttributeValue> item = old.apply(new HashMap<>(TicketSchema.INSTANCE.toItem(ticket)));
        client.putItem(request -> request.tableName("Tickets").item(item));
    }

    /** An item written before the index existed. */
    private static Map<String, AttributeValue> withoutIndexKeys(Map<String, AttributeValue> item) {
        INDEX_KEYS.forEach(item::remove);
        return item;
    }

    private Map<String, AttributeValue> raw(String id) {
        return client.getItem(request -> request.tableName("Tickets").key(TicketKeys.primaryKey(id).attributes())
                .consistentRead(true)).item();
    }

    private List<Map<String, AttributeValue>> rawTickets() {
        return client.scan(request -> request.tableName("Tickets").consistentRead(true)).items().stream()
                .filter(item -> "Ticket".equals(item.get("_type").s())).toList();
    }

    /** Every ticket's index keys are what the design writes for its record as stored. */
    private void assertEveryTicketHasTheDesignsIndexKeys() {
        for (Map<String, AttributeValue> item : rawTickets()) {
            Map<String, AttributeValue> wanted = TicketSchema.INSTANCE.toItem(TicketSchema.INSTANCE.fromItem(item));
            for (String attribute : INDEX_KEYS) {
                assertEquals(wanted.get(attribute), item.get(attribute), attribute + " of " + item.get("PK").s());
            }
        }
    }

    @Test
    void anAddedIndexIsFilledAStaleFormatRewrittenAndAKeyWithoutItsComponentRemoved() {
        AgentRepository agents = new AgentRepository(client);
        agents.put(new Agent("ann", "billing"));
        Map<String, AttributeValue> agentBefore = client.getItem(request -> request.tableName("Tickets")
                .key(Map.of("PK", AttributeValue.fromS("AGENT#ann"), "SK", AttributeValue.fromS("AGENT")))).item();
        for (int i = 0; i < 30; i++) {
            Ticket ticket = ticket(i);
            if (i < 10) {
                putAsOldDesign(ticket, BackfillTest::withoutIndexKeys);            // written before the indexes
            } else if (i < 20) {
                putAsOldDesign(ticket, item -> {                                 // the old ByQueue sort key
                    item.put("ByQueueSK", AttributeValue.fromS("P" + ticket.priority()));
                    return item;
                });
            } else {
                tickets.put(new Ticket(ticket.id(), ticket.queue(), ticket.priority(), ticket.openedAt(),
                        ticket.flag(), ticket.title(), 0));                      // already right
            }
        }
        // Flagged once, the flag gone but its keys left behind: the item must leave the index.
        putAsOldDesign(new Ticket("t99", "billing", 1, T0, Optional.empty(), "Was urgent", 3), item -> {
            item.put("FlaggedPK", AttributeValue.fromS("FLAG#urgent"));
            item.put("FlaggedSK", AttributeValue.fromS("2024-05-01T10:00:00.000000000Z"));
            return item;
        });

        BackfillReport preview = tickets.backfill().dryRun().samples(3).run();
        assertTrue(preview.dryRun());
        assertEquals(31, preview.scanned());
        assertEquals(21, preview.changed(), "10 without index keys, 10 with the old sort key, 1 with a stale flag");
        assertEquals(10, preview.unchanged());
        assertEquals(3, preview.samples().size());
        assertFalse(raw("t0").containsKey("ByQueuePK"), "a dry run writes nothing");
        assertTrue(raw("t99").containsKey("FlaggedPK"));
        // Reads refuse t99 (its Flagged key names a flag it does not hold); the backfill reads it without that key.
        assertThrows(ItemDecodeException.class, () -> tickets.get("t99"));

        BackfillReport report = tickets.backfill().segments(3).pageSize(4).run();
        assertEquals(31, report.scanned());
        assertEquals(21, report.changed());
        assertEquals(10, report.unchanged());
        assertTrue(report.complete());
        assertTrue(report.checkpoints().stream().allMatch(BackfillCheckpoint::done));
        assertEveryTicketHasTheDesignsIndexKeys();

        assertEquals(16, tickets.inQueue("billing").stream().count(), "15 of t0..t29 and t99");
        List<Integer> priorities = tickets.inQueue("support").stream().map(Ticket::priority).toList();
        assertEquals(priorities.stream().sorted().toList(), priorities, "sorted by the new sort key");
        assertEquals(Set.of("t0", "t3", "t6", "t9", "t12", "t15", "t18", "t21", "t24", "t27"),
                Set.copyOf(tickets.flagged("urgent").stream().map(Ticket::id).toList()));
        assertFalse(raw("t99").containsKey("FlaggedPK"), "no flag, no Flagged keys");
        assertEquals("3", raw("t99").get("version").n(), "the version is not incremented: the record did not change");
        assertEquals(agentBefore, client.getItem(request -> request.tableName("Tickets")
                .key(Map.of("PK", AttributeValue.fromS("AGENT#ann"), "SK", AttributeValue.fromS("AGENT")))).item(),
                "another entity's item in the same index is left alone");

        BackfillReport again = tickets.backfill().run();
        assertEquals(0, again.changed(), "a backfill can run again: everything is right");
        assertEquals(31, again.unchanged());
    }

    @Test
    void itemsThatCannotBeRewrittenAreReportedAndTheOthersStillAre() {
        for (int i = 0; i < 5; i++) {
            putAsOldDesign(ticket(i), BackfillTest::withoutIndexKeys);
        }
        putAsOldDesign(ticket(7), item -> {
            withoutIndexKeys(item);
            item.put("priority", AttributeValue.fromS("high")); // a number once, text now: it does not decode
            return item;
        });

        BackfillReport report = tickets.backfill().run();

        assertEquals(6, report.scanned());
        assertEquals(5, report.changed());
        assertEquals(1, report.failed());
        assertFalse(report.complete());
        BackfillReport.Failure failure = report.failures().get(0);
        assertEquals("PK=TICKET#t7, SK=TICKET", failure.key());
        ItemDecodeException cause = assertInstanceOf(ItemDecodeException.class, failure.cause());
        assertEquals("priority", cause.attribute());
        assertFalse(raw("t7").containsKey("ByQueuePK"), "left as it was");
    }

    @Test
    void aWriteBetweenTheReadAndTheRewriteIsNeverOverwrittenWithOlderKeys() {
        for (int i = 0; i < 20; i++) {
            putAsOldDesign(ticket(i), BackfillTest::withoutIndexKeys);
        }
        // Before each of the backfill's first six writes, another writer changes that ticket's
        // priority: a service on the new design (keys and all), or one still on the old design.
        Set<String> raced = ConcurrentHashMap.newKeySet();
        DynamoDbClient racing = intercepting(client, update -> {
            String id = update.key().get("PK").s().substring("TICKET#".length());
            int n = raced.size();
            if (n >= 6 || !raced.add(id)) {
                return; // six tickets are raced, each once: the backfill's second try goes through
            }
            Ticket current = tickets.get(id).orElseThrow();
            Ticket raised = current.withPriority(current.priority() + 10);
            if (n % 2 == 0) {
                tickets.put(raised);                                     // the new design: version 2, right keys
            } else {
                putAsOldDesign(new Ticket(id, raised.queue(), raised.priority(), raised.openedAt(), raised.flag(),
                        raised.title(), current.version() + 1), BackfillTest::withoutIndexKeys);
            }
        });

        BackfillReport report = new TicketRepository(racing).backfill().run();

        assertEquals(6, report.conflicts(), "each raced write failed its condition and was planned again");
        assertEquals(20, report.scanned());
        assertEquals(17, report.changed(), "3 raced by the new design were right when read again");
        assertEquals(3, report.unchanged());
        assertEveryTicketHasTheDesignsIndexKeys();
        long raised = rawTickets().stream().filter(item -> Integer.parseInt(item.get("priority").n()) >= 10).count();
        assertEquals(6, raised, "no raced write was lost");
        assertEquals(6, tickets.inQueue("billing").stream().filter(t -> t.priority() >= 10).count()
                + tickets.inQueue("support").stream().filter(t -> t.priority() >= 10).count());
    }

    @Test
    void aTableWrittenWhileTheBackfillRunsEndsWithEveryWriteAndEveryKeyRight() throws Exception {
        int count = 200;
        for (int i = 0; i < count; i++) {
            putAsOldDesign(ticket(i), BackfillTest::withoutIndexKeys);
        }
        Map<String, Integer> lastWritten = new ConcurrentHashMap<>();
        AtomicBoolean backfilling = new AtomicBoolean(true);
        AtomicInteger writes = new AtomicInteger();
        Thread writer = new Thread(() -> {
            ThreadLocalRandom random = ThreadLocalRandom.current();
            while (backfilling.get() || writes.get() < 50) {
                String id = "t" + random.nextInt(count);
                Ticket current = tickets.get(id).orElseThrow();
                int priority = random.nextInt(100);
                tickets.put(current.withPriority(priority)); // versioned: never over another write
                lastWritten.put(id, priority);
                writes.incrementAndGet();
            }
        }, "concurrent-writer");
        writer.start();
        BackfillReport report;
        try {
            report = tickets.backfill().segments(4).pageSize(10).run();
        } finally {
            backfilling.set(false);
            writer.join();
        }

        assertEquals(count, report.scanned());
        assertTrue(report.complete(), report.toString());
        assertEveryTicketHasTheDesignsIndexKeys();
        lastWritten.forEach((id, priority) ->
                assertEquals(priority, tickets.get(id).orElseThrow().priority(), "the last write to " + id + " is kept"));
        long listed = tickets.inQueue("billing").stream().count() + tickets.inQueue("support").stream().count();
        assertEquals(count, listed, "every ticket is in its queue once");
    }

    @Test
    void aStoppedBackfillResumesFromItsCheckpoints() {
        for (int i = 0; i < 60; i++) {
            putAsOldDesign(ticket(i), BackfillTest::withoutIndexKeys);
        }
        Map<Integer, String> saved = new ConcurrentHashMap<>();
        AtomicInteger pages = new AtomicInteger();
        Consumer<BackfillProgress> crashAfterThreePages = progress -> {
            saved.put(progress.checkpoint().segment(), progress.checkpoint().token());
            if (pages.incrementAndGet() == 3) {
                throw new IllegalStateException("the process died");
            }
        };
        assertThrows(IllegalStateException.class,
                () -> tickets.backfill().pageSize(5).progress(crashAfterThreePages).run());

        List<BackfillCheckpoint> checkpoints = saved.values().stream().map(BackfillCheckpoint::parse).toList();
        assertEquals(1, checkpoints.size());
        assertTrue(checkpoints.get(0).started());
        assertFalse(checkpoints.get(0).done());
        BackfillReport rest = tickets.backfill().pageSize(5).resumeFrom(checkpoints).run();

        assertEquals(45, rest.scanned(), "the three pages done before are not read again");
        assertEquals(45, rest.changed());
        assertEveryTicketHasTheDesignsIndexKeys();
    }

    @Test
    void severalSegmentsResumeEachFromItsOwnCheckpoint() {
        for (int i = 0; i < 90; i++) {
            putAsOldDesign(ticket(i), BackfillTest::withoutIndexKeys);
        }
        Map<Integer, String> saved = new ConcurrentHashMap<>();
        AtomicInteger pages = new AtomicInteger();
        assertThrows(IllegalStateException.class, () -> tickets.backfill().segments(3).pageSize(4).progress(progress -> {
            saved.put(progress.checkpoint().segment(), progress.checkpoint().token());
            if (pages.incrementAndGet() == 5) {
                throw new IllegalStateException("the process died");
            }
        }).run());

        List<BackfillCheckpoint> checkpoints = saved.values().stream().map(BackfillCheckpoint::parse).toList();
        BackfillReport rest = tickets.backfill().resumeFrom(checkpoints).run(); // 3 segments, from the checkpoints

        assertTrue(rest.scanned() < 90, "pages before the checkpoints are not read again: " + rest);
        assertEquals(3, rest.checkpoints().size());
        assertTrue(rest.checkpoints().stream().allMatch(BackfillCheckpoint::done));
        assertEveryTicketHasTheDesignsIndexKeys();
    }

    @Test
    void checkpointsAreBoundToTheirBackfill() {
        for (int i = 0; i < 6; i++) {
            putAsOldDesign(ticket(i), BackfillTest::withoutIndexKeys);
        }
        List<BackfillCheckpoint> last = Collections.synchronizedList(new ArrayList<>());
        tickets.backfill().segments(2).progress(progress -> last.add(progress.checkpoint())).run();
        BackfillCheckpoint checkpoint = last.get(last.size() - 1);

        assertEquals(checkpoint, BackfillCheckpoint.parse(checkpoint.token()));
        assertEquals("Ticket", checkpoint.entityType());
        assertEquals("Tickets", checkpoint.tableName());
        assertEquals(2, checkpoint.totalSegments());
        String token = checkpoint.token();
        String damaged = token.substring(0, token.length() - 2) + (token.endsWith("A") ? "BB" : "AA");
        assertThrows(InvalidCheckpointException.class, () -> BackfillCheckpoint.parse(damaged));
        assertThrows(InvalidCheckpointException.class, () -> BackfillCheckpoint.parse("not a token"));
        assertThrows(InvalidCheckpointException.class,
                () -> new TicketRepository(client, "Tickets-staging").backfill().resumeFrom(List.of(checkpoint)).run());
        assertThrows(InvalidCheckpointException.class,
                () -> tickets.backfill().segments(3).resumeFrom(List.of(checkpoint)).run());
        assertThrows(InvalidCheckpointException.class,
                () -> tickets.backfill().resumeFrom(List.of(checkpoint, checkpoint)).run());
        assertThrows(IllegalArgumentException.class, () -> tickets.backfill().indexes("NoSuchIndex"));
    }

    @Test
    void onlyTheIndexesNamedAreRewritten() {
        putAsOldDesign(ticket(3), BackfillTest::withoutIndexKeys); // flagged, in a queue

        BackfillReport report = tickets.backfill().indexes("Flagged").run();

        assertEquals(1, report.changed());
        assertTrue(raw("t3").containsKey("FlaggedPK"));
        assertFalse(raw("t3").containsKey("ByQueuePK"), "ByQueue was not asked for");
        assertEquals(Map.of("FlaggedPK", "FLAG#urgent", "FlaggedSK", "2024-05-01T10:00:03.000000000Z"),
                report.samples().get(0).after());
    }

    @Test
    void keysShardedAtRandomStayInTheirShard(DynamoDbClient client) {
        PostRepository posts = new PostRepository(client);
        posts.createTable();
        for (int i = 0; i < 12; i++) {
            posts.put(new Post("main", "p" + i, T0.plusSeconds(i), "java", "post " + i));
        }

        BackfillReport report = posts.backfill().run();

        assertEquals(12, report.scanned());
        assertEquals(0, report.changed(), "any of the eight shards is right");
    }

    /** A client that runs {@code before} ahead of each UpdateItem it passes on. */
    private static DynamoDbClient intercepting(DynamoDbClient delegate, Consumer<UpdateItemRequest> before) {
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                    if (method.getName().equals("updateItem") && args != null && args[0] instanceof UpdateItemRequest update) {
                        before.accept(update);
                    } else if (method.getName().equals("updateItem") && args != null && args[0] instanceof Consumer<?>) {
                        UpdateItemRequest.Builder builder = UpdateItemRequest.builder();
                        @SuppressWarnings("unchecked")
                        Consumer<UpdateItemRequest.Builder> fill = (Consumer<UpdateItemRequest.Builder>) args[0];
                        fill.accept(builder);
                        UpdateItemRequest update = builder.build();
                        before.accept(update);
                        return delegate.updateItem(update);
                    }
                    try {
                        return method.invoke(delegate, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
