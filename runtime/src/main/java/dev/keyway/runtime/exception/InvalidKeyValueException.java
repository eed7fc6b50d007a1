package dev.keyway.runtime.exception;

/**
 * A key component's value cannot be put into a key (null, out of the encodable range, or
 * characters keys cannot hold); thrown before any request is sent.
 */
public class InvalidKeyValueException extends KeywayException {

    private final String entityType;
    private final String component;

    /** For the entity, the component and the reason. */
    public InvalidKeyValueException(String entityType, String component, String reason, Throwable cause) {
        super("Invalid key value for " + entityType + "." + component + ": " + reason, cause);
        this.entityType = entityType;
        this.component = component;
    }

    /** The entity type whose key was being built. */
    public String entityType() {
        return entityType;
    }

    /** The record component whose value was rejected. */
    public String component() {
        return component;
    }
}
