package golden.collection;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyPart;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Member} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Work}: {@code PK} = {@code PROJECT#<projectId>}, {@code SK} = {@code MEMBER#<userId>}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class MemberKeys {
    /** {@code projectId} as keys encode it. */
    public static final KeyPart<String> PROJECT_ID = KeyPart.ofString(MemberSchema.ENTITY_TYPE, "projectId");
    /** {@code userId} as keys encode it. */
    public static final KeyPart<String> USER_ID = KeyPart.ofString(MemberSchema.ENTITY_TYPE, "userId");

    private MemberKeys() {
    }

    /** The partition key {@code PK}: {@code PROJECT#<projectId>}. */
    public static String partitionKey(String projectId) {
        return "PROJECT#" + PROJECT_ID.encode(projectId);
    }

    /** The sort key {@code SK}: {@code MEMBER#<userId>}. */
    public static String sortKey(String userId) {
        return "MEMBER#" + USER_ID.encode(userId);
    }

    /** The text every {@code SK} of this entity starts with (template {@code MEMBER#<userId>}). */
    public static String sortKeyPrefix() {
        return "MEMBER#";
    }

    /**
     * The primary key of the {@code Member} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Member> primaryKey(String projectId, String userId) {
        return Key.of(MemberSchema.ENTITY_TYPE, "PK", AttributeValue.fromS(partitionKey(projectId)),
                "SK", AttributeValue.fromS(sortKey(userId)));
    }

    /** The primary key of the given {@code Member}, built from its key components. */
    public static Key<Member> primaryKey(Member member) {
        return primaryKey(member.projectId(), member.userId());
    }
}
