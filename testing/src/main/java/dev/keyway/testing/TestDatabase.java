package dev.keyway.testing;

import dev.keyway.local.Faults;
import dev.keyway.local.KeywayLocal;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;
import org.opentest4j.TestAbortedException;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.regions.providers.DefaultAwsRegionProviderChain;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The database of a test run, with a {@link DynamoDbClient} connected to it: Keyway Local inside this JVM
 * ({@link #inProcess()}), Keyway Local served over HTTP on {@code 127.0.0.1} ({@link #onLoopback()}), or an
 * endpoint the user names ({@link #atEndpoint(URI)}: real DynamoDB, or an emulator of their choice).
 *
 * <pre>{@code
 * try (TestDatabase db = TestDatabase.inProcess()) {
 *     DynamoDbClient client = db.client();
 *     client.createTable(b -> b.tableName("orders")
 *             .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
 *             .attributeDefinitions(AttributeDefinition.builder()
 *                     .attributeName("pk").attributeType(ScalarAttributeType.S).build())
 *             .billingMode(BillingMode.PAY_PER_REQUEST));
 *     client.putItem(b -> b.tableName("orders").item(Map.of("pk", AttributeValue.fromS("o-1"))));
 *     db.local().faults().add(Fault.throttling().on("PutItem").times(1)); // Keyway Local only
 *     db.deleteAllTables(); // back to an empty database
 * }
 * }</pre>
 *
 * <p>Choose {@link #inProcess()} by default: it starts fastest and needs no port. Choose {@link #onLoopback()}
 * to exercise the AWS SDK's real HTTP path, or to point code under test, which builds its own client, at
 * {@link #endpoint()}. Both keep their data in memory; every handle is its own, independent database.
 *
 * <h2>Keyway Local features</h2>
 * On Keyway Local, {@link #local()} gives the {@link KeywayLocal} itself, and {@link #faults()},
 * {@link #sweepExpiredItems()} and {@link #rollStreamShards(String)} reach it directly. At an
 * {@linkplain Mode#ENDPOINT endpoint} they are unavailable: they throw a {@link TestAbortedException}
 * whose message says why, so that JUnit reports a test that needs them as skipped, not failed.
 *
 * <h2>At an endpoint: which tables are deleted</h2>
 * At an endpoint, {@link #deleteAllTables()} deletes <b>only the tables created since this handle was
 * opened</b>: those absent from the table list taken when it was opened and whose creation time is not
 * older than that. Every table that existed before is left alone. A table that someone else creates in
 * the same account and region while the tests run cannot be told from the tests' own, so run such tests
 * in an account or region of their own, never next to production data.
 *
 * <p>The handle is thread-safe. In JUnit 5 tests, prefer {@link KeywayLocalExtension}, which shares one
 * database per mode across the whole test run and honours {@value #ENDPOINT_VARIABLE}.
 */
public final class TestDatabase implements AutoCloseable {

    /** How a {@link TestDatabase} runs. */
    public enum Mode {
        /** Keyway Local inside this JVM, with no HTTP and no port: {@link TestDatabase#inProcess()}. */
        IN_PROCESS,
        /** Keyway Local as an HTTP server on {@code 127.0.0.1} and a free port: {@link TestDatabase#onLoopback()}. */
        LOOPBACK,
        /** A DynamoDB endpoint the user names, such as real DynamoDB: {@link TestDatabase#atEndpoint(URI)}. */
        ENDPOINT
    }

    /** The environment variable naming an endpoint every {@link KeywayLocalExtension} test runs against. */
    public static final String ENDPOINT_VARIABLE = "KEYWAY_TEST_ENDPOINT";

    /** The system property naming that endpoint; it wins over {@value #ENDPOINT_VARIABLE}. */
    public static final String ENDPOINT_PROPERTY = "keyway.test.endpoint";

    /**
     * How much older than the handle a table at an endpoint may look and still count as created since, for
     * the difference between this machine's clock and the service's. Tables older than the handle are in
     * its first table list anyway, and so are never deleted.
     */
    private static final Duration CLOCK_TOLERANCE = Duration.ofMinutes(5);

    private final Mode mode;
    private final KeywayLocal local; // IN_PROCESS and LOOPBACK
    private final URI endpoint; // LOOPBACK and ENDPOINT
    private final DynamoDbClient ownedClient;
    private final DynamoDbClient client;
    private final DynamoDbStreamsClient streamsClient;
    private final boolean ownsClients; // LOOPBACK and ENDPOINT: the clients are this handle's to close
    private final Set<String> tablesBefore; // ENDPOINT: the tables that existed when the handle was opened
    private final Instant openedAt;
    private final AtomicBoolean closed = new AtomicBoolean();

    private TestDatabase(Mode mode, KeywayLocal local, URI endpoint, DynamoDbClient ownedClient,
            DynamoDbStreamsClient streamsClient, boolean ownsClients) {
        this.mode = mode;
        this.local = local;
        this.endpoint = endpoint;
        this.ownedClient = ownedClient;
        this.streamsClient = streamsClient;
        this.ownsClients = ownsClients;
        this.client = unclosable(ownedClient, this);
        this.openedAt = Instant.now();
        this.tablesBefore = mode == Mode.ENDPOINT ? Set.copyOf(tableNames(100)) : Set.of();
    }

    /**
     * Starts Keyway Local inside this JVM, in memory. Requests from {@link #client()} go through the AWS SDK
     * and an in-JVM HTTP client: no socket and no port.
     *
     * @return a new, empty database; close it when done
     */
    public static TestDatabase inProcess() {
        KeywayLocal local = KeywayLocal.inMemory();
        return new TestDatabase(Mode.IN_PROCESS, local, null, local.client(), local.streamsClient(), false);
    }

    /**
     * Starts Keyway Local, in memory, as an HTTP server listening on {@code 127.0.0.1} only, on a free port.
     * {@link #client()} talks to it over HTTP through the AWS SDK's {@code UrlConnectionHttpClient}, with
     * region {@code us-east-1} and dummy static credentials. Any client pointed at {@link #endpoint()} sees
     * the same tables, whatever its region and credentials.
     *
     * @return a new, empty database; close it when done
     * @throws IllegalStateException if the server cannot be started
     */
    public static TestDatabase onLoopback() {
        KeywayLocal local = KeywayLocal.inMemory();
        try {
            URI endpoint = local.startServer();
            return new TestDatabase(Mode.LOOPBACK, local, endpoint, local.newLoopbackClient(),
                    local.newLoopbackStreamsClient(), true);
        } catch (RuntimeException e) {
            local.close();
            throw new IllegalStateException("Could not serve Keyway Local on 127.0.0.1", e);
        }
    }

    /**
     * Connects to a DynamoDB endpoint the user names: real DynamoDB (such as
     * {@code https://dynamodb.eu-west-1.amazonaws.com}) or an emulator. The region comes from
     * {@code AWS_REGION} or the SDK's default region chain, the credentials from the SDK's default
     * credentials chain. Takes the endpoint's table list now: {@link #deleteAllTables()} never deletes
     * those tables.
     *
     * @param endpoint the endpoint
     * @return a handle on that endpoint; closing it closes the clients and deletes nothing
     * @throws IllegalStateException if no region is configured
     */
    public static TestDatabase atEndpoint(URI endpoint) {
        Region region;
        try {
            region = new DefaultAwsRegionProviderChain().getRegion();
        } catch (SdkClientException e) {
            throw new IllegalStateException("Testing against " + endpoint + " needs a region: set AWS_REGION "
                    + "(or aws.region, or a profile's region)", e);
        }
        return atEndpoint(endpoint, region, DefaultCredentialsProvider.builder().build());
    }

    /**
     * {@link #atEndpoint(URI)} with a chosen region and credentials.
     *
     * @param endpoint the endpoint
     * @param region the region of the clients
     * @param credentials the credentials of the clients
     * @return a handle on that endpoint
     */
    public static TestDatabase atEndpoint(URI endpoint, Region region, AwsCredentialsProvider credentials) {
        Objects.requireNonNull(endpoint, "endpoint");
        DynamoDbClient client = DynamoDbClient.builder().endpointOverride(endpoint).region(region)
                .credentialsProvider(credentials).httpClient(UrlConnectionHttpClient.create()).build();
        DynamoDbStreamsClient streams = DynamoDbStreamsClient.builder().endpointOverride(streamsEndpoint(endpoint))
                .region(region).credentialsProvider(credentials).httpClient(UrlConnectionHttpClient.create()).build();
        try {
            return new TestDatabase(Mode.ENDPOINT, null, endpoint, client, streams, true);
        } catch (RuntimeException e) {
            client.close();
            streams.close();
            throw e;
        }
    }

    /**
     * The endpoint that the system property {@value #ENDPOINT_PROPERTY} or else the environment variable
     * {@value #ENDPOINT_VARIABLE} names, if either is set and not blank.
     *
     * @return the configured endpoint, if any
     */
    public static Optional<URI> configuredEndpoint() {
        String value = System.getProperty(ENDPOINT_PROPERTY);
        if (value == null || value.isBlank()) {
            value = System.getenv(ENDPOINT_VARIABLE);
        }
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(URI.create(value.strip()));
    }

    /**
     * Real DynamoDB serves its streams on a host of their own ({@code streams.dynamodb.<region>...}); an
     * emulator serves both on one endpoint.
     */
    static URI streamsEndpoint(URI endpoint) {
        String host = endpoint.getHost();
        if (host != null && host.startsWith("dynamodb.") && host.contains(".amazonaws.com")) {
            return URI.create(endpoint.getScheme() + "://streams." + host
                    + (endpoint.getPort() < 0 ? "" : ":" + endpoint.getPort()));
        }
        return endpoint;
    }

    /**
     * How this database runs.
     *
     * @return {@link Mode#IN_PROCESS}, {@link Mode#LOOPBACK} or {@link Mode#ENDPOINT}
     */
    public Mode mode() {
        return mode;
    }

    /**
     * Whether this database is Keyway Local (in-process or on loopback), so that {@link #local()} works.
     *
     * @return {@code false} at an endpoint
     */
    public boolean isKeywayLocal() {
        return local != null;
    }

    /**
     * The client connected to this database.
     *
     * <p>The client belongs to this handle: calling {@code close()} on it does nothing (so that a
     * try-with-resources in one test cannot break a shared database), and {@link #close()} closes it.
     * The same client is returned on every call.
     *
     * @return the client, ready to use
     * @throws IllegalStateException if this handle is closed
     */
    public DynamoDbClient client() {
        ensureOpen();
        return client;
    }

    /**
     * The DynamoDB Streams client of this database, for reading the streams of tables created with a
     * {@code StreamSpecification} (see {@link TableStreams}). It belongs to this handle, which closes it.
     *
     * @return the streams client
     * @throws IllegalStateException if this handle is closed
     */
    public DynamoDbStreamsClient streamsClient() {
        ensureOpen();
        return streamsClient;
    }

    /**
     * The HTTP endpoint of this database, such as {@code http://127.0.0.1:41923}, for code that builds its
     * own client. On loopback, such a client needs a region and credentials, but their values do not matter.
     *
     * @return the endpoint URI
     * @throws IllegalStateException if this database runs {@link Mode#IN_PROCESS in-process} and so has no
     *     endpoint
     */
    public URI endpoint() {
        if (endpoint == null) {
            throw new IllegalStateException(
                    "Keyway Local running in-process has no HTTP endpoint; use TestDatabase.onLoopback()");
        }
        return endpoint;
    }

    /**
     * The Keyway Local behind this database, for what only it offers: faults, the time-to-live sweep,
     * stream shard rolls, its own loopback clients.
     *
     * @return the running Keyway Local; do not close it (close this handle instead)
     * @throws TestAbortedException at an {@linkplain Mode#ENDPOINT endpoint}, where there is none
     * @throws IllegalStateException if this handle is closed
     */
    public KeywayLocal local() {
        ensureOpen();
        if (local == null) {
            throw new TestAbortedException("Keyway Local features (faults, sweepExpiredItems, rollStreamShards) "
                    + "are unavailable: this test runs against " + endpoint + ", named by " + ENDPOINT_PROPERTY
                    + " or " + ENDPOINT_VARIABLE + "; it runs only on Keyway Local");
        }
        return local;
    }

    /**
     * The faults Keyway Local injects on purpose: {@code local().faults()}.
     *
     * @return the fault plan
     * @throws TestAbortedException at an {@linkplain Mode#ENDPOINT endpoint}
     */
    public Faults faults() {
        return local().faults();
    }

    /**
     * Deletes now every item whose time to live has passed, as DynamoDB's background process does in its
     * own time: {@code local().sweepExpiredItems()}.
     *
     * @return how many items were deleted
     * @throws TestAbortedException at an {@linkplain Mode#ENDPOINT endpoint}, whose deletions cannot be hurried
     */
    public int sweepExpiredItems() {
        return local().sweepExpiredItems();
    }

    /**
     * Closes the open shards of a table's stream and opens a child shard for each:
     * {@code local().rollStreamShards(tableName)}.
     *
     * @param tableName the table whose stream is on
     * @return how many shards were closed
     * @throws TestAbortedException at an {@linkplain Mode#ENDPOINT endpoint}
     */
    public int rollStreamShards(String tableName) {
        return local().rollStreamShards(tableName);
    }

    /**
     * Deletes every table, following {@code ListTables} pagination, which leaves an empty database. At an
     * {@linkplain Mode#ENDPOINT endpoint}, deletes only the tables created since this handle was opened (see
     * the class documentation), and waits until each is gone. On Keyway Local a table with deletion
     * protection ({@code @TableSettings(deletionProtection = true)}) has it turned off first; at an endpoint
     * it is left as DynamoDB refuses it.
     *
     * @return how many tables were deleted
     * @throws IllegalStateException if this handle is closed
     */
    public int deleteAllTables() {
        return deleteAllTables(100);
    }

    /** {@link #deleteAllTables()} with a chosen {@code ListTables} page size, for tests of the pagination. */
    int deleteAllTables(int pageSize) {
        ensureOpen();
        Predicate<String> deletable = mode == Mode.ENDPOINT ? this::createdSinceOpened : name -> true;
        List<String> names = tableNames(pageSize).stream().filter(deletable).toList();
        int deleted = 0;
        for (String name : names) {
            try {
                ownedClient.deleteTable(b -> b.tableName(name));
                deleted++;
            } catch (ResourceNotFoundException alreadyGone) {
                // Deleted concurrently by someone else: the goal is reached anyway.
            } catch (DynamoDbException protectedTable) {
                if (mode == Mode.ENDPOINT || !Boolean.TRUE.equals(ownedClient.describeTable(b -> b.tableName(name))
                        .table().deletionProtectionEnabled())) {
                    throw protectedTable;
                }
                // A design with deletion protection (@TableSettings): Keyway Local's own reset below turns it off.
            }
        }
        if (mode == Mode.ENDPOINT) {
            // DynamoDB deletes a table in the background; the name can be used again once it is gone.
            for (String name : names) {
                ownedClient.waiter().waitUntilTableNotExists(b -> b.tableName(name));
            }
        } else {
            // Keyway Local keeps a deleted table's stream readable for 24 hours, as DynamoDB does; its own
            // deleteAllTables() also forgets those streams, so that tests between clears start from none.
            deleted += local.deleteAllTables();
        }
        return deleted;
    }

    /** Every table name, collected before anything is deleted so that deleting cannot disturb pagination. */
    private List<String> tableNames(int pageSize) {
        return new ArrayList<>(ownedClient.listTablesPaginator(ListTablesRequest.builder().limit(pageSize).build())
                .tableNames().stream().toList());
    }

    private boolean createdSinceOpened(String name) {
        if (tablesBefore.contains(name)) {
            return false;
        }
        try {
            TableDescription table = ownedClient.describeTable(b -> b.tableName(name)).table();
            Instant created = table.creationDateTime();
            return created != null && !created.isBefore(openedAt.minus(CLOCK_TOLERANCE));
        } catch (ResourceNotFoundException alreadyGone) {
            return false;
        }
    }

    /**
     * The names of the tables that existed when this handle was opened: at an endpoint, those
     * {@link #deleteAllTables()} leaves alone. Empty on Keyway Local, which starts empty.
     *
     * @return the table names
     */
    public Set<String> tablesBefore() {
        return new HashSet<>(tablesBefore);
    }

    /**
     * Whether {@link #close()} has been called.
     *
     * @return {@code true} once closed
     */
    public boolean isClosed() {
        return closed.get();
    }

    /**
     * Closes {@link #client()} and the streams client; on Keyway Local also stops it and drops its data.
     * At an endpoint nothing is deleted. Calling it again does nothing.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            if (ownsClients) {
                ownedClient.close();
                streamsClient.close();
            }
        } finally {
            if (local != null) {
                local.close();
            }
        }
    }

    private void ensureOpen() {
        if (closed.get()) {
            throw new IllegalStateException(this + " is closed");
        }
    }

    /**
     * Describes this database.
     *
     * @return for example {@code TestDatabase[LOOPBACK http://127.0.0.1:41923]}
     */
    @Override
    public String toString() {
        return "TestDatabase[" + mode + (endpoint == null ? "" : " " + endpoint) + (isClosed() ? ", closed" : "") + "]";
    }

    /** A view of {@code delegate} whose {@code close()} does nothing. */
    private static DynamoDbClient unclosable(DynamoDbClient delegate, TestDatabase owner) {
        InvocationHandler handler = (proxy, method, args) -> {
            switch (method.getName()) {
                case "close":
                    if (method.getParameterCount() == 0) {
                        return null;
                    }
                    break;
                case "equals":
                    if (method.getParameterCount() == 1 && method.getParameterTypes()[0] == Object.class) {
                        return proxy == args[0];
                    }
                    break;
                case "hashCode":
                    if (method.getParameterCount() == 0) {
                        return System.identityHashCode(proxy);
                    }
                    break;
                case "toString":
                    if (method.getParameterCount() == 0) {
                        return "DynamoDbClient for " + owner;
                    }
                    break;
                default:
                    break;
            }
            return invoke(delegate, method, args);
        };
        return (DynamoDbClient) Proxy.newProxyInstance(
                DynamoDbClient.class.getClassLoader(), new Class<?>[] {DynamoDbClient.class}, handler);
    }

    private static Object invoke(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(Objects.requireNonNull(target), args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
