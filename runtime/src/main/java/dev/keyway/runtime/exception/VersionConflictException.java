package dev.keyway.runtime.exception;

import java.util.OptionalLong;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * An optimistic-locking write found another version stored than the one it was based on, when
 * DynamoDB evaluated the request: someone changed the item since the record was read, and nothing
 * was written by the request that failed.
 *
 * <p>That someone may be this very call. The AWS SDK sends a request again when its answer is lost
 * (a timeout, a connection reset, a 500 or 503) and DynamoDB may have applied the first one: the
 * resent one then finds the version the first one stored ({@link #storedVersion()} is
 * {@link #expectedVersion()} + 1) and fails. A read-modify-write loop that reads again and retries
 * on this exception would then apply its change twice. Send the write exactly once instead
 * ({@code repository.exactlyOnce().put(record)}, {@code update(...).exactlyOnce()}: a single-item
 * transaction with a client request token, at twice the write capacity), and this exception always
 * means another writer's change. A write of an entity with {@code @Unique} values that Keyway sends
 * in a transaction with its guard items anyway (a put, a create, an update or a delete that moves or
 * releases a value) is sent so already. {@link #resent()} tells the two cases of a plain write apart
 * where they can be: when it is {@code false}, the change was certainly another writer's.
 */
public class VersionConflictException extends ConditionFailedException {

    private final long expectedVersion;
    private final OptionalLong storedVersion;
    private final boolean resent;

    /** For the entity, key, the version the write expected, and the stored one if known (empty: no item). */
    public VersionConflictException(String entityType, String key, long expectedVersion, OptionalLong storedVersion,
                                    Throwable cause) {
        super(entityType, key, "Version conflict on " + entityType + " " + key + ": expected version " + expectedVersion
                + ", stored " + (storedVersion.isPresent() ? "version " + storedVersion.getAsLong() : "nothing"), cause);
        this.expectedVersion = expectedVersion;
        this.storedVersion = storedVersion;
        this.resent = resentRequest(cause);
    }

    /**
     * Whether the request that failed was one the AWS SDK sent again after an earlier attempt of
     * the same call failed (its answer lost, or an error), so that the stored version may be this
     * call's own write. {@code false} for the first attempt, and for a write sent in a transaction
     * (which a client request token makes apply once per call): the change was another writer's.
     * {@code true} also when the SDK did not say how many attempts it made.
     */
    public boolean resent() {
        return resent;
    }

    private static boolean resentRequest(Throwable cause) {
        if (!(cause instanceof SdkException sdk) || cause instanceof TransactionCanceledException) {
            return false;
        }
        Integer attempts = sdk.numAttempts();
        return attempts == null || attempts > 1;
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
