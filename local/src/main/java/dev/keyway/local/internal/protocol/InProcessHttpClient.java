package dev.keyway.local.internal.protocol;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ContentStreamProvider;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.HttpStatusFamily;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpRequest;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * An SDK HTTP client that hands each request to a {@link Router} in this JVM instead of the network: the
 * SDK still marshals, signs and unmarshals every request, and the router answers in the calling thread.
 */
public final class InProcessHttpClient implements SdkHttpClient {

    private final Router router;

    public InProcessHttpClient(Router router) {
        this.router = Objects.requireNonNull(router, "router");
    }

    @Override
    public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
        return new ExecutableHttpRequest() {
            @Override
            public HttpExecuteResponse call() throws IOException {
                return execute(request);
            }

            @Override
            public void abort() {
                // The router answers synchronously in the calling thread: there is nothing in flight to abort.
            }
        };
    }

    private HttpExecuteResponse execute(HttpExecuteRequest request) throws IOException {
        SdkHttpRequest http = request.httpRequest();
        byte[] body = readBody(request.contentStreamProvider().orElse(null));
        ProtocolResponse answer = router.handle(new ProtocolRequest(http.method().name(), http.encodedPath(),
                http.firstMatchingHeader("X-Amz-Target").orElse(null),
                http.firstMatchingHeader("Content-Type").orElse(null), body));
        SdkHttpResponse.Builder response = SdkHttpResponse.builder()
                .statusCode(answer.status())
                .statusText(statusText(answer.status()));
        for (Map.Entry<String, String> header : answer.headers().entrySet()) {
            response.putHeader(header.getKey(), header.getValue());
        }
        response.putHeader("Content-Length", Integer.toString(answer.body().length));
        return HttpExecuteResponse.builder()
                .response(response.build())
                .responseBody(AbortableInputStream.create(new ByteArrayInputStream(answer.body())))
                .build();
    }

    private static byte[] readBody(ContentStreamProvider provider) throws IOException {
        if (provider == null) {
            return new byte[0];
        }
        try (InputStream in = provider.newStream()) {
            return in.readAllBytes();
        }
    }

    private static String statusText(int status) {
        return switch (status) {
            case 200 -> "OK";
            case 400 -> "Bad Request";
            case 404 -> "Not Found";
            case 413 -> "Request Entity Too Large";
            case 500 -> "Internal Server Error";
            case 503 -> "Service Unavailable";
            default -> HttpStatusFamily.of(status).name();
        };
    }

    @Override
    public String clientName() {
        return "KeywayLocalInProcess";
    }

    @Override
    public void close() {
        // Nothing to release: the router belongs to the database, not to this client.
    }
}
