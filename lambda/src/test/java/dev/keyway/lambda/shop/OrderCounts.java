package dev.keyway.lambda.shop;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import dev.keyway.lambda.LambdaStreamEvents;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ChangeEvent;
import dev.keyway.runtime.stream.ChangeKind;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The README's Lambda handler: counts the orders placed per customer, and expired ones. */
public final class OrderCounts implements RequestHandler<DynamodbEvent, StreamsEventResponse> {

    final Map<String, Integer> placed = new ConcurrentHashMap<>();
    final Map<String, Integer> expired = new ConcurrentHashMap<>();

    private final ShopChange.Visitor<Void> visitor = new ShopChange.Visitor<>() {
        @Override
        public Void onOrder(Change<Order> change) {
            Order order = change.latest().orElseThrow();
            if (change.kind() == ChangeKind.INSERT) {
                placed.merge(order.customerId(), 1, Integer::sum);
            } else if (change.timeToLiveExpiry()) {
                expired.merge(order.customerId(), 1, Integer::sum);
            }
            return null;
        }

        @Override
        public Void onGuardItem(ChangeEvent event) {
            return null;   // Keyway's @Unique bookkeeping
        }

        @Override
        public Void onUnrecognized(ChangeEvent event) {
            return null;   // items other code wrote
        }

        @Override
        public Void onUndecodable(ShopChange.Undecodable change) {
            throw change.error();   // retried, then sent to the on-failure destination
        }
    };

    @Override
    public StreamsEventResponse handleRequest(DynamodbEvent event, Context context) {
        return LambdaStreamEvents.handle(event, ShopChange.DECODER, change -> change.accept(visitor));
    }
}
