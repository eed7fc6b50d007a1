package dev.keyway.testing;

import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.EnumMap;
import java.util.Map;

/** Records the shared test database seen by each test class, to check that classes share it. */
final class SharedInstances {
    private static final Map<TestDatabase.Mode, TestDatabase> SEEN = new EnumMap<>(TestDatabase.Mode.class);

    private SharedInstances() {
    }

    /** Asserts that {@code db} is the instance other classes saw for its mode (unless one of them was closed). */
    static synchronized void checkShared(TestDatabase db) {
        TestDatabase previous = SEEN.get(db.mode());
        if (previous != null && !previous.isClosed()) {
            assertSame(previous, db, "one test database per mode for the whole test run");
        }
        SEEN.put(db.mode(), db);
    }
}
