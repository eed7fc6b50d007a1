package dev.keyway.it.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.keyway.it.commentstream.Comment;
import dev.keyway.it.commentstream.CommentRepository;
import dev.keyway.it.commentstream.CommentsChange;
import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import dev.keyway.runtime.stream.Checkpoints;
import dev.keyway.runtime.stream.StreamReader;
import dev.keyway.runtime.stream.TableCheckpoints;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Issue #24 §1 for stream jobs: seeded faults at every request a {@link StreamReader} with
 * {@link TableCheckpoints} makes (throttles, 500s, 503s and time-outs on DescribeStream,
 * GetShardIterator and GetRecords; on the checkpoint table's GetItem and UpdateItem, including
 * 503s after the write was applied), a handler that fails now and then, restarts, and shards rolled
 * while it reads (three open shards, two generations). Over every seed: every change is handled at
 * least once; the first handling of an item's changes follows their order; no reader hands an
 * item's changes on out of order or twice; and no checkpoint is ever saved, nor a shard marked
 * finished, past a change that was not handled.
 *
 * <p>The SDK clients here do not retry, so that every fault reaches the reader. The build runs
 * {@value #SHORT_RUN} seeds; {@code -Dkeyway.streamFaultSeeds=200} runs a long one.
 */
class StreamReaderFaultTest {

    static final int SHORT_RUN = 12;
    private static final String CHECKPOINTS = "ReaderCheckpoints";
    private static final Instant MAY_1 = Instant.parse("2024-05-01T10:00:00Z");
    private static final int ITEMS = 12;

    private static KeywayLocal local;
    private CommentRepository comments;
    private static DynamoDbClient faultyClient;
    private static DynamoDbStreamsClient faultyStreams;

    @BeforeAll
    static void start() {
        local = KeywayLocal.builder().streamShards(3).start();
        local.startServer();
        ClientOverrideConfiguration noRetries = ClientOverrideConfiguration.builder()
                .retryStrategy(AwsRetryStrategy.doNotRetry()).apiCallTimeout(Duration.ofMillis(100)).build();
        StaticCredentialsProvider credentials = StaticCredentialsProvider.create(AwsBasicCredentials.create("k", "k"));
        faultyClient = DynamoDbClient.builder().endpointOverride(local.endpoint()).region(KeywayLocal.REGION)
                .credentialsProvider(credentials).httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(noRetries).build();
        faultyStreams = DynamoDbStreamsClient.builder().endpointOverride(local.endpoint()).region(KeywayLocal.REGION)
                .credentialsProvider(credentials).httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(noRetries).build();
    }

    @AfterAll
    static void stop() {
        faultyClient.close();
        faultyStreams.close();
        local.close();
    }

    static LongStream seeds() {
        return LongStream.rangeClosed(1, Long.getLong("keyway.streamFaultSeeds", SHORT_RUN));
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void everyChangeIsHandledAndNoCheckpointPassesAnUnhandledOne(long seed) {
        String streamArn = freshTables();

        Random random = new Random(seed);
        addFaults(seed);
        Run run = new Run(seed, streamArn);

        for (int version = 1; version <= 3; version++) {
            for (int id = 0; id < ITEMS; id++) {
                if (version == 3 && id % 4 == 0) {
                    comments.delete("p" + (id % 3), "c" + id);
                } else {
                    comments.put(new Comment("p" + (id % 3), "c" + id, version, "en", MAY_1, "v" + version));
                }
            }
            for (int i = 0; i < 3; i++) {
                run.pollOrRestart(random);
            }
            if (version < 3) {
                local.rollStreamShards("Comments");
            }
        }
        local.faults().clear();
        Map<String, List<Record>> stream = everyRecord(streamArn);
        addFaults(seed + 1_000_000);
        int total = stream.values().stream().mapToInt(List::size).sum();
        assertEquals(ITEMS * 3, total, "the stream holds every change written");
        for (int polls = 0; !run.handled.keySet().containsAll(sequenceNumbers(stream)); polls++) {
            if (polls > 3000) {
                fail("seed " + seed + ": changes still unhandled after 3000 polls");
            }
            run.pollOrRestart(random);
        }
        run.reader.close();
        local.faults().clear();
        run.check(stream);
    }

    /** The same faults on a started reader: awaitCaughtUp waits through them, and then every change was handled. */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void aStartedReaderCatchesUpThroughTheFaults(long seed) {
        String streamArn = freshTables();
        for (int id = 0; id < ITEMS; id++) {
            comments.put(new Comment("p" + (id % 3), "c" + id, 1, "en", MAY_1, "v1"));
            comments.put(new Comment("p" + (id % 3), "c" + id, 2, "en", MAY_1, "v2"));
        }
        Set<String> expected = sequenceNumbers(everyRecord(streamArn));
        addFaults(seed);
        Run run = new Run(seed, streamArn);
        try (StreamReader<CommentsChange> started = run.reader.start()) {
            started.awaitCaughtUp(Duration.ofSeconds(60));
        }
        local.faults().clear();
        assertEquals(expected, run.handled.keySet(), "seed " + seed + ": every change handled");
        assertEquals(List.of(), run.violations, "seed " + seed);
    }

    /** Faults at every request the reader and its checkpoints make, drawn from the seed. */
    /**
     * Empty tables with no fault: the comments (with their stream) and the readers' checkpoints.
     *
     * @return the comments' stream ARN
     */
    private String freshTables() {
        local.faults().clear();
        local.deleteAllTables();
        comments = new CommentRepository(local.client());
        comments.createTable();
        new TableCheckpoints(local.client(), CHECKPOINTS, "faults").createTable();
        return local.client().describeTable(request -> request.tableName("Comments")).table().latestStreamArn();
    }

    private static void addFaults(long seed) {
        local.faults().reseed(seed)
                .add(Fault.throttling().on("DescribeStream", "GetShardIterator", "GetRecords").probability(0.12))
                .add(Fault.internalError().on("DescribeStream", "GetRecords").probability(0.08))
                .add(Fault.latency(Duration.ofMillis(150)).on("GetRecords").probability(0.02))
                .add(Fault.requestThrottling().on("GetItem").onTable(CHECKPOINTS).probability(0.15))
                .add(Fault.internalError().on("UpdateItem").onTable(CHECKPOINTS).probability(0.08))
                .add(Fault.serviceUnavailable().on("UpdateItem").onTable(CHECKPOINTS).probability(0.12).afterApplying());
    }

    /** One seed's readers, restarted now and then, and what they handled and saved. */
    private static final class Run {
        final long seed;
        final String streamArn;
        final Random handlerFailures;
        /** Sequence number -> the order in which it was first handled. */
        final Map<String, Integer> handled = new LinkedHashMap<>();
        final List<String> violations = new ArrayList<>();
        final List<Claim> claims = new ArrayList<>();
        Map<String, BigInteger> lastOfItemThisReader = new HashMap<>();
        StreamReader<CommentsChange> reader;

        Run(long seed, String streamArn) {
            this.seed = seed;
            this.streamArn = streamArn;
            this.handlerFailures = new Random(~seed);
            this.reader = newReader();
        }

        StreamReader<CommentsChange> newReader() {
            lastOfItemThisReader = new HashMap<>();
            Checkpoints recorded = new RecordingCheckpoints(new TableCheckpoints(faultyClient, CHECKPOINTS, "faults"));
            Consumer<CommentsChange> handler = change -> {
                if (handlerFailures.nextInt(10) == 0) {
                    throw new IllegalStateException("the handler's own failure");
                }
                String item = change.event().keys().get("PK").s() + "|" + change.event().keys().get("SK").s();
                BigInteger sequence = new BigInteger(change.event().sequenceNumber());
                BigInteger last = lastOfItemThisReader.put(item, sequence);
                if (last != null && last.compareTo(sequence) >= 0) {
                    violations.add("one reader handed " + item + " on at " + sequence + " after " + last);
                }
                handled.putIfAbsent(change.event().sequenceNumber(), handled.size());
            };
            return StreamReader.forStream(faultyStreams, streamArn).checkpoints(recorded).batchSize(5)
                    .pollInterval(Duration.ofMillis(10)).onError(failure -> { }).build(CommentsChange.DECODER, handler);
        }

        void pollOrRestart(Random random) {
            try {
                reader.poll();
            } catch (RuntimeException expected) {
                // a fault, or the handler's failure: the next poll goes on
            }
            if (random.nextInt(6) == 0) {
                reader.close();
                reader = newReader();                     // a new process: nothing kept in memory
            }
        }

        void check(Map<String, List<Record>> stream) {
            assertEquals(List.of(), violations, "seed " + seed);
            Map<String, List<Record>> byItem = new HashMap<>();
            stream.values().forEach(records -> records.forEach(record -> byItem.computeIfAbsent(
                    record.dynamodb().keys().toString(), item -> new ArrayList<>()).add(record)));
            byItem.forEach((item, records) -> {
                records.sort((a, b) -> sequence(a).compareTo(sequence(b)));
                List<Integer> firstHandled = records.stream().map(r -> handled.get(r.dynamodb().sequenceNumber())).toList();
                List<Integer> sorted = new ArrayList<>(firstHandled);
                sorted.sort(null);
                assertEquals(sorted, firstHandled, "seed " + seed + ": the changes of " + item + " first handled in order");
            });
            assertTrue(claims.size() > 0, "seed " + seed + ": some checkpoint was saved");
            for (Claim claim : claims) {
                for (Record record : stream.get(claim.shardId)) {
                    boolean covered = claim.sequenceNumber == null
                            || sequence(record).compareTo(new BigInteger(claim.sequenceNumber)) <= 0;
                    if (covered && !claim.handledThen.contains(record.dynamodb().sequenceNumber())) {
                        fail("seed " + seed + ": " + (claim.sequenceNumber == null ? "shard " + claim.shardId
                                + " marked finished" : "checkpoint " + claim.sequenceNumber + " saved")
                                + " before change " + record.dynamodb().sequenceNumber() + " was handled");
                    }
                }
            }
            TableCheckpoints stored = new TableCheckpoints(local.client(), CHECKPOINTS, "faults");
            stream.forEach((shardId, records) -> stored.last(streamArn, shardId).ifPresent(checkpoint -> assertTrue(
                    records.stream().anyMatch(record -> record.dynamodb().sequenceNumber().equals(checkpoint)),
                    "seed " + seed + ": a stored checkpoint is a change of its shard")));
        }

        /** Records what each save and finish claims was handled, before it is sent (it may be applied and fail). */
        private final class RecordingCheckpoints implements Checkpoints {
            private final Checkpoints delegate;

            RecordingCheckpoints(Checkpoints delegate) {
                this.delegate = delegate;
            }

            @Override
            public Optional<String> last(String streamArn, String shardId) {
                return delegate.last(streamArn, shardId);
            }

            @Override
            public void save(String streamArn, String shardId, String sequenceNumber) {
                claims.add(new Claim(shardId, sequenceNumber, new HashSet<>(handled.keySet())));
                delegate.save(streamArn, shardId, sequenceNumber);
            }

            @Override
            public boolean finished(String streamArn, String shardId) {
                return delegate.finished(streamArn, shardId);
            }

            @Override
            public void finish(String streamArn, String shardId) {
                claims.add(new Claim(shardId, null, new HashSet<>(handled.keySet())));
                delegate.finish(streamArn, shardId);
            }
        }
    }

    /** A checkpoint saved (or, without a sequence number, a shard marked finished) and what was handled then. */
    private record Claim(String shardId, String sequenceNumber, Set<String> handledThen) {
    }

    private static BigInteger sequence(Record record) {
        return new BigInteger(record.dynamodb().sequenceNumber());
    }

    private static Set<String> sequenceNumbers(Map<String, List<Record>> stream) {
        Set<String> numbers = new HashSet<>();
        stream.values().forEach(records -> records.forEach(record -> numbers.add(record.dynamodb().sequenceNumber())));
        return numbers;
    }

    /** Every record of every shard, read without faults. */
    private static Map<String, List<Record>> everyRecord(String streamArn) {
        DynamoDbStreamsClient clean = local.streamsClient();
        Map<String, List<Record>> records = new LinkedHashMap<>();
        String start = null;
        List<Shard> shards = new ArrayList<>();
        do {
            String exclusiveStart = start;
            var description = clean.describeStream(request -> request.streamArn(streamArn)
                    .exclusiveStartShardId(exclusiveStart)).streamDescription();
            shards.addAll(description.shards());
            start = description.lastEvaluatedShardId();
        } while (start != null);
        for (Shard shard : shards) {
            List<Record> ofShard = new ArrayList<>();
            String iterator = clean.getShardIterator(request -> request.streamArn(streamArn).shardId(shard.shardId())
                    .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
            while (iterator != null) {
                String current = iterator;
                var page = clean.getRecords(request -> request.shardIterator(current));
                ofShard.addAll(page.records());
                iterator = page.records().isEmpty() ? null : page.nextShardIterator();
            }
            records.put(shard.shardId(), ofShard);
        }
        return records;
    }
}
