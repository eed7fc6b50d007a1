package dev.keyway.sample;

import com.amazonaws.services.dynamodbv2.local.embedded.DynamoDBEmbedded;
import com.amazonaws.services.dynamodbv2.local.shared.access.AmazonDynamoDBLocal;
import java.net.URI;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The DynamoDB the app talks to: embedded DynamoDB Local by default, or a real (or compatible)
 * endpoint when a region or endpoint is configured. Credentials for a real endpoint come from
 * the SDK's default chain (environment, profile, instance role).
 */
final class Connection implements AutoCloseable {

    private final DynamoDbClient client;
    private final AmazonDynamoDBLocal embedded;
    private final String description;

    private Connection(DynamoDbClient client, AmazonDynamoDBLocal embedded, String description) {
        this.client = client;
        this.embedded = embedded;
        this.description = description;
    }

    /** Embedded DynamoDB Local, in this process and in memory. */
    static Connection embedded() {
        AmazonDynamoDBLocal local = DynamoDBEmbedded.create(true); // true: no telemetry
        return new Connection(local.dynamoDbClient(), local, "embedded DynamoDB Local (in memory)");
    }

    /** A real or compatible endpoint; either argument may be null. */
    static Connection remote(String region, String endpoint) {
        var builder = DynamoDbClient.builder().httpClient(UrlConnectionHttpClient.create());
        if (region != null) {
            builder.region(Region.of(region));
        }
        if (endpoint != null) {
            builder.endpointOverride(URI.create(endpoint));
        }
        String where = (endpoint != null ? endpoint : "DynamoDB") + (region != null ? " in " + region : "");
        return new Connection(builder.build(), null, where);
    }

    DynamoDbClient client() {
        return client;
    }

    String description() {
        return description;
    }

    @Override
    public void close() {
        client.close();
        if (embedded != null) {
            embedded.shutdownNow(); // shutdownNow alone: a prior shutdown() would leave threads running
        }
    }
}
