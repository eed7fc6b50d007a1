package dev.keyway.opentelemetry;

import static dev.keyway.opentelemetry.RequestSpansTest.attribute;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import dev.keyway.lambda.LambdaStreamEvents;
import dev.keyway.opentelemetry.shop.ShopChange;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A Lambda handler ({@code LambdaStreamEvents.handle}) with its handler wrapped: each change of the
 * batch in a span, child of the invocation's span (which Lambda's instrumentation makes current), and a
 * change the handler fails on an error span, the batch item failure Lambda retries from.
 */
class LambdaChangeSpansTest {

    private static DynamodbEvent.DynamodbStreamRecord insert(String eventId, String sequenceNumber, String orderId) {
        StreamRecord change = new StreamRecord();
        change.setSequenceNumber(sequenceNumber);
        change.setKeys(Map.of("PK", new AttributeValue().withS("CUSTOMER#c1"),
                "SK", new AttributeValue().withS("ORDER#" + orderId)));
        DynamodbEvent.DynamodbStreamRecord record = new DynamodbEvent.DynamodbStreamRecord();
        record.setEventID(eventId);
        record.setEventName("INSERT");
        record.setEventSource("aws:dynamodb");
        record.setDynamodb(change);
        return record;
    }

    @Test
    void eachChangeOfTheBatchIsASpanOfTheInvocationAndAFailureIsAnErrorSpan() {
        Traces traces = new Traces();
        try {
            KeywayTracing tracing = KeywayTracing.create(traces.openTelemetry());
            DynamodbEvent event = new DynamodbEvent();
            event.setRecords(List.of(insert("e-1", "100", "o1"), insert("e-2", "200", "o2")));
            List<String> orders = new ArrayList<>();
            Span invocation = traces.openTelemetry().getTracer("lambda").spanBuilder("invocation").startSpan();
            StreamsEventResponse response;
            try (Scope scope = invocation.makeCurrent()) {
                response = LambdaStreamEvents.handle(event, ShopChange.DECODER,
                        tracing.changeHandler("Shop-prod", ShopChange.DECODER, change -> {
                            orders.add(change.event().eventId());
                            if (change.event().eventId().equals("e-2")) {
                                throw new IllegalStateException("no stock");
                            }
                        }));
            } finally {
                invocation.end();
            }
            assertEquals(List.of("e-1", "e-2"), orders);
            assertEquals("200", response.getBatchItemFailures().get(0).getItemIdentifier());

            List<SpanData> processed = traces.named("process Shop-prod");
            assertEquals(2, processed.size());
            String parent = traces.only("invocation").getSpanContext().getSpanId();
            for (SpanData span : processed) {
                assertEquals(parent, span.getParentSpanId());
                assertEquals(SpanKind.CONSUMER, span.getKind());
                assertEquals("Shop-prod", attribute(span, KeywayAttributes.MESSAGING_DESTINATION));
                assertEquals("INSERT", attribute(span, KeywayAttributes.CHANGE_KIND));
            }
            assertEquals("e-1", attribute(processed.get(0), KeywayAttributes.MESSAGING_MESSAGE_ID));
            assertEquals("100", attribute(processed.get(0), KeywayAttributes.CHANGE_SEQUENCE_NUMBER));
            assertEquals(StatusCode.UNSET, processed.get(0).getStatus().getStatusCode());
            assertEquals(StatusCode.ERROR, processed.get(1).getStatus().getStatusCode());
            assertEquals(IllegalStateException.class.getName(), attribute(processed.get(1), KeywayAttributes.ERROR_TYPE));
        } finally {
            traces.close();
        }
    }
}
