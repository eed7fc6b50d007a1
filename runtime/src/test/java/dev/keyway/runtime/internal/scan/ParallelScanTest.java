package dev.keyway.runtime.internal.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.Scan;
import dev.keyway.runtime.ScanProgress;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
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
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/** The requests a scan sends, what it delivers, and its progress reports, against a fake client. */
class ParallelScanTest {

    @Test
    void everySegmentIsRequestedWithTotalSegmentsAndEveryItemIsDeliveredOnce() {
        FakeScans fake = FakeScans.generated(4, 3, 5); // 4 segments of 3 pages of 5 items
        ConcurrentLinkedQueue<Thing> delivered = new ConcurrentLinkedQueue<>();

        fake.scan().segments(4).forEach(delivered::add);

        assertEquals(60, delivered.size());
        assertEquals(fake.served(), Set.copyOf(delivered), "every item, none twice (60 distinct)");
        List<ScanRequest> requests = fake.requests();
        assertEquals(12, requests.size());
        for (int segment = 0; segment < 4; segment++) {
            int s = segment;
            List<ScanRequest> ofSegment = requests.stream().filter(r -> r.segment() == s).toList();
            assertEquals(3, ofSegment.size(), "pages of segment " + segment);
            Set<Map<String, AttributeValue>> startKeys = ConcurrentHashMap.newKeySet();
            for (ScanRequest request : ofSegment) {
                assertEquals(4, request.totalSegments());
                assertEquals("Things", request.tableName());
                assertNull(request.limit());
                assertNull(request.consistentRead());
                assertNull(request.select());
                startKeys.add(request.hasExclusiveStartKey() ? request.exclusiveStartKey() : Map.of());
            }
            assertEquals(Set.of(Map.of(), FakeScans.lastKey(segment, 1), FakeScans.lastKey(segment, 2)), startKeys,
                    "each page continues where the previous one ended");
        }
    }

    @Test
    void oneSegmentIsAPlainScanOnTheCallersThread() {
        FakeScans fake = FakeScans.generated(1, 3, 4);
        List<Thing> delivered = new ArrayList<>();

        fake.scan().forEach(delivered::add);

        assertEquals(12, delivered.size());
        assertEquals(fake.served(), Set.copyOf(delivered));
        assertEquals(Set.of(Thread.currentThread()), fake.threads());
        for (ScanRequest request : fake.requests()) {
            assertNull(request.segment());
            assertNull(request.totalSegments());
        }
    }

    @Test
    void progressIsReportedAfterEveryPageWithGrowingTotalsAndSegmentDoneAtTheEnd() {
        // segments of different lengths, an empty page and an empty segment included
        FakeScans fake = new FakeScans(List.of(
                List.of(things(0, 0, 3), things(0, 3, 0), things(0, 3, 2)),
                List.of(things(1, 0, 7)),
                List.of(things(2, 0, 0)),
                List.of(things(3, 0, 1), things(3, 1, 1), things(3, 2, 1), things(3, 3, 1))));
        List<ScanProgress> reports = Collections.synchronizedList(new ArrayList<>());
        ConcurrentLinkedQueue<Thing> delivered = new ConcurrentLinkedQueue<>();
        List<Long> deliveredAtReport = Collections.synchronizedList(new ArrayList<>());

        fake.scan().segments(4).progress(report -> {
            reports.add(report);
            deliveredAtReport.add((long) delivered.size());
        }).forEach(delivered::add);

        assertEquals(9, reports.size(), "one report per page");
        long previousTotal = 0;
        for (int i = 0; i < reports.size(); i++) {
            ScanProgress report = reports.get(i);
            assertEquals(4, report.totalSegments());
            assertTrue(report.itemsTotal() >= previousTotal, "totals only grow: " + reports);
            assertTrue(deliveredAtReport.get(i) >= report.itemsTotal(), "reported after the items were passed on");
            previousTotal = report.itemsTotal();
        }
        ScanProgress last = reports.get(reports.size() - 1);
        assertEquals(16, last.itemsTotal());
        assertEquals(4, last.segmentsDone());
        assertTrue(last.scanDone());
        assertEquals(1, reports.stream().filter(ScanProgress::scanDone).count());

        Map<Integer, List<ScanProgress>> bySegment = reports.stream()
                .collect(Collectors.groupingBy(ScanProgress::segment));
        assertEquals(List.of(3L, 3L, 5L), bySegment.get(0).stream().map(ScanProgress::itemsInSegment).toList());
        assertEquals(List.of(7L), bySegment.get(1).stream().map(ScanProgress::itemsInSegment).toList());
        assertEquals(List.of(0L), bySegment.get(2).stream().map(ScanProgress::itemsInSegment).toList());
        assertEquals(List.of(1L, 2L, 3L, 4L), bySegment.get(3).stream().map(ScanProgress::itemsInSegment).toList());
        for (List<ScanProgress> ofSegment : bySegment.values()) {
            for (int page = 0; page < ofSegment.size(); page++) {
                assertEquals(page + 1, ofSegment.get(page).pagesInSegment());
                assertEquals(page == ofSegment.size() - 1, ofSegment.get(page).segmentDone(), "done on the last page only");
            }
        }
    }

    @Test
    void theTypeFilterAndTheUserFiltersAreSentWithPlaceholders() {
        FakeScans fake = FakeScans.generated(2, 1, 1);
        Condition open = expressions -> expressions.name("status") + " = " + expressions.value(AttributeValue.fromS("open"));
        Condition big = expressions -> expressions.name("size") + " > " + expressions.value(AttributeValue.fromN("10"));

        fake.scan().segments(2).filter(open).filter(big).forEach(thing -> { });

        for (ScanRequest request : fake.requests()) {
            assertEquals("#n0 = :v0 AND ((#n1 = :v1) AND (#n2 > :v2))", request.filterExpression());
            assertEquals(Map.of("#n0", "_type", "#n1", "status", "#n2", "size"), request.expressionAttributeNames());
            assertEquals(Map.of(":v0", AttributeValue.fromS("Thing"), ":v1", AttributeValue.fromS("open"),
                    ":v2", AttributeValue.fromN("10")), request.expressionAttributeValues());
        }
    }

    @Test
    void withoutAUserFilterOnlyTheTypeFilterIsSentAndTtlAddsItsOwn() {
        FakeScans plain = FakeScans.generated(1, 1, 1);
        plain.scan().forEach(thing -> { });
        ScanRequest request = plain.requests().get(0);
        assertEquals("#n0 = :v0", request.filterExpression());
        assertEquals(Map.of("#n0", "_type"), request.expressionAttributeNames());
        assertEquals(Map.of(":v0", AttributeValue.fromS("Thing")), request.expressionAttributeValues());

        FakeScans expiring = FakeScans.generated(1, 1, 1);
        long before = Instant.now().getEpochSecond();
        expiring.scanWithTtl().forEach(thing -> { });
        request = expiring.requests().get(0);
        assertEquals("#n0 = :v0 AND (attribute_not_exists(#n1) OR #n1 > :v1)", request.filterExpression());
        assertEquals(Map.of("#n0", "_type", "#n1", "expiresAt"), request.expressionAttributeNames());
        long now = Long.parseLong(request.expressionAttributeValues().get(":v1").n());
        assertTrue(now >= before && now <= Instant.now().getEpochSecond(), "now, in epoch seconds: " + now);
    }

    @Test
    void pageSizeAndConsistentReadAreSent() {
        FakeScans fake = FakeScans.generated(3, 2, 2);
        fake.scan().segments(3).pageSize(50).consistentRead().forEach(thing -> { });
        assertEquals(6, fake.requests().size());
        for (ScanRequest request : fake.requests()) {
            assertEquals(50, request.limit());
            assertEquals(true, request.consistentRead());
        }
    }

    @Test
    void itemsOfOtherEntitiesAreNeverDecodedAndExpiredItemsAreSkipped() {
        long now = Instant.now().getEpochSecond();
        Map<String, AttributeValue> expired = thing(0, 1);
        expired.put("expiresAt", AttributeValue.fromN(Long.toString(now - 60)));
        Map<String, AttributeValue> expiresLater = thing(0, 2);
        expiresLater.put("expiresAt", AttributeValue.fromN(Long.toString(now + 3_600)));
        Map<String, AttributeValue> noType = thing(0, 3);
        noType.remove("_type");
        // a fake does not filter: whatever a server might let through must still not be decoded
        FakeScans fake = new FakeScans(List.of(List.of(
                List.of(thing(0, 0), foreign("o1"), expired),
                List.of(foreign("o2"), expiresLater, noType))));
        List<ScanProgress> reports = new ArrayList<>();
        List<Thing> delivered = new ArrayList<>();

        fake.scanWithTtl().progress(reports::add).forEach(delivered::add);

        assertEquals(List.of(new Thing("t0-0", 0), new Thing("t0-2", 0)), delivered);
        assertEquals(2, fake.withTtl.decoded(), "only this entity's live items are decoded");
        assertEquals(List.of(1L, 2L), reports.stream().map(ScanProgress::itemsTotal).toList(), "delivered items count");
    }

    @Test
    void countAsksDynamoDbToCountInEverySegment() {
        FakeScans fake = FakeScans.generated(3, 2, 4);
        List<ScanProgress> reports = Collections.synchronizedList(new ArrayList<>());

        long count = fake.scan().segments(3).pageSize(4).progress(reports::add).count();

        assertEquals(24, count);
        assertEquals(6, fake.requests().size());
        for (ScanRequest request : fake.requests()) {
            assertEquals(Select.COUNT, request.select());
            assertEquals(3, request.totalSegments());
            assertEquals("#n0 = :v0", request.filterExpression());
        }
        assertEquals(0, fake.plain.decoded(), "counting decodes nothing");
        assertEquals(6, reports.size());
        assertEquals(24, reports.stream().mapToLong(ScanProgress::itemsTotal).max().orElseThrow());
        assertEquals(3, reports.stream().filter(ScanProgress::segmentDone).count());
    }

    @Test
    void streamReadsOnePageAtATimeAsItIsConsumed() {
        FakeScans fake = FakeScans.generated(1, 4, 3);
        List<ScanProgress> reports = new ArrayList<>();
        Scan<Thing> scan = fake.scan().pageSize(3).progress(reports::add);

        try (Stream<Thing> stream = scan.stream()) {
            assertEquals(0, fake.requests().size(), "nothing is read before the stream is consumed");
            assertEquals(4, stream.limit(4).count());
        }
        assertEquals(2, fake.requests().size(), "four items take two pages of three");
        assertEquals(fake.served(), Set.copyOf(scan.stream().toList()));
        assertEquals(6, fake.requests().size());
        ScanProgress last = reports.get(reports.size() - 1);
        assertTrue(last.segmentDone());
        assertEquals(12, last.itemsTotal());
    }

    @Test
    void streamRefusesSeveralSegments() {
        FakeScans fake = FakeScans.generated(2, 1, 1);
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> fake.scan().segments(2).stream());
        assertTrue(refused.getMessage().contains("forEach"), refused.getMessage());
        assertEquals(0, fake.requests().size());
    }

    @Test
    void optionsAreCheckedAndScansAreImmutable() {
        FakeScans fake = FakeScans.generated(1, 1, 1);
        Scan<Thing> scan = fake.scan();
        assertThrows(IllegalArgumentException.class, () -> scan.segments(0));
        assertThrows(IllegalArgumentException.class, () -> scan.segments(Scan.MAX_SEGMENTS + 1));
        assertThrows(IllegalArgumentException.class, () -> scan.pageSize(0));
        assertThrows(IllegalArgumentException.class, () -> scan.parallelism(0));
        assertThrows(NullPointerException.class, () -> scan.filter(null));
        assertThrows(NullPointerException.class, () -> scan.progress(null));
        assertThrows(NullPointerException.class, () -> scan.forEach(null));
        assertEquals(Scan.MAX_SEGMENTS, 1_000_000);
        scan.segments(Scan.MAX_SEGMENTS); // the greatest is allowed

        Scan<Thing> segmented = scan.segments(2).pageSize(7);
        scan.forEach(thing -> { });
        ScanRequest plain = fake.requests().get(0);
        assertNull(plain.totalSegments(), "options return a new scan and leave this one alone");
        assertNull(plain.limit());
        assertFalse(segmented.toString().isEmpty());
    }

    // ---- fixtures ------------------------------------------------------------------------------

    /** A test entity, stored as {@code PK = THING#<id>}, {@code SK = T}. */
    public record Thing(String id, int segment) {
    }

    /** The schema the processor would generate for {@link Thing}, written by hand; counts its decodes. */
    static final class ThingSchema implements ItemSchema<Thing> {

        private final Optional<String> ttl;
        private final AtomicInteger decoded = new AtomicInteger();

        ThingSchema(Optional<String> ttl) {
            this.ttl = ttl;
        }

        int decoded() {
            return decoded.get();
        }

        @Override
        public String entityType() {
            return "Thing";
        }

        @Override
        public TableDefinition table() {
            return new TableDefinition("Things", "PK", Optional.of("SK"), "_type", List.of(), ttl);
        }

        @Override
        public Map<String, AttributeValue> toItem(Thing value) {
            Map<String, AttributeValue> item = new HashMap<>(primaryKey(value));
            item.put("_type", AttributeValue.fromS("Thing"));
            item.put("id", AttributeValue.fromS(value.id()));
            item.put("segment", AttributeValue.fromN(Integer.toString(value.segment())));
            return item;
        }

        @Override
        public Thing fromItem(Map<String, AttributeValue> item) {
            decoded.incrementAndGet();
            if (!"Thing".equals(item.get("_type").s())) {
                throw new AssertionError("decoded another entity's item: " + item);
            }
            return new Thing(item.get("id").s(), Integer.parseInt(item.get("segment").n()));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Thing value) {
            return Map.of("PK", AttributeValue.fromS("THING#" + value.id()), "SK", AttributeValue.fromS("T"));
        }

        @Override
        public Optional<String> ttlAttribute() {
            return ttl;
        }
    }

    static Map<String, AttributeValue> thing(int segment, int number) {
        return new ThingSchema(Optional.empty()).toItem(new Thing("t" + segment + "-" + number, segment));
    }

    static List<Map<String, AttributeValue>> things(int segment, int from, int count) {
        List<Map<String, AttributeValue>> items = new ArrayList<>(count);
        for (int i = from; i < from + count; i++) {
            items.add(thing(segment, i));
        }
        return items;
    }

    static Map<String, AttributeValue> foreign(String id) {
        return Map.of("PK", AttributeValue.fromS("OTHER#" + id), "SK", AttributeValue.fromS("O"),
                "_type", AttributeValue.fromS("Other"));
    }

    /** What the fake does before answering a request; may block or throw. */
    @FunctionalInterface
    public interface Behaviour {
        void before(int segment, int page) throws InterruptedException;
    }

    /**
     * A {@link DynamoDbClient} (a {@link Proxy}) that serves fixed scan pages per segment: page
     * {@code p} of segment {@code s} ends with the last evaluated key {@code s/p+1} unless it is
     * the last. It checks that each request continues its own segment, and records requests,
     * the threads that sent them, and the most in flight at once.
     */
    public static final class FakeScans implements InvocationHandler {

        final ThingSchema plain = new ThingSchema(Optional.empty());
        final ThingSchema withTtl = new ThingSchema(Optional.of("expiresAt"));
        private final List<List<List<Map<String, AttributeValue>>>> pagesBySegment;
        private final List<ScanRequest> requests = Collections.synchronizedList(new ArrayList<>());
        private final Set<Thread> threads = ConcurrentHashMap.newKeySet();
        private final AtomicInteger inFlight = new AtomicInteger();
        private final AtomicInteger maxInFlight = new AtomicInteger();
        private volatile Behaviour behaviour = (segment, page) -> { };
        private final DynamoDbClient client;

        FakeScans(List<List<List<Map<String, AttributeValue>>>> pagesBySegment) {
            this.pagesBySegment = pagesBySegment;
            this.client = (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                    new Class<?>[] {DynamoDbClient.class}, this);
        }

        /** {@code segments} segments of {@code pages} pages of {@code perPage} things each. */
        public static FakeScans generated(int segments, int pages, int perPage) {
            List<List<List<Map<String, AttributeValue>>>> all = new ArrayList<>();
            for (int segment = 0; segment < segments; segment++) {
                List<List<Map<String, AttributeValue>>> ofSegment = new ArrayList<>();
                for (int page = 0; page < pages; page++) {
                    ofSegment.add(things(segment, page * perPage, perPage));
                }
                all.add(ofSegment);
            }
            return new FakeScans(all);
        }

        static Map<String, AttributeValue> lastKey(int segment, int nextPage) {
            return Map.of("PK", AttributeValue.fromS(segment + "/" + nextPage), "SK", AttributeValue.fromS("T"));
        }

        public FakeScans behave(Behaviour newBehaviour) {
            behaviour = newBehaviour;
            return this;
        }

        DynamoDbClient client() {
            return client;
        }

        Scan<Thing> scan() {
            return new TestRepository<>(client, "Things", plain).scan();
        }

        Scan<Thing> scanWithTtl() {
            return new TestRepository<>(client, "Things", withTtl).scan();
        }

        /** Every thing served, decoded. */
        public Set<Thing> served() {
            return pagesBySegment.stream().flatMap(List::stream).flatMap(List::stream)
                    .filter(item -> item.containsKey("segment"))
                    .map(item -> new Thing(item.get("id").s(), Integer.parseInt(item.get("segment").n())))
                    .collect(Collectors.toSet());
        }

        public List<ScanRequest> requests() {
            synchronized (requests) {
                return List.copyOf(requests);
            }
        }

        public Set<Thread> threads() {
            return Set.copyOf(threads);
        }

        public int maxInFlight() {
            return maxInFlight.get();
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) {
            switch (method.getName()) {
                case "scan":
                    if (args != null && args.length == 1 && args[0] instanceof ScanRequest request) {
                        return scan(request);
                    }
                    break;
                case "serviceName":
                    return "dynamodb";
                case "close":
                    return null;
                case "toString":
                    return "FakeScans";
                case "hashCode":
                    return System.identityHashCode(proxy);
                case "equals":
                    return proxy == args[0];
                default:
                    break;
            }
            throw new UnsupportedOperationException(method.toString());
        }

        private ScanResponse scan(ScanRequest request) {
            requests.add(request);
            threads.add(Thread.currentThread());
            maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            try {
                int segment = request.segment() == null ? 0 : request.segment();
                int total = request.totalSegments() == null ? 1 : request.totalSegments();
                if (total != pagesBySegment.size() || segment < 0 || segment >= total) {
                    throw new AssertionError("segment " + segment + " of " + total + ", the fake has "
                            + pagesBySegment.size());
                }
                int page = 0;
                if (request.hasExclusiveStartKey()) {
                    String[] position = request.exclusiveStartKey().get("PK").s().split("/");
                    if (Integer.parseInt(position[0]) != segment) {
                        throw new AssertionError("segment " + segment + " continued segment " + position[0]);
                    }
                    page = Integer.parseInt(position[1]);
                }
                try {
                    behaviour.before(segment, page);
                } catch (InterruptedException e) {
                    throw AbortedException.create("Thread was interrupted", e); // what the SDK throws
                }
                List<List<Map<String, AttributeValue>>> pages = pagesBySegment.get(segment);
                List<Map<String, AttributeValue>> items = pages.get(page);
                ScanResponse.Builder response = ScanResponse.builder().count(items.size()).scannedCount(items.size());
                if (request.select() != Select.COUNT) {
                    response.items(items);
                }
                if (page + 1 < pages.size()) {
                    response.lastEvaluatedKey(lastKey(segment, page + 1));
                }
                return response.build();
            } finally {
                inFlight.decrementAndGet();
            }
        }
    }
}
