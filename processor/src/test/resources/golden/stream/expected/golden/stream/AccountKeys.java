package golden.stream;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyPart;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Account} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Ledger}: {@code PK} = {@code ACCOUNT#<accountId>}, {@code SK} = {@code ACCOUNT}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class AccountKeys {
    /** {@code accountId} as keys encode it. */
    public static final KeyPart<String> ACCOUNT_ID = KeyPart.ofString(AccountSchema.ENTITY_TYPE, "accountId");

    private AccountKeys() {
    }

    /** The partition key {@code PK}: {@code ACCOUNT#<accountId>}. */
    public static String partitionKey(String accountId) {
        return "ACCOUNT#" + ACCOUNT_ID.encode(accountId);
    }

    /** The sort key {@code SK}: {@code ACCOUNT}. */
    public static String sortKey() {
        return "ACCOUNT";
    }

    /** The text every {@code SK} of this entity starts with (template {@code ACCOUNT}). */
    public static String sortKeyPrefix() {
        return "ACCOUNT";
    }

    /**
     * The primary key of the {@code Account} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Account> primaryKey(String accountId) {
        return Key.of(AccountSchema.ENTITY_TYPE,
                "PK", AttributeValue.fromS(partitionKey(accountId)),
                "SK", AttributeValue.fromS(sortKey()));
    }

    /** The primary key of the given {@code Account}, built from its key components. */
    public static Key<Account> primaryKey(Account account) {
        return primaryKey(account.accountId());
    }
}
