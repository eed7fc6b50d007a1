package golden.collection;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.attribute.StringAttribute;
import dev.keyway.runtime.internal.item.AttributeValueException;
import dev.keyway.runtime.internal.item.Attributes;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.internal.item.ItemWriter;
import dev.keyway.runtime.internal.item.Scalar;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Task} is stored in table {@code Work}: every item holds its keys, {@code _type = "Task"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class TaskSchema extends EntitySchema<Task> {
    /** The schema. */
    public static final TaskSchema INSTANCE = new TaskSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Task";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    /** {@code projectId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute PROJECT_ID = Attributes.string(ENTITY_TYPE, "projectId", true);
    /** {@code number}, a primary-key component: conditions only, no updates. */
    public static final NumberAttribute<Integer> NUMBER = Attributes.number(ENTITY_TYPE, "number", Scalar.INT, true);
    /** {@code title}. */
    public static final StringAttribute TITLE = Attributes.string(ENTITY_TYPE, "title");
    /** {@code done}. */
    public static final Attribute<Boolean> DONE = Attributes.plain(ENTITY_TYPE, "done", Scalar.BOOLEAN);

    private TaskSchema() {
        super(ENTITY_TYPE, List.of("projectId", "number", "done"), List.of("number", "done"));
    }

    @Override
    public TableDefinition table() {
        return WorkTable.DEFINITION;
    }

    @Override
    public List<ItemSchema<?>> tableSchemas() {
        return WorkTable.schemas();
    }

    @Override
    public Map<String, AttributeValue> toItem(Task task) {
        ItemWriter item = ItemWriter.item(this, 7);
        item.put("PK", AttributeValue.fromS(TaskKeys.partitionKey(task.projectId())));
        item.put("SK", AttributeValue.fromS(TaskKeys.sortKey(task.number())));
        item.put("_type", TYPE_VALUE);
        item.putString("projectId", task.projectId());
        item.putInt("number", task.number());
        item.putString("title", task.title());
        item.putBoolean("done", task.done());
        return item.toItem();
    }

    @Override
    public Task fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Task(
                    ItemReader.keyComponent(item, "PK", "projectId", ItemReader.readString(item, "projectId")),
                    ItemReader.readInt(item, "number"),
                    ItemReader.readString(item, "title"),
                    ItemReader.readBoolean(item, "done")));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Task task) {
        return TaskKeys.primaryKey(task).attributes();
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "PK", "PROJECT#<projectId>", TaskKeys.PROJECT_ID),
                KeyTemplate.of(ENTITY_TYPE, "", "SK", "TASK#<number>", TaskKeys.NUMBER));
    }

    /** Every component reads back equal, so a write returns the record it was given. */
    @Override
    public boolean readsBackEqual() {
        return true;
    }
}
