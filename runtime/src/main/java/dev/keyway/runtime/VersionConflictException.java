package dev.keyway.runtime;

import java.util.OptionalLong;

/**
 * An optimistic-locking write found another version stored than the one it was based on: someone
 * else wrote the item in between. Read it again and retry.
 */
public class VersionConflictException extends ConditionFailedException {

    private final long expectedVersion;
    private final OptionalLong storedVersion;

    /** For the entity, key, the version the write expected, and the stored one if known (empty: no item). */
    public VersionConflictException(String entityType, String key, long expectedVersion, OptionalLong storedVersion,
                                    Throwable cause) {
        super(entityType, key, "Version conflict on " + entityType + " " + key + ": expected version " + expectedVersion
                + ", stored " + (storedVersion.isPresent() ? "version " + storedVersion.getAsLong() : "nothing"), cause);
        this.expectedVersion = expectedVersion;
        this.storedVersion = storedVersion;
    }

    /** The version the write expected. */
    public long expectedVersion() {
        return expectedVersion;
    }

    /** The version stored when the write failed; empty when there was no item. */
    public OptionalLong storedVersion() {
        return storedVersion;
    }
}
