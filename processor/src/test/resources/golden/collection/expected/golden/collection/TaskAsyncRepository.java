package golden.collection;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncQuery;
import dev.keyway.runtime.async.AsyncUpdate;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * {@link Task} items in table {@code Work}, asynchronously: the methods of {@link TaskRepository} on a
 * {@code DynamoDbAsyncClient}, each returning at once with a {@code CompletableFuture}, queries paged
 * as futures or published with back-pressure; {@code put}, {@code create}, batches and {@code scan}
 * come from {@link AsyncEntityRepository}. Nothing blocks a thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class TaskAsyncRepository extends AsyncEntityRepository<Task> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final TaskRepository prepared;

    /** A repository on table {@code Work}. */
    public TaskAsyncRepository(DynamoDbAsyncClient client) {
        this(client, WorkTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public TaskAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Work} with the application's settings
     * (cursor keys, request listener).
     */
    public TaskAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, WorkTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public TaskAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new TaskRepository(PREPARING, tableName, settings), settings);
    }

    private TaskAsyncRepository(DynamoDbAsyncClient client, TaskRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Task} with this primary key, if there is one. */
    public CompletableFuture<Optional<Task>> get(String projectId, int number) {
        return defer(() -> get(TaskKeys.primaryKey(projectId, number)));
    }

    /** DeleteItem: removes the {@code Task} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String projectId, int number) {
        return defer(() -> delete(TaskKeys.primaryKey(projectId, number)));
    }

    /**
     * UpdateItem of the {@code Task} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Task> update(String projectId, int number) {
        return asyncUpdate(() -> this.prepared.update(projectId, number));
    }

    /**
     * Access pattern {@code tasksOf}, asynchronously: the query of {@link TaskRepository#tasksOf}, its
     * pages as futures or published on demand.
     */
    public AsyncQuery<Task> tasksOf(String projectId) {
        return asyncQuery(() -> this.prepared.tasksOf(projectId));
    }

    /**
     * Access pattern {@code tasksOf}, asynchronously, narrowed by the sort-key conditions of
     * {@link TaskRepository.TasksOfQuery}: {@code q -> q.number().eq(...)}.
     */
    public AsyncQuery<Task> tasksOf(String projectId,
            Function<? super TaskRepository.TasksOfQuery, ? extends Query<Task>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.tasksOf(projectId)));
    }
}
