package dev.keyway.runtime.internal.write;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.transaction.WriteTransaction;
import java.util.Objects;

/**
 * What an exactly-once write (one item in a TransactWriteItems with a client request token) shares
 * between the synchronous and the asynchronous repository: the token's check and the exception the
 * write alone would have thrown.
 */
public final class SingleWriteTransaction {

    private SingleWriteTransaction() {
    }

    /** The exception the single write would have thrown: its first failed item's typed cause, else the cancellation. */
    public static KeywayException alone(TransactionFailedException cancelled) {
        for (TransactionFailedException.Reason reason : cancelled.failed()) {
            if (reason.cause().isPresent()) {
                KeywayException typed = reason.cause().get();
                typed.addSuppressed(cancelled);
                return typed;
            }
        }
        return cancelled;
    }

    /** A client request token DynamoDB takes: 1 to 36 characters. */
    public static String checkedToken(String token) {
        Objects.requireNonNull(token, "clientRequestToken");
        if (token.isEmpty() || token.length() > WriteTransaction.MAX_TOKEN_LENGTH) {
            throw new IllegalArgumentException("A client request token has 1 to " + WriteTransaction.MAX_TOKEN_LENGTH
                    + " characters, got " + token.length());
        }
        return token;
    }
}
