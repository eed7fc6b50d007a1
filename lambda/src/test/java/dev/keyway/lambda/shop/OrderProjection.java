package dev.keyway.lambda.shop;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import dev.keyway.lambda.LambdaStreamEvents;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ProcessedChanges;
import java.util.Objects;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A Lambda function as the README advises one: it keeps, from the {@code Shop} stream, each customer's
 * {@link OrderTotals} and a {@link OrderCopy} of each order in a second table, applying each change
 * exactly once through {@link ProcessedChanges#applyOnce} (the effects and the change's marker in one
 * transaction), and answers partial batch failures through {@link LambdaStreamEvents#handle}.
 */
public final class OrderProjection implements RequestHandler<DynamodbEvent, StreamsEventResponse> {

    private final DynamoDbClient client;
    private final OrderTotalsRepository totals;
    private final OrderCopyRepository copies;
    private final ProcessedChanges processed;
    private final Consumer<ShopChange> seen;

    /**
     * @param seen told of each change before it is applied (the tests record the order of handling)
     */
    public OrderProjection(DynamoDbClient client, ProcessedChanges processed, Consumer<ShopChange> seen) {
        this.client = Objects.requireNonNull(client);
        this.totals = new OrderTotalsRepository(client);
        this.copies = new OrderCopyRepository(client);
        this.processed = Objects.requireNonNull(processed);
        this.seen = Objects.requireNonNull(seen);
    }

    @Override
    public StreamsEventResponse handleRequest(DynamodbEvent event, Context context) {
        return LambdaStreamEvents.handle(event, ShopChange.DECODER, this::apply);
    }

    /** Applies one change once; throws (so the batch is retried from it) when its transaction fails. */
    public void apply(ShopChange change) {
        seen.accept(change);
        if (change instanceof ShopChange.Undecodable undecodable) {
            throw undecodable.error();
        }
        if (!(change instanceof ShopChange.OfOrder ofOrder)) {
            return;                                       // guard items, others' items: nothing to keep
        }
        Change<Order> order = ofOrder.change();
        Order latest = order.latest().orElseThrow();
        int delta = order.newImage().map(Order::quantity).orElse(0) - order.oldImage().map(Order::quantity).orElse(0);
        Update<OrderTotals> counted = totals.update(latest.customerId()).increment(OrderTotalsSchema.CHANGES, 1L);
        if (delta > 0) {
            counted.increment(OrderTotalsSchema.QUANTITY, (long) delta);
        } else if (delta < 0) {
            counted.decrement(OrderTotalsSchema.QUANTITY, (long) -delta);
        }
        WriteTransaction effects = WriteTransaction.on(client).update(counted);
        order.newImage().ifPresentOrElse(
                after -> effects.put(copies, OrderCopy.of(after)),
                () -> effects.delete(copies, OrderCopy.of(order.oldImage().orElseThrow())));
        processed.applyOnce(change.event(), effects);
    }
}
