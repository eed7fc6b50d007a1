package dev.keyway.testing;

import java.util.Objects;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * JUnit 5 extension that gives tests a {@link DynamoDbClient} connected to DynamoDB Local, with an empty
 * database at the start of every test.
 *
 * <p>Register it declaratively, which runs DynamoDB Local {@linkplain DynamoDbLocal#inProcess() in-process}.
 * Parameters of type {@link DynamoDbClient} or {@link DynamoDbLocal} are then injected into the constructor,
 * lifecycle methods and test methods:
 *
 * <pre>{@code
 * @ExtendWith(DynamoDbLocalExtension.class)
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
 * }
 * }</pre>
 *
 * <p>or programmatically, to choose the mode, and then use {@link #client()} too:
 *
 * <pre>{@code
 * class OrderRepositoryHttpTest {
 *     @RegisterExtension
 *     static DynamoDbLocalExtension db = DynamoDbLocalExtension.onLoopback();
 *
 *     @BeforeEach
 *     void createTable() {
 *         new OrderRepository(db.client()).createTable();
 *     }
 * }
 * }</pre>
 *
 * <h2>Lifecycle</h2>
 * <ul>
 *   <li>One DynamoDB Local per mode is started lazily, on first use, and shared by every test class of the
 *       test run. It lives in the root {@link ExtensionContext.Store} and is shut down when the test run
 *       ends.</li>
 *   <li><b>Before each test, all tables are deleted</b>, so every test starts with an empty database.
 *       Tests create the tables they need, in the test itself or in a {@code @BeforeEach} method (these
 *       run after this extension's callback). Tables created in a {@code @BeforeAll} method are deleted
 *       before the first test.</li>
 *   <li>Because the database is shared and emptied before each test, tests using the same mode must not
 *       run concurrently (JUnit runs tests sequentially unless parallel execution is enabled). Two modes
 *       are two separate databases.</li>
 *   <li>Do not close the injected {@link DynamoDbLocal}: it belongs to the extension (if a test closes it
 *       anyway, the next test gets a new one). Closing the injected {@link DynamoDbClient} does
 *       nothing.</li>
 * </ul>
 *
 * <p>Parameters of type {@link DynamoDbStreamsClient} and {@link TableStreams} are injected too: a
 * {@code TableStreams} runs stream handlers during one test ({@code streams.follow(ShopChange.DECODER,
 * handler)}, then {@code streams.awaitCaughtUp()}) and stops them when the test ends.
 *
 * <p>Register one {@code DynamoDbLocalExtension} per test class: two registrations would both offer to
 * resolve the same parameters, which JUnit rejects.
 */
public final class DynamoDbLocalExtension implements BeforeAllCallback, BeforeEachCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(DynamoDbLocalExtension.class);

    private final DynamoDbLocal.Mode mode;
    private volatile DynamoDbLocal current;

    /**
     * Creates an extension that runs DynamoDB Local {@linkplain DynamoDbLocal#inProcess() in-process}. This
     * is the constructor JUnit calls for {@code @ExtendWith(DynamoDbLocalExtension.class)}.
     */
    public DynamoDbLocalExtension() {
        this(DynamoDbLocal.Mode.IN_PROCESS);
    }

    private DynamoDbLocalExtension(DynamoDbLocal.Mode mode) {
        this.mode = Objects.requireNonNull(mode, "mode");
    }

    /**
     * An extension, for {@code @RegisterExtension}, that runs DynamoDB Local
     * {@linkplain DynamoDbLocal#inProcess() in-process}: the same as {@code @ExtendWith}.
     *
     * @return a new extension
     */
    public static DynamoDbLocalExtension inProcess() {
        return new DynamoDbLocalExtension(DynamoDbLocal.Mode.IN_PROCESS);
    }

    /**
     * An extension, for {@code @RegisterExtension}, that runs DynamoDB Local
     * {@linkplain DynamoDbLocal#onLoopback() as an HTTP server on 127.0.0.1}, so requests go through the
     * AWS SDK's HTTP path. Its {@link DynamoDbLocal#endpoint() endpoint} is available from
     * {@link #dynamoDbLocal()}.
     *
     * @return a new extension
     */
    public static DynamoDbLocalExtension onLoopback() {
        return new DynamoDbLocalExtension(DynamoDbLocal.Mode.LOOPBACK);
    }

    /**
     * How the DynamoDB Local of this extension runs.
     *
     * @return {@link DynamoDbLocal.Mode#IN_PROCESS} or {@link DynamoDbLocal.Mode#LOOPBACK}
     */
    public DynamoDbLocal.Mode mode() {
        return mode;
    }

    /**
     * The client connected to the shared DynamoDB Local, the same one injected into parameters.
     *
     * <p>Available once JUnit has called this extension: from {@code @BeforeAll} methods when the extension
     * is registered in a {@code static} field, otherwise from {@code @BeforeEach} methods, and in tests.
     *
     * @return the client
     * @throws IllegalStateException if called earlier, for example from a field initializer
     */
    public DynamoDbClient client() {
        return dynamoDbLocal().client();
    }

    /**
     * The shared DynamoDB Local, the same one injected into parameters; available when {@link #client()} is.
     *
     * @return the running DynamoDB Local; do not close it
     * @throws IllegalStateException if called before JUnit has called this extension
     */
    public DynamoDbLocal dynamoDbLocal() {
        DynamoDbLocal db = current;
        if (db == null) {
            throw new IllegalStateException("DynamoDB Local is not started yet: use client() from @BeforeAll "
                    + "(extension in a static field), @BeforeEach or test methods, or inject a DynamoDbClient parameter");
        }
        return db;
    }

    /**
     * Starts DynamoDB Local if it is not running yet, so that {@link #client()} works in
     * {@code @BeforeAll} methods.
     *
     * @param context the test class context
     */
    @Override
    public void beforeAll(ExtensionContext context) {
        shared(context);
    }

    /**
     * Deletes all tables, so that the test starts with an empty database.
     *
     * @param context the test method context
     */
    @Override
    public void beforeEach(ExtensionContext context) {
        shared(context).deleteAllTables();
    }

    /**
     * Supports parameters of type {@link DynamoDbClient}, {@link DynamoDbStreamsClient} and
     * {@link DynamoDbLocal}, in constructors, lifecycle methods and test methods, and
     * {@link TableStreams} in test methods and {@code @BeforeEach} methods (one per test).
     *
     * @param parameterContext the parameter to resolve
     * @param extensionContext the current context
     * @return whether the parameter has one of the supported types
     */
    @Override
    public boolean supportsParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        Class<?> type = parameterContext.getParameter().getType();
        return type == DynamoDbClient.class || type == DynamoDbLocal.class || type == DynamoDbStreamsClient.class
                || type == TableStreams.class && extensionContext.getTestMethod().isPresent();
    }

    /**
     * Resolves a {@link DynamoDbClient} or {@link DynamoDbLocal} parameter, starting DynamoDB Local if needed.
     *
     * @param parameterContext the parameter to resolve
     * @param extensionContext the current context
     * @return the shared client or DynamoDB Local
     */
    @Override
    public Object resolveParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        DynamoDbLocal db = shared(extensionContext);
        Class<?> type = parameterContext.getParameter().getType();
        if (type == TableStreams.class) { // one per test, closed by JUnit when the test's context closes
            return extensionContext.getStore(NAMESPACE)
                    .getOrComputeIfAbsent(TableStreams.class, key -> new TableStreams(db), TableStreams.class);
        }
        if (type == DynamoDbStreamsClient.class) {
            return db.streamsClient();
        }
        return type == DynamoDbLocal.class ? db : db.client();
    }

    private DynamoDbLocal shared(ExtensionContext context) {
        SharedDynamoDbLocal holder = context.getRoot()
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(mode, SharedDynamoDbLocal::new, SharedDynamoDbLocal.class);
        DynamoDbLocal db = holder.get();
        current = db;
        return db;
    }

    /**
     * Describes this extension.
     *
     * @return for example {@code DynamoDbLocalExtension[LOOPBACK]}
     */
    @Override
    public String toString() {
        return "DynamoDbLocalExtension[" + mode + "]";
    }

    /**
     * The DynamoDB Local of one mode for a whole test run, started on first use and closed by JUnit with the
     * root context. Implements {@link AutoCloseable} too, the successor of {@code CloseableResource} in
     * later JUnit versions; closing twice is harmless.
     */
    private static final class SharedDynamoDbLocal implements ExtensionContext.Store.CloseableResource, AutoCloseable {
        private final DynamoDbLocal.Mode mode;
        private DynamoDbLocal db;
        private boolean closed;

        SharedDynamoDbLocal(DynamoDbLocal.Mode mode) {
            this.mode = mode;
        }

        synchronized DynamoDbLocal get() {
            if (closed) {
                throw new IllegalStateException("The test run has ended: DynamoDB Local is shut down");
            }
            // Starts lazily, and again if test code closed the shared instance despite the documentation.
            if (db == null || db.isClosed()) {
                db = mode == DynamoDbLocal.Mode.LOOPBACK ? DynamoDbLocal.onLoopback() : DynamoDbLocal.inProcess();
            }
            return db;
        }

        @Override
        public synchronized void close() {
            closed = true;
            if (db != null) {
                db.close();
            }
        }
    }
}
