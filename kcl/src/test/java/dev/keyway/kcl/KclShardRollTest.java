package dev.keyway.kcl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.kcl.shop.Counter;
import dev.keyway.kcl.shop.CounterCopyRepository;
import dev.keyway.kcl.shop.CounterProjection;
import dev.keyway.kcl.shop.CounterRepository;
import dev.keyway.kcl.shop.CountersChange;
import dev.keyway.local.KeywayLocal;
import dev.keyway.runtime.stream.ProcessedChanges;
import java.time.Duration;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * A stream's shards closed while a KCL worker reads them, and children opened (Keyway Local's
 * {@code rollStreamShards}, as DynamoDB closes shards and opens new ones): the worker reads each parent to its
 * end, checkpoints it, and goes on with the children, every item's changes applied once and in order.
 */
class KclShardRollTest {

    private static final int COUNTERS = 6;

    @Test
    void aWorkerFollowsClosedShardsIntoTheirChildren() throws Exception {
        try (KeywayLocal local = KeywayLocal.builder().streamShards(2).start();
             DynamoDbAsyncClient leases = DynamoDbAsyncClient.builder().endpointOverride(local.startServer())
                     .region(KeywayLocal.REGION).credentialsProvider(StaticCredentialsProvider.create(
                             AwsBasicCredentials.create("local", "local"))).build()) {
            CounterRepository counters = new CounterRepository(local.client());
            counters.createTable();
            new CounterCopyRepository(local.client()).createTable();
            ProcessedChanges processed = new ProcessedChanges(local.client(), "CounterMarkers", "rolled");
            processed.createTable();
            CounterProjection projection = new CounterProjection(local.client(), processed);
            writeVersions(counters, 1, 3);
            try (KclStreamWorker<CountersChange> worker = KclStreamWorker.forTable(leases, local.streamsClient(), "Counters")
                    .applicationName("rolled").workerId("w").failoverTime(Duration.ofSeconds(3))
                    .pollInterval(Duration.ofMillis(100))
                    .coordinator(config -> config.parentShardPollIntervalMillis(300).shardConsumerDispatchPollIntervalMillis(200))
                    .build(CountersChange.DECODER, projection).start()) {
                awaitApplied(projection, COUNTERS * 3);
                local.rollStreamShards("Counters");          // the shards being read close; children open
                writeVersions(counters, 4, 6);               // into the children
                awaitApplied(projection, COUNTERS * 6);
                assertEquals(COUNTERS * 6, applied(projection), "worker " + worker.workerId() + " applied every change");
            }
            for (int i = 0; i < COUNTERS; i++) {
                assertEquals(LongStream.rangeClosed(1, 6).boxed().toList(), projection.applied.get("c" + i),
                        "counter c" + i + ": the parent's versions, then the child's");
            }
        }
    }

    private static int applied(CounterProjection projection) {
        return projection.applied.values().stream().mapToInt(List::size).sum();
    }

    private static void awaitApplied(CounterProjection projection, int changes) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofMinutes(4).toNanos(); // KCL is slow to start on a busy machine
        while (System.nanoTime() < deadline && applied(projection) < changes) {
            Thread.sleep(100);
        }
    }

    private static void writeVersions(CounterRepository counters, long from, long to) {
        for (long version = from; version <= to; version++) {
            for (int i = 0; i < COUNTERS; i++) {
                counters.put(new Counter("c" + i, version));
            }
        }
    }
}
