package dev.keyway.opentelemetry;

import static dev.keyway.opentelemetry.RequestSpansTest.attribute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.KeywayLocal;
import dev.keyway.opentelemetry.shop.Order;
import dev.keyway.opentelemetry.shop.OrderRepository;
import dev.keyway.opentelemetry.shop.ShopChange;
import dev.keyway.runtime.stream.ChangeFailedException;
import dev.keyway.runtime.stream.StreamReader;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A span per change a stream handler handles ({@code process Shop}, kind CONSUMER), attributed with
 * the change (event id, sequence number, kind, entity), current while the handler runs: the requests
 * the handler sends are its children.
 */
class ChangeSpansTest {

    private KeywayLocal local;
    private Traces traces;
    private KeywayTracing tracing;
    private OrderRepository orders;

    @BeforeEach
    void start() {
        local = KeywayLocal.inMemory();
        traces = new Traces();
        tracing = KeywayTracing.create(traces.openTelemetry());
        orders = new OrderRepository(local.client(), "Shop", tracing.requestListener());
        orders.createTable();
    }

    @AfterEach
    void stop() {
        local.close();
        traces.close();
    }

    private StreamReader<ShopChange> reader(Consumer<ShopChange> handler) {
        return StreamReader.forTable(local.client(), local.streamsClient(), "Shop").maxAttempts(1)
                .build(ShopChange.DECODER, tracing.changeHandler(ShopChange.DECODER, handler));
    }

    @Test
    void eachChangeIsHandledInASpanOfItsOwnAttributedWithTheChange() {
        orders.put(new Order("c1", "o1", 1250));
        orders.put(new Order("c1", "o1", 990));
        orders.delete("c1", "o1");
        traces.exporter.reset();
        List<ShopChange> handled = new ArrayList<>();
        try (StreamReader<ShopChange> reader = reader(change -> {
            handled.add(change);
            orders.get("c1", "o1"); // a request of the handler's
        })) {
            assertEquals(3, reader.poll());
        }

        List<SpanData> processed = traces.named("process Shop");
        assertEquals(3, processed.size());
        for (int i = 0; i < 3; i++) {
            SpanData span = processed.get(i);
            ShopChange change = handled.get(i);
            assertEquals(SpanKind.CONSUMER, span.getKind());
            assertFalse(span.getParentSpanContext().isValid(), "a stream record carries no trace context");
            assertEquals(change.event().eventId(), attribute(span, KeywayAttributes.MESSAGING_MESSAGE_ID));
            assertEquals(change.event().sequenceNumber(), attribute(span, KeywayAttributes.CHANGE_SEQUENCE_NUMBER));
            assertEquals("Shop", attribute(span, KeywayAttributes.MESSAGING_DESTINATION));
            assertEquals(List.of("Shop"), attribute(span, KeywayAttributes.TABLE_NAMES));
            assertEquals("process", attribute(span, KeywayAttributes.MESSAGING_OPERATION_TYPE));
            assertEquals("Order", attribute(span, KeywayAttributes.ENTITY));
            assertTrue(attribute(span, KeywayAttributes.CHANGE_CREATION_TIME) != null);
        }
        assertEquals(List.of("INSERT", "MODIFY", "REMOVE"), processed.stream()
                .map(span -> attribute(span, KeywayAttributes.CHANGE_KIND)).toList());

        Map<String, String> parentOfGet = traces.named("DynamoDB.GetItem").stream()
                .collect(Collectors.toMap(span -> span.getSpanContext().getSpanId(), SpanData::getParentSpanId));
        assertEquals(processed.stream().map(span -> span.getSpanContext().getSpanId()).collect(Collectors.toSet()),
                Set.copyOf(parentOfGet.values()), "each change's request is a child of its span");
    }

    @Test
    void aHandlerThatThrowsEndsItsSpanAsAnError() {
        orders.put(new Order("c1", "o1", 1250));
        try (StreamReader<ShopChange> reader = reader(change -> {
            throw new IllegalStateException("no stock");
        })) {
            assertThrows(ChangeFailedException.class, reader::poll);
        }
        SpanData failed = traces.only("process Shop");
        assertEquals(StatusCode.ERROR, failed.getStatus().getStatusCode());
        assertEquals(IllegalStateException.class.getName(), attribute(failed, KeywayAttributes.ERROR_TYPE));
        assertTrue(failed.getEvents().stream().anyMatch(event -> event.getName().equals("exception")));
    }
}
