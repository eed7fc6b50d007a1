package dev.keyway.runtime.exception;

/**
 * A cursor passed to {@code page(cursor)} is malformed, altered, signed with another key, or
 * belongs to another query (another table, access pattern, partition, sort-key condition or
 * order); no request was sent.
 */
public class InvalidCursorException extends KeywayException {

    /** With the reason. */
    public InvalidCursorException(String message, Throwable cause) {
        super(message, cause);
    }
}
