package golden.collection;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncUpdate;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * {@link Project} items in table {@code Work}, asynchronously: the methods of
 * {@link ProjectRepository} on a {@code DynamoDbAsyncClient}, each returning at once with a
 * {@code CompletableFuture}, queries paged as futures or published with back-pressure; {@code put},
 * {@code create}, batches and {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a
 * thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ProjectAsyncRepository extends AsyncEntityRepository<Project> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final ProjectRepository prepared;

    /** A repository on table {@code Work}. */
    public ProjectAsyncRepository(DynamoDbAsyncClient client) {
        this(client, WorkTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public ProjectAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Work} with the application's settings
     * (cursor keys, request listener).
     */
    public ProjectAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, WorkTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public ProjectAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new ProjectRepository(PREPARING, tableName, settings), settings);
    }

    private ProjectAsyncRepository(DynamoDbAsyncClient client, ProjectRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Project} with this primary key, if there is one. */
    public CompletableFuture<Optional<Project>> get(String projectId) {
        return defer(() -> get(ProjectKeys.primaryKey(projectId)));
    }

    /** DeleteItem: removes the {@code Project} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String projectId) {
        return defer(() -> delete(ProjectKeys.primaryKey(projectId)));
    }

    /**
     * UpdateItem of the {@code Project} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Project> update(String projectId) {
        return asyncUpdate(() -> this.prepared.update(projectId));
    }
}
