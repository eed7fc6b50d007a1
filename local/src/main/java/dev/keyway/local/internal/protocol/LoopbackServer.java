package dev.keyway.local.internal.protocol;

import java.net.URI;

/** An HTTP server on {@code 127.0.0.1} that hands each request to a {@link Router}. */
public final class LoopbackServer {

    private LoopbackServer() {
    }

    /** Starts a server on the port (0 for a free one). */
    public static LoopbackServer start(Router router, int port) {
        throw new UnsupportedOperationException("not yet");
    }

    public URI endpoint() {
        throw new UnsupportedOperationException("not yet");
    }

    public void stop() {
    }
}
