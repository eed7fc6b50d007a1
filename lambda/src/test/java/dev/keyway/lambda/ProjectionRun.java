package dev.keyway.lambda;

import dev.keyway.lambda.shop.Order;
import dev.keyway.lambda.shop.OrderCopy;
import dev.keyway.lambda.shop.OrderCopyRepository;
import dev.keyway.lambda.shop.OrderProjection;
import dev.keyway.lambda.shop.OrderRepository;
import dev.keyway.lambda.shop.OrderTotals;
import dev.keyway.lambda.shop.OrderTotalsRepository;
import dev.keyway.lambda.shop.ShopChange;
import dev.keyway.local.KeywayLocal;
import dev.keyway.runtime.stream.ProcessedChanges;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;

/**
 * One run of {@link OrderProjection} behind the tests' {@link EventSourceMapping} on a fresh Keyway Local
 * database: the orders the test writes (remembered here as they should end), what the function saw, and
 * the checks of issue #24 §1 for the Lambda handler. Every check adds to {@link #violations} rather than
 * failing at once, so that a seeds run can report them all.
 */
final class ProjectionRun {

    static final String PROCESSED = "ShopProcessed";
    static final String CONSUMER = "order-projection";
    private static final Instant FAR = Instant.parse("2100-01-01T00:00:00Z");

    final List<String> violations = new ArrayList<>();
    final EventSourceMapping mapping;
    /** Sequence number -> how many times the function was handed it. */
    final Map<String, Integer> handled = new HashMap<>();
    /** Sequence number -> the order in which it was first handed to the function. */
    final Map<String, Integer> firstHandled = new LinkedHashMap<>();
    private final String label;
    private final KeywayLocal local;
    private final String streamArn;
    private final OrderRepository orders;
    private final ProcessedChanges markers;
    private final Map<String, Order> live = new LinkedHashMap<>();

    /**
     * Creates the tables on {@code local} and a mapping whose function sends its own requests through
     * {@code functionClient} (the client the faults reach).
     */
    ProjectionRun(String label, KeywayLocal local, DynamoDbClient functionClient, int batchSize, int maxAttempts) {
        this.label = label;
        this.local = local;
        DynamoDbClient raw = local.client();
        this.orders = new OrderRepository(raw);
        orders.createTable();
        new OrderTotalsRepository(raw).createTable();
        this.markers = new ProcessedChanges(raw, PROCESSED, CONSUMER);
        markers.createTable();
        this.streamArn = raw.describeTable(request -> request.tableName("Shop")).table().latestStreamArn();
        OrderProjection function = new OrderProjection(functionClient,
                new ProcessedChanges(functionClient, PROCESSED, CONSUMER), this::saw);
        this.mapping = new EventSourceMapping(local.streamsClient(), streamArn, batchSize, maxAttempts,
                event -> function.handleRequest(event, null))
                .onCheckpoint(this::checkPassed);
    }

    /** Writes a random change: a new order, a new quantity for one, or its deletion. */
    void writeRandomChange(Random random) {
        String customer = "c" + random.nextInt(3);
        String id = customer + "/o" + random.nextInt(6);
        Order existing = live.get(id);
        int choice = random.nextInt(10);
        if (existing != null && choice < 2) {
            orders.delete(existing.customerId(), existing.orderId());
            live.remove(id);
        } else {
            Order order = new Order(customer, id.substring(id.indexOf('/') + 1), 1 + random.nextInt(9), FAR);
            orders.put(order);
            live.put(id, order);
        }
    }

    private void saw(ShopChange change) {
        String sequenceNumber = change.event().sequenceNumber();
        handled.merge(sequenceNumber, 1, Integer::sum);
        firstHandled.putIfAbsent(sequenceNumber, firstHandled.size());
    }

    /** The mapping's checkpoint passes these records: each must have been applied (its marker committed with it). */
    private void checkPassed(String shardId, List<Record> records, boolean discarded) {
        for (Record record : records) {
            String sequenceNumber = record.dynamodb().sequenceNumber();
            if (discarded) {
                violations.add(label + "change " + sequenceNumber + " sent to the on-failure destination");
            } else if (!markers.isProcessed(ShopChange.of(record).event())) {
                violations.add(label + "the checkpoint of " + shardId + " passed change " + sequenceNumber
                        + ", which was not applied");
            }
        }
    }

    /** Polls the mapping until every shard is read to its end and every batch is done. */
    void drain() {
        for (int rounds = 0; ; rounds++) {
            int passed = mapping.poll();
            int passedAgain = mapping.poll();               // a child shard may start once its parent is done
            if (passed == 0 && passedAgain == 0) {
                return;
            }
            if (rounds > 10_000) {
                violations.add(label + "the mapping still passes records after 10,000 rounds");
                return;
            }
        }
    }

    /** Checks, with no faults left, that every change was handled, in order per item, and applied exactly once. */
    void check() {
        Map<String, List<Record>> byItem = new LinkedHashMap<>();
        int changes = 0;
        for (Record record : everyRecord()) {
            changes++;
            byItem.computeIfAbsent(record.dynamodb().keys().toString(), item -> new ArrayList<>()).add(record);
            String sequenceNumber = record.dynamodb().sequenceNumber();
            if (!handled.containsKey(sequenceNumber)) {
                violations.add(label + "change " + sequenceNumber + " was never handed to the function");
            }
            if (!markers.isProcessed(ShopChange.of(record).event())) {
                violations.add(label + "change " + sequenceNumber + " was never applied");
            }
        }
        byItem.forEach((item, records) -> {
            records.sort((a, b) -> sequence(a).compareTo(sequence(b)));
            List<Integer> order = records.stream().map(r -> firstHandled.getOrDefault(r.dynamodb().sequenceNumber(),
                    Integer.MAX_VALUE)).toList();
            List<Integer> sorted = new ArrayList<>(order);
            sorted.sort(null);
            if (!sorted.equals(order)) {
                violations.add(label + "the changes of " + item + " were first handled out of order");
            }
        });
        checkProjection(byItem);
        if (changes == 0) {
            violations.add(label + "the stream is empty");
        }
    }

    /** Each customer's totals count each of its changes once; the copies are the orders as they ended. */
    private void checkProjection(Map<String, List<Record>> byItem) {
        DynamoDbClient raw = local.client();
        OrderTotalsRepository totals = new OrderTotalsRepository(raw);
        OrderCopyRepository copies = new OrderCopyRepository(raw);
        Map<String, Long> changesOf = new HashMap<>();
        byItem.values().forEach(records -> records.forEach(record -> changesOf.merge(
                record.dynamodb().keys().get("PK").s().substring("CUSTOMER#".length()), 1L, Long::sum)));
        Map<String, Long> quantityOf = live.values().stream().collect(Collectors.groupingBy(Order::customerId,
                Collectors.summingLong(Order::quantity)));
        changesOf.forEach((customer, count) -> {
            OrderTotals expected = new OrderTotals(customer, count, quantityOf.getOrDefault(customer, 0L));
            Optional<OrderTotals> stored = totals.get(customer);
            if (!stored.equals(Optional.of(expected))) {
                violations.add(label + "totals of " + customer + " are " + stored + ", not " + expected);
            }
        });
        for (int c = 0; c < 3; c++) {
            for (int o = 0; o < 6; o++) {
                Order order = live.get("c" + c + "/o" + o);
                Optional<OrderCopy> copy = copies.get("c" + c, "o" + o);
                Optional<OrderCopy> expected = Optional.ofNullable(order)
                        .map(it -> new OrderCopy(it.customerId(), it.orderId(), it.quantity()));
                if (!copy.equals(expected)) {
                    violations.add(label + "the copy of c" + c + "/o" + o + " is " + copy + ", not " + expected);
                }
            }
        }
    }

    /** Every record of the stream, read without faults (the caller clears them first). */
    private List<Record> everyRecord() {
        List<Record> records = new ArrayList<>();
        for (Shard shard : local.streamsClient().describeStream(request -> request.streamArn(streamArn))
                .streamDescription().shards()) {
            String iterator = local.streamsClient().getShardIterator(request -> request.streamArn(streamArn)
                    .shardId(shard.shardId()).shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
            while (iterator != null) {
                String from = iterator;
                var page = local.streamsClient().getRecords(request -> request.shardIterator(from));
                records.addAll(page.records());
                if (page.records().isEmpty()) {
                    break;
                }
                iterator = page.nextShardIterator();
            }
        }
        return records;
    }

    private static BigInteger sequence(Record record) {
        return new BigInteger(record.dynamodb().sequenceNumber());
    }
}
