package dev.keyway.opentelemetry;

import static dev.keyway.opentelemetry.RequestSpansTest.attribute;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.local.KeywayLocal;
import dev.keyway.opentelemetry.shop.Order;
import dev.keyway.opentelemetry.shop.OrderRepository;
import dev.keyway.opentelemetry.shop.ShopChange;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.stream.StreamReader;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** The README's example of "Traces: keyway-opentelemetry", on Keyway Local, read back from the in-memory exporter. */
class ReadmeTracingTest {

    @Test
    void theReadmesExample() {
        Traces traces = new Traces();
        try (KeywayLocal local = KeywayLocal.inMemory()) {
            DynamoDbClient client = local.client();
            DynamoDbStreamsClient streams = local.streamsClient();
            new OrderRepository(client).createTable();

            // the README's lines, with the SDK exporting to memory for GlobalOpenTelemetry.get()
            OpenTelemetry openTelemetry = traces.openTelemetry();
            KeywayTracing tracing = KeywayTracing.create(openTelemetry);
            KeywaySettings settings = KeywaySettings.defaults()
                    .withRequestListener(tracing.requestListener().withConsumedCapacity(ReturnConsumedCapacity.TOTAL));
            OrderRepository orders = new OrderRepository(client, settings);

            Span checkout = openTelemetry.getTracer("shop").spanBuilder("checkout").startSpan();
            try (Scope scope = checkout.makeCurrent()) {
                orders.put(new Order("c1", "o1", 1250));     // span "DynamoDB.PutItem", child of "checkout"
                orders.ordersOf("c1").page();                 // span "DynamoDB.Query", keyway.access_pattern=ordersOf
            } finally {
                checkout.end();
            }

            // each change handled in a span "process Shop"; the requests the handler sends are its children
            StreamReader<ShopChange> reader = StreamReader.forTable(client, streams, "Shop")
                    .build(ShopChange.DECODER, tracing.changeHandler(ShopChange.DECODER, change -> orders.get("c1", "o1")));
            reader.start();
            reader.awaitCaughtUp(Duration.ofSeconds(30));
            reader.close();

            String checkoutId = traces.only("checkout").getSpanContext().getSpanId();
            assertEquals(checkoutId, traces.only("DynamoDB.PutItem").getParentSpanId());
            SpanData query = traces.only("DynamoDB.Query");
            assertEquals(checkoutId, query.getParentSpanId());
            assertEquals("ordersOf", attribute(query, KeywayAttributes.ACCESS_PATTERN));
            SpanData processed = traces.only("process Shop");
            assertEquals(List.of(processed.getSpanContext().getSpanId()), traces.named("DynamoDB.GetItem").stream()
                    .map(SpanData::getParentSpanId).toList());
        } finally {
            traces.close();
        }
    }
}
