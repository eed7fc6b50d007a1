package dev.keyway.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Declarative registration: in-process mode, injection into constructor, lifecycle and test methods. */
@ExtendWith(KeywayLocalExtension.class)
class ExtendWithTest {

    private final DynamoDbClient client;

    ExtendWithTest(DynamoDbClient client) {
        this.client = client;
    }

    @BeforeAll
    static void createTableThatTheExtensionWillDelete(DynamoDbClient client, TestDatabase db) {
        assertSame(db.client(), client);
        Tables.create(client, "from-before-all");
    }

    @BeforeEach
    void createTableForTheTest(DynamoDbClient client) {
        assertSame(this.client, client);
        Tables.create(client, "orders");
    }

    @Test
    void startsInProcessAndInjectsTheSharedInstance(TestDatabase db, DynamoDbClient injected) {
        assertEquals(TestDatabase.Mode.IN_PROCESS, db.mode());
        assertSame(db.client(), injected);
        assertSame(client, injected);
        SharedInstances.checkShared(db);
    }

    @Test
    void everyTestStartsWithOnlyTheTablesOfItsBeforeEach() {
        // from-before-all was deleted before the test; orders was created again by @BeforeEach.
        assertEquals(List.of("orders"), client.listTables().tableNames());
        Tables.put(client, "orders", "o-1", "first");
        Tables.create(client, "left-behind");
    }

    @Test
    void itemsAndTablesOfOtherTestsAreGone() {
        assertEquals(List.of("orders"), client.listTables().tableNames());
        assertEquals(0, client.scan(b -> b.tableName("orders")).count());
        Tables.put(client, "orders", "o-1", "second");
        Tables.create(client, "left-behind");
    }

    @Test
    void closingTheInjectedClientIsHarmless(DynamoDbClient injected) {
        injected.close();
        Tables.roundTrip(injected, "after-close");
    }

    @Nested
    class NestedTests {
        @Test
        void inheritTheExtension(TestDatabase db) {
            assertEquals(List.of("orders"), db.client().listTables().tableNames());
            assertSame(client, db.client());
        }
    }
}
