package dev.keyway.testing;

import dev.keyway.local.KeywayLocal;
import java.net.URI;
import java.util.Objects;
import java.util.Optional;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * JUnit 5 extension that gives tests a {@link DynamoDbClient} connected to Keyway Local, with an empty
 * database at the start of every test.
 *
 * <p>Register it declaratively, which runs Keyway Local {@linkplain TestDatabase#inProcess() in-process}.
 * Parameters of type {@link DynamoDbClient}, {@link DynamoDbStreamsClient}, {@link TestDatabase},
 * {@link KeywayLocal} and {@link TableStreams} are then injected:
 *
 * <pre>{@code
 * @ExtendWith(KeywayLocalExtension.class)
 * class OrderRepositoryTest {
 *     private final OrderRepository orders;
 *
 *     OrderRepositoryTest(DynamoDbClient client) {
 *         this.orders = new OrderRepository(client);
 *     }
 *
 *     @BeforeEach
 *     void createTable() {
 *         orders.createTable(); // the database is empty before each test
 *     }
 *
 *     @Test
 *     void savesAndLoads() { ... }
 *
 *     @Test
 *     void retriesThrottledWrites(KeywayLocal local) {
 *         local.faults().add(Fault.throttling().on("PutItem").times(2));
 *         ...
 *     }
 * }
 * }</pre>
 *
 * <p>or programmatically, to choose the mode, and then use {@link #client()} and {@link #database()} too:
 *
 * <pre>{@code
 * class OrderRepositoryHttpTest {
 *     @RegisterExtension
 *     static KeywayLocalExtension db = KeywayLocalExtension.onLoopback();
 *
 *     @BeforeEach
 *     void createTable() {
 *         new OrderRepository(db.client()).createTable();
 *     }
 * }
 * }</pre>
 *
 * <h2>Against another endpoint</h2>
 * When the system property {@value TestDatabase#ENDPOINT_PROPERTY} or the environment variable
 * {@value TestDatabase#ENDPOINT_VARIABLE} names an endpoint (real DynamoDB such as
 * {@code https://dynamodb.eu-west-1.amazonaws.com}, or an emulator of your choice), every test using this
 * extension runs against it instead, whatever mode it asked for: {@link #mode()} is then
 * {@link TestDatabase.Mode#ENDPOINT}. The region comes from {@code AWS_REGION} or the SDK's default region
 * chain, the credentials from the SDK's default credentials chain. <b>Only tables created since the test
 * run started are ever deleted</b>, before each test and when the run ends; every table that existed
 * before is left alone (see {@link TestDatabase} for how they are told apart, and run such tests in an
 * account or region of their own). Keyway Local features ({@link KeywayLocal} parameters,
 * {@link TestDatabase#local()}, faults, {@link TestDatabase#sweepExpiredItems()}) are unavailable there:
 * a test that asks for them is aborted with a message saying so, and reported as skipped.
 *
 * <h2>Lifecycle</h2>
 * <ul>
 *   <li>One database per mode is started lazily, on first use, and shared by every test class of the test
 *       run. It lives in the root {@link ExtensionContext.Store} and is closed when the test run ends.</li>
 *   <li><b>Before each test, all tables are deleted</b> (at an endpoint, those the run created), and on
 *       Keyway Local every fault is cleared, so every test starts with an empty, well-behaved database.
 *       Tests create the tables they need, in the test itself or in a {@code @BeforeEach} method (these run
 *       after this extension's callback). Tables created in a {@code @BeforeAll} method are deleted before
 *       the first test.</li>
 *   <li>Because the database is shared and emptied before each test, tests using the same mode must not run
 *       concurrently (JUnit runs tests sequentially unless parallel execution is enabled). Two modes are two
 *       separate databases.</li>
 *   <li>Do not close the injected {@link TestDatabase}: it belongs to the extension (if a test closes it
 *       anyway, the next test gets a new one). Closing the injected {@link DynamoDbClient} does nothing.</li>
 * </ul>
 *
 * <p>A {@link TableStreams} parameter runs stream handlers during one test ({@code streams.follow(
 * ShopChange.DECODER, handler)}, then {@code streams.awaitCaughtUp()}) and stops them when the test ends.
 *
 * <p>Register one {@code KeywayLocalExtension} per test class: two registrations would both offer to
 * resolve the same parameters, which JUnit rejects.
 */
public final class KeywayLocalExtension implements BeforeAllCallback, BeforeEachCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(KeywayLocalExtension.class);

    private final TestDatabase.Mode mode;
    private final URI endpoint; // ENDPOINT only
    private volatile TestDatabase current;

    /**
     * Creates an extension that runs Keyway Local {@linkplain TestDatabase#inProcess() in-process}, or uses
     * the configured endpoint. This is the constructor JUnit calls for
     * {@code @ExtendWith(KeywayLocalExtension.class)}.
     */
    public KeywayLocalExtension() {
        this(TestDatabase.Mode.IN_PROCESS, TestDatabase.configuredEndpoint());
    }

    /** An extension of the requested mode, unless an endpoint is configured, which then wins. */
    KeywayLocalExtension(TestDatabase.Mode requested, Optional<URI> configured) {
        Objects.requireNonNull(requested, "requested");
        this.mode = configured.isPresent() ? TestDatabase.Mode.ENDPOINT : requested;
        this.endpoint = configured.orElse(null);
    }

    /**
     * An extension, for {@code @RegisterExtension}, that runs Keyway Local
     * {@linkplain TestDatabase#inProcess() in-process} (or uses the configured endpoint): the same as
     * {@code @ExtendWith}.
     *
     * @return a new extension
     */
    public static KeywayLocalExtension inProcess() {
        return new KeywayLocalExtension(TestDatabase.Mode.IN_PROCESS, TestDatabase.configuredEndpoint());
    }

    /**
     * An extension, for {@code @RegisterExtension}, that runs Keyway Local
     * {@linkplain TestDatabase#onLoopback() as an HTTP server on 127.0.0.1} (or uses the configured
     * endpoint), so requests go through the AWS SDK's HTTP path. Its {@link TestDatabase#endpoint()
     * endpoint} is available from {@link #database()}.
     *
     * @return a new extension
     */
    public static KeywayLocalExtension onLoopback() {
        return new KeywayLocalExtension(TestDatabase.Mode.LOOPBACK, TestDatabase.configuredEndpoint());
    }

    /**
     * How the database of this extension runs: the mode it was created with, or
     * {@link TestDatabase.Mode#ENDPOINT} when an endpoint is configured.
     *
     * @return the mode
     */
    public TestDatabase.Mode mode() {
        return mode;
    }

    /**
     * The client connected to the shared database, the same one injected into parameters.
     *
     * <p>Available once JUnit has called this extension: from {@code @BeforeAll} methods when the extension
     * is registered in a {@code static} field, otherwise from {@code @BeforeEach} methods, and in tests.
     *
     * @return the client
     * @throws IllegalStateException if called earlier, for example from a field initializer
     */
    public DynamoDbClient client() {
        return database().client();
    }

    /**
     * The shared database, the same one injected into parameters; available when {@link #client()} is.
     *
     * @return the running database; do not close it
     * @throws IllegalStateException if called before JUnit has called this extension
     */
    public TestDatabase database() {
        TestDatabase db = current;
        if (db == null) {
            throw new IllegalStateException("The test database is not started yet: use client() from @BeforeAll "
                    + "(extension in a static field), @BeforeEach or test methods, or inject a DynamoDbClient parameter");
        }
        return db;
    }

    /**
     * The Keyway Local behind the shared database, for faults, the time-to-live sweep and shard rolls:
     * {@code database().local()}.
     *
     * @return the running Keyway Local; do not close it
     * @throws org.opentest4j.TestAbortedException at an endpoint, where there is no Keyway Local
     * @throws IllegalStateException if called before JUnit has called this extension
     */
    public KeywayLocal local() {
        return database().local();
    }

    /**
     * Starts the database if it is not running yet, so that {@link #client()} works in {@code @BeforeAll}
     * methods.
     *
     * @param context the test class context
     */
    @Override
    public void beforeAll(ExtensionContext context) {
        shared(context);
    }

    /**
     * Deletes all tables (at an endpoint, those the test run created) and clears Keyway Local's faults, so
     * that the test starts with an empty database that injects no fault.
     *
     * @param context the test method context
     */
    @Override
    public void beforeEach(ExtensionContext context) {
        TestDatabase db = shared(context);
        if (db.isKeywayLocal()) {
            db.local().faults().clear();
        }
        db.deleteAllTables();
    }

    /**
     * Supports parameters of type {@link DynamoDbClient}, {@link DynamoDbStreamsClient}, {@link TestDatabase}
     * and {@link KeywayLocal}, in constructors, lifecycle methods and test methods, and {@link TableStreams}
     * in test methods and {@code @BeforeEach} methods (one per test).
     *
     * @param parameterContext the parameter to resolve
     * @param extensionContext the current context
     * @return whether the parameter has one of the supported types
     */
    @Override
    public boolean supportsParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        Class<?> type = parameterContext.getParameter().getType();
        return type == DynamoDbClient.class || type == TestDatabase.class || type == DynamoDbStreamsClient.class
                || type == KeywayLocal.class
                || type == TableStreams.class && extensionContext.getTestMethod().isPresent();
    }

    /**
     * Resolves a supported parameter, starting the database if needed.
     *
     * @param parameterContext the parameter to resolve
     * @param extensionContext the current context
     * @return the shared client, streams client, database, Keyway Local, or the test's {@link TableStreams}
     * @throws org.opentest4j.TestAbortedException for a {@link KeywayLocal} parameter at an endpoint
     */
    @Override
    public Object resolveParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        TestDatabase db = shared(extensionContext);
        Class<?> type = parameterContext.getParameter().getType();
        if (type == TableStreams.class) { // one per test, closed by JUnit when the test's context closes
            return extensionContext.getStore(NAMESPACE)
                    .getOrComputeIfAbsent(TableStreams.class, key -> new TableStreams(db), TableStreams.class);
        }
        if (type == DynamoDbStreamsClient.class) {
            return db.streamsClient();
        }
        if (type == KeywayLocal.class) {
            return db.local();
        }
        return type == TestDatabase.class ? db : db.client();
    }

    private TestDatabase shared(ExtensionContext context) {
        Object key = mode == TestDatabase.Mode.ENDPOINT ? "ENDPOINT " + endpoint : mode;
        SharedDatabase holder = context.getRoot()
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(key, k -> new SharedDatabase(mode, endpoint), SharedDatabase.class);
        TestDatabase db = holder.get();
        current = db;
        return db;
    }

    /**
     * Describes this extension.
     *
     * @return for example {@code KeywayLocalExtension[LOOPBACK]}
     */
    @Override
    public String toString() {
        return "KeywayLocalExtension[" + mode + (endpoint == null ? "" : " " + endpoint) + "]";
    }

    /**
     * The database of one mode for a whole test run, started on first use and closed by JUnit with the root
     * context. Implements {@link AutoCloseable} too, the successor of {@code CloseableResource} in later JUnit
     * versions; closing twice is harmless.
     */
    private static final class SharedDatabase implements ExtensionContext.Store.CloseableResource, AutoCloseable {
        private final TestDatabase.Mode mode;
        private final URI endpoint;
        private TestDatabase db;
        private boolean closed;

        SharedDatabase(TestDatabase.Mode mode, URI endpoint) {
            this.mode = mode;
            this.endpoint = endpoint;
        }

        synchronized TestDatabase get() {
            if (closed) {
                throw new IllegalStateException("The test run has ended: the test database is closed");
            }
            // Starts lazily, and again if test code closed the shared instance despite the documentation.
            if (db == null || db.isClosed()) {
                db = switch (mode) {
                    case IN_PROCESS -> TestDatabase.inProcess();
                    case LOOPBACK -> TestDatabase.onLoopback();
                    case ENDPOINT -> TestDatabase.atEndpoint(endpoint);
                };
            }
            return db;
        }

        @Override
        public synchronized void close() {
            closed = true;
            if (db == null || db.isClosed()) {
                return;
            }
            try {
                if (mode == TestDatabase.Mode.ENDPOINT) {
                    db.deleteAllTables(); // leave nothing the run created behind on a real account
                }
            } finally {
                db.close();
            }
        }
    }
}
