package golden.formats;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.InstantTextPart;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyCase;
import dev.keyway.runtime.key.KeyPart;
import java.time.Instant;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Invoice} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Billing}: {@code pk} = {@code account|<accountId>}, {@code sk} =
 * {@code invoice|<issuedAt>|<number>}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class InvoiceKeys {
    /** {@code accountId} as keys encode it: raw, lower case. */
    public static final KeyPart<String> ACCOUNT_ID = KeyPart.ofRawString(InvoiceSchema.ENTITY_TYPE,
            "accountId", "|", KeyCase.LOWER);

    /** {@code issuedAt} as keys encode it: as ISO-8601 text in UTC with 3 fraction digits. */
    public static final KeyPart<Instant> ISSUED_AT = InstantTextPart.fixed(InvoiceSchema.ENTITY_TYPE,
            "issuedAt", 3);

    /** {@code number} as keys encode it: zero-padded to 8 digits. */
    public static final KeyPart<Long> NUMBER = KeyPart.ofPaddedNumber(InvoiceSchema.ENTITY_TYPE,
            "number", Long.class, 8);

    private InvoiceKeys() {
    }

    /** The partition key {@code pk}: {@code account|<accountId>}. */
    public static String partitionKey(String accountId) {
        return "account|" + ACCOUNT_ID.encode(accountId);
    }

    /** The sort key {@code sk}: {@code invoice|<issuedAt>|<number>}. */
    public static String sortKey(Instant issuedAt, long number) {
        return "invoice|" + ISSUED_AT.encode(issuedAt) + "|" + NUMBER.encode(number);
    }

    /** The text every {@code sk} of this entity starts with (template {@code invoice|<issuedAt>|<number>}). */
    public static String sortKeyPrefix() {
        return "invoice|";
    }

    /**
     * The text every {@code sk} with these leading components starts with, delimiter included (template
     * {@code invoice|<issuedAt>|<number>}).
     */
    public static String sortKeyPrefix(Instant issuedAt) {
        return "invoice|" + ISSUED_AT.encode(issuedAt) + "|";
    }

    /**
     * The primary key of the {@code Invoice} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Invoice> primaryKey(String accountId, Instant issuedAt, long number) {
        return Key.of(InvoiceSchema.ENTITY_TYPE,
                "pk", AttributeValue.fromS(partitionKey(accountId)),
                "sk", AttributeValue.fromS(sortKey(issuedAt, number)));
    }

    /** The primary key of the given {@code Invoice}, built from its key components. */
    public static Key<Invoice> primaryKey(Invoice invoice) {
        return primaryKey(invoice.accountId(), invoice.issuedAt(), invoice.number());
    }
}
