package dev.keyway.runtime.exception;

/**
 * A backfill checkpoint token is damaged, or belongs to another backfill (another entity,
 * table or number of segments); nothing was read or written.
 */
public class InvalidCheckpointException extends KeywayException {

    /** With the reason. */
    public InvalidCheckpointException(String message, Throwable cause) {
        super(message, cause);
    }
}
