package dev.keyway.runtime.exception;

/** A {@code create} found an item with the same primary key already stored. */
public class ItemAlreadyExistsException extends KeywayException {

    private final String entityType;
    private final String key;

    /** For the entity type and the described primary key. */
    public ItemAlreadyExistsException(String entityType, String key, Throwable cause) {
        super(entityType + " " + key + " already exists", cause);
        this.entityType = entityType;
        this.key = key;
    }

    /** The entity type that was being created. */
    public String entityType() {
        return entityType;
    }

    /** The primary key, described as {@code PK=..., SK=...}. */
    public String key() {
        return key;
    }
}
