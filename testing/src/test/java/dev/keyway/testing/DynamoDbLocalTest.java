package dev.keyway.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class DynamoDbLocalTest {

    @Test
    void inProcessServesItems() {
        try (DynamoDbLocal db = DynamoDbLocal.inProcess()) {
            assertEquals(DynamoDbLocal.Mode.IN_PROCESS, db.mode());
            Tables.roundTrip(db.client(), "in-process");
            assertEquals(List.of("in-process"), db.client().listTables().tableNames());
            assertThrows(IllegalStateException.class, db::endpoint);
        }
    }

    @Test
    void onLoopbackServesItemsOverHttpOnAFreeLoopbackPort() throws IOException {
        try (DynamoDbLocal db = DynamoDbLocal.onLoopback()) {
            assertEquals(DynamoDbLocal.Mode.LOOPBACK, db.mode());
            URI endpoint = db.endpoint();
            assertEquals("http", endpoint.getScheme());
            assertEquals("127.0.0.1", endpoint.getHost());
            assertTrue(endpoint.getPort() > 0, endpoint::toString);
            // The port is really taken, by the server.
            assertThrows(IOException.class, () -> new ServerSocket(endpoint.getPort(), 1, InetAddress.getLoopbackAddress()).close());

            Tables.roundTrip(db.client(), "loopback");

            // A client built by code under test, with other credentials and region, sees the same tables.
            try (DynamoDbClient own = DynamoDbClient.builder()
                    .endpointOverride(endpoint)
                    .region(Region.EU_WEST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("other", "secret")))
                    .httpClient(UrlConnectionHttpClient.create())
                    .build()) {
                assertEquals(List.of("loopback"), own.listTables().tableNames());
                assertEquals("hello", Tables.get(own, "loopback", "k1").get("value").s());
            }
        }
    }

    @Test
    void twoLoopbackServersCoexistWithSeparateData() {
        try (DynamoDbLocal first = DynamoDbLocal.onLoopback(); DynamoDbLocal second = DynamoDbLocal.onLoopback()) {
            assertNotEquals(first.endpoint().getPort(), second.endpoint().getPort());
            Tables.create(first.client(), "only-in-first");
            Tables.create(second.client(), "only-in-second");
            assertEquals(List.of("only-in-first"), first.client().listTables().tableNames());
            assertEquals(List.of("only-in-second"), second.client().listTables().tableNames());
        }
    }

    @Test
    void onLoopbackRetriesWhenTheChosenPortIsTaken() throws IOException {
        try (ServerSocket squatter = new ServerSocket(0)) {
            int taken = squatter.getLocalPort();
            int free;
            try (ServerSocket probe = new ServerSocket(0)) {
                free = probe.getLocalPort();
            }
            int[] candidates = {taken, free};
            AtomicInteger calls = new AtomicInteger();
            try (DynamoDbLocal db = DynamoDbLocal.onLoopback(() -> candidates[calls.getAndIncrement()])) {
                assertEquals(2, calls.get());
                assertEquals(free, db.endpoint().getPort());
                Tables.roundTrip(db.client(), "after-retry");
            }
        }
    }

    @Test
    void deleteAllTablesEmptiesTheDatabaseAcrossPages() {
        try (DynamoDbLocal db = DynamoDbLocal.inProcess()) {
            for (int i = 0; i < 5; i++) {
                Tables.create(db.client(), "table-" + i);
            }
            Tables.put(db.client(), "table-0", "k", "v");

            assertEquals(5, db.deleteAllTables(2)); // three ListTables pages
            assertEquals(List.of(), db.client().listTables().tableNames());
            assertEquals(0, db.deleteAllTables());

            // The same names can be created again at once.
            Tables.create(db.client(), "table-0");
            assertTrue(Tables.get(db.client(), "table-0", "k").isEmpty());
        }
    }

    @Test
    void deleteAllTablesWorksOnLoopback() {
        try (DynamoDbLocal db = DynamoDbLocal.onLoopback()) {
            Tables.create(db.client(), "one");
            Tables.create(db.client(), "two");
            assertEquals(2, db.deleteAllTables());
            assertEquals(List.of(), db.client().listTables().tableNames());
        }
    }

    @Test
    void closingTheClientDoesNotCloseTheDatabase() {
        try (DynamoDbLocal db = DynamoDbLocal.inProcess()) {
            DynamoDbClient client = db.client();
            assertSame(client, db.client());
            client.close();
            Tables.roundTrip(db.client(), "still-open");
        }
    }

    @Test
    void closeIsIdempotentInProcess() {
        DynamoDbLocal db = DynamoDbLocal.inProcess();
        Tables.create(db.client(), "t-in-process");
        assertFalse(db.isClosed());
        db.close();
        db.close();
        assertTrue(db.isClosed());
        assertThrows(IllegalStateException.class, db::client);
        assertThrows(IllegalStateException.class, db::deleteAllTables);
    }

    @Test
    void closeIsIdempotentOnLoopbackAndFreesThePort() throws IOException {
        DynamoDbLocal db = DynamoDbLocal.onLoopback();
        int port = db.endpoint().getPort();
        Tables.create(db.client(), "t-loopback");
        db.close();
        db.close();
        assertTrue(db.isClosed());
        assertThrows(IllegalStateException.class, db::client);
        try (Socket socket = new Socket()) {
            assertThrows(ConnectException.class,
                    () -> socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 2_000));
        }
        // And the port can be bound again.
        new ServerSocket(port, 1, InetAddress.getLoopbackAddress()).close();
    }

    @Test
    void closeLeavesNoThreadThatKeepsTheJvmAlive() throws InterruptedException {
        Set<Thread> before = nonDaemonThreads();
        try (DynamoDbLocal inProcess = DynamoDbLocal.inProcess(); DynamoDbLocal loopback = DynamoDbLocal.onLoopback()) {
            // Creating tables starts DynamoDB Local's background jobs.
            Tables.roundTrip(inProcess.client(), "jobs");
            Tables.roundTrip(loopback.client(), "jobs");
        }
        Set<Thread> leftover = Set.of();
        for (long deadline = System.nanoTime() + 5_000_000_000L; System.nanoTime() < deadline; ) {
            leftover = nonDaemonThreads();
            leftover.removeAll(before);
            if (leftover.isEmpty()) {
                break;
            }
            Thread.sleep(50);
        }
        assertEquals(Set.of(), leftover.stream().map(Thread::getName).collect(Collectors.toSet()));
    }

    @Test
    void writesNoTelemetryMetadataFile() throws IOException {
        Path metadata = Path.of(System.getProperty("user.dir"), "dynamodb-local-metadata.json");
        Files.deleteIfExists(metadata); // a leftover from some other run, not from this one
        try (DynamoDbLocal inProcess = DynamoDbLocal.inProcess(); DynamoDbLocal loopback = DynamoDbLocal.onLoopback()) {
            Tables.roundTrip(inProcess.client(), "telemetry");
            Tables.roundTrip(loopback.client(), "telemetry");
        }
        assertFalse(Files.exists(metadata), () -> metadata + " was written");
    }

    private static Set<Thread> nonDaemonThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && !t.isDaemon())
                .collect(Collectors.toCollection(java.util.HashSet::new));
    }
}
