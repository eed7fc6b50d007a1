package dev.keyway.runtime.listener;

/**
 * One request a listener saw start ({@link RequestListener#onSend}): it hears the request's event
 * when the request is answered or failed, and, on the thread that sent it, that the client has it.
 * A trace span, for example, is started and made current in {@code onSend}, no longer current from
 * {@link #sent()} on, and ended in {@link #ended}.
 *
 * <p>Each method is called once per request. For the synchronous client both come on the thread
 * that sent the request, {@code sent()} first, once DynamoDB answered. For the asynchronous
 * client {@code sent()} comes on the caller's thread once the client returned its future, and
 * {@code ended} where the answer arrives (one of the SDK's threads), in either order.
 */
@FunctionalInterface
public interface InFlightRequest {

    /**
     * The request, answered or failed: what {@link RequestListener#onRequest} hears of a request
     * for which {@code onSend} was not overridden.
     *
     * @param event what it was for, its latency, items and consumed capacity
     */
    void ended(RequestEvent event);

    /** The client has the request: called on the thread that called {@code onSend}. Nothing by default. */
    default void sent() {
    }

    /**
     * Completes the future an asynchronous repository returned for the request, after {@link #ended}:
     * the continuations the caller chained on it ({@code thenCompose}, the next request of a batch or a
     * paged query) run inside {@code completion}, on the thread the answer arrived on. By default it
     * runs {@code completion}; a tracing listener runs it in the context the request was sent in, so that
     * what the caller chains stays in the caller's trace. Not called for the synchronous client.
     *
     * @param completion what completes the future; to be run once, on this thread
     */
    default void completing(Runnable completion) {
        completion.run();
    }
}
