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
 *
 * <p><b>Around a request.</b> A listener that must act when a request starts, not only once it is
 * answered (a trace span covering the request, current while it is sent, {@code keyway-opentelemetry}),
 * overrides {@link #onSend}: called on the sending thread just before the request goes out, it
 * returns the {@link InFlightRequest} that hears this request's end instead of {@link #onRequest};
 * {@link #forCaller} lets it follow the caller onto the threads a batch sends its chunks from.
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
     * A request is about to be sent: called on the thread that sends it (the caller's, or a parallel
     * scan's or batch's thread; for the asynchronous repositories the caller's, or the thread on which
     * the previous answer arrived for a chunk sent again), just before. The returned request hears
     * the event of this request in place of {@link #onRequest}. By default it passes the event to
     * {@code onRequest}: a listener that overrides nothing here sees what it always saw. An exception
     * thrown here is logged and the request is then reported to {@code onRequest} alone.
     *
     * @param start what the request is for
     * @return what hears the request's end; never {@code null}
     */
    default InFlightRequest onSend(RequestStart start) {
        return this::onRequest;
    }

    /**
     * This listener for the requests Keyway sends on the present caller's behalf from threads of its own
     * (a batch's chunks, sent at most {@code parallelism} at a time, and an asynchronous batch's chunk
     * sent again after a backoff): called on the caller's thread before the work is handed over. By
     * default this listener itself; a tracing listener captures the caller's context here, so that those
     * requests' spans are in the caller's trace wherever they are sent from.
     *
     * @return the listener of those requests; never {@code null}
     */
    default RequestListener forCaller() {
        return this;
    }

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
            public InFlightRequest onSend(RequestStart start) {
                return self.onSend(start);
            }

            @Override
            public ReturnConsumedCapacity consumedCapacity() {
                return capacity;
            }

            @Override
            public RequestListener forCaller() {
                RequestListener bound = self.forCaller();
                return bound == self ? this : bound.withConsumedCapacity(capacity);
            }
        };
    }

    /**
     * This listener, then the other one, for every event, the other one also when this one throws;
     * asking for the more detailed consumed capacity of the two. Each sees the start of every request
     * ({@link #onSend}) as it would alone.
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
                DefaultRequestListener.both(() -> self.onRequest(event), () -> next.onRequest(event));
            }

            @Override
            public InFlightRequest onSend(RequestStart start) {
                InFlightRequest first = self.onSend(start);
                InFlightRequest second = next.onSend(start);
                return new InFlightRequest() {
                    @Override
                    public void ended(RequestEvent event) {
                        DefaultRequestListener.both(() -> first.ended(event), () -> second.ended(event));
                    }

                    @Override
                    public void sent() {
                        DefaultRequestListener.both(first::sent, second::sent);
                    }
                };
            }

            @Override
            public RequestListener forCaller() {
                RequestListener boundSelf = self.forCaller();
                RequestListener boundNext = next.forCaller();
                return boundSelf == self && boundNext == next ? this : boundSelf.andThen(boundNext);
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
