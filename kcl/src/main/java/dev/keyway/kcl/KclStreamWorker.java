package dev.keyway.kcl;

import com.amazonaws.services.dynamodbv2.streamsadapter.AmazonDynamoDBStreamsAdapterClient;
import com.amazonaws.services.dynamodbv2.streamsadapter.DynamoDBStreamsConsumerTaskFactory;
import com.amazonaws.services.dynamodbv2.streamsadapter.DynamoDBStreamsDataFetcher;
import com.amazonaws.services.dynamodbv2.streamsadapter.DynamoDBStreamsSleepTimeController;
import com.amazonaws.services.dynamodbv2.streamsadapter.StreamsSchedulerFactory;
import com.amazonaws.services.dynamodbv2.streamsadapter.polling.DynamoDBStreamsPollingConfig;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.stream.ChangeDecoder;
import dev.keyway.runtime.stream.ChangeFailedException;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.kinesis.common.ConfigsBuilder;
import software.amazon.kinesis.common.InitialPositionInStream;
import software.amazon.kinesis.common.InitialPositionInStreamExtended;
import software.amazon.kinesis.coordinator.CoordinatorConfig;
import software.amazon.kinesis.coordinator.Scheduler;
import software.amazon.kinesis.coordinator.WorkerStateChangeListener;
import software.amazon.kinesis.coordinator.streamInfo.StreamIdOnboardingState;
import software.amazon.kinesis.coordinator.streamInfo.StreamInfoMode;
import software.amazon.kinesis.leases.LeaseManagementConfig;
import software.amazon.kinesis.metrics.MetricsConfig;
import software.amazon.kinesis.metrics.MetricsFactory;
import software.amazon.kinesis.metrics.MetricsLevel;
import software.amazon.kinesis.metrics.NullMetricsFactory;
import software.amazon.kinesis.retrieval.RetrievalConfig;

/**
 * One worker of a fleet that reads a table's DynamoDB stream on the Kinesis Client Library (KCL 3) with
 * the DynamoDB Streams Kinesis adapter, handing each change, decoded, to a handler: the same
 * {@code ChangeDecoder} and handler as {@code StreamReader} and {@code keyway-lambda}. Workers of one
 * application (same {@link Builder#applicationName name}, different worker ids, any number of
 * processes) share the stream's shards through leases in a DynamoDB table KCL creates and keeps; a
 * worker that stops renewing its leases (crashed, halted) has them taken over after the failover time,
 * and the new owner reads each shard from its last checkpoint.
 *
 * <pre>{@code
 * try (KclStreamWorker<ShopChange> worker = KclStreamWorker.forTable(dynamoDbAsync, streams, "Shop")
 *         .applicationName("order-projection")          // the lease table's name
 *         .build(ShopChange.DECODER, projection::apply)
 *         .start()) {
 *     ...
 * }
 * }</pre>
 *
 * <p><b>Checkpoints.</b> A shard is checkpointed after each batch its handler took whole, and at the
 * shard's end. Delivery is at least once: a worker that stops between the handler and the checkpoint
 * leaves its batch to be read again by the next owner. Make handlers idempotent ({@code ProcessedChanges}).
 *
 * <p><b>Failures.</b> A change whose handler throws (or that is no stream record) is handed on again
 * after a backoff (250 ms, doubling up to 30 s): the shard waits for it, so a shard's changes, and so
 * one item's, are handled in order. With {@link Builder#maxAttempts}, the worker gives up after that
 * many failures of one change: it checkpoints the changes before it, stops its scheduler, and
 * {@link #gaveUp()} says which change; the shard's lease is taken over after the failover time by
 * another worker, which reads the failed change first.
 *
 * <p>Metrics: KCL's go nowhere by default ({@code NullMetricsFactory}, level {@code NONE}); no
 * CloudWatch request is ever made unless a {@code MetricsFactory} that makes them is given.
 *
 * @param <C> what the changes decode into
 */
public final class KclStreamWorker<C> implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(KclStreamWorker.class.getName());
    private static final Duration SHUTDOWN_TIMEOUT = Duration.ofSeconds(30);
    private static final int MAX_STARTS = 4;

    private final String streamArn;
    private final String applicationName;
    private final String workerId;
    private final WorkerControl control;
    private final AmazonDynamoDBStreamsAdapterClient adapter;
    private final Builder builder;
    private final ChangeProcessorFactory<C> processors;
    private volatile Scheduler scheduler;
    private volatile StartListener started;
    private Thread thread;

    private KclStreamWorker(Builder builder, ChangeDecoder<C> decoder, Consumer<? super C> handler) {
        this.streamArn = builder.streamArn;
        this.applicationName = Objects.requireNonNull(builder.applicationName,
                "applicationName(...) not set: it names the lease table the workers share");
        this.workerId = builder.workerId != null ? builder.workerId : "worker-" + UUID.randomUUID();
        this.control = new WorkerControl(builder.maxAttempts, builder.retryBackoff, builder.onError, this::giveUp);
        Region region = Optional.ofNullable(builder.streams.serviceClientConfiguration().region()).orElse(Region.US_EAST_1);
        this.adapter = new AmazonDynamoDBStreamsAdapterClient(builder.streams, region);
        this.builder = builder;
        this.processors = new ChangeProcessorFactory<>(streamArn, decoder, handler, control);
        this.scheduler = newScheduler();
    }

    /**
     * A worker of the table's current stream (its {@code LatestStreamArn}, found with one DescribeTable).
     *
     * @param dynamoDb the client of the lease tables KCL keeps (and of the DescribeTable)
     * @param streams  the DynamoDB Streams client the adapter reads with
     * @throws KeywayException when the table has no stream: declare one ({@code @Entity(stream = ...)})
     */
    public static Builder forTable(DynamoDbAsyncClient dynamoDb, DynamoDbStreamsClient streams, String tableName) {
        TableDescription table;
        try {
            table = dynamoDb.describeTable(request -> request.tableName(tableName)).join().table();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e; // the SDK's exception, as a sync client throws it
        }
        if (table.latestStreamArn() == null || table.streamSpecification() == null
                || !Boolean.TRUE.equals(table.streamSpecification().streamEnabled())) {
            throw new KeywayException("Table " + tableName + " has no stream: declare one (@Entity(stream = ...)) "
                    + "before creating the table, or turn it on with UpdateTable");
        }
        return new Builder(dynamoDb, streams, table.latestStreamArn());
    }

    /** A worker of the stream with this ARN. */
    public static Builder forStream(DynamoDbAsyncClient dynamoDb, DynamoDbStreamsClient streams, String streamArn) {
        return new Builder(dynamoDb, streams, streamArn);
    }

    /** Runs the worker on a thread of its own until {@link #close()}, {@link #halt()} or it gives up. */
    public synchronized KclStreamWorker<C> start() {
        if (thread != null) {
            throw new IllegalStateException("The worker " + workerId + " is already started");
        }
        thread = new Thread(this::run, "keyway-kcl-" + workerId);
        thread.setDaemon(true);
        thread.start();
        return this;
    }

    /**
     * Runs the worker on the caller's thread; returns once it is shut down (from another thread, or by giving
     * up). A scheduler that KCL could not initialize is replaced by a new one, up to three times: KCL 3.5
     * fails the initialization of all but one of the workers of a new application started at once (they
     * race to create its migration state, and its retries of the initialization then fail), and a second
     * start finds that state made.
     */
    public void run() {
        for (int start = 1; ; start++) {
            Scheduler current = scheduler;
            StartListener listener = started;
            current.run();
            synchronized (this) {
                if (control.stopping() || control.gaveUp().isPresent() || !listener.failed || start >= MAX_STARTS) {
                    return;
                }
                LOG.log(System.Logger.Level.WARNING, "KCL could not initialize worker " + workerId + " of "
                        + applicationName + "; starting it again with a new scheduler", listener.cause);
                scheduler = newScheduler();
            }
        }
    }

    /**
     * Shuts the worker down gracefully: no further attempt of a failed change, the handler call under way
     * ends, each shard is checkpointed at what was handled, and the call waits (up to 30 seconds) for KCL
     * to finish. Its leases are taken over by the other workers.
     */
    @Override
    public void close() {
        Scheduler current;
        synchronized (this) {
            control.close();
            current = scheduler;
        }
        try {
            current.startGracefulShutdown().get(SHUTDOWN_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            LOG.log(System.Logger.Level.WARNING, "Worker " + workerId + " did not shut down cleanly", e);
            current.shutdown();
        }
    }

    /**
     * Stops the worker at once, as a crash would: nothing more is handed on or checkpointed (a batch
     * under way is left unchecked), and its leases are not released: they expire after the failover time
     * and the other workers take them over, reading each shard again from its last checkpoint.
     */
    public void halt() {
        Scheduler current;
        synchronized (this) {
            control.halt();
            current = scheduler;
        }
        current.shutdown();
    }

    /** The change this worker gave up on after its {@code maxAttempts}, if it did (and so stopped). */
    public Optional<ChangeFailedException> gaveUp() {
        return control.gaveUp();
    }

    /** The stream read. */
    public String streamArn() {
        return streamArn;
    }

    /** The application's name, which the lease table bears. */
    public String applicationName() {
        return applicationName;
    }

    /** This worker's id in the lease table. */
    public String workerId() {
        return workerId;
    }

    /** KCL's scheduler (the current one: see {@link #run()}), for what this class does not say. */
    public Scheduler scheduler() {
        return scheduler;
    }

    private void giveUp(ChangeFailedException failure) {
        LOG.log(System.Logger.Level.ERROR, "Worker " + workerId + " stops on " + streamArn, failure);
        control.close();
        scheduler.startGracefulShutdown();
    }

    /**
     * The scheduler as the adapter's {@code StreamsSchedulerFactory.createScheduler} builds it, with its lease
     * management factory in a form KCL 3.5 calls ({@link StreamsLeaseManagementFactory}).
     */
    private Scheduler newScheduler() {
        ConfigsBuilder configs = new ConfigsBuilder(
                StreamsSchedulerFactory.createSingleStreamTracker(streamArn, InitialPositionInStreamExtended
                        .newInitialPosition(builder.initialPosition)),
                applicationName, adapter, builder.dynamoDb, new NoCloudWatch(), workerId, processors);
        DynamoDBStreamsPollingConfig polling = new DynamoDBStreamsPollingConfig(streamArn, adapter);
        polling.idleTimeBetweenReadsInMillis(builder.pollInterval.toMillis());
        polling.dataFetcherProvider(config -> new DynamoDBStreamsDataFetcher(adapter, config));
        polling.sleepTimeController(new DynamoDBStreamsSleepTimeController());
        RetrievalConfig retrieval = configs.retrievalConfig().retrievalSpecificConfig(polling);

        CoordinatorConfig coordinator = configs.coordinatorConfig().skipShardSyncAtWorkerInitializationIfLeasesExist(true);
        LeaseManagementConfig leases = configs.leaseManagementConfig()
                .failoverTimeMillis(builder.failoverTime.toMillis())
                .leasesRecoveryAuditorInconsistencyConfidenceThreshold(0) // the adapter tracks no holes
                .shardSyncIntervalMillis(0)
                .streamInfoMode(StreamInfoMode.DISABLED)                   // not for DynamoDB Streams
                .streamIdOnboardingState(StreamIdOnboardingState.NOT_ONBOARDED);
        builder.coordinator.accept(coordinator);
        started = new StartListener(coordinator.workerStateChangeListener());
        coordinator.workerStateChangeListener(started);
        builder.leaseManagement.accept(leases);
        leases.leaseManagementFactory(new StreamsLeaseManagementFactory(adapter, leases, retrieval))
                .consumerTaskFactory(new DynamoDBStreamsConsumerTaskFactory());
        MetricsConfig metrics = configs.metricsConfig().metricsFactory(builder.metricsFactory).metricsLevel(builder.metricsLevel);
        return new Scheduler(configs.checkpointConfig(), coordinator, leases, configs.lifecycleConfig(), metrics,
                configs.processorConfig(), retrieval);
    }

    /** Tells whether KCL gave up initializing a scheduler, passing every event on to the listener configured. */
    private static final class StartListener implements WorkerStateChangeListener {
        private final WorkerStateChangeListener configured;
        private volatile boolean failed;
        private volatile Throwable cause;

        StartListener(WorkerStateChangeListener configured) {
            this.configured = configured;
        }

        @Override
        public void onWorkerStateChange(WorkerState state) {
            configured.onWorkerStateChange(state);
        }

        @Override
        public void onAllInitializationAttemptsFailed(Throwable e) {
            cause = e;
            failed = true;
            configured.onAllInitializationAttemptsFailed(e);
        }
    }

    /** How a worker reads: its application and id, where it starts, how it retries, KCL's settings. */
    public static final class Builder {

        private final DynamoDbAsyncClient dynamoDb;
        private final DynamoDbStreamsClient streams;
        private final String streamArn;
        private String applicationName;
        private String workerId;
        private InitialPositionInStream initialPosition = InitialPositionInStream.TRIM_HORIZON;
        private int maxAttempts = Integer.MAX_VALUE;
        private Duration retryBackoff = Duration.ofMillis(250);
        private Duration failoverTime = Duration.ofSeconds(10);
        private Duration pollInterval = Duration.ofSeconds(1);
        private Consumer<RuntimeException> onError = WorkerControl::log;
        private MetricsFactory metricsFactory = new NullMetricsFactory();
        private MetricsLevel metricsLevel = MetricsLevel.NONE;
        private Consumer<LeaseManagementConfig> leaseManagement = leases -> { };
        private Consumer<CoordinatorConfig> coordinator = config -> { };

        private Builder(DynamoDbAsyncClient dynamoDb, DynamoDbStreamsClient streams, String streamArn) {
            this.dynamoDb = Objects.requireNonNull(dynamoDb, "dynamoDb");
            this.streams = Objects.requireNonNull(streams, "streams");
            this.streamArn = Objects.requireNonNull(streamArn, "streamArn");
        }

        /**
         * The application, required: every worker of one handler gives the same name. It names the lease
         * table (and KCL's {@code <name>-WorkerMetricStats} and {@code <name>-CoordinatorState} tables),
         * which KCL creates if missing; two handlers of one stream need two names.
         */
        public Builder applicationName(String name) {
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("An application needs a name: it names the lease table");
            }
            this.applicationName = name;
            return this;
        }

        /** This worker's id in the lease table, unique in the fleet; a random one by default. */
        public Builder workerId(String id) {
            this.workerId = Objects.requireNonNull(id, "id");
            return this;
        }

        /**
         * Starts shards that have no lease yet at their newest change instead of their oldest (the
         * stream keeps 24 hours). A shard with a checkpoint always resumes after it.
         */
        public Builder startAtLatest() {
            this.initialPosition = InitialPositionInStream.LATEST;
            return this;
        }

        /**
         * How many times one change is handed to the handler before the worker gives up and stops
         * (see {@link KclStreamWorker#gaveUp()}). Unlimited by default: a change is retried until it is
         * handled (or the stream trims it, after 24 hours).
         */
        public Builder maxAttempts(int attempts) {
            if (attempts < 1) {
                throw new IllegalArgumentException("A change is given to the handler at least once, not " + attempts);
            }
            this.maxAttempts = attempts;
            return this;
        }

        /** The wait after a change's first failure, doubled after each further one up to 30 s; 250 ms by default. */
        public Builder retryBackoff(Duration first) {
            if (first.isNegative() || first.isZero()) {
                throw new IllegalArgumentException("The retry backoff must be positive: " + first);
            }
            this.retryBackoff = first;
            return this;
        }

        /**
         * KCL's {@code failoverTimeMillis}: how long a lease lasts without renewal before another worker
         * may take it (10 s by default, KCL's). A crashed worker's shards wait that long.
         */
        public Builder failoverTime(Duration time) {
            if (time.toMillis() < 100) {
                throw new IllegalArgumentException("A failover time under 100 ms leaves no time to renew: " + time);
            }
            this.failoverTime = time;
            return this;
        }

        /** How long a shard's reader waits between GetRecords that found nothing new; 1 s by default. */
        public Builder pollInterval(Duration interval) {
            if (interval.isNegative() || interval.isZero()) {
                throw new IllegalArgumentException("The poll interval must be positive: " + interval);
            }
            this.pollInterval = interval;
            return this;
        }

        /** What the worker does with each failure of a change before it retries it; logs a warning by default. */
        public Builder onError(Consumer<RuntimeException> onError) {
            this.onError = Objects.requireNonNull(onError, "onError");
            return this;
        }

        /** Where KCL's metrics go, and how many; none by default (no CloudWatch client is ever called). */
        public Builder metrics(MetricsFactory factory, MetricsLevel level) {
            this.metricsFactory = Objects.requireNonNull(factory, "factory");
            this.metricsLevel = Objects.requireNonNull(level, "level");
            return this;
        }

        /** Any other lease setting of KCL's (lease counts, renewal threads, lease table billing and tags). */
        public Builder leaseManagement(Consumer<LeaseManagementConfig> settings) {
            this.leaseManagement = Objects.requireNonNull(settings, "settings");
            return this;
        }

        /** Any other coordinator setting of KCL's (parent shard poll interval, initialization backoff). */
        public Builder coordinator(Consumer<CoordinatorConfig> settings) {
            this.coordinator = Objects.requireNonNull(settings, "settings");
            return this;
        }

        /** The worker, handing each change {@code decoder} makes of a record to {@code handler}. */
        public <C> KclStreamWorker<C> build(ChangeDecoder<C> decoder, Consumer<? super C> handler) {
            return new KclStreamWorker<>(this, decoder, handler);
        }
    }
}
