package dev.keyway.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.KeywayLocal;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/** The test database on Keyway Local, in-process and on loopback. */
class TestDatabaseTest {

    @Test
    void inProcessServesItems() {
        try (TestDatabase db = TestDatabase.inProcess()) {
            assertEquals(TestDatabase.Mode.IN_PROCESS, db.mode());
            Tables.roundTrip(db.client(), "in-process");
            assertEquals(List.of("in-process"), db.client().listTables().tableNames());
            assertThrows(IllegalStateException.class, db::endpoint);
        }
    }

    @Test
    void onLoopbackServesItemsOverHttpOnAFreeLoopbackPort() throws IOException {
        try (TestDatabase db = TestDatabase.onLoopback()) {
            assertEquals(TestDatabase.Mode.LOOPBACK, db.mode());
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
        try (TestDatabase first = TestDatabase.onLoopback(); TestDatabase second = TestDatabase.onLoopback()) {
            assertNotEquals(first.endpoint().getPort(), second.endpoint().getPort());
            Tables.create(first.client(), "only-in-first");
            Tables.create(second.client(), "only-in-second");
            assertEquals(List.of("only-in-first"), first.client().listTables().tableNames());
            assertEquals(List.of("only-in-second"), second.client().listTables().tableNames());
        }
    }

    @Test
    void deleteAllTablesEmptiesTheDatabaseAcrossPages() {
        try (TestDatabase db = TestDatabase.inProcess()) {
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
    void deleteAllTablesForgetsTheDeletedTablesStreams() {
        try (TestDatabase db = TestDatabase.inProcess()) {
            db.client().createTable(b -> b.tableName("streamed")
                    .keySchema(k -> k.attributeName("pk").keyType(KeyType.HASH))
                    .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                    .billingMode(BillingMode.PAY_PER_REQUEST)
                    .streamSpecification(s -> s.streamEnabled(true).streamViewType(StreamViewType.NEW_IMAGE)));
            assertEquals(1, db.streamsClient().listStreams().streams().size());

            assertEquals(1, db.deleteAllTables());
            // A deleted table's stream stays readable for 24 hours on DynamoDB; a cleared test database
            // starts from no stream at all, so that the next test's ListStreams sees only its own.
            assertEquals(List.of(), db.streamsClient().listStreams().streams());
        }
    }

    @Test
    void deleteAllTablesWorksOnLoopback() {
        try (TestDatabase db = TestDatabase.onLoopback()) {
            Tables.create(db.client(), "one");
            Tables.create(db.client(), "two");
            assertEquals(2, db.deleteAllTables());
            assertEquals(List.of(), db.client().listTables().tableNames());
        }
    }

    @Test
    void closingTheClientDoesNotCloseTheDatabase() {
        try (TestDatabase db = TestDatabase.inProcess()) {
            DynamoDbClient client = db.client();
            assertSame(client, db.client());
            client.close();
            Tables.roundTrip(db.client(), "still-open");
        }
    }

    @Test
    void closeIsIdempotentInProcess() {
        TestDatabase db = TestDatabase.inProcess();
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
        TestDatabase db = TestDatabase.onLoopback();
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
        try (TestDatabase inProcess = TestDatabase.inProcess(); TestDatabase loopback = TestDatabase.onLoopback()) {
            // Serving requests over loopback starts the server's threads.
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
    void keywayLocalFeaturesAreReachableInBothModes() {
        try (TestDatabase inProcess = TestDatabase.inProcess(); TestDatabase loopback = TestDatabase.onLoopback()) {
            for (TestDatabase db : List.of(inProcess, loopback)) {
                assertTrue(db.isKeywayLocal());
                assertSame(db.local().faults(), db.faults());
                assertEquals(0, db.sweepExpiredItems());
                assertEquals(Set.of(), db.tablesBefore());
            }
            assertEquals(loopback.local().endpoint(), loopback.endpoint());
        }
    }

    @Test
    void closingTheHandleClosesItsKeywayLocal() {
        TestDatabase db = TestDatabase.onLoopback();
        KeywayLocal local = db.local();
        db.close();
        assertTrue(local.isClosed());
        assertThrows(IllegalStateException.class, db::local);
    }

    private static Set<Thread> nonDaemonThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && !t.isDaemon())
                .collect(Collectors.toCollection(java.util.HashSet::new));
    }
}
