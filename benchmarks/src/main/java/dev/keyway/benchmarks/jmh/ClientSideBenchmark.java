package dev.keyway.benchmarks.jmh;

import dev.keyway.benchmarks.Fixtures;
import dev.keyway.benchmarks.hand.HandRequests;
import dev.keyway.benchmarks.hand.HandWritten;
import dev.keyway.benchmarks.model.TypicalItem;
import dev.keyway.benchmarks.model.TypicalItemRepository;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The client-side cost of one request, without DynamoDB: the same calls as the end-to-end
 * comparison on a stub {@link DynamoDbClient} that answers at once with canned responses (the
 * item, or a 101-item page). What Keyway adds to a request is this cost's difference between the
 * two implementations; divided by the time of a real request it is Keyway's overhead, free of the
 * noise of a server.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class ClientSideBenchmark {

    @Param({"keyway", "handWritten"})
    public String impl;

    private DynamoDbClient client;
    private TypicalItemRepository repository;
    private TypicalItem item;

    /** Answers GetItem with the item, PutItem with nothing, Query with 101 items (Keyway reads one more than the page). */
    static final class StubClient implements DynamoDbClient {
        private final GetItemResponse get;
        private final QueryResponse query;

        StubClient(Map<String, AttributeValue> item, List<Map<String, AttributeValue>> page) {
            get = GetItemResponse.builder().item(item).build();
            query = QueryResponse.builder().items(page).count(page.size()).build();
        }

        @Override
        public GetItemResponse getItem(GetItemRequest request) {
            return get;
        }

        @Override
        public PutItemResponse putItem(PutItemRequest request) {
            return PutItemResponse.builder().build();
        }

        @Override
        public QueryResponse query(QueryRequest request) {
            return request.limit() != null && request.limit() < query.items().size()
                    ? QueryResponse.builder().items(query.items().subList(0, request.limit()))
                            .lastEvaluatedKey(Map.of("PK", AttributeValue.fromS("x"), "SK", AttributeValue.fromS("y"))).build()
                    : query;
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    }

    @Setup(Level.Trial)
    public void setUp() {
        item = Fixtures.typical();
        boolean keyway = impl.equals("keyway");
        Map<String, AttributeValue> stored = keyway ? dev.keyway.benchmarks.model.TypicalItemSchema.INSTANCE.toItem(item)
                : HandWritten.toItem(item);
        List<Map<String, AttributeValue>> page = new ArrayList<>(101);
        Instant start = Instant.ofEpochSecond(1_704_067_200L, 123_456_789L);
        for (int i = 0; i < 101; i++) {
            TypicalItem t = Fixtures.typical("query", "order-" + i, start.plusSeconds(i));
            page.add(keyway ? dev.keyway.benchmarks.model.TypicalItemSchema.INSTANCE.toItem(t) : HandWritten.toItem(t));
        }
        client = new StubClient(stored, page);
        repository = new TypicalItemRepository(client);
    }

    @Benchmark
    public Object get() {
        if (impl.equals("keyway")) {
            return repository.get(item.customerId(), item.placedAt(), item.orderId()).orElseThrow();
        }
        return HandRequests.get(client, Database.TABLE, item.customerId(), item.placedAt(), item.orderId());
    }

    @Benchmark
    public Object put() {
        if (impl.equals("keyway")) {
            return repository.put(item);
        }
        return HandRequests.put(client, Database.TABLE, item);
    }

    @Benchmark
    public Object query() {
        if (impl.equals("keyway")) {
            return repository.ordersOf("query").limit(100).page();
        }
        return HandRequests.query(client, Database.TABLE, "query", 100);
    }
}
