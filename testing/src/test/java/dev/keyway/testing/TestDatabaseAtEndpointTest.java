package dev.keyway.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.KeywayLocal;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;

/**
 * A test database at an endpoint the user names, played here by a second Keyway Local on loopback: only
 * the tables created since the handle was opened are ever deleted, and Keyway Local's features abort.
 */
class TestDatabaseAtEndpointTest {

    private static TestDatabase at(URI endpoint) {
        return TestDatabase.atEndpoint(endpoint, Region.EU_WEST_1,
                StaticCredentialsProvider.create(AwsBasicCredentials.create("someone", "secret")));
    }

    @Test
    void deletesOnlyTheTablesCreatedSinceItWasOpened() {
        try (KeywayLocal users = KeywayLocal.inMemory()) {
            URI endpoint = users.startServer();
            Tables.create(users.client(), "precious");
            Tables.put(users.client(), "precious", "k", "keep me");
            try (TestDatabase db = at(endpoint)) {
                assertEquals(TestDatabase.Mode.ENDPOINT, db.mode());
                assertFalse(db.isKeywayLocal());
                assertEquals(endpoint, db.endpoint());
                assertEquals(Set.of("precious"), db.tablesBefore());

                Tables.create(db.client(), "mine-1");
                Tables.create(db.client(), "mine-2");
                assertEquals(2, db.deleteAllTables(1)); // one ListTables page per table
                assertEquals(List.of("precious"), db.client().listTables().tableNames());
                assertEquals("keep me", Tables.get(db.client(), "precious", "k").get("value").s());
                assertEquals(0, db.deleteAllTables());
                Tables.create(db.client(), "mine-1"); // the name is free again at once
            }
            assertEquals(List.of("mine-1", "precious"), users.client().listTables().tableNames(),
                    "closing the handle deletes nothing");
        }
    }

    @Test
    void keywayLocalFeaturesAbortTheTestWithWhatToDo() {
        try (KeywayLocal users = KeywayLocal.inMemory(); TestDatabase db = at(users.startServer())) {
            TestAbortedException aborted = assertThrows(TestAbortedException.class, db::local);
            assertTrue(aborted.getMessage().contains(db.endpoint().toString()), aborted.getMessage());
            assertTrue(aborted.getMessage().contains(TestDatabase.ENDPOINT_VARIABLE), aborted.getMessage());
            assertThrows(TestAbortedException.class, db::faults);
            assertThrows(TestAbortedException.class, db::sweepExpiredItems);
            assertThrows(TestAbortedException.class, () -> db.rollStreamShards("any"));
            Tables.roundTrip(db.client(), "plain-requests-work");
        }
    }

    @Test
    void realDynamoDbServesStreamsOnAHostOfTheirOwnAndAnEmulatorOnTheSameEndpoint() {
        assertEquals(URI.create("https://streams.dynamodb.eu-west-1.amazonaws.com"),
                TestDatabase.streamsEndpoint(URI.create("https://dynamodb.eu-west-1.amazonaws.com")));
        assertEquals(URI.create("http://127.0.0.1:8000"), TestDatabase.streamsEndpoint(URI.create("http://127.0.0.1:8000")));
    }

    @Test
    void theSystemPropertyNamesTheEndpointAndTheExtensionThenUsesIt() {
        String before = System.getProperty(TestDatabase.ENDPOINT_PROPERTY);
        try {
            System.setProperty(TestDatabase.ENDPOINT_PROPERTY, " http://127.0.0.1:8000 ");
            assertEquals(Optional.of(URI.create("http://127.0.0.1:8000")), TestDatabase.configuredEndpoint());
            assertEquals(TestDatabase.Mode.ENDPOINT, KeywayLocalExtension.onLoopback().mode());
            assertEquals(TestDatabase.Mode.ENDPOINT, new KeywayLocalExtension().mode());
            System.setProperty(TestDatabase.ENDPOINT_PROPERTY, " ");
            assertEquals(Optional.ofNullable(System.getenv(TestDatabase.ENDPOINT_VARIABLE)).filter(v -> !v.isBlank())
                    .map(v -> URI.create(v.strip())), TestDatabase.configuredEndpoint());
        } finally {
            if (before == null) {
                System.clearProperty(TestDatabase.ENDPOINT_PROPERTY);
            } else {
                System.setProperty(TestDatabase.ENDPOINT_PROPERTY, before);
            }
        }
    }
}
