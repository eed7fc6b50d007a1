package dev.keyway.runtime.exception;

/**
 * A component's value cannot be stored (a NaN or infinite number, a null element of a set);
 * thrown before any request is sent.
 */
public class InvalidAttributeValueException extends KeywayException {

    private final String entityType;
    private final String attribute;

    /** For the entity, the stored attribute and the reason. */
    public InvalidAttributeValueException(String entityType, String attribute, String reason, Throwable cause) {
        super("Cannot store " + entityType + " attribute '" + attribute + "': " + reason, cause);
        this.entityType = entityType;
        this.attribute = attribute;
    }

    /** The entity type being written. */
    public String entityType() {
        return entityType;
    }

    /** The attribute (a path such as {@code lines[2].sku} inside nested values). */
    public String attribute() {
        return attribute;
    }
}
