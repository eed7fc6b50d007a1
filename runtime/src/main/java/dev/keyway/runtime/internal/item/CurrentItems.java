package dev.keyway.runtime.internal.item;

import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.schema.ItemSchema;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Attaches to a failed condition the item DynamoDB returned with it
 * ({@code ReturnValuesOnConditionCheckFailure=ALL_OLD}), decoded on demand by the entity's schema:
 * only an item of the entity decodes (another entity's item under the same key is an
 * {@link ItemDecodeException}), and the schema's own checks (a non-canonical key) stand.
 */
public final class CurrentItems {

    /**
     * The record type of each schema class, from its {@code ItemSchema<X>} declaration ({@code Void}:
     * unknown); a {@code ClassValue}, so that it keeps no schema class from being unloaded.
     */
    private static final ClassValue<Class<?>> RECORD_TYPES = new ClassValue<>() {
        @Override
        protected Class<?> computeValue(Class<?> schemaClass) {
            return declaredRecordType(schemaClass);
        }
    };

    private CurrentItems() {
    }

    /**
     * The exception with the item attached, if it is a failed condition; other exceptions as they are.
     *
     * @param item the item DynamoDB returned, empty when none
     */
    public static <T> KeywayException attach(KeywayException failure, ItemSchema<T> schema,
                                             Map<String, AttributeValue> item) {
        if (failure instanceof ConditionFailedException condition) {
            condition.withCurrentItem(item, recordType(schema), stored -> decode(schema, stored));
        }
        return failure;
    }

    /** The item as the schema's record, refusing an item of another entity. */
    public static <T> T decode(ItemSchema<T> schema, Map<String, AttributeValue> item) {
        if (!ItemReader.isOfEntity(schema, item)) {
            AttributeValue type = item.get(schema.table().typeAttribute());
            throw new ItemDecodeException(schema.entityType(), schema.table().describeKey(item),
                    schema.table().typeAttribute(), "the item is "
                    + (type == null || type.s() == null ? "not one Keyway wrote (it has no type attribute)"
                    : "a " + type.s() + ", not a " + schema.entityType()), null);
        }
        return schema.fromItem(item);
    }

    /** The record type the schema declares ({@code implements ItemSchema<X>}), or {@code null}. */
    public static Class<?> recordType(ItemSchema<?> schema) {
        Class<?> type = RECORD_TYPES.get(schema.getClass());
        return type == Void.class ? null : type;
    }

    private static Class<?> declaredRecordType(Class<?> schemaClass) {
        // A generated XSchema extends EntitySchema<X>; a hand-written one may implement ItemSchema<X>.
        for (Class<?> type = schemaClass; type != null && type != Object.class; type = type.getSuperclass()) {
            java.util.List<Type> declared = new java.util.ArrayList<>(java.util.List.of(type.getGenericInterfaces()));
            declared.add(type.getGenericSuperclass());
            for (Type supertype : declared) {
                if (supertype instanceof ParameterizedType parameterized
                        && parameterized.getRawType() instanceof Class<?> raw && ItemSchema.class.isAssignableFrom(raw)
                        && parameterized.getActualTypeArguments().length == 1
                        && parameterized.getActualTypeArguments()[0] instanceof Class<?> record) {
                    return record;
                }
            }
        }
        return Void.class;
    }
}
