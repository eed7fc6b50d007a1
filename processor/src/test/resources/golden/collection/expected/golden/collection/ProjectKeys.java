package golden.collection;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyPart;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Project} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Work}: {@code PK} = {@code PROJECT#<projectId>}, {@code SK} = {@code PROJECT}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ProjectKeys {
    /** {@code projectId} as keys encode it. */
    public static final KeyPart<String> PROJECT_ID = KeyPart.ofString(ProjectSchema.ENTITY_TYPE, "projectId");

    private ProjectKeys() {
    }

    /** The partition key {@code PK}: {@code PROJECT#<projectId>}. */
    public static String partitionKey(String projectId) {
        return "PROJECT#" + PROJECT_ID.encode(projectId);
    }

    /** The sort key {@code SK}: {@code PROJECT}. */
    public static String sortKey() {
        return "PROJECT";
    }

    /** The text every {@code SK} of this entity starts with (template {@code PROJECT}). */
    public static String sortKeyPrefix() {
        return "PROJECT";
    }

    /**
     * The primary key of the {@code Project} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Project> primaryKey(String projectId) {
        return Key.of(ProjectSchema.ENTITY_TYPE,
                "PK", AttributeValue.fromS(partitionKey(projectId)),
                "SK", AttributeValue.fromS(sortKey()));
    }

    /** The primary key of the given {@code Project}, built from its key components. */
    public static Key<Project> primaryKey(Project project) {
        return primaryKey(project.projectId());
    }
}
