package dev.keyway.sample.http;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.keyway.sample.service.Services;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** The HTTP server on the loopback interface: JSON in, JSON out, one thread per request from a small pool. */
public final class ApiServer implements AutoCloseable {

    private final HttpServer server;
    private final ExecutorService executor;
    private final Router router;
    private final PrintStream log;

    private ApiServer(HttpServer server, ExecutorService executor, Router router, PrintStream log) {
        this.server = server;
        this.executor = executor;
        this.router = router;
        this.log = log;
    }

    /** Starts serving the API on 127.0.0.1 at this port (0: any free port). */
    public static ApiServer start(Services services, int port, PrintStream log) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        ExecutorService executor = Executors.newFixedThreadPool(8, runnable -> {
            Thread thread = new Thread(runnable, "keyway-sample-http");
            thread.setDaemon(true);
            return thread;
        });
        ApiServer api = new ApiServer(server, executor, SaasApi.routes(services), log);
        server.createContext("/", api::handle);
        server.setExecutor(executor);
        server.start();
        return api;
    }

    /** The port the server listens on. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** The server's base URL, {@code http://127.0.0.1:8080}. */
    public String url() {
        return "http://" + server.getAddress().getAddress().getHostAddress() + ":" + port();
    }

    private void handle(HttpExchange exchange) throws IOException {
        Reply reply;
        try {
            reply = router.dispatch(exchange);
        } catch (Exception thrown) {
            reply = Errors.of(thrown, log);
        }
        try (exchange) {
            if (reply.body() == null) {
                exchange.sendResponseHeaders(reply.status(), -1);
                return;
            }
            byte[] body = Json.write(reply.body());
            exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
            exchange.sendResponseHeaders(reply.status(), body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
        executor.shutdownNow();
    }
}
