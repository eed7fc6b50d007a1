package dev.keyway.it.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.it.adopt.Member;
import dev.keyway.it.adopt.MemberRepository;
import dev.keyway.it.adopt.MemberSchema;
import dev.keyway.it.adopt.OrgRepository;
import dev.keyway.it.tickets.Ticket;
import dev.keyway.it.tickets.TicketKeys;
import dev.keyway.it.tickets.TicketRepository;
import dev.keyway.it.tickets.TicketSchema;
import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import dev.keyway.runtime.backfill.Backfill;
import dev.keyway.runtime.backfill.BackfillCheckpoint;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.exception.BackfillStoppedException;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue #24, section 1, over many seeds: backfills and adoptions of tables whose items are in every
 * state (no index keys, keys in an old format, stale keys, right already, one that does not
 * decode), with Keyway Local injecting seeded faults at every request they send (Scan, UpdateItem,
 * TransactWriteItems, GetItem; throttles, 500s and 503s, before and after the request is applied,
 * transaction conflicts) and a burst that outlasts every retry at a random page, so that runs stop
 * and are resumed from the checkpoints their progress reports brought, as after a crash. The
 * invariant: every item ends right (or, the one that does not decode, as it was and reported), no
 * other attribute changes, no run that stopped says complete, and the last run says complete
 * exactly when every item is right.
 *
 * <p>{@value #SEEDS_PROPERTY} sets the number of seeds (20 in every build; the README gives the
 * figures of a run of 200: {@code -Dkeyway.faults.seeds=200}). Seeds run with one thread, so that
 * a seed's faults fall on the same requests every time; a quarter as many (at least 5) run with
 * parallel segments, where the invariant must hold whatever the interleaving.
 */
class BackfillFaultSeedsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    /** The system property with the number of seeds. */
    static final String SEEDS_PROPERTY = "keyway.faults.seeds";

    private static final Set<String> TICKET_INDEX_KEYS = BackfillFaultTest.INDEX_KEYS;
    private static final Set<String> MEMBER_WRITTEN = Set.of("ByEmailPK", "ByEmailSK", "entityType");
    private static final Duration FAST = Duration.ofMillis(1);

    /** What a run of seeds did, for the README. */
    private static final class Figures {
        long seeds;
        long faults;
        long stops;
        long items;
        final List<String> violations = new ArrayList<>();

        @Override
        public String toString() {
            return seeds + " seeds, " + faults + " faults injected, " + stops + " runs stopped and resumed, " + items
                    + " items checked, " + violations.size() + " failures found";
        }
    }

    @Test
    void everyItemEndsRightAndARunThatSaysCompleteIsComplete(KeywayLocal local, DynamoDbClient raw) {
        int seeds = Integer.getInteger(SEEDS_PROPERTY, 20);
        Figures figures = run(local, raw, seeds, false);
        assertEquals(List.of(), figures.violations, figures.toString());
    }

    @Test
    void theSameWithParallelSegments(KeywayLocal local, DynamoDbClient raw) {
        int seeds = Math.max(5, Integer.getInteger(SEEDS_PROPERTY, 20) / 4);
        Figures figures = run(local, raw, seeds, true);
        assertEquals(List.of(), figures.violations, figures.toString());
    }

    private static Figures run(KeywayLocal local, DynamoDbClient raw, int seeds, boolean parallel) {
        Figures figures = new Figures();
        try (DynamoDbClient faulty = BackfillFaultTest.fastRetryingClient(local)) {
            for (long seed = 1; seed <= seeds; seed++) {
                if (seed % 3 == 0) {
                    adoptionSeed(local, raw, faulty, seed, parallel, figures);
                } else {
                    backfillSeed(local, raw, faulty, seed, parallel, figures);
                }
                figures.seeds++;
            }
        }
        System.out.println("BackfillFaultSeedsTest" + (parallel ? " (parallel segments)" : "") + ": " + figures);
        return figures;
    }

    // ---- a backfill of tickets -----------------------------------------------------------------

    private static void backfillSeed(KeywayLocal local, DynamoDbClient raw, DynamoDbClient faulty, long seed,
                                     boolean parallel, Figures figures) {
        Random random = new Random(seed);
        String table = "Tickets-" + seed;
        new TicketRepository(raw, table).createTable();
        int count = 10 + random.nextInt(20);
        String bad = random.nextInt(4) == 0 ? "t" + random.nextInt(count) : null;
        Map<String, Map<String, AttributeValue>> written = new LinkedHashMap<>();
        for (int i = 0; i < count; i++) {
            Ticket ticket = BackfillFaultTest.ticket(i);
            Map<String, AttributeValue> item = new HashMap<>(TicketSchema.INSTANCE.toItem(ticket));
            switch (random.nextInt(4)) {
                case 0 -> TICKET_INDEX_KEYS.forEach(item::remove);                          // before the indexes
                case 1 -> item.put("ByQueueSK", AttributeValue.fromS("P" + ticket.priority())); // an old format
                case 2 -> {                                                                   // a stale flag
                    item.put("FlaggedPK", AttributeValue.fromS("FLAG#gone"));
                    item.put("FlaggedSK", AttributeValue.fromS("2020"));
                }
                default -> { }                                                                // right already
            }
            if (ticket.id().equals(bad)) {
                item.put("priority", AttributeValue.fromS("high"));                          // does not decode
            }
            raw.putItem(request -> request.tableName(table).item(item));
            written.put(ticket.id(), item);
        }
        String[] requests = {"Scan", "UpdateItem", "GetItem"};
        int retries = 2 + random.nextInt(2);
        Backfill<Ticket> backfill = new TicketRepository(faulty, table).backfill()
                .segments(1 + random.nextInt(3)).parallelism(parallel ? 3 : 1).pageSize(2 + random.nextInt(5))
                .retries(retries, FAST);
        BackfillReport report = runWithFaults(local, random, seed, requests, retries, backfill, figures);

        String label = "seed " + seed + (parallel ? " (parallel)" : "") + ": ";
        for (Map.Entry<String, Map<String, AttributeValue>> entry : written.entrySet()) {
            figures.items++;
            String id = entry.getKey();
            Map<String, AttributeValue> stored = raw.getItem(request -> request.tableName(table)
                    .key(TicketKeys.primaryKey(id).attributes()).consistentRead(true)).item();
            if (!sameExcept(entry.getValue(), stored, TICKET_INDEX_KEYS)) {
                figures.violations.add(label + id + " changed beyond its index keys: " + stored);
            } else if (id.equals(bad)) {
                if (!stored.equals(entry.getValue())) {
                    figures.violations.add(label + id + ", which does not decode, was written: " + stored);
                }
            } else {
                Map<String, AttributeValue> wanted = TicketSchema.INSTANCE.toItem(TicketSchema.INSTANCE.fromItem(stored));
                if (!TICKET_INDEX_KEYS.stream().allMatch(key -> Objects.equals(wanted.get(key), stored.get(key)))) {
                    figures.violations.add(label + id + " does not have its index keys: " + stored);
                }
            }
        }
        checkReport(label, report, bad == null ? null : "PK=TICKET#" + bad + ", SK=TICKET", figures);
        raw.deleteTable(request -> request.tableName(table));
    }

    // ---- an adoption of members ----------------------------------------------------------------

    private static void adoptionSeed(KeywayLocal local, DynamoDbClient raw, DynamoDbClient faulty, long seed,
                                     boolean parallel, Figures figures) {
        Random random = new Random(seed);
        String table = "Members-" + seed;
        new OrgRepository(raw, table).createTable();
        MemberRepository typed = new MemberRepository(raw, table);
        int count = 8 + random.nextInt(16);
        String bad = random.nextInt(4) == 0 ? "m-" + random.nextInt(count) : null;
        Map<Map<String, AttributeValue>, Map<String, AttributeValue>> written = new LinkedHashMap<>();
        for (int i = 0; i < count; i++) {
            Member member = new Member("o" + i % 3, "m-" + i, "m" + i + "@example.com", "Member " + i,
                    LocalDate.of(2024, 1, 1).plusDays(i));
            if (random.nextInt(4) == 0 && !member.memberId().equals(bad)) {
                typed.put(member);                                 // adopted already: typed, claimed, indexed
            } else {
                Map<String, AttributeValue> item = new LinkedHashMap<>(MemberSchema.INSTANCE.toItem(member));
                item.keySet().removeAll(MEMBER_WRITTEN);           // as the other code wrote it
                if (member.memberId().equals(bad)) {
                    item.put("joinedOn", AttributeValue.fromS("in spring"));
                }
                raw.putItem(request -> request.tableName(table).item(item));
            }
            Map<String, AttributeValue> key = Map.of("PK", AttributeValue.fromS("ORG#" + member.orgId()),
                    "SK", AttributeValue.fromS("MEMBER#" + member.memberId()));
            written.put(key, raw.getItem(request -> request.tableName(table).key(key).consistentRead(true)).item());
        }
        for (int org = 0; org < 3; org++) {                        // another entity's untyped items: left alone
            Map<String, AttributeValue> item = Map.of("PK", AttributeValue.fromS("ORG#o" + org),
                    "SK", AttributeValue.fromS("PROFILE"), "orgId", AttributeValue.fromS("o" + org),
                    "name", AttributeValue.fromS("Org " + org));
            raw.putItem(request -> request.tableName(table).item(item));
            written.put(Map.of("PK", item.get("PK"), "SK", item.get("SK")), item);
        }
        String[] requests = {"Scan", "TransactWriteItems", "GetItem"};
        int retries = 2 + random.nextInt(3);
        Backfill<Member> adoption = new MemberRepository(faulty, table).backfill().adoptUntyped()
                .segments(1 + random.nextInt(3)).parallelism(parallel ? 3 : 1).pageSize(2 + random.nextInt(5))
                .retries(retries, FAST);
        BackfillReport report = runWithFaults(local, random, seed, requests, retries, adoption, figures);

        String label = "seed " + seed + " (adoption" + (parallel ? ", parallel" : "") + "): ";
        for (Map.Entry<Map<String, AttributeValue>, Map<String, AttributeValue>> entry : written.entrySet()) {
            figures.items++;
            Map<String, AttributeValue> key = entry.getKey();
            Map<String, AttributeValue> stored = raw.getItem(request -> request.tableName(table).key(key)
                    .consistentRead(true)).item();
            String described = "PK=" + key.get("PK").s() + ", SK=" + key.get("SK").s();
            boolean member = key.get("SK").s().startsWith("MEMBER#");
            boolean isBad = bad != null && key.get("SK").s().equals("MEMBER#" + bad);
            if (!member || isBad) {
                if (!entry.getValue().equals(stored)) {
                    figures.violations.add(label + described + " should be left as it was: " + stored);
                }
                continue;
            }
            if (!sameExcept(entry.getValue(), stored, MEMBER_WRITTEN)) {
                figures.violations.add(label + described + " changed beyond its type and index keys: " + stored);
                continue;
            }
            Map<String, AttributeValue> wanted = MemberSchema.INSTANCE.toItem(MemberSchema.INSTANCE.fromItem(
                    withType(stored)));
            if (!MEMBER_WRITTEN.stream().allMatch(attribute -> Objects.equals(wanted.get(attribute),
                    stored.get(attribute)))) {
                figures.violations.add(label + described + " is not adopted: " + stored);
                continue;
            }
            String email = stored.get("email").s();
            Map<String, AttributeValue> guard = raw.getItem(request -> request.tableName(table).consistentRead(true)
                    .key(Map.of("PK", AttributeValue.fromS("_unique#member#email#" + email),
                            "SK", AttributeValue.fromS("_unique")))).item();
            if (guard == null || guard.isEmpty()) {
                figures.violations.add(label + described + " holds " + email + " without its claim");
            }
        }
        checkReport(label, report, bad == null ? null : "PK=ORG#o" + Integer.parseInt(bad.substring(2)) % 3
                + ", SK=MEMBER#" + bad, figures);
        raw.deleteTable(request -> request.tableName(table));
    }

    /** The item with the type attribute, so that a not yet adopted item decodes too (to tell what it should be). */
    private static Map<String, AttributeValue> withType(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> typed = new HashMap<>(item);
        typed.putIfAbsent("entityType", AttributeValue.fromS("member"));
        return typed;
    }

    // ---- faults and runs -----------------------------------------------------------------------

    /**
     * Runs the backfill with the seed's faults until a run ends, resuming each stopped run from the
     * tokens its progress reports saved; returns the last run's report.
     */
    private static BackfillReport runWithFaults(KeywayLocal local, Random random, long seed, String[] requests,
                                                int retries, Backfill<?> backfill, Figures figures) {
        local.faults().reseed(seed);
        Fault[] kinds = {Fault.throttling(), Fault.requestThrottling(), Fault.internalError(),
                Fault.serviceUnavailable()};
        for (String request : requests) {
            if (random.nextInt(10) < 7) {
                Fault fault = kinds[random.nextInt(kinds.length)].on(request).probability(0.05 + random.nextDouble() * 0.3);
                boolean write = !request.equals("Scan") && !request.equals("GetItem");
                local.faults().add(write && random.nextInt(10) < 3 ? fault.afterApplying() : fault);
            }
        }
        if (List.of(requests).contains("TransactWriteItems")) {
            local.faults().add(Fault.transactionConflict().probability(0.1));
        }
        // A burst that outlasts the SDK's retries and the backfill's, from a random page on, on the Scan or
        // the write: the run stops.
        Fault burst = kinds[random.nextInt(kinds.length)].on(requests[random.nextInt(2)])
                .times(BackfillFaultTest.SDK_ATTEMPTS * retries);
        int burstAtPage = random.nextInt(4);
        Map<Integer, String> saved = new ConcurrentHashMap<>();
        AtomicInteger pages = new AtomicInteger();
        try {
            for (int run = 1; ; run++) {
                List<BackfillCheckpoint> resume = saved.values().stream().map(BackfillCheckpoint::parse).toList();
                try {
                    return backfill.resumeFrom(resume).progress(progress -> {
                        saved.put(progress.checkpoint().segment(), progress.checkpoint().token());
                        if (pages.getAndIncrement() == burstAtPage) {
                            local.faults().add(burst);
                        }
                    }).run();
                } catch (BackfillStoppedException stopped) {
                    figures.stops++;
                    String label = "seed " + seed + ", run " + run + ": ";
                    if (stopped.report().complete()) {
                        figures.violations.add(label + "a stopped run says complete");
                    }
                    saved.forEach((segment, token) -> {
                        if (!BackfillCheckpoint.parse(token).equals(stopped.checkpoints().get(segment))) {
                            figures.violations.add(label + "the exception's checkpoint of segment " + segment
                                    + " is not the one the progress reports brought");
                        }
                    });
                    if (run == 50) {
                        figures.violations.add(label + "still stopping after 50 runs: " + stopped.getMessage());
                        return null;
                    }
                }
            }
        } finally {
            figures.faults += local.faults().injected();
            local.faults().clear();
        }
    }

    private static void checkReport(String label, BackfillReport report, String badKey, Figures figures) {
        if (report == null) {
            return;
        }
        if (report.complete() != (badKey == null)) {
            figures.violations.add(label + "the last run says complete " + report.complete() + " with "
                    + (badKey == null ? "every item right" : badKey + " not decoding") + ": " + report
                    + " " + report.failures());
        }
        if (badKey != null && report.failures().stream().noneMatch(failure -> failure.key().equals(badKey))) {
            figures.violations.add(label + badKey + " is not among the failures: " + report.failures());
        }
        if (badKey == null && report.failed() > 0) {
            figures.violations.add(label + "failures of items that are right: " + report.failures());
        }
    }

    /** Whether two items hold the same attributes, those named aside. */
    private static boolean sameExcept(Map<String, AttributeValue> before, Map<String, AttributeValue> after,
                                      Set<String> aside) {
        Map<String, AttributeValue> a = new HashMap<>(before);
        Map<String, AttributeValue> b = new HashMap<>(after == null ? Map.of() : after);
        a.keySet().removeAll(aside);
        b.keySet().removeAll(aside);
        return a.equals(b);
    }
}
