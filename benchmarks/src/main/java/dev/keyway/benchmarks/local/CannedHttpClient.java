package dev.keyway.benchmarks.local;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An SDK HTTP client that answers every request with {@code 200 {}} in the calling thread, reading the request
 * body first as a real client would, with no database behind it: 1,000 PutItems through it time the SDK
 * client's own work (marshalling, signing, interceptors, unmarshalling), the floor under any database reached
 * through the SDK, in-process or not. An empty object is a complete PutItem answer when no return values are asked.
 */
final class CannedHttpClient implements SdkHttpClient {

    private static final byte[] EMPTY_OBJECT = "{}".getBytes(StandardCharsets.UTF_8);

    /** A DynamoDB client configured as Keyway Local's own (endpoint, region, static credentials), over this client. */
    static DynamoDbClient dynamoDbClient() {
        return DynamoDbClient.builder()
                .endpointOverride(URI.create("http://canned.invalid"))
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("keyway", "keyway")))
                .httpClient(new CannedHttpClient())
                .build();
    }

    @Override
    public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
        return new ExecutableHttpRequest() {
            @Override
            public HttpExecuteResponse call() throws IOException {
                if (request.contentStreamProvider().isPresent()) {
                    try (InputStream body = request.contentStreamProvider().get().newStream()) {
                        body.readAllBytes();
                    }
                }
                return HttpExecuteResponse.builder()
                        .response(SdkHttpResponse.builder().statusCode(200).statusText("OK")
                                .putHeader("Content-Type", "application/x-amz-json-1.0")
                                .putHeader("Content-Length", Integer.toString(EMPTY_OBJECT.length))
                                .build())
                        .responseBody(AbortableInputStream.create(new ByteArrayInputStream(EMPTY_OBJECT)))
                        .build();
            }

            @Override
            public void abort() {
                // Answered synchronously: nothing in flight.
            }
        };
    }

    @Override
    public String clientName() {
        return "KeywayBenchmarkCanned";
    }

    @Override
    public void close() {
        // Nothing held.
    }
}
