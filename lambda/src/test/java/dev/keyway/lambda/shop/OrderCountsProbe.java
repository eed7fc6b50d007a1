package dev.keyway.lambda.shop;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import java.util.Map;

/** Runs {@link OrderCounts} as Lambda would, and shows what it counted. */
public final class OrderCountsProbe {

    private final OrderCounts handler = new OrderCounts();

    public StreamsEventResponse handle(DynamodbEvent event) {
        return handler.handleRequest(event, null);
    }

    public Map<String, Integer> placed() {
        return Map.copyOf(handler.placed);
    }

    public Map<String, Integer> expired() {
        return Map.copyOf(handler.expired);
    }
}
