package dev.keyway.runtime.exception;

/**
 * Another request was writing one of the items at the same time (DynamoDB's
 * {@code TransactionConflict}): nothing of this write was applied, and sending it again, after
 * reading what changed if it matters, usually succeeds. The typed cause of a
 * {@link TransactionFailedException.Reason} with that code, and what a repository's own
 * transaction throws (the writes of an entity with {@code @Unique} values).
 *
 * <pre>{@code
 * try {
 *     transfer.execute();
 * } catch (TransactionFailedException e) {
 *     boolean conflict = e.failed().stream()
 *             .anyMatch(reason -> reason.cause().orElse(null) instanceof TransactionConflictException);
 *     // on a conflict, build and execute the transaction again
 * }
 * }</pre>
 */
public class TransactionConflictException extends KeywayException {

    private final String entityType;
    private final String key;

    /** For the entity type and described key of the item in conflict, and DynamoDB's cancellation. */
    public TransactionConflictException(String entityType, String key, Throwable cause) {
        super(entityType + " " + key + " was being written by another request at the same time (TransactionConflict); "
                + "nothing was written: send the write again", cause);
        this.entityType = entityType;
        this.key = key;
    }

    /** The entity type of the item in conflict. */
    public String entityType() {
        return entityType;
    }

    /** The item's primary key, described as {@code PK=..., SK=...}. */
    public String key() {
        return key;
    }
}
