package dev.keyway.runtime.batch;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.Repository;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;

/**
 * The one table a {@link WriteBatch} or {@link ReadBatch} holds items of, set by the first
 * repository added, and whether the batch was sent: a batch over several entities is of one
 * table, and executed once.
 */
final class BatchTable {

    private final String batch;
    private final String verb;
    private String tableName;
    private boolean executed;

    /**
     * @param batch the batch's class, for messages: {@code "WriteBatch"}
     * @param verb  what it does to the table: {@code "writes"}
     */
    BatchTable(String batch, String verb) {
        this.batch = batch;
        this.verb = verb;
    }

    /**
     * The repository's table operations, if it is of the batch's table.
     *
     * @throws IllegalArgumentException if the batch holds items of another table
     * @throws IllegalStateException    if the batch was executed already
     */
    <T> EntityOperations<T> join(Repository<T> repository) {
        EntityOperations<T> table = RuntimeAccess.operations(repository);
        checkOpen();
        if (tableName != null && !tableName.equals(table.tableName())) {
            throw new IllegalArgumentException("A batch " + verb + " one table, " + tableName + "; "
                    + table.schema().entityType() + " is in " + table.tableName() + ": "
                    + verb.substring(0, verb.length() - 1) + " it in a batch of its own");
        }
        tableName = table.tableName();
        return table;
    }

    /** The table's name, once a repository was added. */
    String tableName() {
        return tableName;
    }

    /** Marks the batch sent. @throws IllegalStateException if it was sent already */
    void execute() {
        checkOpen();
        executed = true;
    }

    private void checkOpen() {
        if (executed) {
            throw new IllegalStateException("This batch was executed already; start a new one with " + batch
                    + ".on(client)");
        }
    }
}
