package golden.collection;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.listener.RequestListener;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link Project} items in table {@code Work}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ProjectRepository extends EntityRepository<Project> {
    private final EntityOperations<Project> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Work}. */
    public ProjectRepository(DynamoDbClient client) {
        this(client, WorkTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public ProjectRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, ProjectSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public ProjectRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, ProjectSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Work} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public ProjectRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, WorkTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public ProjectRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, ProjectSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Project} with this primary key, if there is one. */
    public Optional<Project> get(String projectId) {
        return this.table.get(ProjectKeys.primaryKey(projectId));
    }

    /** DeleteItem: removes the {@code Project} with this primary key, if there is one. */
    public void delete(String projectId) {
        this.table.delete(ProjectKeys.primaryKey(projectId), null);
    }

    /**
     * UpdateItem of the {@code Project} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Project> update(String projectId) {
        return this.table.update(ProjectKeys.primaryKey(projectId),
                ProjectSchema.PROJECT_ID, projectId);
    }
}
