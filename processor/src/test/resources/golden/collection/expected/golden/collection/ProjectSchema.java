package golden.collection;

import dev.keyway.runtime.attribute.StringAttribute;
import dev.keyway.runtime.internal.item.AttributeValueException;
import dev.keyway.runtime.internal.item.Attributes;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.internal.item.ItemWriter;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Project} is stored in table {@code Work}: every item holds its keys, {@code _type = "Project"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ProjectSchema extends EntitySchema<Project> {
    /** The schema. */
    public static final ProjectSchema INSTANCE = new ProjectSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Project";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    private static final AttributeValue SORT_KEY_VALUE = AttributeValue.fromS(ProjectKeys.sortKey());
    /** {@code projectId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute PROJECT_ID = Attributes.string(ENTITY_TYPE, "projectId", true);
    /** {@code name}. */
    public static final StringAttribute NAME = Attributes.string(ENTITY_TYPE, "name");

    private ProjectSchema() {
        super(ENTITY_TYPE, List.of("projectId"));
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
    public Map<String, AttributeValue> toItem(Project project) {
        ItemWriter item = ItemWriter.item(this, 5);
        item.put("PK", AttributeValue.fromS(ProjectKeys.partitionKey(project.projectId())));
        item.put("SK", SORT_KEY_VALUE);
        item.put("_type", TYPE_VALUE);
        item.putString("projectId", project.projectId());
        item.putString("name", project.name());
        return item.toItem();
    }

    @Override
    public Project fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Project(
                    ItemReader.keyComponent(item, "PK", "projectId", ItemReader.readString(item, "projectId")),
                    ItemReader.readString(item, "name")));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Project project) {
        return ProjectKeys.primaryKey(project).attributes();
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "PK", "PROJECT#<projectId>",
                        ProjectKeys.PROJECT_ID),
                KeyTemplate.of(ENTITY_TYPE, "", "SK", "PROJECT"));
    }

    /** Every component reads back equal, so a write returns the record it was given. */
    @Override
    public boolean readsBackEqual() {
        return true;
    }
}
