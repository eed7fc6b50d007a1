package dev.keyway.local.internal.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

class ConcurrentReadersTest {

    private static final int WRITES = 2_000;

    @Test
    @Timeout(60)
    @DisplayName("Readers polling from other threads while the engine writes see every record once, in order")
    void readersWhileWriting() throws Exception {
        StreamFixture fixture = new StreamFixture();
        String arn = fixture.enable("Orders", StreamViewType.KEYS_ONLY);
        String shardId = fixture.firstShard(arn);
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<CompletableFuture<List<String>>> readers = new ArrayList<>();
            for (int r = 0; r < 3; r++) {
                String start = fixture.iterator(arn, shardId, ShardIteratorType.TRIM_HORIZON);
                readers.add(CompletableFuture.supplyAsync(() -> read(fixture, start), threads));
            }
            CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
                for (int i = 0; i < WRITES; i++) {
                    fixture.insert("Orders", "p", String.format("%06d", i), "v");
                }
                fixture.store.disable("Orders"); // closes the shard: readers reach its end
            }, threads);
            writer.get(30, TimeUnit.SECONDS);
            for (CompletableFuture<List<String>> reader : readers) {
                List<String> seen = reader.get(30, TimeUnit.SECONDS);
                assertEquals(WRITES, seen.size());
                for (int i = 0; i < WRITES; i++) {
                    assertEquals(String.format("%06d", i), seen.get(i));
                }
            }
        } finally {
            threads.shutdownNow();
            assertTrue(threads.awaitTermination(10, TimeUnit.SECONDS));
        }
    }

    private static List<String> read(StreamFixture fixture, String iterator) {
        List<String> seen = new ArrayList<>();
        while (iterator != null) {
            GetRecordsResponse page = fixture.records(iterator, 97);
            page.records().forEach(record -> seen.add(record.dynamodb().keys().get("sk").s()));
            iterator = page.nextShardIterator();
            if (page.records().isEmpty()) {
                sleepBriefly(); // as a poller does: leave the writer room
            }
        }
        return seen;
    }

    private static void sleepBriefly() {
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
