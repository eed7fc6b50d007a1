package dev.keyway.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Programmatic registration in an instance field, in-process: shares the instance of @ExtendWith. */
class RegisterInstanceInProcessTest {

    @RegisterExtension
    final KeywayLocalExtension db = KeywayLocalExtension.inProcess();

    @BeforeEach
    void createTable() {
        Tables.create(db.client(), "things");
    }

    @Test
    void injectsInProcessClient(DynamoDbClient client, TestDatabase local) {
        assertEquals(TestDatabase.Mode.IN_PROCESS, db.mode());
        assertSame(db.client(), client);
        assertSame(db.database(), local);
        SharedInstances.checkShared(local);
        Tables.put(client, "things", "a", "b");
    }

    @Test
    void startsEmpty() {
        assertEquals(List.of("things"), db.client().listTables().tableNames());
        assertEquals(0, db.client().scan(b -> b.tableName("things")).count());
        Tables.put(db.client(), "things", "c", "d");
    }
}
