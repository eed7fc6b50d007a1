package dev.keyway.runtime.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.batch.BatchResult.Failure;
import dev.keyway.runtime.exception.BatchIncompleteException;
import dev.keyway.runtime.key.Key;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** BatchResult and BatchGetResult: what they report, and orThrow's typed exception. */
class BatchResultTest {

    @Test
    void aCompleteResultHasNothingToReport() {
        BatchResult<String> result = new BatchResult<>("Widget", "put", 3, List.of(), 1);
        assertTrue(result.complete());
        assertEquals(List.of(), result.unprocessed());
        assertEquals(Optional.empty(), result.error());
        assertSame(result, result.orThrow());
        assertEquals(3, result.total());
        assertEquals(1, result.requests());
    }

    @Test
    void anIncompleteResultThrowsNamingTheEntityTheCountAndTheFirstKeys() {
        IllegalStateException boom = new IllegalStateException("boom");
        List<Failure<String>> failures = new ArrayList<>();
        failures.add(new Failure<>("a", "PK=A", Optional.empty()));
        for (int i = 0; i < 6; i++) {
            failures.add(new Failure<>("x" + i, "PK=X" + i, Optional.of(boom)));
        }
        BatchResult<String> result = new BatchResult<>("Widget", "delete", 100, failures, 12);
        assertFalse(result.complete());
        assertEquals(List.of("a", "x0", "x1", "x2", "x3", "x4", "x5"), result.unprocessed());
        assertEquals(Optional.of(boom), result.error(), "the first failure with a cause");

        BatchIncompleteException error = assertThrows(BatchIncompleteException.class, result::orThrow);
        assertEquals("Widget", error.entityType());
        assertEquals("delete", error.operation());
        assertEquals(7, error.unprocessedCount());
        assertEquals(100, error.total());
        assertEquals(List.of("PK=A", "PK=X0", "PK=X1", "PK=X2", "PK=X3"), error.keys());
        assertSame(boom, error.getCause());
        assertEquals("Batch delete of Widget left 7 of 100 items unprocessed: PK=A; PK=X0; PK=X1; PK=X2; PK=X3; "
                + "and 2 more (IllegalStateException: boom)", error.getMessage());
    }

    @Test
    void withoutACauseTheMessageSaysDynamoDbKeptThemUnprocessed() {
        BatchResult<String> result = new BatchResult<>("Widget", "put", 1,
                List.of(new Failure<>("a", "PK=A, SK=B", Optional.empty())), 8);
        BatchIncompleteException error = assertThrows(BatchIncompleteException.class, result::orThrow);
        assertEquals("Batch put of Widget left 1 of 1 item unprocessed: PK=A, SK=B "
                + "(DynamoDB returned them as unprocessed on every attempt)", error.getMessage());
    }

    @Test
    void theResultCannotClaimMoreFailuresThanItems() {
        assertThrows(IllegalArgumentException.class, () -> new BatchResult<>("Widget", "put", 0,
                List.of(new Failure<>("a", "PK=A", Optional.empty())), 1));
    }

    @Test
    void aGetResultDelegatesToItsKeys() {
        Key<String> key = Key.of("Widget", "PK", AttributeValue.fromS("A"));
        BatchGetResult<String> incomplete = new BatchGetResult<>(List.of("found"),
                new BatchResult<>("Widget", "get", 2, List.of(new Failure<>(key, "PK=A", Optional.empty())), 3));
        assertEquals(List.of("found"), incomplete.items());
        assertEquals(List.of(key), incomplete.unprocessedKeys());
        assertFalse(incomplete.complete());
        assertEquals(3, incomplete.requests());
        assertEquals(2, incomplete.total());
        assertEquals("Widget", incomplete.entityType());
        assertEquals("get", assertThrows(BatchIncompleteException.class, incomplete::orThrow).operation());

        BatchGetResult<String> complete = new BatchGetResult<>(List.of("a"),
                new BatchResult<>("Widget", "get", 1, List.of(), 1));
        assertSame(complete, complete.orThrow());
    }
}
