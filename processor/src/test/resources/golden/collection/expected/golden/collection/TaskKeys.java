package golden.collection;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyCodec;
import dev.keyway.runtime.key.KeyPart;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Task} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Work}: {@code PK} = {@code PROJECT#<projectId>}, {@code SK} = {@code TASK#<number>}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class TaskKeys {
    /** {@code projectId} as keys encode it. */
    public static final KeyPart<String> PROJECT_ID = KeyPart.ofString(TaskSchema.ENTITY_TYPE, "projectId");
    /** {@code number} as keys encode it. */
    public static final KeyPart<Integer> NUMBER = KeyPart.ofInt(TaskSchema.ENTITY_TYPE, "number");

    private TaskKeys() {
    }

    /** The partition key {@code PK}: {@code PROJECT#<projectId>}. */
    public static String partitionKey(String projectId) {
        return "PROJECT#" + PROJECT_ID.encode(projectId);
    }

    /** The sort key {@code SK}: {@code TASK#<number>}. */
    public static String sortKey(int number) {
        return "TASK#" + KeyCodec.encodeInt(number);
    }

    /** The text every {@code SK} of this entity starts with (template {@code TASK#<number>}). */
    public static String sortKeyPrefix() {
        return "TASK#";
    }

    /**
     * The primary key of the {@code Task} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Task> primaryKey(String projectId, int number) {
        return Key.of(TaskSchema.ENTITY_TYPE, "PK", AttributeValue.fromS(partitionKey(projectId)),
                "SK", AttributeValue.fromS(sortKey(number)));
    }

    /** The primary key of the given {@code Task}, built from its key components. */
    public static Key<Task> primaryKey(Task task) {
        return primaryKey(task.projectId(), task.number());
    }
}
