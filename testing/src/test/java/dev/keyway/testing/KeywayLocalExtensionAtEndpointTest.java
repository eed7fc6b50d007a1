package dev.keyway.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.local.KeywayLocal;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.opentest4j.TestAbortedException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The extension at an endpoint the user names (as KEYWAY_TEST_ENDPOINT would), played by a second Keyway
 * Local on loopback that already holds a table: the tests' own tables are deleted before each test, that
 * one never.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class KeywayLocalExtensionAtEndpointTest {

    static {
        // The default credentials and region chains read these, as they would read AWS_REGION and a profile.
        System.setProperty("aws.region", "eu-west-1");
        System.setProperty("aws.accessKeyId", "someone");
        System.setProperty("aws.secretAccessKey", "secret");
    }

    private static final KeywayLocal USERS = withAPreciousTable();

    @RegisterExtension
    static final KeywayLocalExtension db =
            new KeywayLocalExtension(TestDatabase.Mode.IN_PROCESS, Optional.of(USERS.startServer()));

    private static KeywayLocal withAPreciousTable() {
        KeywayLocal local = KeywayLocal.inMemory();
        Tables.create(local.client(), "precious");
        return local;
    }

    @Test
    @Order(1)
    void runsAtTheEndpointAndCreatesATable(DynamoDbClient client, TestDatabase database) {
        assertEquals(TestDatabase.Mode.ENDPOINT, db.mode());
        assertEquals(TestDatabase.Mode.ENDPOINT, database.mode());
        assertEquals(USERS.endpoint(), database.endpoint());
        Tables.create(client, "from-a-test");
        assertEquals(List.of("from-a-test", "precious"), client.listTables().tableNames());
    }

    @Test
    @Order(2)
    void theNextTestFindsOnlyTheTableThatWasThereBefore(DynamoDbClient client) {
        assertEquals(List.of("precious"), client.listTables().tableNames());
    }

    @Test
    @Order(3)
    void keywayLocalIsUnavailable() {
        assertThrows(TestAbortedException.class, db::local);
    }

    @AfterAll
    static void stopTheUsersDatabase() {
        db.database().close(); // before its endpoint goes away: the run's end then has nothing left to do
        USERS.close();
        System.clearProperty("aws.region");
        System.clearProperty("aws.accessKeyId");
        System.clearProperty("aws.secretAccessKey");
    }
}
