package golden.collection;

import dev.keyway.runtime.CollectionQuery;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.async.AsyncItemCollection;
import dev.keyway.runtime.async.AsyncQuery;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The item collection {@link ProjectItem}, asynchronously:
 * the queries of {@link ProjectItemCollection} on a {@code DynamoDbAsyncClient}, each returning at
 * once; pages as futures or published with back-pressure. Nothing blocks a thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ProjectItemAsyncCollection extends AsyncItemCollection<ProjectItem> {
    /** Builds the queries this collection sends; it sends nothing itself. */
    private final ProjectItemCollection prepared;

    /** The collection in table {@code Work}. */
    public ProjectItemAsyncCollection(DynamoDbAsyncClient client) {
        this(client, WorkTable.NAME, KeywaySettings.defaults());
    }

    /** The collection in the table of another name. */
    public ProjectItemAsyncCollection(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * The collection in table {@code Work} with the application's settings
     * (cursor keys, request listener).
     */
    public ProjectItemAsyncCollection(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, WorkTable.NAME, settings);
    }

    /** The collection in the table of that name with the application's settings. */
    public ProjectItemAsyncCollection(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        super(client, settings);
        this.prepared = new ProjectItemCollection(PREPARING, tableName, settings);
    }

    /**
     * The query of {@link ProjectItemCollection#query}, asynchronously: the partition's items in sort-key
     * order, each decoded into its own record, its pages as futures or published on demand.
     */
    public AsyncQuery<ProjectItem> query(String projectId) {
        return asyncQuery(() -> this.prepared.query(projectId));
    }

    /**
     * The query of {@link ProjectItemCollection#query}, asynchronously, narrowed by its conditions:
     * {@code q -> q.sortKey().ge(...)}.
     */
    public AsyncQuery<ProjectItem> query(String projectId,
            Function<? super CollectionQuery<ProjectItem>, ? extends Query<ProjectItem>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.query(projectId)));
    }
}
