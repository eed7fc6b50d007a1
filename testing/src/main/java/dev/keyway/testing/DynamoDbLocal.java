package dev.keyway.testing;

import com.amazonaws.services.dynamodbv2.local.embedded.DynamoDBEmbedded;
import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.AbstractLocalDynamoDBServerHandler;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import com.amazonaws.services.dynamodbv2.local.server.LocalDynamoDBRequestHandler;
import com.amazonaws.services.dynamodbv2.local.shared.access.AmazonDynamoDBLocal;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.BindException;
import java.net.ServerSocket;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntSupplier;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.awscore.client.builder.AwsSyncClientBuilder;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * A running DynamoDB Local, either inside this JVM or as an HTTP server on {@code 127.0.0.1}, with a
 * {@link DynamoDbClient} connected to it.
 *
 * <p>Both modes keep all data in memory and never send telemetry (so no
 * {@code dynamodb-local-metadata.json} is written to the working directory). Every handle is its
 * own, independent database.
 *
 * <pre>{@code
 * try (DynamoDbLocal db = DynamoDbLocal.inProcess()) {
 *     DynamoDbClient client = db.client();
 *     client.createTable(b -> b.tableName("orders")
 *             .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
 *             .attributeDefinitions(AttributeDefinition.builder()
 *                     .attributeName("pk").attributeType(ScalarAttributeType.S).build())
 *             .billingMode(BillingMode.PAY_PER_REQUEST));
 *     client.putItem(b -> b.tableName("orders").item(Map.of("pk", AttributeValue.fromS("o-1"))));
 *     // ...
 *     db.deleteAllTables(); // back to an empty database
 * }
 * }</pre>
 *
 * <p>Choose {@link #inProcess()} by default: it starts fastest and needs no network. Choose
 * {@link #onLoopback()} to exercise the real HTTP path of the AWS SDK (marshalling, retries, the
 * HTTP client) or to point code under test, which builds its own client, at {@link #endpoint()}.
 *
 * <p>The handle is thread-safe. In JUnit 5 tests, prefer {@link DynamoDbLocalExtension}, which shares
 * one instance per mode across the whole test run.
 */
public final class DynamoDbLocal implements AutoCloseable {

    /** How a {@link DynamoDbLocal} runs. */
    public enum Mode {
        /** Inside this JVM, with no HTTP and no port: {@link DynamoDbLocal#inProcess()}. */
        IN_PROCESS,
        /** As an HTTP server on {@code 127.0.0.1} and a free port: {@link DynamoDbLocal#onLoopback()}. */
        LOOPBACK
    }

    /** Region of the client built for loopback mode. */
    static final Region REGION = Region.US_EAST_1;

    private static final System.Logger LOG = System.getLogger(DynamoDbLocal.class.getName());
    private static final String LOOPBACK_HOST = "127.0.0.1";
    private static final int BIND_ATTEMPTS = 5;

    private final Mode mode;
    private final AmazonDynamoDBLocal embedded; // IN_PROCESS only
    private final DynamoDBProxyServer server; // LOOPBACK only
    private final URI endpoint; // LOOPBACK only
    private final DynamoDbClient ownedClient;
    private final DynamoDbClient client;
    private final DynamoDbStreamsClient streamsClient;
    private final AtomicBoolean closed = new AtomicBoolean();

    private DynamoDbLocal(Mode mode, AmazonDynamoDBLocal embedded, DynamoDBProxyServer server, URI endpoint,
            DynamoDbClient ownedClient, DynamoDbStreamsClient streamsClient) {
        this.mode = mode;
        this.streamsClient = streamsClient;
        this.embedded = embedded;
        this.server = server;
        this.endpoint = endpoint;
        this.ownedClient = ownedClient;
        this.client = unclosable(ownedClient, this);
    }

    /**
     * Starts DynamoDB Local inside this JVM, with telemetry off. Requests from {@link #client()} are
     * served by direct method calls: no HTTP and no port.
     *
     * @return a new, empty, in-memory database; close it when done
     */
    public static DynamoDbLocal inProcess() {
        AmazonDynamoDBLocal embedded = DynamoDBEmbedded.create(true);
        return new DynamoDbLocal(Mode.IN_PROCESS, embedded, null, null, embedded.dynamoDbClient(),
                embedded.dynamoDbStreamsClient());
    }

    /**
     * Starts DynamoDB Local as an HTTP server listening on {@code 127.0.0.1} only, on a free port, with
     * telemetry off. {@link #client()} talks to it over HTTP through the AWS SDK's
     * {@code UrlConnectionHttpClient}, with region {@code us-east-1} and dummy static credentials.
     *
     * <p>The server runs with {@code -sharedDb}: any client pointed at {@link #endpoint()} sees the same
     * tables, whatever its region and credentials.
     *
     * @return a new, empty, in-memory database; close it when done
     * @throws IllegalStateException if the server cannot be started
     */
    public static DynamoDbLocal onLoopback() {
        return onLoopback(DynamoDbLocal::freePort);
    }

    /** {@link #onLoopback()} with a chosen source of candidate ports, for tests of the retry. */
    static DynamoDbLocal onLoopback(IntSupplier portChooser) {
        Exception lastBindFailure = null;
        for (int attempt = 1; attempt <= BIND_ATTEMPTS; attempt++) {
            int port = portChooser.getAsInt();
            DynamoDBProxyServer server = createServer(port);
            try {
                server.start();
            } catch (Exception e) {
                stopQuietly(server);
                if (!isBindFailure(e)) {
                    throw new IllegalStateException("Could not start DynamoDB Local on " + LOOPBACK_HOST + ":" + port, e);
                }
                // Another process took the port between choosing it and binding it: pick another one.
                lastBindFailure = e;
                continue;
            }
            URI endpoint = URI.create("http://" + LOOPBACK_HOST + ":" + port);
            return new DynamoDbLocal(Mode.LOOPBACK, null, server, endpoint,
                    onEndpoint(DynamoDbClient.builder(), endpoint).build(),
                    onEndpoint(DynamoDbStreamsClient.builder(), endpoint).build());
        }
        throw new IllegalStateException(
                "Could not bind DynamoDB Local to a free port after " + BIND_ATTEMPTS + " attempts", lastBindFailure);
    }

    /** A client builder pointed at the loopback server, with a region and dummy credentials. */
    private static <B extends AwsClientBuilder<B, ?> & AwsSyncClientBuilder<B, ?>> B onEndpoint(B builder, URI endpoint) {
        return builder.endpointOverride(endpoint)
                .region(REGION)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("keyway", "keyway")))
                .httpClient(UrlConnectionHttpClient.create());
    }

    private static DynamoDBProxyServer createServer(int port) {
        DynamoDBProxyServer server;
        try {
            server = ServerRunner.createServerFromCommandLineArgs(new String[] {
                "-inMemory", "-sharedDb", "-port", Integer.toString(port), "-disableTelemetry"});
        } catch (Exception e) {
            throw new IllegalStateException("Could not create DynamoDB Local server on port " + port, e);
        }
        bindToLoopbackOnly(server);
        return server;
    }

    /**
     * DynamoDB Local has no option for the listening address and binds all interfaces: narrow its Jetty
     * connector to the loopback address before it starts. Best effort: if the internals differ in a future
     * DynamoDB Local version, the server still works, listening on all interfaces.
     */
    private static void bindToLoopbackOnly(DynamoDBProxyServer server) {
        try {
            Server jetty = (Server) readField(DynamoDBProxyServer.class, server, "server");
            for (Connector connector : jetty.getConnectors()) {
                if (connector instanceof ServerConnector) {
                    ((ServerConnector) connector).setHost(LOOPBACK_HOST);
                }
            }
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            LOG.log(System.Logger.Level.WARNING,
                    "Could not restrict DynamoDB Local to " + LOOPBACK_HOST + "; it listens on all interfaces", e);
        }
    }

    private static boolean isBindFailure(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof BindException) {
                return true;
            }
            if (t instanceof IOException && t.getMessage() != null && t.getMessage().startsWith("Failed to bind")) {
                return true;
            }
        }
        return false;
    }

    private static int freePort() {
        // DynamoDB Local rejects "-port 0", so ask the OS for a free port and hand it over.
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("Could not find a free port", e);
        }
    }

    /**
     * How this database runs.
     *
     * @return {@link Mode#IN_PROCESS} or {@link Mode#LOOPBACK}
     */
    public Mode mode() {
        return mode;
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
     * The HTTP endpoint of a loopback server, such as {@code http://127.0.0.1:41923}, for code that builds
     * its own client. Such a client needs a region and credentials, but their values do not matter.
     *
     * @return the endpoint URI
     * @throws IllegalStateException if this database runs {@link Mode#IN_PROCESS in-process} and so has no
     *     endpoint
     */
    public URI endpoint() {
        if (endpoint == null) {
            throw new IllegalStateException(
                    "DynamoDB Local running in-process has no HTTP endpoint; use DynamoDbLocal.onLoopback()");
        }
        return endpoint;
    }

    /**
     * Deletes every table, following {@code ListTables} pagination, which leaves an empty database. Much
     * cheaper than starting a new DynamoDB Local.
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
        // Collect every name first, so that deleting cannot disturb the pagination.
        List<String> names = new ArrayList<>(
                ownedClient.listTablesPaginator(ListTablesRequest.builder().limit(pageSize).build())
                        .tableNames()
                        .stream()
                        .toList());
        int deleted = 0;
        for (String name : names) {
            try {
                ownedClient.deleteTable(b -> b.tableName(name));
                deleted++;
            } catch (ResourceNotFoundException alreadyGone) {
                // Deleted concurrently by someone else: the goal is reached anyway.
            }
        }
        return deleted;
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
     * Stops DynamoDB Local, drops its data and closes {@link #client()}. Calling it again does nothing.
     *
     * <p>Afterwards no thread of this DynamoDB Local keeps the JVM alive.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        if (mode == Mode.IN_PROCESS) {
            // shutdownNow() must come first: the embedded client's close() and shutdown() both run the
            // graceful shutdown, which leaves a background job sleeping on a non-daemon thread and turns
            // a later shutdownNow() into a no-op. After shutdownNow(), closing the client does nothing.
            try {
                embedded.shutdownNow();
            } finally {
                ownedClient.close();
                streamsClient.close();
            }
        } else {
            List<AmazonDynamoDBLocal> databases = databasesOf(server);
            try {
                ownedClient.close();
                streamsClient.close();
            } finally {
                stopQuietly(server);
                // The server's stop() only runs the graceful shutdown of each database, which leaves
                // background jobs sleeping on non-daemon threads: interrupt them.
                for (AmazonDynamoDBLocal database : databases) {
                    try {
                        database.shutdownNow();
                    } catch (RuntimeException e) {
                        LOG.log(System.Logger.Level.DEBUG, "Ignored failure while stopping DynamoDB Local", e);
                    }
                }
            }
        }
    }

    /**
     * The databases a server created so far, read from its internals (DynamoDB Local offers no accessor).
     * Best effort: an empty list if the internals differ in a future DynamoDB Local version.
     */
    private static List<AmazonDynamoDBLocal> databasesOf(DynamoDBProxyServer server) {
        try {
            Object serverHandler = readField(DynamoDBProxyServer.class, server, "serverHandler");
            Object requestHandler = readField(AbstractLocalDynamoDBServerHandler.class, serverHandler, "primaryHandler");
            if (!(requestHandler instanceof LocalDynamoDBRequestHandler)) {
                return List.of();
            }
            Map<?, ?> databases = (Map<?, ?>) readField(LocalDynamoDBRequestHandler.class, requestHandler, "dbRequestHandlers");
            List<AmazonDynamoDBLocal> result = new ArrayList<>();
            synchronized (requestHandler) { // the map is guarded by the handler's monitor
                for (Object database : databases.values()) {
                    if (database instanceof AmazonDynamoDBLocal) {
                        result.add((AmazonDynamoDBLocal) database);
                    }
                }
            }
            return result;
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            LOG.log(System.Logger.Level.DEBUG,
                    "Could not reach DynamoDB Local's databases; some of its threads may outlive close()", e);
            return List.of();
        }
    }

    private static Object readField(Class<?> owner, Object target, String name) throws ReflectiveOperationException {
        Field field = owner.getDeclaredField(name);
        field.setAccessible(true);
        return field.get(target);
    }

    private static void stopQuietly(DynamoDBProxyServer server) {
        try {
            server.stop();
        } catch (Exception e) {
            LOG.log(System.Logger.Level.DEBUG, "Ignored failure while stopping DynamoDB Local", e);
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
     * @return for example {@code DynamoDbLocal[LOOPBACK http://127.0.0.1:41923]}
     */
    @Override
    public String toString() {
        return "DynamoDbLocal[" + mode + (endpoint == null ? "" : " " + endpoint) + (isClosed() ? ", closed" : "") + "]";
    }

    /** A view of {@code delegate} whose {@code close()} does nothing. */
    private static DynamoDbClient unclosable(DynamoDbClient delegate, DynamoDbLocal owner) {
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
