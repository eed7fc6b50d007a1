package dev.keyway.runtime.stream;

import dev.keyway.runtime.KeywayException;
import dev.keyway.runtime.RequestEvent;
import dev.keyway.runtime.internal.Requests;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TrimmedDataAccessException;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Reads one table's DynamoDB stream and hands every change, decoded, to a handler: for local
 * development (DynamoDB Local has streams), tests, and a single worker that needs no Lambda. It
 * follows the stream's shards, a parent shard to its end before its children, so the changes of
 * one item arrive in the order they happened; it saves a {@link Checkpoints checkpoint} after each
 * change its handler finished and resumes there, so delivery is at least once, as with Lambda: a
 * change whose handler failed (or whose checkpoint was lost) is delivered again. Make handlers
 * idempotent ({@link ProcessedChanges}).
 *
 * <pre>{@code
 * try (StreamReader<ShopChange> reader = StreamReader.forTable(client, streamsClient, "Shop")
 *         .build(ShopChange.DECODER, change -> change.accept(auditLog))
 *         .start()) {                                  // polls every 250 ms on a daemon thread
 *     orders.put(order);
 *     reader.awaitCaughtUp(Duration.ofSeconds(10));    // the handler has seen the put
 * }
 * }</pre>
 *
 * <p>Without {@link #start()}, {@link #poll()} reads once on the caller's thread. One reader per
 * stream and handler: it takes no lease, so two processes reading one stream each get every change.
 * For a fleet, use Lambda (see the {@code keyway-lambda} module) or the Kinesis Client Library.
 *
 * @param <C> what the changes decode into
 */
public final class StreamReader<C> implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(StreamReader.class.getName());
    private static final Duration MAX_BACKOFF = Duration.ofSeconds(30);

    private final DynamoDbStreamsClient streams;
    private final String streamArn;
    private final ChangeDecoder<C> decoder;
    private final Consumer<? super C> handler;
    private final Checkpoints checkpoints;
    private final boolean startAtLatest;
    private final Duration pollInterval;
    private final int batchSize;
    private final Consumer<RuntimeException> onError;

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition roundDone = lock.newCondition();
    private final Condition wake = lock.newCondition();
    private final Map<String, String> iterators = new HashMap<>();
    private Set<String> shardsAtStart; // for startAtLatest: the shards open when reading began
    private long roundsStarted;
    private long lastQuietRound;
    private long lastFailedRound;
    private RuntimeException lastFailure;
    private Thread worker;
    private boolean closed;

    private StreamReader(Builder builder, ChangeDecoder<C> decoder, Consumer<? super C> handler) {
        this.streams = builder.streams;
        this.streamArn = builder.streamArn;
        this.decoder = Objects.requireNonNull(decoder, "decoder");
        this.handler = Objects.requireNonNull(handler, "handler");
        this.checkpoints = builder.checkpoints;
        this.startAtLatest = builder.startAtLatest;
        this.pollInterval = builder.pollInterval;
        this.batchSize = builder.batchSize;
        this.onError = builder.onError;
    }

    /**
     * A reader of the table's current stream (its {@code LatestStreamArn}).
     *
     * @throws KeywayException when the table has no stream: declare one ({@code @Entity(stream = ...)})
     *                         before creating the table, or turn it on with UpdateTable
     */
    public static Builder forTable(DynamoDbClient client, DynamoDbStreamsClient streams, String tableName) {
        TableDescription table = Requests.of(client).describeTable(
                Requests.Context.of(tableName, "(stream)", RequestEvent.Operation.READ_STREAM),
                DescribeTableRequest.builder().tableName(tableName).build()).table();
        String arn = table.latestStreamArn();
        if (arn == null || table.streamSpecification() == null
                || !Boolean.TRUE.equals(table.streamSpecification().streamEnabled())) {
            throw new KeywayException("Table " + tableName + " has no stream. Declare one with @Entity(stream = "
                    + "StreamView.NEW_AND_OLD_IMAGES) before createTable(), or turn it on with UpdateTable.");
        }
        return new Builder(streams, arn);
    }

    /** A reader of the stream with this ARN. */
    public static Builder forStream(DynamoDbStreamsClient streams, String streamArn) {
        return new Builder(streams, streamArn);
    }

    /** The stream read. */
    public String streamArn() {
        return streamArn;
    }

    /**
     * Reads every shard once until it has nothing more, on the caller's thread, handing each change
     * to the handler and saving a checkpoint after each.
     *
     * @return how many changes were handled
     * @throws KeywayException when the handler (or decoding) failed: the change and those after it in
     *                         its shard are delivered again by the next poll
     */
    public int poll() {
        lock.lock();
        try {
            long round = ++roundsStarted;
            try {
                int handled = readRound();
                if (handled == 0) {
                    lastQuietRound = round;
                }
                return handled;
            } catch (RuntimeException e) {
                lastFailedRound = round;
                lastFailure = e;
                throw e;
            } finally {
                roundDone.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Polls on a daemon thread every poll interval until {@link #close()}; a failed round is retried with backoff. */
    public StreamReader<C> start() {
        lock.lock();
        try {
            if (closed || worker != null) {
                throw new IllegalStateException(closed ? "The reader is closed" : "The reader is already started");
            }
            worker = new Thread(this::run, "keyway-stream-reader");
            worker.setDaemon(true);
            worker.start();
            return this;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Waits until a round of reading that began after this call found no new change, so that every
     * change written before the call has been handled. Without {@link #start()} it polls on this
     * thread. DynamoDB Local records a change in the stream as it writes the item; real DynamoDB takes
     * a moment, so there this says only that the stream had nothing more when read.
     *
     * @throws KeywayException when a round after this call failed (its cause is the handler's
     *                         exception), or on timeout
     */
    public void awaitCaughtUp(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        lock.lock();
        try {
            if (worker == null) {
                while (poll() > 0) {
                    if (System.nanoTime() > deadline) {
                        throw new KeywayException("The stream reader did not catch up within " + timeout);
                    }
                }
                return;
            }
            long after = roundsStarted;
            wake.signalAll();
            while (lastQuietRound <= after) {
                if (lastFailedRound > after) {
                    throw new KeywayException("The stream handler failed: " + lastFailure.getMessage(), lastFailure);
                }
                long left = deadline - System.nanoTime();
                if (left <= 0 || closed) {
                    throw new KeywayException("The stream reader did not catch up within " + timeout, lastFailure);
                }
                roundDone.awaitNanos(left);
                wake.signalAll();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new KeywayException("Interrupted while waiting for the stream reader", e);
        } finally {
            lock.unlock();
        }
    }

    /** Stops the polling thread, if started, and waits for it. */
    @Override
    public void close() {
        Thread running;
        lock.lock();
        try {
            closed = true;
            running = worker;
            wake.signalAll();
            roundDone.signalAll();
        } finally {
            lock.unlock();
        }
        if (running != null && running != Thread.currentThread()) {
            try {
                running.join(TimeUnit.SECONDS.toMillis(30));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void run() {
        int failures = 0;
        while (true) {
            lock.lock();
            try {
                if (closed) {
                    return;
                }
                try {
                    poll();
                    failures = 0;
                } catch (RuntimeException e) {
                    failures++;
                    onError.accept(e);
                }
                if (closed) {
                    return;
                }
                long pause = failures == 0 ? pollInterval.toNanos()
                        : Math.min(MAX_BACKOFF.toNanos(), pollInterval.toNanos() << Math.min(failures, 16));
                wake.awaitNanos(pause);
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.ERROR, "Stream reader stopped on " + streamArn, e);
                return;
            } finally {
                lock.unlock();
            }
        }
    }

    /** Every shard not yet read to its end, parents before children, each until it has nothing more. */
    private int readRound() {
        Map<String, Shard> shards = describeShards();
        if (shardsAtStart == null) {
            shardsAtStart = new HashSet<>(shards.keySet());
        }
        Set<String> readThisRound = new HashSet<>();
        int handled = 0;
        boolean progress = true;
        while (progress) {
            progress = false;
            for (Shard shard : shards.values()) {
                String id = shard.shardId();
                if (readThisRound.contains(id)) {
                    continue;
                }
                if (!iterators.containsKey(id) && checkpoints.finished(streamArn, id)) {
                    continue; // a shard this reader is reading (it holds its iterator) is open: no need to ask
                }
                String parent = shard.parentShardId();
                if (parent != null && shards.containsKey(parent) && !checkpoints.finished(streamArn, parent)) {
                    continue; // the parent holds this shard's items' earlier changes: read it to its end first
                }
                readThisRound.add(id);
                handled += readShard(id);
                progress = true;
            }
        }
        return handled;
    }

    private Map<String, Shard> describeShards() {
        Map<String, Shard> shards = new LinkedHashMap<>();
        String start = null;
        do {
            String exclusiveStart = start;
            DescribeStreamResponse response = streams.describeStream(request -> request.streamArn(streamArn)
                    .exclusiveStartShardId(exclusiveStart));
            response.streamDescription().shards().forEach(shard -> shards.put(shard.shardId(), shard));
            start = response.streamDescription().lastEvaluatedShardId();
        } while (start != null);
        return shards;
    }

    private int readShard(String shardId) {
        int handled = 0;
        String iterator = iterators.remove(shardId);
        if (iterator == null) {
            iterator = newIterator(shardId);
        }
        while (iterator != null) {
            GetRecordsResponse response;
            try {
                String current = iterator;
                response = streams.getRecords(request -> request.shardIterator(current).limit(batchSize));
            } catch (ExpiredIteratorException expired) {
                iterator = newIterator(shardId);
                continue;
            } catch (TrimmedDataAccessException trimmed) {
                LOG.log(System.Logger.Level.WARNING, "Shard " + shardId + " of " + streamArn
                        + " was trimmed past the checkpoint: changes were lost; reading on from the oldest left");
                iterator = streams.getShardIterator(request -> request.streamArn(streamArn).shardId(shardId)
                        .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
                continue;
            }
            for (Record record : response.records()) {
                deliver(shardId, record);
                handled++;
            }
            iterator = response.nextShardIterator();
            if (response.records().isEmpty() && iterator != null) {
                iterators.put(shardId, iterator); // an open shard with nothing more for now
                return handled;
            }
        }
        checkpoints.finish(streamArn, shardId); // closed and read to its end
        return handled;
    }

    private void deliver(String shardId, Record record) {
        C change;
        try {
            change = decoder.decode(record);
            handler.accept(change);
        } catch (RuntimeException e) {
            throw new KeywayException("The handler of " + streamArn + " failed on change " + record.eventID()
                    + " (shard " + shardId + ", sequence number " + sequenceNumber(record)
                    + "); it is delivered again with the changes after it: " + e, e);
        }
        checkpoints.save(streamArn, shardId, sequenceNumber(record));
    }

    private static String sequenceNumber(Record record) {
        return record.dynamodb() == null ? null : record.dynamodb().sequenceNumber();
    }

    private String newIterator(String shardId) {
        var last = checkpoints.last(streamArn, shardId);
        if (last.isPresent()) {
            return streams.getShardIterator(request -> request.streamArn(streamArn).shardId(shardId)
                    .shardIteratorType(ShardIteratorType.AFTER_SEQUENCE_NUMBER).sequenceNumber(last.get())).shardIterator();
        }
        ShardIteratorType type = startAtLatest && shardsAtStart.contains(shardId)
                ? ShardIteratorType.LATEST : ShardIteratorType.TRIM_HORIZON;
        return streams.getShardIterator(request -> request.streamArn(streamArn).shardId(shardId)
                .shardIteratorType(type)).shardIterator();
    }

    /** How a reader reads: checkpoints, where it starts, how often it polls. */
    public static final class Builder {

        private final DynamoDbStreamsClient streams;
        private final String streamArn;
        private Checkpoints checkpoints = Checkpoints.inMemory();
        private boolean startAtLatest;
        private Duration pollInterval = Duration.ofMillis(250);
        private int batchSize = 1000;
        private Consumer<RuntimeException> onError = e -> LOG.log(System.Logger.Level.WARNING, e.getMessage(), e);

        private Builder(DynamoDbStreamsClient streams, String streamArn) {
            this.streams = Objects.requireNonNull(streams, "streams");
            this.streamArn = Objects.requireNonNull(streamArn, "streamArn");
        }

        /** Where positions are kept; in memory by default. */
        public Builder checkpoints(Checkpoints checkpoints) {
            this.checkpoints = Objects.requireNonNull(checkpoints, "checkpoints");
            return this;
        }

        /**
         * Starts shards that have no checkpoint at their newest change instead of their oldest
         * (DynamoDB keeps 24 hours): changes written before the first poll are skipped.
         */
        public Builder startAtLatest() {
            this.startAtLatest = true;
            return this;
        }

        /** How long a started reader waits between rounds that found nothing; 250 ms by default. */
        public Builder pollInterval(Duration interval) {
            if (interval.isNegative() || interval.isZero()) {
                throw new IllegalArgumentException("The poll interval must be positive: " + interval);
            }
            this.pollInterval = interval;
            return this;
        }

        /** How many records one GetRecords reads, 1 to 1000 (the default). */
        public Builder batchSize(int records) {
            if (records < 1 || records > 1000) {
                throw new IllegalArgumentException("GetRecords reads 1 to 1000 records, not " + records);
            }
            this.batchSize = records;
            return this;
        }

        /** What a started reader does with a failed round before retrying it; logs a warning by default. */
        public Builder onError(Consumer<RuntimeException> onError) {
            this.onError = Objects.requireNonNull(onError, "onError");
            return this;
        }

        /** The reader, handing each change {@code decoder} makes of a record to {@code handler}. */
        public <C> StreamReader<C> build(ChangeDecoder<C> decoder, Consumer<? super C> handler) {
            return new StreamReader<>(this, decoder, handler);
        }
    }
}
