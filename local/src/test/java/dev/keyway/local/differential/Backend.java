package dev.keyway.local.differential;

import dev.keyway.local.KeywayLocal;
import java.net.URI;
import java.nio.file.Path;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One side of the comparison: a name, an SDK client and whatever must be closed with it.
 *
 * @param name what the reports call this side
 * @param client the client requests go to
 * @param owner closed with the backend (the server or database behind the client)
 * @param crashes the Python exception behind moto's last HTTP 500, or null for Keyway Local
 */
record Backend(String name, DynamoDbClient client, AutoCloseable owner, java.util.function.Supplier<String> crashes)
        implements AutoCloseable {

    /** Sends a step and observes the answer, with the cause of a server failure where it can be read. */
    Observation run(Step step) {
        Observation observation = step.runOn(client);
        if (crashes != null && KnownMotoDeviation.serverFailure(observation)) {
            observation.crash(crashes.get());
        }
        return observation;
    }

    /** Keyway Local in memory, through its own in-process client. */
    static Backend keywayLocal() {
        KeywayLocal local = KeywayLocal.inMemory();
        return new Backend("Keyway Local", local.client(), local, null);
    }

    /** A moto server started for this run. */
    static Backend moto(String python, Path log) {
        MotoServer server = MotoServer.start(python, log);
        return new Backend("moto " + server.version(), clientOf(server.endpoint()), server, server::lastCrash);
    }

    /** A plain SDK client of an endpoint: retries off, dummy credentials, us-east-1. */
    static DynamoDbClient clientOf(URI endpoint) {
        return DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("differential", "differential")))
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry()))
                .build();
    }

    @Override
    public void close() {
        try {
            client.close();
            owner.close();
        } catch (Exception e) {
            throw new IllegalStateException("could not close " + name, e);
        }
    }
}
