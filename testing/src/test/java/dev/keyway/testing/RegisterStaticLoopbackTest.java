package dev.keyway.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Programmatic registration in a static field: loopback mode and the client() accessor. */
class RegisterStaticLoopbackTest {

    @RegisterExtension
    static final KeywayLocalExtension db = KeywayLocalExtension.onLoopback();

    private final DynamoDbClient constructorClient;

    RegisterStaticLoopbackTest(DynamoDbClient client) {
        this.constructorClient = client;
    }

    @BeforeAll
    static void clientIsAvailableInBeforeAll(DynamoDbClient injected) {
        assertSame(db.client(), injected);
    }

    @BeforeEach
    void createTable() {
        Tables.create(db.client(), "loopback-orders");
    }

    @Test
    void runsOnLoopback(TestDatabase local) {
        assertEquals(TestDatabase.Mode.LOOPBACK, db.mode());
        assertSame(db.database(), local);
        assertEquals(TestDatabase.Mode.LOOPBACK, local.mode());
        assertEquals("127.0.0.1", local.endpoint().getHost());
        SharedInstances.checkShared(local);
    }

    @Test
    void injectsTheSameClientEverywhere(DynamoDbClient injected) {
        assertSame(db.client(), injected);
        assertSame(constructorClient, injected);
        Tables.put(injected, "loopback-orders", "o-1", "x");
        assertEquals("x", Tables.get(injected, "loopback-orders", "o-1").get("value").s());
    }

    @Test
    void startsEmpty() {
        assertEquals(List.of("loopback-orders"), db.client().listTables().tableNames());
        assertEquals(0, db.client().scan(b -> b.tableName("loopback-orders")).count());
        Tables.put(db.client(), "loopback-orders", "o-2", "y");
    }
}
