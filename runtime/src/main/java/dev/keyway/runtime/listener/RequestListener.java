package dev.keyway.runtime.listener;

import dev.keyway.runtime.CursorSigning;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Sees every DynamoDB request Keyway makes, once it is answered or failed: for metrics per
 * access pattern (which one costs what), logs and tests. Keyway itself depends on nothing to
 * report them; the Spring Boot starter binds a listener to Micrometer.
 *
 * <pre>{@code
 * RequestListener perPattern = event -> costs.merge(
 *         event.entityType() + "." + event.accessPattern().orElse(event.operation().tag()),
 *         event.capacityUnits(), Double::sum);
 * OrderRepository orders = new OrderRepository(client, "Shop", perPattern.withConsumedCapacity(ReturnConsumedCapacity.TOTAL));
 * RequestListener.setDefault(perPattern);   // or for everything that has no listener of its own
 * }</pre>
 *
 * <p><b>Which listener.</b> A repository or item collection constructed with a listener
 * ({@code new OrderRepository(client, tableName, listener)}) reports to it; one constructed
 * without reports to the {@linkplain #setDefault default listener} of the moment of each request
 * (none unless set). A transaction reports to the listeners of the repositories whose items it
 * holds, each once. {@link TableDefinition#createIfMissing} reports to the default listener.
 *
 * <p><b>Consumed capacity</b> is opt-in, per listener: DynamoDB reports it only when a request
 * asks ({@code ReturnConsumedCapacity}), so requests ask for what
 * {@link #consumedCapacity()} says, {@code NONE} by default. {@link #withConsumedCapacity}
 * asks for {@code TOTAL} (per table) or {@code INDEXES} (per table and index).
 *
 * <p><b>Threads.</b> {@link #onRequest} is called on the thread that sent the request: the
 * caller's, or one of a parallel scan's or a batch's threads, so a listener must be thread-safe,
 * and quick, as the caller waits for it. An exception it throws is logged
 * ({@code System.Logger} {@code dev.keyway.runtime.listener.RequestListener}) and does not fail the request.
 */
@FunctionalInterface
public interface RequestListener {

    /** A listener that does nothing. */
    RequestListener NONE = event -> { };

    /**
     * One request, answered or failed.
     *
     * @param event what it was for, its latency, items and consumed capacity
     */
    void onRequest(RequestEvent event);

    /**
     * What the requests this listener sees ask DynamoDB to report as consumed capacity:
     * {@code NONE} unless {@link #withConsumedCapacity} says otherwise.
     */
    default ReturnConsumedCapacity consumedCapacity() {
        return ReturnConsumedCapacity.NONE;
    }

    /**
     * This listener, asking DynamoDB to report the capacity each request consumes.
     *
     * @param capacity {@code TOTAL} (per table), {@code INDEXES} (per table and index) or {@code NONE}
     * @return a listener passing every event to this one
     */
    default RequestListener withConsumedCapacity(ReturnConsumedCapacity capacity) {
        Objects.requireNonNull(capacity, "capacity");
        if (capacity == ReturnConsumedCapacity.UNKNOWN_TO_SDK_VERSION) {
            throw new IllegalArgumentException("consumed capacity is TOTAL, INDEXES or NONE");
        }
        RequestListener self = this;
        return new RequestListener() {
            @Override
            public void onRequest(RequestEvent event) {
                self.onRequest(event);
            }

            @Override
            public ReturnConsumedCapacity consumedCapacity() {
                return capacity;
            }
        };
    }

    /**
     * This listener, then the other one, for every event, the other one also when this one throws;
     * asking for the more detailed consumed capacity of the two.
     *
     * @param next the listener called after this one
     * @return a listener calling both
     */
    default RequestListener andThen(RequestListener next) {
        Objects.requireNonNull(next, "next");
        RequestListener self = this;
        return new RequestListener() {
            @Override
            public void onRequest(RequestEvent event) {
                // each hears the event whatever the other does; what one throws is still thrown (and logged)
                RuntimeException failed = null;
                for (RequestListener listener : new RequestListener[] {self, next}) {
                    try {
                        listener.onRequest(event);
                    } catch (RuntimeException e) {
                        if (failed == null) {
                            failed = e;
                        } else {
                            failed.addSuppressed(e);
                        }
                    }
                }
                if (failed != null) {
                    throw failed;
                }
            }

            @Override
            public ReturnConsumedCapacity consumedCapacity() {
                return DefaultRequestListener.moreDetailed(self.consumedCapacity(), next.consumedCapacity());
            }
        };
    }

    /**
     * Sets the listener of every repository, item collection, transaction and table definition
     * that has none of its own, from their next request on: process-wide, like
     * {@link CursorSigning}. An application's own listener goes on its {@code KeywaySettings}
     * ({@code withRequestListener}), which the repositories built with it report to instead.
     *
     * @param listener the listener, or {@link #NONE}
     */
    static void setDefault(RequestListener listener) {
        DefaultRequestListener.set(Objects.requireNonNull(listener, "listener"));
    }

    /** The listener of everything that has none of its own: {@link #NONE} unless {@link #setDefault} set one. */
    static RequestListener getDefault() {
        return DefaultRequestListener.get();
    }
}
