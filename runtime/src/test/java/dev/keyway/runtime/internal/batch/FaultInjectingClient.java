package dev.keyway.runtime.internal.batch;

import dev.keyway.runtime.internal.item.AttributeReader;
import dev.keyway.runtime.internal.item.AttributeValues;
import dev.keyway.runtime.internal.item.ItemSize;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * An in-memory DynamoDB table behind {@code BatchWriteItem} and {@code BatchGetItem} that
 * injects the faults a batch must survive: a {@link Script} decides, per request, whether to
 * process it, leave some of its items unprocessed, or throw (throttling, a validation error).
 *
 * <p>Like DynamoDB it rejects requests over 25 writes or 100 keys, and requests naming one key
 * twice, with a {@code ValidationException}; so a chunking or de-duplication bug shows up as
 * unprocessed items. It also records what tests assert on: every request's size, the most
 * requests ever in flight at once, and the threads that sent them.
 */
public final class FaultInjectingClient implements DynamoDbClient {

    /** What the client does with one request. */
    @FunctionalInterface
    public interface Script {

        /**
         * @param call      the request's number, from 0, over all requests of this client
         * @param requested the items (puts) or keys (deletes, gets) of the request
         */
        Reaction on(int call, List<Map<String, AttributeValue>> requested);

        /** Processes every request. */
        public static Script none() {
            return (call, requested) -> Reaction.processAll();
        }
    }

    /** Process the request, leaving the items the predicate selects unprocessed; or throw. */
    public record Reaction(Predicate<Map<String, AttributeValue>> leaveUnprocessed, RuntimeException error) {

        public static Reaction processAll() {
            return new Reaction(item -> false, null);
        }

        public static Reaction leave(Predicate<Map<String, AttributeValue>> unprocessed) {
            return new Reaction(unprocessed, null);
        }

        public static Reaction fail(RuntimeException error) {
            return new Reaction(null, error);
        }
    }

    /** A hook run while a request is in flight (after it counts as in flight, before it is processed). */
    @FunctionalInterface
    public interface InFlight {
        void during(int call) throws InterruptedException;
    }

    private final String partitionKey;
    private final String sortKey;
    private final Map<List<AttributeValue>, Map<String, AttributeValue>> table = new ConcurrentHashMap<>();
    private final AtomicInteger calls = new AtomicInteger();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger maxInFlight = new AtomicInteger();
    private final List<Integer> requestSizes = Collections.synchronizedList(new ArrayList<>());
    private final Set<Thread> threads = ConcurrentHashMap.newKeySet();
    private final List<Boolean> consistentReads = Collections.synchronizedList(new ArrayList<>());
    private volatile Script script = Script.none();
    private volatile InFlight hook = call -> { };

    /** A table whose keys are the given attributes. */
    FaultInjectingClient(String partitionKey, String sortKey) {
        this.partitionKey = partitionKey;
        this.sortKey = sortKey;
    }

    /** A table keyed like {@link WidgetSchema}. */
    public static FaultInjectingClient forWidgets() {
        return new FaultInjectingClient("PK", "SK");
    }

    public FaultInjectingClient script(Script newScript) {
        script = newScript;
        return this;
    }

    public FaultInjectingClient whileInFlight(InFlight newHook) {
        hook = newHook;
        return this;
    }

    // ---- what tests inspect

    public int calls() {
        return calls.get();
    }

    public int maxInFlight() {
        return maxInFlight.get();
    }

    public List<Integer> requestSizes() {
        synchronized (requestSizes) {
            return List.copyOf(requestSizes);
        }
    }

    public Set<Thread> threads() {
        return Set.copyOf(threads);
    }

    public List<Boolean> consistentReads() {
        synchronized (consistentReads) {
            return List.copyOf(consistentReads);
        }
    }

    /** The stored items, by primary key. */
    public Map<List<AttributeValue>, Map<String, AttributeValue>> table() {
        return table;
    }

    /** Stores an item directly, without a request. */
    public void store(Map<String, AttributeValue> item) {
        table.put(keyOf(item), item);
    }

    public boolean contains(Map<String, AttributeValue> keyOrItem) {
        return table.containsKey(keyOf(keyOrItem));
    }

    // ---- faults

    /** What DynamoDB throws when a table's capacity is exceeded. */
    public static ProvisionedThroughputExceededException throttled() {
        return ProvisionedThroughputExceededException.builder()
                .message("The level of configured provisioned throughput for the table was exceeded")
                .statusCode(400)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("ProvisionedThroughputExceededException")
                        .serviceName("DynamoDb").build())
                .build();
    }

    /** What DynamoDB throws for a request it refuses, for example one naming a key twice. */
    public static DynamoDbException validation(String message) {
        return (DynamoDbException) DynamoDbException.builder()
                .message(message)
                .statusCode(400)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("ValidationException").errorMessage(message)
                        .serviceName("DynamoDb").build())
                .build();
    }

    // ---- DynamoDbClient

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        int call = calls.getAndIncrement();
        enter(call);
        try {
            List<WriteRequest> writes = only(request.requestItems());
            requestSizes.add(writes.size());
            if (writes.size() > 25) {
                throw validation("Too many items requested for the BatchWriteItem call");
            }
            List<Map<String, AttributeValue>> requested = new ArrayList<>(writes.size());
            for (WriteRequest write : writes) {
                requested.add(write.putRequest() != null ? write.putRequest().item() : write.deleteRequest().key());
            }
            rejectDuplicates(requested);
            Reaction reaction = script.on(call, requested);
            if (reaction.error() != null) {
                throw reaction.error();
            }
            List<WriteRequest> unprocessed = new ArrayList<>();
            for (int i = 0; i < writes.size(); i++) {
                WriteRequest write = writes.get(i);
                if (reaction.leaveUnprocessed().test(requested.get(i))) {
                    unprocessed.add(write);
                } else if (write.putRequest() != null) {
                    table.put(keyOf(write.putRequest().item()), write.putRequest().item());
                } else {
                    table.remove(keyOf(write.deleteRequest().key()));
                }
            }
            String tableName = request.requestItems().keySet().iterator().next();
            return BatchWriteItemResponse.builder()
                    .unprocessedItems(unprocessed.isEmpty() ? Map.of() : Map.of(tableName, unprocessed))
                    .build();
        } finally {
            inFlight.decrementAndGet();
        }
    }

    @Override
    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        int call = calls.getAndIncrement();
        enter(call);
        try {
            KeysAndAttributes keys = only(request.requestItems());
            requestSizes.add(keys.keys().size());
            consistentReads.add(Boolean.TRUE.equals(keys.consistentRead()));
            if (keys.keys().size() > 100) {
                throw validation("Too many items requested for the BatchGetItem call");
            }
            rejectDuplicates(keys.keys());
            Reaction reaction = script.on(call, keys.keys());
            if (reaction.error() != null) {
                throw reaction.error();
            }
            List<Map<String, AttributeValue>> found = new ArrayList<>();
            List<Map<String, AttributeValue>> unprocessed = new ArrayList<>();
            for (Map<String, AttributeValue> key : keys.keys()) {
                if (reaction.leaveUnprocessed().test(key)) {
                    unprocessed.add(key);
                } else {
                    Optional.ofNullable(table.get(keyOf(key))).ifPresent(found::add);
                }
            }
            Collections.reverse(found); // DynamoDB promises no order: make sure nobody relies on one
            String tableName = request.requestItems().keySet().iterator().next();
            BatchGetItemResponse.Builder response = BatchGetItemResponse.builder().responses(Map.of(tableName, found));
            if (!unprocessed.isEmpty()) {
                response.unprocessedKeys(Map.of(tableName, keys.toBuilder().keys(unprocessed).build()));
            }
            return response.build();
        } finally {
            inFlight.decrementAndGet();
        }
    }

    private void enter(int call) {
        threads.add(Thread.currentThread());
        int now = inFlight.incrementAndGet();
        maxInFlight.accumulateAndGet(now, Math::max);
        try {
            hook.during(call);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            inFlight.decrementAndGet();
            throw new IllegalStateException("interrupted in flight", e);
        }
    }

    private static <V> V only(Map<String, V> requestItems) {
        if (requestItems.size() != 1) {
            throw validation("expected one table, got " + requestItems.keySet());
        }
        return requestItems.values().iterator().next();
    }

    private void rejectDuplicates(List<Map<String, AttributeValue>> requested) {
        Set<List<AttributeValue>> seen = new HashSet<>();
        for (Map<String, AttributeValue> keyOrItem : requested) {
            if (!seen.add(keyOf(keyOrItem))) {
                throw validation("Provided list of item keys contains duplicates");
            }
        }
    }

    private List<AttributeValue> keyOf(Map<String, AttributeValue> keyOrItem) {
        AttributeValue partition = keyOrItem.get(partitionKey);
        AttributeValue sort = keyOrItem.get(sortKey);
        if (partition == null || sort == null) {
            throw validation("The provided key element does not match the schema");
        }
        return List.of(partition, sort);
    }

    @Override
    public String serviceName() {
        return "dynamodb";
    }

    @Override
    public void close() {
    }

    // ---- a small entity for the tests

    /** A test entity: {@code PK = WIDGET#<id>}, {@code SK = W}, stored with a payload string. */
    /** A widget whose item is exactly {@code size} bytes, by growing its payload. */
    public static Widget widgetOfSize(long size) {
        long overhead = ItemSize.of(WidgetSchema.INSTANCE.toItem(new Widget("big", "")));
        return new Widget("big", "p".repeat((int) (size - overhead)));
    }

    public record Widget(String id, String payload) {
    }

    /** The schema the processor would generate for {@link Widget}, written by hand. */
    public static final class WidgetSchema implements ItemSchema<Widget> {

        public static final WidgetSchema INSTANCE = new WidgetSchema();
        static final TableDefinition TABLE = new TableDefinition("Widgets", "PK", Optional.of("SK"), "_type", List.of());

        @Override
        public String entityType() {
            return "Widget";
        }

        @Override
        public TableDefinition table() {
            return TABLE;
        }

        @Override
        public Map<String, AttributeValue> toItem(Widget widget) {
            Map<String, AttributeValue> item = new HashMap<>(primaryKey(widget));
            item.put("_type", AttributeValue.fromS("Widget"));
            item.put("id", AttributeValue.fromS(widget.id()));
            item.put("payload", AttributeValue.fromS(widget.payload()));
            return item;
        }

        @Override
        public Widget fromItem(Map<String, AttributeValue> item) {
            AttributeReader reader = AttributeReader.item(this, item);
            return new Widget(reader.required("id", AttributeValues::asString),
                    reader.required("payload", AttributeValues::asString));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Widget widget) {
            return key(widget.id());
        }

        public static Map<String, AttributeValue> key(String id) {
            return Map.of("PK", AttributeValue.fromS("WIDGET#" + id), "SK", AttributeValue.fromS("W"));
        }

        public static List<Widget> widgets(int count) {
            List<Widget> widgets = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                widgets.add(new Widget("w" + i, "payload " + i));
            }
            return widgets;
        }

        /** The typed key of the widget with this id, as generated {@code XKeys} build them. */
        public static Key<Widget> typedKey(String id) {
            return Key.of(INSTANCE, key(id));
        }

        public static List<Key<Widget>> keys(List<Widget> widgets) {
            List<Key<Widget>> keys = new ArrayList<>(widgets.size());
            for (Widget widget : widgets) {
                keys.add(typedKey(widget.id()));
            }
            return keys;
        }
    }
}
