package dev.keyway.runtime;

/**
 * A cursor passed to {@code page(cursor)} is malformed or belongs to another query (another
 * access pattern or partition); no request was sent.
 */
public class InvalidCursorException extends KeywayException {

    /** With the reason. */
    public InvalidCursorException(String message, Throwable cause) {
        super(message, cause);
    }
}
