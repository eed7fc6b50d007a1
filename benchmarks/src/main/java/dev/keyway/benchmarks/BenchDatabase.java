package dev.keyway.benchmarks;

import dev.keyway.local.KeywayLocal;
import java.net.URI;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Keyway Local for the end-to-end benchmarks, in this JVM and in memory: {@code loopback} serves it over HTTP on
 * 127.0.0.1 and reaches it through the SDK's whole request pipeline (signing, JSON, HTTP), the path a deployed
 * application takes; {@code inProcess} reaches it through the SDK's pipeline too, but hands the request to the
 * database in the JVM instead of a socket. The client is Keyway Local's own, with nothing wrapped around it.
 */
public final class BenchDatabase implements AutoCloseable {

    private final KeywayLocal local;
    private final DynamoDbClient client;
    private final boolean loopback;

    private BenchDatabase(boolean loopback) {
        this.local = KeywayLocal.inMemory();
        this.loopback = loopback;
        if (loopback) {
            local.startServer();
            this.client = local.newLoopbackClient();
        } else {
            this.client = local.client();
        }
    }

    /**
     * @param transport {@code loopback} or {@code inProcess}
     * @return a new, empty database reached that way
     */
    public static BenchDatabase of(String transport) {
        return switch (transport) {
            case "loopback" -> new BenchDatabase(true);
            case "inProcess" -> new BenchDatabase(false);
            default -> throw new IllegalArgumentException("transport is loopback or inProcess, not " + transport);
        };
    }

    /** @return a new, empty database served on loopback */
    public static BenchDatabase onLoopback() {
        return new BenchDatabase(true);
    }

    /** @return the client of this database */
    public DynamoDbClient client() {
        return client;
    }

    /** @return the loopback endpoint, for clients of other processes */
    public URI endpoint() {
        return local.endpoint();
    }

    @Override
    public void close() {
        if (loopback) {
            client.close();
        }
        local.close();
    }
}
