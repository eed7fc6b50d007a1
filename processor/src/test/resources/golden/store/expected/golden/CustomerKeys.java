package golden;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyPart;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Customer} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Store}: {@code PK} = {@code CUSTOMER#<id>}, {@code SK} = {@code PROFILE}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class CustomerKeys {
    /** {@code id} as keys encode it. */
    public static final KeyPart<String> ID = KeyPart.ofString(CustomerSchema.ENTITY_TYPE, "id");
    /** {@code email} as keys encode it. */
    public static final KeyPart<String> EMAIL = KeyPart.ofString(CustomerSchema.ENTITY_TYPE, "email");

    private CustomerKeys() {
    }

    /** The partition key {@code PK}: {@code CUSTOMER#<id>}. */
    public static String partitionKey(String id) {
        return "CUSTOMER#" + ID.encode(id);
    }

    /** The sort key {@code SK}: {@code PROFILE}. */
    public static String sortKey() {
        return "PROFILE";
    }

    /** The text every {@code SK} of this entity starts with (template {@code PROFILE}). */
    public static String sortKeyPrefix() {
        return "PROFILE";
    }

    /**
     * The primary key of the {@code Customer} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Customer> primaryKey(String id) {
        return Key.of(CustomerSchema.ENTITY_TYPE, "PK", AttributeValue.fromS(partitionKey(id)),
                "SK", AttributeValue.fromS(sortKey()));
    }

    /** The primary key of the given {@code Customer}, built from its key components. */
    public static Key<Customer> primaryKey(Customer customer) {
        return primaryKey(customer.id());
    }

    /** Index GSI1's partition key {@code GSI1PK}: {@code EMAIL#<email>}. */
    public static String gsi1PartitionKey(String email) {
        return "EMAIL#" + EMAIL.encode(email);
    }

    /** Index GSI1's sort key {@code GSI1SK}: {@code CUSTOMER}. */
    public static String gsi1SortKey() {
        return "CUSTOMER";
    }

    /** The text every {@code GSI1SK} of this entity starts with (template {@code CUSTOMER}). */
    public static String gsi1SortKeyPrefix() {
        return "CUSTOMER";
    }
}
