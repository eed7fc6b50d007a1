package dev.keyway.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.local.Fault;
import dev.keyway.local.KeywayLocal;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Behaviour of the extension outside the happy path. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class KeywayLocalExtensionTest {

    @RegisterExtension
    static final KeywayLocalExtension db = new KeywayLocalExtension();

    private static TestDatabase closedByTest;

    @Test
    void clientIsUnavailableBeforeJUnitCallsTheExtension() {
        KeywayLocalExtension unused = new KeywayLocalExtension(TestDatabase.Mode.LOOPBACK, Optional.empty());
        assertThrows(IllegalStateException.class, unused::client);
        assertThrows(IllegalStateException.class, unused::database);
        assertThrows(IllegalStateException.class, unused::local);
        assertEquals(TestDatabase.Mode.IN_PROCESS,
                new KeywayLocalExtension(TestDatabase.Mode.IN_PROCESS, Optional.empty()).mode());
        assertEquals(TestDatabase.Mode.LOOPBACK,
                new KeywayLocalExtension(TestDatabase.Mode.LOOPBACK, Optional.empty()).mode());
    }

    @Test
    @Order(1)
    void aTestThatClosesTheSharedInstance(TestDatabase local) {
        closedByTest = local;
        local.close();
    }

    @Test
    @Order(2)
    void theNextTestGetsAFreshOne(TestDatabase local) {
        assertNotSame(closedByTest, local);
        assertFalse(local.isClosed());
        assertEquals(List.of(), db.client().listTables().tableNames());
        Tables.roundTrip(db.client(), "fresh");
    }

    @Test
    @Order(3)
    void aTestThatLeavesAFaultBehind(KeywayLocal local) {
        assertSame(db.local(), local);
        local.faults().add(Fault.internalError().on("ListTables"));
    }

    @Test
    @Order(4)
    void theNextTestMeetsNoFault(DynamoDbClient client) {
        assertEquals(List.of(), client.listTables().tableNames());
        assertEquals(0, db.local().faults().injected());
    }
}
