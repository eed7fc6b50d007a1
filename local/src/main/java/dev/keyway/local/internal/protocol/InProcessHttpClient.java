package dev.keyway.local.internal.protocol;

import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.SdkHttpClient;

/** An SDK HTTP client that hands each request to a {@link Router} in this JVM instead of the network. */
public final class InProcessHttpClient implements SdkHttpClient {

    public InProcessHttpClient(Router router) {
    }

    @Override
    public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    @Override
    public void close() {
    }
}
