package dev.keyway.opentelemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import dev.keyway.opentelemetry.shop.Order;
import dev.keyway.opentelemetry.shop.OrderKeys;
import dev.keyway.opentelemetry.shop.OrderRepository;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestListener;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.trace.data.EventData;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * A span per DynamoDB request a repository sends, on Keyway Local, read back from the SDK's in-memory
 * exporter: named and attributed by the semantic conventions (v1.44.0, AWS SDK and DynamoDB client spans),
 * with the access pattern, entity and table, child of the caller's span and covering the request.
 */
class RequestSpansTest {

    private static KeywayLocal local;

    private Traces traces;
    private KeywayTracing tracing;
    private Tracer caller;
    private OrderRepository orders;

    @BeforeAll
    static void start() {
        local = KeywayLocal.inMemory();
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    @BeforeEach
    void repository() {
        traces = new Traces();
        tracing = KeywayTracing.create(traces.openTelemetry());
        caller = traces.openTelemetry().getTracer("the application");
        orders = new OrderRepository(local.client(), "Shop",
                tracing.requestListener().withConsumedCapacity(ReturnConsumedCapacity.TOTAL));
        orders.createTable();
        traces.exporter.reset();
    }

    @AfterEach
    void clean() {
        local.faults().clear();
        local.deleteAllTables();
        traces.close();
    }

    @Test
    void aQueryIsAClientSpanOfTheCallersTraceWithItsAccessPatternAndCapacity() {
        orders.put(new Order("c1", "o1", 1250));
        orders.put(new Order("c1", "o2", 990));
        Span checkout = caller.spanBuilder("checkout").startSpan();
        try (Scope scope = checkout.makeCurrent()) {
            assertEquals(2, orders.ordersOf("c1").page().items().size());
        } finally {
            checkout.end();
        }

        SpanData query = traces.only("DynamoDB.Query");
        SpanData parent = traces.only("checkout");
        assertEquals(parent.getSpanContext().getTraceId(), query.getSpanContext().getTraceId());
        assertEquals(parent.getSpanContext().getSpanId(), query.getParentSpanId());
        assertEquals(SpanKind.CLIENT, query.getKind());
        assertEquals(StatusCode.UNSET, query.getStatus().getStatusCode());
        assertTrue(query.getStartEpochNanos() >= parent.getStartEpochNanos()
                && query.getEndEpochNanos() <= parent.getEndEpochNanos(), "the request lies within the caller's span");
        assertTrue(query.getEndEpochNanos() > query.getStartEpochNanos());

        assertEquals("aws.dynamodb", attribute(query, KeywayAttributes.DB_SYSTEM_NAME));
        assertEquals("Query", attribute(query, KeywayAttributes.DB_OPERATION_NAME));
        assertEquals("Shop", attribute(query, KeywayAttributes.DB_COLLECTION_NAME));
        assertEquals(List.of("Shop"), attribute(query, KeywayAttributes.TABLE_NAMES));
        assertEquals("aws-api", attribute(query, KeywayAttributes.RPC_SYSTEM));
        assertEquals("DynamoDB", attribute(query, KeywayAttributes.RPC_SERVICE));
        assertEquals("Query", attribute(query, KeywayAttributes.RPC_METHOD));
        assertEquals("Order", attribute(query, KeywayAttributes.ENTITY));
        assertEquals("ordersOf", attribute(query, KeywayAttributes.ACCESS_PATTERN));
        assertEquals("query", attribute(query, KeywayAttributes.OPERATION));
        assertEquals(1L, attribute(query, KeywayAttributes.ATTEMPT));
        assertEquals(2L, attribute(query, KeywayAttributes.ITEMS_READ));
        assertEquals("success", attribute(query, KeywayAttributes.OUTCOME));
        // two small items read eventually consistently: 0.5 RCU (Developer Guide, "Read consistency")
        assertEquals(List.of("{\"TableName\":\"Shop\",\"CapacityUnits\":0.5}"),
                attribute(query, KeywayAttributes.CONSUMED_CAPACITY));
        assertEquals(0.5, attribute(query, KeywayAttributes.READ_UNITS));

        List<SpanData> puts = traces.named("DynamoDB.PutItem");
        assertEquals(2, puts.size());
        assertFalse(puts.get(0).getParentSpanContext().isValid(), "a put outside any span starts a trace");
        assertEquals(1L, attribute(puts.get(0), KeywayAttributes.ITEMS_WRITTEN));
        assertEquals(1.0, attribute(puts.get(0), KeywayAttributes.WRITE_UNITS));
        assertEquals(null, attribute(puts.get(0), KeywayAttributes.ACCESS_PATTERN));
    }

    @Test
    void aPutWhoseConditionFailsIsAnErrorWithDynamoDbsErrorCodeAndTheException() {
        orders.create(new Order("c1", "o1", 1250));
        assertThrows(ItemAlreadyExistsException.class, () -> orders.create(new Order("c1", "o1", 990)));

        List<SpanData> puts = traces.named("DynamoDB.PutItem");
        assertEquals(2, puts.size());
        assertEquals(StatusCode.UNSET, puts.get(0).getStatus().getStatusCode());
        SpanData refused = puts.get(1);
        assertEquals(StatusCode.ERROR, refused.getStatus().getStatusCode());
        assertEquals("create", attribute(refused, KeywayAttributes.OPERATION));
        assertEquals("ConditionalCheckFailedException", attribute(refused, KeywayAttributes.ERROR_TYPE));
        assertEquals("ConditionalCheckFailedException", attribute(refused, KeywayAttributes.DB_RESPONSE_STATUS_CODE));
        assertEquals("condition_failed", attribute(refused, KeywayAttributes.OUTCOME));
        assertEquals(0L, attribute(refused, KeywayAttributes.ITEMS_WRITTEN));
        EventData exception = refused.getEvents().stream().filter(event -> event.getName().equals("exception"))
                .findFirst().orElseThrow();
        assertTrue(exception.getAttributes().get(AttributeKey.stringKey("exception.type"))
                .endsWith("ConditionalCheckFailedException"));
    }

    @Test
    void aBatchChunkSentAgainForItsUnprocessedItemsIsASpanOfItsOwn() {
        // some items left out (all of them would be a throttling error instead), the same ones every run
        local.faults().reseed(7).add(Fault.unprocessed().on("BatchWriteItem").probability(0.5).times(1));
        List<Order> placed = IntStream.range(0, 5).mapToObj(i -> new Order("c1", "o" + i, i)).toList();
        Span checkout = caller.spanBuilder("checkout").startSpan();
        try (Scope scope = checkout.makeCurrent()) {
            orders.putAll(placed);
        } finally {
            checkout.end();
        }
        assertEquals(5, orders.ordersOf("c1").page().items().size());

        List<SpanData> chunks = traces.named("DynamoDB.BatchWriteItem");
        assertTrue(chunks.size() >= 2, "the chunk and its leftovers: " + chunks);
        SpanData first = chunks.get(0);
        assertEquals(1L, attribute(first, KeywayAttributes.ATTEMPT));
        assertEquals("putAll", attribute(first, KeywayAttributes.OPERATION));
        long leftovers = attribute(first, KeywayAttributes.UNPROCESSED_ITEMS);
        assertTrue(leftovers > 0);
        assertEquals(5L - leftovers, attribute(first, KeywayAttributes.ITEMS_WRITTEN));
        SpanData again = chunks.get(1);
        assertEquals(2L, attribute(again, KeywayAttributes.ATTEMPT));
        String parent = traces.only("checkout").getSpanContext().getSpanId();
        for (SpanData chunk : chunks) {
            assertEquals(parent, chunk.getParentSpanId());
            assertEquals(StatusCode.UNSET, chunk.getStatus().getStatusCode());
        }
    }

    @Test
    void aBatchKeptOnTheCallersThreadHasEveryChunkInTheCallersTrace() {
        List<Order> placed = IntStream.range(0, 60).mapToObj(i -> new Order("c1", "o" + i, i)).toList();
        Span checkout = caller.spanBuilder("checkout").startSpan();
        try (Scope scope = checkout.makeCurrent()) {
            orders.putAll(placed, BatchOptions.defaults().withParallelism(1)).orThrow();
        } finally {
            checkout.end();
        }
        List<SpanData> chunks = traces.named("DynamoDB.BatchWriteItem");
        assertEquals(3, chunks.size(), "chunks of 25, 25 and 10");
        for (SpanData chunk : chunks) {
            assertEquals(traces.only("checkout").getSpanContext().getSpanId(), chunk.getParentSpanId());
        }
        assertEquals(List.of(25L, 25L, 10L), chunks.stream()
                .map(chunk -> (long) attribute(chunk, KeywayAttributes.ITEMS_WRITTEN)).toList());
    }

    @Test
    void aBatchsChunksSentFromItsOwnThreadsAreInTheCallersTraceToo() {
        List<Order> placed = IntStream.range(0, 60).mapToObj(i -> new Order("c1", "o" + i, i)).toList();
        Span checkout = caller.spanBuilder("checkout").startSpan();
        try (Scope scope = checkout.makeCurrent()) {
            orders.putAll(placed).orThrow(); // parallelism 4 by default: three chunks on three threads
            orders.getAll(placed.stream().map(OrderKeys::primaryKey).toList()).orThrow();
        } finally {
            checkout.end();
        }
        List<SpanData> chunks = new ArrayList<>(traces.named("DynamoDB.BatchWriteItem"));
        chunks.addAll(traces.named("DynamoDB.BatchGetItem"));
        assertEquals(3 + 1, chunks.size(), "three write chunks of 25, 25 and 10, one read chunk of 60 keys");
        for (SpanData chunk : chunks) {
            assertEquals(traces.only("checkout").getSpanContext().getSpanId(), chunk.getParentSpanId());
        }
    }

    @Test
    void combinedWithOtherListenersTheSpanStillStartsWithTheRequest() {
        List<RequestEvent> seen = new ArrayList<>();
        RequestListener both = tracing.requestListener().andThen(seen::add);
        OrderRepository listened = new OrderRepository(local.client(), "Shop", both);
        Span checkout = caller.spanBuilder("checkout").startSpan();
        try (Scope scope = checkout.makeCurrent()) {
            listened.get("c1", "o1");
        } finally {
            checkout.end();
        }
        assertEquals(1, seen.size());
        SpanData get = traces.only("DynamoDB.GetItem");
        assertEquals(traces.only("checkout").getSpanContext().getSpanId(), get.getParentSpanId());
        assertEquals(0L, attribute(get, KeywayAttributes.ITEMS_READ));
    }

    @Test
    void anEventHeardOnlyOnceAnsweredGetsASpanEndingNowThatLastedTheRequestsLatency() {
        TracingRequestListener traced = tracing.requestListener();
        RequestListener wrapper = traced::onRequest; // passes the event on, not the start
        OrderRepository listened = new OrderRepository(local.client(), "Shop", wrapper);
        Span checkout = caller.spanBuilder("checkout").startSpan();
        try (Scope scope = checkout.makeCurrent()) {
            listened.put(new Order("c1", "o1", 1));
        } finally {
            checkout.end();
        }
        SpanData put = traces.only("DynamoDB.PutItem");
        assertEquals(traces.only("checkout").getSpanContext().getSpanId(), put.getParentSpanId(),
                "the synchronous repository reports on the caller's thread, in the caller's context");
        assertTrue(put.getEndEpochNanos() > put.getStartEpochNanos());
        assertEquals("put", attribute(put, KeywayAttributes.OPERATION));
    }

    static <T> T attribute(SpanData span, AttributeKey<T> key) {
        return span.getAttributes().get(key);
    }
}
