package dev.keyway.local;

import dev.keyway.local.internal.engine.Database;
import dev.keyway.local.internal.persistence.DataDirectory;
import dev.keyway.local.internal.persistence.SnapshotWriter;
import dev.keyway.local.internal.protocol.InProcessHttpClient;
import dev.keyway.local.internal.protocol.LoopbackServer;
import dev.keyway.local.internal.protocol.Router;
import dev.keyway.local.internal.stream.StreamStore;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.awscore.client.builder.AwsSyncClientBuilder;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Keyway Local: a DynamoDB-compatible database and DynamoDB Streams inside this JVM, for tests and local
 * development (never for production).
 *
 * <p>{@link #client()} is a real AWS SDK {@link DynamoDbClient}: every request goes through the SDK's
 * marshalling and the DynamoDB JSON protocol, and an in-JVM HTTP client hands it to the database
 * instead of the network. {@link #startServer()} also serves the same database on {@code 127.0.0.1} for
 * other processes (another language's SDK, the AWS CLI).
 *
 * <pre>{@code
 * try (KeywayLocal local = KeywayLocal.inMemory()) {
 *     DynamoDbClient client = local.client();
 *     client.createTable(...);
 *     client.putItem(...);
 * }
 * }</pre>
 *
 * <p>Data is kept in memory, or in a directory when built with {@link Builder#dataDirectory(Path)}.
 * Faults are injected on purpose through {@link #faults()}. The handle is thread-safe.
 */
public final class KeywayLocal implements AutoCloseable {

    /** The region of the clients this handle builds. Keyway Local answers any region the same way. */
    public static final Region REGION = Region.US_EAST_1;

    private final Database database;
    private final StreamStore streams;
    private final Faults faults;
    private final Router router;
    private final DynamoDbClient client;
    private final SdkHttpClient inProcess;
    private final URI inProcessEndpoint = URI.create("http://keyway-local.invalid");
    private volatile DynamoDbStreamsClient streamsClient; // built on first use: most users never read a stream
    private final AtomicBoolean closed = new AtomicBoolean();
    private final ScheduledExecutorService sweeper; // null without a background sweep
    private final DataDirectory dataDirectory; // null when kept in memory
    private final SnapshotWriter snapshots; // null when kept in memory
    private final Thread shutdownHook; // null when kept in memory
    private volatile LoopbackServer server;

    private KeywayLocal(Builder builder) {
        this.streams = new StreamStore(builder.clock, builder.streamShards);
        if (builder.dataDirectory == null) {
            this.dataDirectory = null;
            this.database = new Database(builder.clock, streams);
            this.snapshots = null;
            this.shutdownHook = null;
        } else {
            this.dataDirectory = DataDirectory.open(builder.dataDirectory);
            try {
                this.database = dataDirectory.read()
                        .map(state -> Database.restore(state, builder.clock, streams))
                        .orElseGet(() -> new Database(builder.clock, streams));
            } catch (RuntimeException e) {
                dataDirectory.close();
                throw e;
            }
            this.snapshots = new SnapshotWriter(dataDirectory, database::snapshot, database::changeCount,
                    builder.snapshotDelay);
            // A JVM stopped by a signal (Ctrl-C, a service manager) writes the last changes before it ends.
            this.shutdownHook = new Thread(snapshots::close, "keyway-local-final-snapshot");
            Runtime.getRuntime().addShutdownHook(shutdownHook);
        }
        this.faults = new Faults(builder.seed);
        this.router = new Router(database, streams, faults);
        this.inProcess = new InProcessHttpClient(router);
        // In-process requests are not signed: nothing checks a signature, and signing is half the SDK's cost.
        this.client = configure(DynamoDbClient.builder(), inProcessEndpoint, inProcess,
                AnonymousCredentialsProvider.create()).build();
        this.sweeper = builder.sweepInterval == null ? null : startSweeper(builder.sweepInterval);
    }

    private ScheduledExecutorService startSweeper(Duration interval) {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "keyway-local-ttl-sweep");
            thread.setDaemon(true);
            return thread;
        });
        long millis = Math.max(1, interval.toMillis());
        executor.scheduleWithFixedDelay(this::sweepQuietly, millis, millis, TimeUnit.MILLISECONDS);
        return executor;
    }

    private void sweepQuietly() {
        try {
            database.sweepExpiredItems();
        } catch (RuntimeException e) {
            // A sweep that fails is tried again at the next interval, as DynamoDB's background process is.
            System.getLogger(KeywayLocal.class.getName()).log(System.Logger.Level.DEBUG, "Time-to-live sweep failed", e);
        }
    }

    /**
     * Starts an empty database kept in memory.
     *
     * @return the running database; close it when done
     */
    public static KeywayLocal inMemory() {
        return builder().start();
    }

    /**
     * A builder, to keep data in a directory, fix the clock or seed the faults.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The SDK client of this database, served in-process. It belongs to this handle and is closed by
     * {@link #close()}.
     *
     * @return the client
     */
    public DynamoDbClient client() {
        ensureOpen();
        return client;
    }

    /**
     * The DynamoDB Streams client of this database, served in-process.
     *
     * @return the streams client
     */
    public DynamoDbStreamsClient streamsClient() {
        ensureOpen();
        DynamoDbStreamsClient built = streamsClient;
        if (built == null) {
            synchronized (this) {
                built = streamsClient;
                if (built == null) {
                    built = configure(DynamoDbStreamsClient.builder(), inProcessEndpoint, inProcess,
                            AnonymousCredentialsProvider.create()).build();
                    streamsClient = built;
                }
            }
        }
        return built;
    }

    /**
     * Serves this database over HTTP on {@code 127.0.0.1} and a free port, if it is not served yet.
     *
     * @return the endpoint, such as {@code http://127.0.0.1:41923}
     */
    public synchronized URI startServer() {
        return startServer(0);
    }

    /**
     * Serves this database over HTTP on {@code 127.0.0.1} and the given port, if it is not served yet.
     *
     * @param port the port, or 0 for a free one
     * @return the endpoint
     */
    public synchronized URI startServer(int port) {
        ensureOpen();
        if (server == null) {
            server = LoopbackServer.start(router, port);
        }
        return server.endpoint();
    }

    /**
     * The endpoint of the loopback server.
     *
     * @return the endpoint
     * @throws IllegalStateException if {@link #startServer()} was not called
     */
    public URI endpoint() {
        LoopbackServer running = server;
        if (running == null) {
            throw new IllegalStateException("Keyway Local is not served on loopback; call startServer() first");
        }
        return running.endpoint();
    }

    /**
     * A client of the loopback server, over real HTTP; the caller closes it.
     *
     * @return a new client
     */
    public DynamoDbClient newLoopbackClient() {
        return configure(DynamoDbClient.builder(), endpoint(), UrlConnectionHttpClient.create(), DUMMY_CREDENTIALS).build();
    }

    /**
     * A client of the loopback server whose SDK sends each request {@code sdkAttempts} times at most,
     * a millisecond or so apart (the SDK's standard retry strategy, circuit breaker off): for fault
     * tests, where an injected fault should outlast the SDK's retries quickly. The caller closes it.
     *
     * @param sdkAttempts the SDK's attempts per request, the first included (1: no retry)
     * @return a new client
     * @throws IllegalArgumentException if {@code sdkAttempts} is below 1
     */
    public DynamoDbClient newLoopbackClient(int sdkAttempts) {
        if (sdkAttempts < 1) {
            throw new IllegalArgumentException("sdkAttempts must be at least 1, was " + sdkAttempts);
        }
        BackoffStrategy quick = BackoffStrategy.exponentialDelay(Duration.ofMillis(1), Duration.ofMillis(4));
        return configure(DynamoDbClient.builder(), endpoint(), UrlConnectionHttpClient.create(), DUMMY_CREDENTIALS)
                .overrideConfiguration(configuration -> configuration.retryStrategy(
                        AwsRetryStrategy.standardRetryStrategy().toBuilder()
                                .maxAttempts(sdkAttempts)
                                .backoffStrategy(quick)
                                .throttlingBackoffStrategy(quick)
                                .circuitBreakerEnabled(false)
                                .build()))
                .build();
    }

    /**
     * A DynamoDB Streams client of the loopback server; the caller closes it.
     *
     * @return a new streams client
     */
    public DynamoDbStreamsClient newLoopbackStreamsClient() {
        return configure(DynamoDbStreamsClient.builder(), endpoint(), UrlConnectionHttpClient.create(), DUMMY_CREDENTIALS)
                .build();
    }

    /**
     * The faults this database injects on purpose; none until some are added.
     *
     * @return the fault plan, to add and clear faults
     */
    public Faults faults() {
        return faults;
    }

    /**
     * Deletes now every item whose time to live has passed, as DynamoDB's background process does; their
     * stream records carry the service's {@code userIdentity}.
     *
     * @return how many items were deleted
     */
    public int sweepExpiredItems() {
        ensureOpen();
        return database.sweepExpiredItems();
    }

    /**
     * Closes the open shards of a table's stream and opens a child shard for each, as DynamoDB does from
     * time to time, so that stream readers can be tested on shard lineage.
     *
     * @param tableName the table whose stream is on
     * @return how many shards were closed
     */
    public int rollStreamShards(String tableName) {
        ensureOpen();
        return streams.rollShards(tableName);
    }

    /**
     * Deletes every table and forgets their streams at once (DynamoDB keeps a deleted table's stream
     * readable for 24 hours), leaving an empty database: cheaper than starting a new one between tests.
     * A table with deletion protection has it turned off first (UpdateTable), as a reset between
     * tests must not stop at a design that protects its table.
     *
     * @return how many tables were deleted
     */
    public int deleteAllTables() {
        ensureOpen();
        int deleted = 0;
        for (String name : client.listTablesPaginator(b -> { }).tableNames().stream().toList()) {
            if (Boolean.TRUE.equals(client.describeTable(b -> b.tableName(name)).table().deletionProtectionEnabled())) {
                client.updateTable(b -> b.tableName(name).deletionProtectionEnabled(false));
            }
            client.deleteTable(b -> b.tableName(name));
            deleted++;
        }
        streams.forgetDisabledStreams();
        return deleted;
    }

    /** Whether {@link #close()} was called. */
    public boolean isClosed() {
        return closed.get();
    }

    /** Stops the loopback server, if any, closes the clients and drops the data kept in memory. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        if (sweeper != null) {
            sweeper.shutdownNow();
        }
        LoopbackServer running = server;
        if (running != null) {
            running.stop();
        }
        client.close();
        DynamoDbStreamsClient builtStreams = streamsClient;
        if (builtStreams != null) {
            builtStreams.close();
        }
        if (snapshots != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(shutdownHook);
            } catch (IllegalStateException shuttingDown) {
                // The hook is running or ran already: it writes the snapshot itself.
            }
            try {
                snapshots.close();
            } finally {
                dataDirectory.close();
            }
        }
    }

    @Override
    public String toString() {
        LoopbackServer running = server;
        return "KeywayLocal[" + (running == null ? "in-process" : running.endpoint()) + (isClosed() ? ", closed" : "") + "]";
    }

    private void ensureOpen() {
        if (closed.get()) {
            throw new IllegalStateException(this + " is closed");
        }
    }

    /** Clients over HTTP sign their requests as any client of DynamoDB does; the values do not matter. */
    private static final AwsCredentialsProvider DUMMY_CREDENTIALS =
            StaticCredentialsProvider.create(AwsBasicCredentials.create("keyway", "keyway"));

    private static <B extends AwsClientBuilder<B, ?> & AwsSyncClientBuilder<B, ?>> B configure(B builder, URI endpoint,
            SdkHttpClient httpClient, AwsCredentialsProvider credentials) {
        return builder.endpointOverride(endpoint)
                .region(REGION)
                .credentialsProvider(credentials)
                .httpClient(httpClient);
    }

    /** Builds a {@link KeywayLocal}. */
    public static final class Builder {
        private Clock clock = Clock.systemUTC();
        private Path dataDirectory;
        private long seed = 0x5eed;
        private Duration sweepInterval;
        private Duration snapshotDelay = Duration.ofMillis(200);
        private int streamShards = 1;

        private Builder() {
        }

        /**
         * Keeps the data in a directory, so that it survives a restart (see the module's README for what a
         * crash can lose). Without it, data lives in memory only.
         *
         * @param directory the directory, created if missing
         * @return this builder
         */
        public Builder dataDirectory(Path directory) {
            this.dataDirectory = Objects.requireNonNull(directory, "directory");
            return this;
        }

        /**
         * How long a change may wait before the data directory's snapshot is written again (200 ms by
         * default): what a crash (not a clean {@link KeywayLocal#close()}, nor a JVM ended by a signal,
         * which write everything) can lose.
         *
         * @param delay the delay, at least a millisecond
         * @return this builder
         */
        public Builder snapshotDelay(Duration delay) {
            if (delay.isNegative() || delay.isZero()) {
                throw new IllegalArgumentException("delay must be positive: " + delay);
            }
            this.snapshotDelay = delay;
            return this;
        }

        /**
         * The clock of time to live, stream records and table descriptions; the system's by default.
         *
         * @param clock the clock
         * @return this builder
         */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * The seed of the faults' random choices, so that a run can be repeated.
         *
         * @param seed the seed
         * @return this builder
         */
        public Builder faultSeed(long seed) {
            this.seed = seed;
            return this;
        }

        /**
         * Deletes expired items in the background, as DynamoDB does, every {@code interval} (from a daemon
         * thread). Without it, expired items are deleted only by {@link KeywayLocal#sweepExpiredItems()},
         * which is what tests want: DynamoDB deletes expired items within days, not at a known moment.
         *
         * @param interval the delay between two sweeps, at least a millisecond
         * @return this builder
         */
        public Builder sweepExpiredItemsEvery(Duration interval) {
            if (interval.isNegative() || interval.isZero()) {
                throw new IllegalArgumentException("interval must be positive: " + interval);
            }
            this.sweepInterval = interval;
            return this;
        }

        /**
         * How many open shards each table's stream has (1 by default, as a small table's stream has on
         * DynamoDB): with more, each item's records go to the shard its partition key hashes to, so that
         * stream readers can be tested on several shards. {@link KeywayLocal#rollStreamShards(String)}
         * closes them and opens their children.
         *
         * @param shards from 1 to 100
         * @return this builder
         */
        public Builder streamShards(int shards) {
            if (shards < 1 || shards > 100) {
                throw new IllegalArgumentException("shards must be from 1 to 100: " + shards);
            }
            this.streamShards = shards;
            return this;
        }

        /**
         * Starts the database.
         *
         * @return the running database
         */
        public KeywayLocal start() {
            return new KeywayLocal(this);
        }
    }
}
