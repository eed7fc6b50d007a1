package dev.keyway.local.internal.protocol;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.keyway.local.internal.ServiceError;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * An HTTP server on {@code 127.0.0.1} that hands each request to a {@link Router}, for SDKs and tools of
 * other processes (the AWS CLI, boto3). Signatures are not checked: any credentials and region are accepted.
 * A small pool of daemon threads answers; connections are kept alive. A request that goes wrong on the wire
 * (a body cut short, a client gone, a body over 16 MB) is answered or dropped alone: the server stays up.
 */
public final class LoopbackServer {

    private static final System.Logger LOG = System.getLogger(LoopbackServer.class.getName());
    private static final int WORKERS = 8;
    private static final String NO_DELAY = "sun.net.httpserver.nodelay";
    private static final AtomicInteger SERVERS = new AtomicInteger();

    private final HttpServer server;
    private final ThreadPoolExecutor workers;
    private final URI endpoint;
    private volatile boolean stopped;

    private LoopbackServer(HttpServer server, ThreadPoolExecutor workers) {
        this.server = server;
        this.workers = workers;
        this.endpoint = URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /**
     * Starts a server on the port (0 for a free one).
     *
     * @param router who answers
     * @param port the port on 127.0.0.1, or 0
     * @return the running server
     * @throws UncheckedIOException if the port cannot be bound
     */
    public static LoopbackServer start(Router router, int port) {
        sendSmallAnswersAtOnce();
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 64);
        } catch (IOException e) {
            throw new UncheckedIOException("Keyway Local cannot listen on 127.0.0.1:" + port, e);
        }
        int serverNumber = SERVERS.incrementAndGet();
        ThreadPoolExecutor workers = new ThreadPoolExecutor(WORKERS, WORKERS, 30, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), daemonThreads("keyway-local-http-" + serverNumber + "-"));
        workers.allowCoreThreadTimeOut(true);
        server.setExecutor(workers);
        server.createContext("/", exchange -> serve(router, exchange));
        startAsDaemon(server, serverNumber);
        return new LoopbackServer(server, workers);
    }

    /**
     * The JDK server leaves Nagle's algorithm on, so a small answer waits for the client's delayed
     * acknowledgement: about 40 ms a request on loopback. Its only switch is a system property read once,
     * when its classes first load; a value the user set is left alone.
     */
    private static void sendSmallAnswersAtOnce() {
        if (System.getProperty(NO_DELAY) == null) {
            System.setProperty(NO_DELAY, "true");
        }
    }

    /**
     * The JDK server's dispatcher thread inherits the daemon status of the thread that starts it: starting
     * it from a daemon thread keeps a forgotten server from holding the JVM open.
     */
    private static void startAsDaemon(HttpServer server, int serverNumber) {
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        Thread starter = new Thread(() -> {
            try {
                server.start();
            } catch (RuntimeException e) {
                failure.set(e);
            }
        }, "keyway-local-http-start-" + serverNumber);
        starter.setDaemon(true);
        starter.start();
        try {
            starter.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            server.stop(0);
            throw new IllegalStateException("interrupted while starting Keyway Local's server", e);
        }
        if (failure.get() != null) {
            throw failure.get();
        }
    }

    private static ThreadFactory daemonThreads(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, prefix + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    /** @return the endpoint, such as {@code http://127.0.0.1:41923} */
    public URI endpoint() {
        return endpoint;
    }

    /** @return the port */
    public int port() {
        return endpoint.getPort();
    }

    /** Stops listening, drops open connections and frees the port. Idempotent. */
    public synchronized void stop() {
        if (stopped) {
            return;
        }
        stopped = true;
        server.stop(0);
        workers.shutdownNow();
    }

    @Override
    public String toString() {
        return "LoopbackServer[" + endpoint + (stopped ? ", stopped" : "") + "]";
    }

    private static void serve(Router router, HttpExchange exchange) {
        try (exchange) {
            Headers headers = exchange.getRequestHeaders();
            long declared = declaredLength(headers.getFirst("Content-Length"));
            if (declared > Router.MAX_BODY_BYTES) {
                // Refused unread: the JDK server drops the connection rather than draining a huge body.
                send(exchange, router.refuse(Router.tooLarge()), true);
                return;
            }
            byte[] body;
            try {
                body = readBounded(exchange.getRequestBody(), Router.MAX_BODY_BYTES);
            } catch (IOException cutShort) {
                // The body ended before its declared length: answer if the client still listens.
                send(exchange, router.refuse(ServiceError.serialization("The request body is incomplete")), true);
                return;
            }
            if (body == null) {
                send(exchange, router.refuse(Router.tooLarge()), true);
                return;
            }
            ProtocolResponse answer = router.handle(new ProtocolRequest(exchange.getRequestMethod(),
                    exchange.getRequestURI().getRawPath(), headers.getFirst("X-Amz-Target"),
                    headers.getFirst("Content-Type"), body));
            send(exchange, answer, false);
        } catch (IOException | RuntimeException e) {
            // The client went away, or the exchange broke: drop this one exchange, keep serving.
            LOG.log(System.Logger.Level.DEBUG, "Keyway Local dropped an HTTP exchange", e);
        }
    }

    private static long declaredLength(String header) {
        if (header == null) {
            return -1;
        }
        try {
            return Long.parseLong(header.trim());
        } catch (NumberFormatException e) {
            return -1; // the JDK server refuses a malformed length itself
        }
    }

    /** The body, or {@code null} if it is longer than the limit. */
    private static byte[] readBounded(InputStream in, int limit) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(1024);
        byte[] buffer = new byte[16 * 1024];
        int total = 0;
        for (int n; (n = in.read(buffer)) != -1; ) {
            total += n;
            if (total > limit) {
                return null;
            }
            bytes.write(buffer, 0, n);
        }
        return bytes.toByteArray();
    }

    private static void send(HttpExchange exchange, ProtocolResponse answer, boolean closeConnection)
            throws IOException {
        Headers out = exchange.getResponseHeaders();
        for (Map.Entry<String, String> header : answer.headers().entrySet()) {
            out.set(header.getKey(), header.getValue());
        }
        if (closeConnection) {
            out.set("Connection", "close");
        }
        boolean head = "HEAD".equalsIgnoreCase(exchange.getRequestMethod());
        exchange.sendResponseHeaders(answer.status(), head || answer.body().length == 0 ? -1 : answer.body().length);
        if (!head && answer.body().length > 0) {
            try (OutputStream body = exchange.getResponseBody()) {
                body.write(answer.body());
            }
        }
    }
}
