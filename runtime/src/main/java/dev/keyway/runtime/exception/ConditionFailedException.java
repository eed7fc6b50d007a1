package dev.keyway.runtime.exception;

/**
 * A conditional write did not happen because its condition did not hold: nothing was written.
 * What a caller catches for any failed condition; its subclasses say which condition it was:
 *
 * <pre>
 * ConditionFailedException          a condition of the write (or a condition check) did not hold
 * ├── ItemAlreadyExistsException    a create found its key taken
 * ├── UniqueConstraintException     a {@code @Unique} value is held by another item
 * └── VersionConflictException      the stored {@code @Version} is not the one the write was based on
 * </pre>
 */
public class ConditionFailedException extends KeywayException {

    private final String entityType;
    private final String key;

    /** For the entity and the described key. */
    public ConditionFailedException(String entityType, String key, String message, Throwable cause) {
        super(message, cause);
        this.entityType = entityType;
        this.key = key;
    }

    /** For the entity and the described key, with the default message. */
    public ConditionFailedException(String entityType, String key, Throwable cause) {
        this(entityType, key, "The condition of the write to " + entityType + " " + key + " did not hold", cause);
    }

    /** The entity type written. */
    public String entityType() {
        return entityType;
    }

    /**
     * The item's primary key, described as {@code PK=..., SK=...}; for a
     * {@link UniqueConstraintException}, the value taken ({@code component=value}).
     */
    public String key() {
        return key;
    }
}
