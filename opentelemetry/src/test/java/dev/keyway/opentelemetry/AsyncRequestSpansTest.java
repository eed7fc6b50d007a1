package dev.keyway.opentelemetry;

import static dev.keyway.opentelemetry.RequestSpansTest.attribute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import dev.keyway.opentelemetry.shop.Order;
import dev.keyway.opentelemetry.shop.OrderAsyncRepository;
import dev.keyway.opentelemetry.shop.OrderRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.batch.BatchResult;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The asynchronous repositories: the answer arrives on one of the SDK's threads, where the caller's
 * context is not current, yet each request's span is the child of the span current where the caller
 * called, because the span starts when the request is sent ({@code RequestListener.onSend}), on the
 * caller's thread, and ends when the answer arrives.
 */
class AsyncRequestSpansTest {

    private static KeywayLocal local;
    private static DynamoDbAsyncClient async;

    @BeforeAll
    static void start() {
        local = KeywayLocal.inMemory();
        local.startServer();
        async = DynamoDbAsyncClient.builder()
                .endpointOverride(local.endpoint())
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("keyway", "local")))
                .httpClientBuilder(NettyNioAsyncHttpClient.builder())
                .build();
    }

    @AfterAll
    static void stop() {
        async.close();
        local.close();
    }

    @Test
    void anAsyncBatchsChunkSentAgainAfterABackoffIsInTheCallersTrace() {
        Traces traces = new Traces();
        try {
            KeywayTracing tracing = KeywayTracing.create(traces.openTelemetry());
            new OrderRepository(local.client(), "Shop").createTable();
            OrderAsyncRepository orders = new OrderAsyncRepository(async, "Shop",
                    KeywaySettings.defaults().withRequestListener(tracing.requestListener()));
            // some items left out (all of them would be a throttling error instead), the same ones every run
            local.faults().reseed(7).add(Fault.unprocessed().on("BatchWriteItem").probability(0.5).times(1));
            Span checkout = traces.openTelemetry().getTracer("the application").spanBuilder("checkout").startSpan();
            CompletableFuture<BatchResult<Order>> put;
            try (Scope scope = checkout.makeCurrent()) {
                put = orders.putAll(IntStream.range(0, 5).mapToObj(i -> new Order("c1", "o" + i, i)).toList());
            }
            assertTrue(put.join().complete());
            checkout.end();

            List<SpanData> chunks = traces.named("DynamoDB.BatchWriteItem");
            assertEquals(List.of(1L, 2L), chunks.stream().map(chunk -> attribute(chunk, KeywayAttributes.ATTEMPT)).toList());
            assertTrue(attribute(chunks.get(0), KeywayAttributes.UNPROCESSED_ITEMS) > 0);
            for (SpanData chunk : chunks) {
                assertEquals(traces.only("checkout").getSpanContext().getSpanId(), chunk.getParentSpanId());
            }
        } finally {
            local.faults().clear();
            local.deleteAllTables();
            traces.close();
        }
    }

    @Test
    void anAsyncCallsSpanIsAChildOfTheCallersSpanThoughItsAnswerArrivesOnAnotherThread() {
        Traces traces = new Traces();
        try {
            KeywayTracing tracing = KeywayTracing.create(traces.openTelemetry());
            new OrderRepository(local.client(), "Shop").createTable();
            OrderAsyncRepository orders = new OrderAsyncRepository(async, "Shop",
                    KeywaySettings.defaults().withRequestListener(tracing.requestListener()));
            Tracer caller = traces.openTelemetry().getTracer("the application");
            Span checkout = caller.spanBuilder("checkout").startSpan();
            AtomicReference<Thread> answeredOn = new AtomicReference<>();
            CompletableFuture<Optional<Order>> read;
            try (Scope scope = checkout.makeCurrent()) {
                read = orders.put(new Order("c1", "o1", 1250))
                        .thenCompose(put -> orders.get("c1", "o1"))
                        .whenComplete((order, error) -> answeredOn.set(Thread.currentThread()));
            }
            assertEquals(Optional.of(new Order("c1", "o1", 1250)), read.join());
            checkout.end();
            assertNotEquals(Thread.currentThread(), answeredOn.get());

            String parent = traces.only("checkout").getSpanContext().getSpanId();
            SpanData put = traces.only("DynamoDB.PutItem");
            assertEquals(parent, put.getParentSpanId(), "sent on the caller's thread, in the caller's context");
            assertEquals("Order", attribute(put, KeywayAttributes.ENTITY));
            assertEquals(StatusCode.UNSET, put.getStatus().getStatusCode());
            assertTrue(put.getEndEpochNanos() > put.getStartEpochNanos());
            SpanData get = traces.only("DynamoDB.GetItem");
            assertEquals(traces.only("checkout").getSpanContext().getTraceId(), get.getSpanContext().getTraceId());
            assertEquals(1L, attribute(get, KeywayAttributes.ITEMS_READ));
            assertTrue(get.getStartEpochNanos() >= put.getEndEpochNanos(), "the get was sent once the put was answered");
        } finally {
            local.deleteAllTables();
            traces.close();
        }
    }
}
