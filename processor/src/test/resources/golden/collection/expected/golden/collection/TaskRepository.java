package golden.collection;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.OrderedKeyRange;
import dev.keyway.runtime.PartitionQuery;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.query.AccessPatternSpec;
import dev.keyway.runtime.listener.RequestListener;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link Task} items in table {@code Work}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class TaskRepository extends EntityRepository<Task> {
    private static final AccessPatternSpec TASKS_OF = AccessPatternSpec.onTable("Task.tasksOf")
            .sortKey("TASK#<number>");

    private final EntityOperations<Task> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Work}. */
    public TaskRepository(DynamoDbClient client) {
        this(client, WorkTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public TaskRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, TaskSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public TaskRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, TaskSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Work} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public TaskRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, WorkTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public TaskRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, TaskSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Task} with this primary key, if there is one. */
    public Optional<Task> get(String projectId, int number) {
        return this.table.get(TaskKeys.primaryKey(projectId, number));
    }

    /** DeleteItem: removes the {@code Task} with this primary key, if there is one. */
    public void delete(String projectId, int number) {
        this.table.delete(TaskKeys.primaryKey(projectId, number), null);
    }

    /**
     * UpdateItem of the {@code Task} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Task> update(String projectId, int number) {
        return this.table.update(TaskKeys.primaryKey(projectId, number),
                TaskSchema.PROJECT_ID, projectId, TaskSchema.NUMBER, number);
    }

    /**
     * Access pattern {@code tasksOf}: Query the table by
     * {@code PK = "PROJECT#<projectId>" AND begins_with(SK, "TASK#")}, ascending; narrow it by
     * {@code number}.
     */
    public TasksOfQuery tasksOf(String projectId) {
        return TASKS_OF.query(this.table, TaskKeys.partitionKey(projectId), TasksOfQuery::new);
    }

    /** A query of the {@code PROJECT#<projectId>} partition; {@code number()} narrows it. */
    public static final class TasksOfQuery extends PartitionQuery<Task, TasksOfQuery> {
        private TasksOfQuery(Query<Task> query) {
            super(query, TasksOfQuery::new);
        }

        /**
         * Key conditions on {@code number}: {@code eq} is {@code SK = "TASK#<number>"}; {@code between},
         * {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code SK} within {@code "TASK#"}.
         */
        public OrderedKeyRange<Task, Integer, Query<Task>> number() {
            return orderedRange(TaskKeys.NUMBER);
        }
    }
}
