package dev.keyway.testing;

import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.EnumMap;
import java.util.Map;

/** Records the shared DynamoDB Local seen by each test class, to check that classes share it. */
final class SharedInstances {
    private static final Map<DynamoDbLocal.Mode, DynamoDbLocal> SEEN = new EnumMap<>(DynamoDbLocal.Mode.class);

    private SharedInstances() {
    }

    /** Asserts that {@code db} is the instance other classes saw for its mode (unless one of them was closed). */
    static synchronized void checkShared(DynamoDbLocal db) {
        DynamoDbLocal previous = SEEN.get(db.mode());
        if (previous != null && !previous.isClosed()) {
            assertSame(previous, db, "one DynamoDB Local per mode for the whole test run");
        }
        SEEN.put(db.mode(), db);
    }
}
