package dev.keyway.runtime.exception;

/** The base of every exception Keyway throws; each subtype names the entity and key involved. */
public class KeywayException extends RuntimeException {

    /** An exception with a message. */
    public KeywayException(String message) {
        super(message);
    }

    /** An exception with a message and a cause. */
    public KeywayException(String message, Throwable cause) {
        super(message, cause);
    }
}
