package dev.keyway.runtime.internal.async;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A synchronous client that sends nothing: an asynchronous repository builds its keys, queries,
 * updates and conditions with the synchronous repository's code over this client, and sends the
 * prepared requests with the asynchronous one. Every request method of {@link DynamoDbClient} is a
 * default method that refuses; so a synchronous call that slipped through (an {@code execute()}
 * inside an asynchronous update) fails at once instead of blocking.
 */
public final class PreparingClient implements DynamoDbClient {

    /** The one instance. */
    public static final DynamoDbClient INSTANCE = new PreparingClient();

    private PreparingClient() {
    }

    @Override
    public String serviceName() {
        return SERVICE_NAME;
    }

    @Override
    public void close() {
        // nothing to release
    }

    @Override
    public String toString() {
        return "the preparing client of an asynchronous repository (it sends nothing: use the repository's"
                + " asynchronous methods)";
    }
}
