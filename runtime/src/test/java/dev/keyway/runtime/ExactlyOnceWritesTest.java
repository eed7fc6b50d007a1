package dev.keyway.runtime;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.write.SingleWriteTransaction;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Issue #24, section 7, third finding: an exactly-once write is a transaction of one entity write
 * (with its guard items), and throws what the write throws alone, not the transaction's
 * cancellation; its client request token is checked as DynamoDB checks it, before any request.
 */
class ExactlyOnceWritesTest {

    private static TransactionFailedException.Reason reason(String code, KeywayException cause) {
        return new TransactionFailedException.Reason("put", "Profile", "Writes", "PK=PROFILE#p1, SK=PROFILE", code,
                "", Optional.ofNullable(cause));
    }

    @Test
    void aCancelledSingleWriteThrowsItsFailedItemsTypedCause() {
        VersionConflictException conflict = new VersionConflictException("Profile", "PK=PROFILE#p1, SK=PROFILE", 1,
                OptionalLong.of(2), null);
        TransactionFailedException cancelled = new TransactionFailedException(List.of(
                reason(TransactionFailedException.CONDITIONAL_CHECK_FAILED, conflict),
                reason(TransactionFailedException.NONE, null)), null);

        KeywayException alone = SingleWriteTransaction.alone(cancelled);
        assertSame(conflict, alone);
        assertEquals(List.of(cancelled), List.of(alone.getSuppressed()), "the cancellation is kept beside it");
    }

    @Test
    void aGuardItemsReasonIsThrownWhenTheEntitysItemDidNotFail() {
        UniqueConstraintException taken = new UniqueConstraintException("Member", "email", "bob@example.com", null);
        TransactionFailedException cancelled = new TransactionFailedException(List.of(
                reason(TransactionFailedException.NONE, null),
                reason(TransactionFailedException.CONDITIONAL_CHECK_FAILED, taken)), null);
        assertSame(taken, SingleWriteTransaction.alone(cancelled));
    }

    @Test
    void aCancellationWithoutATypedCauseIsThrownAsItIs() {
        TransactionFailedException cancelled = new TransactionFailedException(List.of(
                reason("ThrottlingError", null)), null);
        assertSame(cancelled, SingleWriteTransaction.alone(cancelled));
    }

    @Test
    void aTokenHasOneToThirtySixCharacters() {
        assertEquals("t", SingleWriteTransaction.checkedToken("t"));
        assertEquals("x".repeat(36), SingleWriteTransaction.checkedToken("x".repeat(36)));
        assertThrows(IllegalArgumentException.class, () -> SingleWriteTransaction.checkedToken(""));
        assertThrows(IllegalArgumentException.class, () -> SingleWriteTransaction.checkedToken("x".repeat(37)));
        assertThrows(NullPointerException.class, () -> SingleWriteTransaction.checkedToken(null));
    }
}
