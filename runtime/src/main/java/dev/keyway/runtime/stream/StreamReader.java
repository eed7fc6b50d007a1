package dev.keyway.runtime.stream;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.request.Requests;
import java.time.Duration;
import java.util.ArrayList;
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
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Reads one table's DynamoDB stream and hands every change, decoded, to a handler: for local
 * development (Keyway Local has streams), tests, and a single worker that needs no Lambda. It
 * follows the stream's shards, a parent shard to its end before its children, and issues
 * {@code DescribeStream}, {@code GetShardIterator} and {@code GetRecords}.
 *
 * <p><b>Order.</b> The changes of one item (one primary key) reach the handler in the order they
 * happened. A change whose handler threw is retried on its own schedule (after the poll interval,
 * then twice as long after each further failure, up to 30 seconds) and holds back only the later
 * changes of its item; the other items' changes go on, until 1,000 changes of its shard were read
 * past it (then the shard waits for it).
 *
 * <p><b>Checkpoints.</b> A shard's {@link Checkpoints checkpoint} moves over the changes handled
 * in shard order and never past one that was not: a failed change, or a request that failed
 * (throttled, 5xx, timed out) leaves it where it was, and the reader goes on from there. Delivery is
 * at least once, as with Lambda: a reader started again resumes after the checkpoint, so the
 * changes handled after a failed one are delivered again. Make handlers idempotent
 * ({@link ProcessedChanges}).
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
 * <p>Without {@link #start()}, {@link #poll()} reads once on the caller's thread. A round reads at
 * most {@code batchSize} changes of each shard, and {@link #close()} stops a round between two
 * changes. One reader per stream and handler: it takes no lease, so two processes reading one
 * stream each get every change. For a fleet, use Lambda (see the {@code keyway-lambda} module) or
 * the Kinesis Client Library.
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
    private final int maxAttempts;
    private final Consumer<RuntimeException> onError;
    private final ShardRequests requests;

    /** Held through a round: rounds run one at a time, and only they touch the shards' windows. */
    private final ReentrantLock roundLock = new ReentrantLock();
    private final Map<String, ShardWindow> windows = new LinkedHashMap<>();
    private Set<String> shardsAtStart; // for startAtLatest: the shards open when reading began

    /** Never held during a request: what awaitCaughtUp and close need to see. */
    private final ReentrantLock stateLock = new ReentrantLock();
    private final Condition roundEnded = stateLock.newCondition();
    private final Condition wake = stateLock.newCondition();
    private long roundsStarted;
    private long lastCaughtUpRound;
    private long lastFailedRound;
    private RuntimeException lastFailure;
    private ChangeFailedException gaveUp;
    private boolean woken;
    private volatile Thread worker; // written under the state lock
    private volatile boolean closed;

    private StreamReader(Builder builder, ChangeDecoder<C> decoder, Consumer<? super C> handler) {
        this.streams = builder.streams;
        this.streamArn = builder.streamArn;
        this.decoder = Objects.requireNonNull(decoder, "decoder");
        this.handler = Objects.requireNonNull(handler, "handler");
        this.checkpoints = builder.checkpoints;
        this.startAtLatest = builder.startAtLatest;
        this.pollInterval = builder.pollInterval;
        this.batchSize = builder.batchSize;
        this.maxAttempts = builder.maxAttempts;
        this.onError = builder.onError;
        this.requests = new ShardRequests(streams, streamArn, checkpoints, startAtLatest);
    }

    /**
     * A reader of the table's current stream (its {@code LatestStreamArn}), found with one {@code DescribeTable}.
     *
     * @throws KeywayException when the table has no stream: declare one ({@code @Entity(stream = ...)})
     *                         before creating the table, or turn it on with UpdateTable
     */
    public static Builder forTable(DynamoDbClient client, DynamoDbStreamsClient streams, String tableName) {
        String arn = ShardRequests.latestStreamArn(client, tableName);
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
     * One round on the caller's thread: reads up to {@code batchSize} changes of each shard it may
     * read, hands each to the handler and moves the checkpoints over what was handled. Every change
     * waiting for a retry is tried again, whatever its schedule (the caller's polls are the schedule).
     *
     * @return how many changes were handled
     * @throws ChangeFailedException when the handler (or decoding) failed on a change: the round went
     *                               on with the other items' changes; that change and the later ones
     *                               of its item are tried again by the next poll. With
     *                               {@link ChangeFailedException#gaveUp()}, the reader has stopped
     * @throws KeywayException        (or the SDK's exception) when a request failed: the checkpoints
     *                               stay at what was handled, and the next poll goes on from there
     * @throws IllegalStateException  when the reader is closed
     */
    public int poll() {
        roundLock.lock();
        try {
            if (closed) {
                throw new IllegalStateException("The stream reader of " + streamArn + " is closed");
            }
            ReadRound round = round(true);
            if (!round.failures.isEmpty()) {
                ChangeFailedException first = round.failures.get(0);
                round.failures.subList(1, round.failures.size()).forEach(first::addSuppressed);
                throw first;
            }
            return round.handled;
        } finally {
            roundLock.unlock();
        }
    }

    /**
     * Reads on a daemon thread until {@link #close()}: rounds follow one another while there is more
     * to read, else every poll interval (or sooner, when a change's retry is due). A round whose
     * request failed is retried after the poll interval, twice as long after each further failed
     * round, up to 30 seconds; a round that succeeds resets that.
     */
    public StreamReader<C> start() {
        stateLock.lock();
        try {
            if (closed || worker != null) {
                throw new IllegalStateException(closed ? "The reader is closed" : "The reader is already started");
            }
            worker = new Thread(this::run, "keyway-stream-reader");
            worker.setDaemon(true);
            worker.start();
            return this;
        } finally {
            stateLock.unlock();
        }
    }

    /**
     * Waits until a round that began after this call ended with every change handled: each shard
     * read until it had nothing more, and no change waiting for a retry. So every change written
     * before the call has been handled, retries included. Without {@link #start()} it runs the
     * rounds on this thread. Keyway Local records a change in the stream as it writes the item;
     * real DynamoDB takes a moment, so there this says only that the stream had nothing more when read.
     *
     * @throws ChangeFailedException when the reader gave up on a change (its {@code maxAttempts})
     * @throws KeywayException       on timeout (its cause the last failure since the call, if any:
     *                               a handler's exception or a failed request), or when the reader
     *                               is closed before it caught up
     */
    public void awaitCaughtUp(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        if (worker != null) {
            awaitWorker(timeout, deadline);
        } else {
            catchUpHere(timeout, deadline);
        }
    }

    /** Stops the reader, between two changes or two requests, and waits for its thread, if started. */
    @Override
    public void close() {
        Thread running;
        stateLock.lock();
        try {
            closed = true;
            running = worker;
            wake.signalAll();
            roundEnded.signalAll();
        } finally {
            stateLock.unlock();
        }
        if (running != null && running != Thread.currentThread()) {
            try {
                running.join(TimeUnit.SECONDS.toMillis(30));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void awaitWorker(Duration timeout, long deadline) {
        stateLock.lock();
        try {
            long after = roundsStarted;
            woken = true;
            wake.signalAll();
            while (lastCaughtUpRound <= after) {
                if (gaveUp != null) {
                    throw gaveUp;
                }
                if (closed) {
                    throw closedBeforeCaughtUp(failureSince(after));
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw timedOut(timeout, failureSince(after));
                }
                roundEnded.awaitNanos(left);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new KeywayException("Interrupted while waiting for the stream reader", e);
        } finally {
            stateLock.unlock();
        }
    }

    private void catchUpHere(Duration timeout, long deadline) {
        roundLock.lock();
        try {
            int failedRounds = 0;
            RuntimeException failure = null;
            while (true) {
                if (closed) {
                    throw closedBeforeCaughtUp(failure);
                }
                ReadRound round = null;
                try {
                    round = round(false);
                    failedRounds = 0;
                    if (round.caughtUp) {
                        return;
                    }
                    if (!round.failures.isEmpty()) {
                        failure = round.failures.get(round.failures.size() - 1);
                    }
                } catch (ChangeFailedException stopped) {
                    throw stopped;
                } catch (RuntimeException requestFailed) {
                    failure = requestFailed;
                    failedRounds++;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw timedOut(timeout, failure);
                }
                long pause = Math.min(left, round == null ? backoff(failedRounds) : round.pauseNanos(pollInterval));
                if (pause > 0) {
                    TimeUnit.NANOSECONDS.sleep(pause);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new KeywayException("Interrupted while waiting for the stream reader", e);
        } finally {
            roundLock.unlock();
        }
    }

    private KeywayException closedBeforeCaughtUp(RuntimeException failure) {
        return new KeywayException("The stream reader of " + streamArn + " was closed before it caught up", failure);
    }

    private KeywayException timedOut(Duration timeout, RuntimeException failure) {
        return new KeywayException("The stream reader of " + streamArn + " did not catch up within " + timeout
                + (failure == null ? "" : "; the last failure: " + failure.getMessage()), failure);
    }

    private RuntimeException failureSince(long round) {
        return lastFailedRound > round ? lastFailure : null;
    }

    private void run() {
        int failedRounds = 0;
        while (!closed) {
            ReadRound round = null;
            roundLock.lock();
            try {
                if (closed) {
                    return;
                }
                round = round(false);
                failedRounds = 0;
            } catch (ChangeFailedException stopped) {
                report(stopped);
                LOG.log(System.Logger.Level.ERROR, "Stream reader stopped on " + streamArn, stopped);
                return;
            } catch (RuntimeException requestFailed) {
                failedRounds++;
                report(requestFailed);
            } finally {
                roundLock.unlock();
            }
            if (round != null) {
                round.failures.forEach(this::report);
            }
            if (!pause(round == null ? backoff(failedRounds) : round.pauseNanos(pollInterval))) {
                return;
            }
        }
    }

    private void report(RuntimeException failure) {
        try {
            onError.accept(failure);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "The onError of the stream reader of " + streamArn + " threw", e);
        }
    }

    /** Waits up to {@code nanos}, or until awaitCaughtUp wakes the reader. @return false once closed */
    private boolean pause(long nanos) {
        stateLock.lock();
        try {
            long left = nanos;
            while (!closed && !woken && left > 0) {
                left = wake.awaitNanos(left);
            }
            woken = false;
            return !closed;
        } catch (InterruptedException e) {
            return false;
        } finally {
            stateLock.unlock();
        }
    }

    /** The poll interval, doubled after each further failure, up to 30 seconds. */
    private long backoff(int failures) {
        return Math.min(MAX_BACKOFF.toNanos(), pollInterval.toNanos() << Math.min(Math.max(failures - 1, 0), 20));
    }

    /** A round, with its bookkeeping for awaitCaughtUp; the caller holds the round lock. */
    private ReadRound round(boolean ignoreSchedule) {
        ReadRound round;
        stateLock.lock();
        try {
            if (gaveUp != null) {
                throw gaveUp;
            }
            round = new ReadRound(++roundsStarted);
        } finally {
            stateLock.unlock();
        }
        RuntimeException failed = null;
        try {
            readRound(round, ignoreSchedule);
            round.caughtUp = !closed && !round.more && windows.values().stream().allMatch(ShardWindow::isEmpty);
            for (ShardWindow window : windows.values()) {
                Long next = window.nextRetryNanos();
                if (next != null && (round.nextRetryNanos == null || next - round.nextRetryNanos < 0)) {
                    round.nextRetryNanos = next;
                }
            }
            return round;
        } catch (RuntimeException e) {
            failed = e;
            throw e;
        } finally {
            stateLock.lock();
            try {
                if (round.caughtUp) {
                    lastCaughtUpRound = Math.max(lastCaughtUpRound, round.number);
                }
                RuntimeException failure = failed != null ? failed
                        : round.failures.isEmpty() ? null : round.failures.get(round.failures.size() - 1);
                if (failure != null) {
                    lastFailure = failure;
                    lastFailedRound = round.number;
                }
                if (failed instanceof ChangeFailedException stop && stop.gaveUp()) {
                    gaveUp = stop;
                }
                roundEnded.signalAll();
            } finally {
                stateLock.unlock();
            }
        }
    }

    /** Every shard it may read (its parent finished), parents before children. */
    private void readRound(ReadRound round, boolean ignoreSchedule) {
        Map<String, Shard> shards = requests.describeShards();
        if (shardsAtStart == null) {
            shardsAtStart = new HashSet<>(shards.keySet());
            requests.startAtLatestOf(shardsAtStart);
        }
        Set<String> readThisRound = new HashSet<>();
        boolean progress = true;
        while (progress && !closed) {
            progress = false;
            for (Shard shard : shards.values()) {
                String id = shard.shardId();
                if (closed || readThisRound.contains(id)) {
                    continue;
                }
                if (!windows.containsKey(id) && checkpoints.finished(streamArn, id)) {
                    continue; // a shard this reader is reading (it holds its window) is open: no need to ask
                }
                String parent = shard.parentShardId();
                if (parent != null && shards.containsKey(parent) && !checkpoints.finished(streamArn, parent)) {
                    continue; // the parent holds this shard's items' earlier changes: it must be done first
                }
                readThisRound.add(id);
                readShard(windows.computeIfAbsent(id, ShardWindow::new), round, ignoreSchedule);
                progress = true;
            }
        }
    }

    /**
     * Retries what is due, then reads up to {@code batchSize} records of the shard (fewer if its
     * window is full), handing each on; a shard read to its end with every change handled is finished.
     */
    private void readShard(ShardWindow shard, ReadRound round, boolean ignoreSchedule) {
        requests.saveCheckpoint(shard);
        offer(shard, round, ignoreSchedule);
        int read = 0;
        while (!closed && !shard.ended && read < batchSize && shard.room() > 0) {
            List<Record> records = requests.getRecords(shard, Math.min(batchSize - read, shard.room()));
            if (records.isEmpty()) {
                break; // nothing more for now (or the shard ended)
            }
            read += records.size();
            records.forEach(shard::add);
            offer(shard, round, ignoreSchedule);
        }
        if (!shard.ended && read >= batchSize) {
            round.more = true; // a full window is not "more": it waits for a retry, not for the next round
        }
        if (!closed && shard.done()) {
            requests.finish(shard);
            windows.remove(shard.shardId);
        }
    }

    /** Hands the changes that may be tried now to the handler, moving the checkpoint after each handled one. */
    private void offer(ShardWindow shard, ReadRound round, boolean ignoreSchedule) {
        shard.offer(round.number, System.nanoTime(), ignoreSchedule, entry -> {
            if (!handle(shard, entry, round)) {
                return false;
            }
            String handled = shard.takeHandledPrefix();
            if (handled != null) {
                shard.unsaved = handled;
                requests.saveCheckpoint(shard);
            }
            return true;
        }, () -> closed);
    }

    /** @return whether the handler took the change; a failure is recorded in the round, and retried later */
    private boolean handle(ShardWindow shard, ShardWindow.Entry entry, ReadRound round) {
        try {
            handler.accept(decoder.decode(entry.record));
            entry.handled = true;
            round.handled++;
            return true;
        } catch (RuntimeException e) {
            entry.failures++;
            long wait = backoff(entry.failures);
            entry.retryAtNanos = System.nanoTime() + wait;
            boolean giveUp = entry.failures >= maxAttempts;
            ChangeFailedException failure = ChangeFailedException.ofHandler(streamArn, shard.shardId, entry.record.eventID(),
                    entry.sequenceNumber, entry.failures, giveUp, Duration.ofNanos(wait), e);
            if (giveUp) {
                throw failure;
            }
            round.failures.add(failure);
            return false;
        }
    }

    /** How a reader reads: checkpoints, where it starts, how often it polls. */
    public static final class Builder {

        private final DynamoDbStreamsClient streams;
        private final String streamArn;
        private Checkpoints checkpoints = Checkpoints.inMemory();
        private boolean startAtLatest;
        private Duration pollInterval = Duration.ofMillis(250);
        private int batchSize = 1000;
        private int maxAttempts = Integer.MAX_VALUE;
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

        /**
         * How many changes of each shard one round reads at most, 1 to 1000 (the default): also the
         * {@code Limit} of each GetRecords.
         */
        public Builder batchSize(int records) {
            if (records < 1 || records > 1000) {
                throw new IllegalArgumentException("GetRecords reads 1 to 1000 records, not " + records);
            }
            this.batchSize = records;
            return this;
        }

        /**
         * How many times the handler is given one change before the reader gives up: it stops, its
         * checkpoint before that change, and {@link StreamReader#poll()} and
         * {@link StreamReader#awaitCaughtUp} throw a {@link ChangeFailedException} that says so. Unlimited
         * by default: a change is retried until it is handled (or the stream trims it, after 24 hours).
         */
        public Builder maxAttempts(int attempts) {
            if (attempts < 1) {
                throw new IllegalArgumentException("A change is given to the handler at least once, not " + attempts);
            }
            this.maxAttempts = attempts;
            return this;
        }

        /**
         * What a started reader does with each failure before it retries: a {@link ChangeFailedException}
         * for a change its handler failed on, or the exception of a request that failed. Logs a warning
         * by default.
         */
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
