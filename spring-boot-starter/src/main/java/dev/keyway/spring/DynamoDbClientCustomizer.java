package dev.keyway.spring;

import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * Adjusts the auto-configured {@code DynamoDbClient} before it is built (HTTP client, retries,
 * credentials, metrics publishers): declare beans of this type. Not called for Keyway Local
 * ({@code keyway.local.enabled}) or when the application defines its own client.
 */
@FunctionalInterface
public interface DynamoDbClientCustomizer {

    /** Changes the builder after Keyway set the region and endpoint from the properties. */
    void customize(DynamoDbClientBuilder builder);
}
