package golden.collection;

import dev.keyway.runtime.CollectionQuery;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.internal.query.AccessPatternSpec;
import dev.keyway.runtime.internal.query.CollectionTable;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The item collection {@link ProjectItem}:
 * Project, Task, Member items sharing a partition of table {@code Work}, read in one query. Items of
 * other types in the partition are skipped.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ProjectItemCollection {
    private static final AccessPatternSpec PATTERN = AccessPatternSpec.onTable("ProjectItem.query")
            .filterOnType();

    private final CollectionTable<ProjectItem> table;

    /** The collection in table {@code Work}. */
    public ProjectItemCollection(DynamoDbClient client) {
        this(client, WorkTable.NAME);
    }

    /** The collection in the table of another name. */
    public ProjectItemCollection(DynamoDbClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * The collection in the table of that name, its requests reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public ProjectItemCollection(DynamoDbClient client, String tableName,
            RequestListener listener) {
        this.table = new CollectionTable<>(client, tableName, WorkTable.DEFINITION,
                List.<ItemSchema<? extends ProjectItem>>of(ProjectSchema.INSTANCE,
                        TaskSchema.INSTANCE, MemberSchema.INSTANCE),
                listener);
    }

    /**
     * The collection in table {@code Work} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public ProjectItemCollection(DynamoDbClient client, KeywaySettings settings) {
        this(client, WorkTable.NAME, settings);
    }

    /** The collection in the table of that name with the application's settings. */
    public ProjectItemCollection(DynamoDbClient client, String tableName, KeywaySettings settings) {
        this.table = new CollectionTable<>(client, tableName, WorkTable.DEFINITION,
                List.<ItemSchema<? extends ProjectItem>>of(ProjectSchema.INSTANCE,
                        TaskSchema.INSTANCE, MemberSchema.INSTANCE),
                settings);
    }

    /**
     * A Query on the table with key condition {@code PK = "PROJECT#<projectId>"}, filtered to the types
     * Project, Task, Member: the partition's items in sort-key order, each decoded into its own record.
     * Narrow it with a condition on the sort-key text ({@code sortKey().ge(...)}), e.g. from a member's
     * key class.
     */
    public CollectionQuery<ProjectItem> query(String projectId) {
        return PATTERN.query(this.table, ProjectKeys.partitionKey(projectId));
    }
}
