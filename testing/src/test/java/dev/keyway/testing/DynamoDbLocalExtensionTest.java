package dev.keyway.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Behaviour of the extension outside the happy path. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DynamoDbLocalExtensionTest {

    @RegisterExtension
    static final DynamoDbLocalExtension db = new DynamoDbLocalExtension();

    private static DynamoDbLocal closedByTest;

    @Test
    void clientIsUnavailableBeforeJUnitCallsTheExtension() {
        DynamoDbLocalExtension unused = DynamoDbLocalExtension.onLoopback();
        assertEquals(DynamoDbLocal.Mode.LOOPBACK, unused.mode());
        assertThrows(IllegalStateException.class, unused::client);
        assertThrows(IllegalStateException.class, unused::dynamoDbLocal);
        assertEquals(DynamoDbLocal.Mode.IN_PROCESS, new DynamoDbLocalExtension().mode());
    }

    @Test
    @Order(1)
    void aTestThatClosesTheSharedInstance(DynamoDbLocal local) {
        closedByTest = local;
        local.close();
    }

    @Test
    @Order(2)
    void theNextTestGetsAFreshOne(DynamoDbLocal local) {
        assertNotSame(closedByTest, local);
        assertFalse(local.isClosed());
        assertEquals(List.of(), db.client().listTables().tableNames());
        Tables.roundTrip(db.client(), "fresh");
    }
}
