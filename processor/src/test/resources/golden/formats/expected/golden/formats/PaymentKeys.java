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
 * Keys of {@link Payment} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Billing}: {@code pk} = {@code account|<accountId>}, {@code sk} =
 * {@code payment|<paidAt>}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class PaymentKeys {
    /** {@code accountId} as keys encode it: raw, lower case. */
    public static final KeyPart<String> ACCOUNT_ID = KeyPart.ofRawString(PaymentSchema.ENTITY_TYPE,
            "accountId", "|", KeyCase.LOWER);

    /** {@code paidAt} as keys encode it: as ISO-8601 text in UTC with no fraction digits. */
    public static final KeyPart<Instant> PAID_AT = InstantTextPart.fixed(PaymentSchema.ENTITY_TYPE,
            "paidAt", 0);

    /** {@code method} as keys encode it: by name, upper case. */
    public static final KeyPart<Payment.Method> METHOD = KeyPart.ofEnumName(PaymentSchema.ENTITY_TYPE,
            "method", Payment.Method.class, KeyCase.UPPER);

    /** {@code amountCents} as keys encode it: zero-padded to 12 digits. */
    public static final KeyPart<Long> AMOUNT_CENTS = KeyPart.ofPaddedNumber(PaymentSchema.ENTITY_TYPE,
            "amountCents", Long.class, 12);

    /** {@code reference} as keys encode it: raw. */
    public static final KeyPart<String> REFERENCE = KeyPart.ofRawString(PaymentSchema.ENTITY_TYPE,
            "reference", ":", KeyCase.AS_GIVEN);

    private PaymentKeys() {
    }

    /** The partition key {@code pk}: {@code account|<accountId>}. */
    public static String partitionKey(String accountId) {
        return "account|" + ACCOUNT_ID.encode(accountId);
    }

    /** The sort key {@code sk}: {@code payment|<paidAt>}. */
    public static String sortKey(Instant paidAt) {
        return "payment|" + PAID_AT.encode(paidAt);
    }

    /** The text every {@code sk} of this entity starts with (template {@code payment|<paidAt>}). */
    public static String sortKeyPrefix() {
        return "payment|";
    }

    /**
     * The primary key of the {@code Payment} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Payment> primaryKey(String accountId, Instant paidAt) {
        return Key.of(PaymentSchema.ENTITY_TYPE,
                "pk", AttributeValue.fromS(partitionKey(accountId)),
                "sk", AttributeValue.fromS(sortKey(paidAt)));
    }

    /** The primary key of the given {@code Payment}, built from its key components. */
    public static Key<Payment> primaryKey(Payment payment) {
        return primaryKey(payment.accountId(), payment.paidAt());
    }

    /** Index gsi1's partition key {@code gsi1pk}: {@code method:<method>}. */
    public static String gsi1PartitionKey(Payment.Method method) {
        return "method:" + METHOD.encode(method);
    }

    /** Index gsi1's sort key {@code gsi1sk}: {@code <amountCents>:<reference>}. */
    public static String gsi1SortKey(long amountCents, String reference) {
        return AMOUNT_CENTS.encode(amountCents) + ":" + REFERENCE.encode(reference);
    }

    /**
     * The text every {@code gsi1sk} of this entity starts with (template
     * {@code <amountCents>:<reference>}).
     */
    public static String gsi1SortKeyPrefix() {
        return "";
    }

    /**
     * The text every {@code gsi1sk} with these leading components starts with, delimiter included
     * (template {@code <amountCents>:<reference>}).
     */
    public static String gsi1SortKeyPrefix(long amountCents) {
        return AMOUNT_CENTS.encode(amountCents) + ":";
    }
}
