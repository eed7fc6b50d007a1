package dev.keyway.spring;

import dev.keyway.local.KeywayLocal;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Keyway Local inside the application's JVM ({@code keyway.local.enabled=true}): for development and tests,
 * never production. Its data is kept in memory, and goes when the application context closes, unless
 * {@code keyway.local.data-directory} names a directory, where it is kept across restarts.
 */
public final class KeywayLocalDynamoDb implements AutoCloseable {

    private final KeywayLocal local;
    private final Path dataDirectory;

    private KeywayLocalDynamoDb(KeywayLocal local, Path dataDirectory) {
        this.local = local;
        this.dataDirectory = dataDirectory;
    }

    /**
     * Starts an empty, in-memory Keyway Local.
     *
     * @return the running database
     */
    public static KeywayLocalDynamoDb start() {
        return new KeywayLocalDynamoDb(KeywayLocal.inMemory(), null);
    }

    /**
     * Starts Keyway Local with its data kept in a directory: the tables and items written there before.
     *
     * @param dataDirectory the directory, created if missing
     * @return the running database
     */
    public static KeywayLocalDynamoDb start(Path dataDirectory) {
        Objects.requireNonNull(dataDirectory, "dataDirectory");
        return new KeywayLocalDynamoDb(KeywayLocal.builder().dataDirectory(dataDirectory).start(), dataDirectory);
    }

    /** The client connected to it. */
    public DynamoDbClient client() {
        return local.client();
    }

    /** The DynamoDB Streams client connected to it. */
    public DynamoDbStreamsClient streamsClient() {
        return local.streamsClient();
    }

    /**
     * Keyway Local itself, for what only it offers: faults, the time-to-live sweep, a loopback server.
     *
     * @return the running Keyway Local; the application context closes it
     */
    public KeywayLocal local() {
        return local;
    }

    /** The directory its data is kept in, if any; empty when it is kept in memory. */
    public Optional<Path> dataDirectory() {
        return Optional.ofNullable(dataDirectory);
    }

    /** Deletes every table: an empty database again. */
    public void deleteAllTables() {
        local.deleteAllTables();
    }

    /** Stops Keyway Local and, unless it keeps them in a directory, drops its data. */
    @Override
    public void close() {
        local.close();
    }
}
