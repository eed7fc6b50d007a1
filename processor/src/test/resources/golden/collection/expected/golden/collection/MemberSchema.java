package golden.collection;

import dev.keyway.runtime.attribute.Attribute;
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
 * How {@link Member} is stored in table {@code Work}: every item holds its keys, {@code _type = "Member"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class MemberSchema extends EntitySchema<Member> {
    /** The schema. */
    public static final MemberSchema INSTANCE = new MemberSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Member";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    /** {@code projectId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute PROJECT_ID = Attributes.string(ENTITY_TYPE, "projectId", true);
    /** {@code userId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute USER_ID = Attributes.string(ENTITY_TYPE, "userId", true);
    /** {@code role}. */
    public static final Attribute<Role> ROLE = Attributes.plain(ENTITY_TYPE, "role", Scalar.ENUM);

    private MemberSchema() {
        super(ENTITY_TYPE, List.of("projectId", "userId"));
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
    public Map<String, AttributeValue> toItem(Member member) {
        ItemWriter item = ItemWriter.item(this, 6);
        item.put("PK", AttributeValue.fromS(MemberKeys.partitionKey(member.projectId())));
        item.put("SK", AttributeValue.fromS(MemberKeys.sortKey(member.userId())));
        item.put("_type", TYPE_VALUE);
        item.putString("projectId", member.projectId());
        item.putString("userId", member.userId());
        item.putEnum("role", member.role());
        return item.toItem();
    }

    @Override
    public Member fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Member(
                    ItemReader.keyComponent(item, "PK", "projectId", ItemReader.readString(item, "projectId")),
                    ItemReader.keyComponent(item, "SK", "userId", ItemReader.readString(item, "userId")),
                    ItemReader.readEnum(item, "role", Role.class)));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Member member) {
        return MemberKeys.primaryKey(member).attributes();
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "PK", "PROJECT#<projectId>", MemberKeys.PROJECT_ID),
                KeyTemplate.of(ENTITY_TYPE, "", "SK", "MEMBER#<userId>", MemberKeys.USER_ID));
    }

    /** Every component reads back equal, so a write returns the record it was given. */
    @Override
    public boolean readsBackEqual() {
        return true;
    }
}
