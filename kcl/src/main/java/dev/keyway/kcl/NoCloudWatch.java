package dev.keyway.kcl;

import software.amazon.awssdk.services.cloudwatch.CloudWatchAsyncClient;

/**
 * The CloudWatch client KCL's configuration requires, for a worker whose metrics are off or go to a
 * {@code MetricsFactory} of one's own: every operation is the interface's default, which throws, so no
 * CloudWatch request can be made and no HTTP client is built.
 */
final class NoCloudWatch implements CloudWatchAsyncClient {

    @Override
    public String serviceName() {
        return SERVICE_NAME;
    }

    @Override
    public void close() {
    }
}
