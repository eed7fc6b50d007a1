package dev.keyway.runtime.exception;

import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchResult;
import java.util.List;

/**
 * A batch operation left items unprocessed after all its attempts; thrown by
 * {@link BatchResult#orThrow()} and {@link BatchGetResult#orThrow()} (the batch operations
 * themselves report such items in their result rather than throw).
 *
 * <pre>{@code
 * try {
 *     orders.putAll(newOrders).orThrow();
 * } catch (BatchIncompleteException e) {
 *     log.error("{} of {} {} items not written, e.g. {}", e.unprocessedCount(), e.total(),
 *             e.entityType(), e.keys(), e.getCause());
 * }
 * }</pre>
 */
public class BatchIncompleteException extends KeywayException {

    /** How many keys the message and {@link #keys()} name at most. */
    public static final int KEYS_NAMED = 5;

    private final String entityType;
    private final String operation;
    private final int unprocessedCount;
    private final int total;
    private final List<String> keys;

    /**
     * For the entity type, the operation, the counts and the first unprocessed keys.
     *
     * @param entityType       the entity type of the batch
     * @param operation        {@code "put"}, {@code "delete"} or {@code "get"}
     * @param unprocessedCount how many items or keys were left unprocessed
     * @param total            how many distinct items or keys the batch held
     * @param keys             the described primary keys of the first unprocessed items (at most
     *                         {@value #KEYS_NAMED} are kept)
     * @param cause            the error that left items unprocessed, or {@code null} when DynamoDB
     *                         kept returning them as unprocessed
     */
    public BatchIncompleteException(String entityType, String operation, int unprocessedCount, int total,
                                    List<String> keys, Throwable cause) {
        super(message(entityType, operation, unprocessedCount, total, keys, cause), cause);
        this.entityType = entityType;
        this.operation = operation;
        this.unprocessedCount = unprocessedCount;
        this.total = total;
        this.keys = List.copyOf(keys.subList(0, Math.min(KEYS_NAMED, keys.size())));
    }

    private static String message(String entityType, String operation, int unprocessedCount, int total,
                                  List<String> keys, Throwable cause) {
        StringBuilder out = new StringBuilder("Batch ").append(operation).append(" of ").append(entityType)
                .append(" left ").append(unprocessedCount).append(" of ").append(total)
                .append(total == 1 ? " item" : " items").append(" unprocessed: ");
        int named = Math.min(KEYS_NAMED, keys.size());
        out.append(String.join("; ", keys.subList(0, named)));
        if (unprocessedCount > named) {
            out.append("; and ").append(unprocessedCount - named).append(" more");
        }
        out.append(cause == null ? " (DynamoDB returned them as unprocessed on every attempt)"
                : " (" + cause.getClass().getSimpleName() + ": " + cause.getMessage() + ")");
        return out.toString();
    }

    /** The entity type of the batch. */
    public String entityType() {
        return entityType;
    }

    /** The operation: {@code "put"}, {@code "delete"} or {@code "get"}. */
    public String operation() {
        return operation;
    }

    /** How many items or keys were left unprocessed. */
    public int unprocessedCount() {
        return unprocessedCount;
    }

    /** How many distinct items or keys the batch held. */
    public int total() {
        return total;
    }

    /** The first unprocessed primary keys (at most {@value #KEYS_NAMED}), described as {@code PK=..., SK=...}. */
    public List<String> keys() {
        return keys;
    }
}
