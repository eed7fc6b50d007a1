package dev.keyway.opentelemetry;

import dev.keyway.runtime.listener.InFlightRequest;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.runtime.listener.RequestStart;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;

/**
 * A {@link RequestListener} that puts a span on every DynamoDB request it hears: started when the
 * request is about to be sent ({@link #onSend}), child of the sending thread's current span, current
 * while the client sends it (so that spans the client makes, and log lines, belong to it) and ended when
 * the answer or the failure arrives, with what it said. What an asynchronous caller chains on a
 * repository's future runs in the context the request was sent in, so that the requests it sends are in
 * the caller's trace too, and so are the chunks a batch sends from its own threads ({@link #forCaller}). Made by {@link KeywayTracing#requestListener()}.
 *
 * <p>An event it did not see start (a listener that wraps this one without passing {@code onSend} on)
 * still gets its span, started {@code latency} before the event.
 */
public final class TracingRequestListener implements RequestListener {

    private final RequestSpans spans;
    /** The caller's context this listener follows onto other threads ({@link #forCaller}), or {@code null}: the current one. */
    private final Context boundTo;

    TracingRequestListener(RequestSpans spans) {
        this(spans, null);
    }

    private TracingRequestListener(RequestSpans spans, Context boundTo) {
        this.spans = spans;
        this.boundTo = boundTo;
    }

    /** The context requests are sent in: the caller's this listener was bound to, else the current one. */
    private Context caller() {
        return boundTo != null ? boundTo : Context.current();
    }

    @Override
    public InFlightRequest onSend(RequestStart start) {
        Context caller = caller();
        Span span = spans.start(start, caller);
        Scope scope = span.makeCurrent();
        return new InFlightRequest() {
            @Override
            public void sent() {
                scope.close();
            }

            @Override
            public void ended(RequestEvent event) {
                spans.answered(span, event);
                span.end();
            }

            @Override
            public void completing(Runnable completion) {
                // the caller's continuations run on the SDK's thread: in the caller's context, not that thread's
                try (Scope restored = caller.makeCurrent()) {
                    completion.run();
                }
            }
        };
    }

    @Override
    public void onRequest(RequestEvent event) {
        spans.record(event, caller());
    }

    /**
     * This listener bound to the present context, for the requests a batch sends from its own threads, or
     * sends again after a backoff from a timer's: their spans are children of the caller's span.
     */
    @Override
    public RequestListener forCaller() {
        return boundTo != null ? this : new TracingRequestListener(spans, Context.current());
    }

    @Override
    public String toString() {
        return "TracingRequestListener";
    }
}
