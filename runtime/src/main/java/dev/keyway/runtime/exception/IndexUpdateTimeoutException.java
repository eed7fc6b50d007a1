package dev.keyway.runtime.exception;

import dev.keyway.runtime.schema.IndexUpdate;
import java.time.Duration;
import java.util.List;

/**
 * An {@link IndexUpdate} waited its {@linkplain IndexUpdate#timeout(Duration) timeout} and the
 * table, or one of its global indexes, is still not active (or an index asked to be deleted is
 * still there). Nothing is undone: DynamoDB goes on creating or deleting. What to do: run the same
 * update again, which waits for an index being created and never creates one twice, or give it
 * longer with {@code timeout(...)}. Until an index is active, queries on it fail, and a backfill
 * cannot fill it.
 */
public final class IndexUpdateTimeoutException extends KeywayException {

    private static final long serialVersionUID = 1L;

    private final String table;
    private final Duration timeout;
    private final List<String> notActive;
    private final List<String> created;
    private final List<String> deleted;

    /**
     * @param table     the live table's name
     * @param timeout   how long the update waited
     * @param notActive what was not active when it stopped waiting: the table or an index, with its status
     * @param created   the indexes this run asked DynamoDB to create (the last perhaps still being created)
     * @param deleted   the indexes this run asked DynamoDB to delete
     */
    public IndexUpdateTimeoutException(String table, Duration timeout, List<String> notActive, List<String> created,
                                       List<String> deleted) {
        super("Table " + table + ": " + String.join(", ", notActive) + " after waiting " + timeout
                + (created.isEmpty() ? "" : " (this run created " + created + ")")
                + "; DynamoDB goes on: run the update again to wait for it (an index being created is never "
                + "created twice), or give it longer with IndexUpdate.timeout(...); until an index is ACTIVE, "
                + "queries on it fail and a backfill cannot fill it");
        this.table = table;
        this.timeout = timeout;
        this.notActive = List.copyOf(notActive);
        this.created = List.copyOf(created);
        this.deleted = List.copyOf(deleted);
    }

    /** The live table's name. */
    public String table() {
        return table;
    }

    /** How long the update waited. */
    public Duration timeout() {
        return timeout;
    }

    /** What was not active when it stopped waiting, each with its status ({@code index ByEmail CREATING}). */
    public List<String> notActive() {
        return notActive;
    }

    /** The indexes this run asked DynamoDB to create. */
    public List<String> created() {
        return created;
    }

    /** The indexes this run asked DynamoDB to delete. */
    public List<String> deleted() {
        return deleted;
    }
}
