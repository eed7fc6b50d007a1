package dev.keyway.runtime.exception;

/**
 * A stored item does not decode into its record: a required attribute is missing, an attribute
 * has the wrong DynamoDB type, or the item belongs to another entity type.
 */
public class ItemDecodeException extends KeywayException {

    private final String entityType;
    private final String key;
    private final String attribute;

    /** For the entity, the described key, the attribute ({@code null} for the item as a whole) and the reason. */
    public ItemDecodeException(String entityType, String key, String attribute, String reason, Throwable cause) {
        super("Cannot read " + entityType + " " + key
                + (attribute == null ? "" : " attribute '" + attribute + "'") + ": " + reason, cause);
        this.entityType = entityType;
        this.key = key;
        this.attribute = attribute;
    }

    /** The entity type the item was read as. */
    public String entityType() {
        return entityType;
    }

    /** The item's key, described as {@code PK=..., SK=...}. */
    public String key() {
        return key;
    }

    /** The attribute that failed (a path inside nested values), or {@code null}. */
    public String attribute() {
        return attribute;
    }
}
