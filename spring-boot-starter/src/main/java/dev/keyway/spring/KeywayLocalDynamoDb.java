package dev.keyway.spring;

import com.amazonaws.services.dynamodbv2.local.embedded.DynamoDBEmbedded;
import com.amazonaws.services.dynamodbv2.local.shared.access.AmazonDynamoDBLocal;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * DynamoDB Local inside the application's JVM, in memory, telemetry off
 * ({@code keyway.local.enabled=true}): for development and tests, never production. Its data goes
 * when the application context closes.
 */
public final class KeywayLocalDynamoDb implements AutoCloseable {

    private final AmazonDynamoDBLocal local;
    private final DynamoDbClient client;
    private final DynamoDbStreamsClient streamsClient;

    private KeywayLocalDynamoDb(AmazonDynamoDBLocal local) {
        this.local = local;
        this.client = local.dynamoDbClient();
        this.streamsClient = local.dynamoDbStreamsClient();
    }

    /** Starts an empty, in-memory DynamoDB Local. */
    public static KeywayLocalDynamoDb start() {
        return new KeywayLocalDynamoDb(DynamoDBEmbedded.create(true)); // true: no telemetry file
    }

    /** The client connected to it. */
    public DynamoDbClient client() {
        return client;
    }

    /** The DynamoDB Streams client connected to it. */
    public DynamoDbStreamsClient streamsClient() {
        return streamsClient;
    }

    /** Deletes every table: an empty database again. */
    public void deleteAllTables() {
        client.listTablesPaginator(request -> { }).tableNames()
                .forEach(table -> client.deleteTable(request -> request.tableName(table)));
    }

    /** Stops DynamoDB Local and drops its data. */
    @Override
    public void close() {
        // shutdownNow() alone, first: the client's close() and shutdown() run a graceful shutdown
        // that leaves a non-daemon thread behind and makes a later shutdownNow() a no-op.
        local.shutdownNow();
    }
}
