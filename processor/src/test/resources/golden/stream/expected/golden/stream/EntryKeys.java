package golden.stream;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyPart;
import java.time.Instant;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Entry} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Ledger}: {@code PK} = {@code ACCOUNT#<accountId>}, {@code SK} =
 * {@code ENTRY#<bookedAt>#<entryId>}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class EntryKeys {
    /** {@code accountId} as keys encode it. */
    public static final KeyPart<String> ACCOUNT_ID = KeyPart.ofString(EntrySchema.ENTITY_TYPE, "accountId");
    /** {@code bookedAt} as keys encode it. */
    public static final KeyPart<Instant> BOOKED_AT = KeyPart.ofInstant(EntrySchema.ENTITY_TYPE, "bookedAt");
    /** {@code entryId} as keys encode it. */
    public static final KeyPart<String> ENTRY_ID = KeyPart.ofString(EntrySchema.ENTITY_TYPE, "entryId");

    private EntryKeys() {
    }

    /** The partition key {@code PK}: {@code ACCOUNT#<accountId>}. */
    public static String partitionKey(String accountId) {
        return "ACCOUNT#" + ACCOUNT_ID.encode(accountId);
    }

    /** The sort key {@code SK}: {@code ENTRY#<bookedAt>#<entryId>}. */
    public static String sortKey(Instant bookedAt, String entryId) {
        return "ENTRY#" + BOOKED_AT.encode(bookedAt) + "#" + ENTRY_ID.encode(entryId);
    }

    /** The text every {@code SK} of this entity starts with (template {@code ENTRY#<bookedAt>#<entryId>}). */
    public static String sortKeyPrefix() {
        return "ENTRY#";
    }

    /**
     * The text every {@code SK} with these leading components starts with, delimiter included (template
     * {@code ENTRY#<bookedAt>#<entryId>}).
     */
    public static String sortKeyPrefix(Instant bookedAt) {
        return "ENTRY#" + BOOKED_AT.encode(bookedAt) + "#";
    }

    /**
     * The primary key of the {@code Entry} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Entry> primaryKey(String accountId, Instant bookedAt, String entryId) {
        return Key.of(EntrySchema.ENTITY_TYPE, "PK", AttributeValue.fromS(partitionKey(accountId)),
                "SK", AttributeValue.fromS(sortKey(bookedAt, entryId)));
    }

    /** The primary key of the given {@code Entry}, built from its key components. */
    public static Key<Entry> primaryKey(Entry entry) {
        return primaryKey(entry.accountId(), entry.bookedAt(), entry.entryId());
    }
}
