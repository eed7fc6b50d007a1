package dev.keyway.it.async;

import java.net.URI;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/** The SDK's asynchronous client (Netty) to an endpoint on loopback. */
final class AsyncClients {

    private AsyncClients() {
    }

    static DynamoDbAsyncClient to(URI endpoint) {
        return DynamoDbAsyncClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("keyway", "local")))
                .httpClientBuilder(NettyNioAsyncHttpClient.builder())
                .build();
    }
}
