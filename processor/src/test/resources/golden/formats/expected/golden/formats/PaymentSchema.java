package golden.formats;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.ComparableAttribute;
import dev.keyway.runtime.attribute.NumberAttribute;
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
import java.time.Instant;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Payment} is stored in table {@code Billing}: every item holds its keys, {@code _type = "Payment"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class PaymentSchema extends EntitySchema<Payment> {
    /** The schema. */
    public static final PaymentSchema INSTANCE = new PaymentSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Payment";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    /** {@code accountId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute ACCOUNT_ID = Attributes.string(ENTITY_TYPE, "accountId", true);

    /** {@code paidAt}, a primary-key component: conditions only, no updates. */
    public static final ComparableAttribute<Instant> PAID_AT = Attributes.comparable(ENTITY_TYPE,
            "paidAt", Scalar.INSTANT, true);

    /** {@code method}. */
    public static final Attribute<Payment.Method> METHOD = Attributes.plain(ENTITY_TYPE, "method", Scalar.ENUM);
    /** {@code amountCents}. */
    public static final NumberAttribute<Long> AMOUNT_CENTS = Attributes.number(ENTITY_TYPE, "amountCents", Scalar.LONG);
    /** {@code reference}. */
    public static final StringAttribute REFERENCE = Attributes.string(ENTITY_TYPE, "reference");

    private PaymentSchema() {
        super(ENTITY_TYPE, List.of("accountId", "paidAt", "method", "amountCents", "reference"),
                List.of("amountCents"));
    }

    @Override
    public TableDefinition table() {
        return BillingTable.DEFINITION;
    }

    @Override
    public List<ItemSchema<?>> tableSchemas() {
        return BillingTable.schemas();
    }

    @Override
    public Map<String, AttributeValue> toItem(Payment payment) {
        ItemWriter item = ItemWriter.item(this, 10);
        item.put("pk", AttributeValue.fromS(PaymentKeys.partitionKey(payment.accountId())));
        item.put("sk", AttributeValue.fromS(PaymentKeys.sortKey(payment.paidAt())));
        // Sparse index gsi1: an item without all its key components stays out of it.
        if (payment.method() != null && payment.reference() != null) {
            item.put("gsi1pk", AttributeValue.fromS(PaymentKeys.gsi1PartitionKey(payment.method())));
            item.put("gsi1sk", AttributeValue.fromS(PaymentKeys.gsi1SortKey(payment.amountCents(),
                    payment.reference())));
        }
        item.put("_type", TYPE_VALUE);
        item.putString("accountId", payment.accountId());
        item.putInstant("paidAt", payment.paidAt());
        item.putEnum("method", payment.method());
        item.putLong("amountCents", payment.amountCents());
        item.putString("reference", payment.reference());
        return item.toItem();
    }

    @Override
    public Payment fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Payment(
                    ItemReader.keyComponent(item, "pk", "accountId", ItemReader.readString(item, "accountId")),
                    ItemReader.keyComponent(item, "sk", "paidAt", ItemReader.readInstant(item, "paidAt")),
                    ItemReader.keyComponent(item, "gsi1pk", "method", ItemReader.readEnum(item,
                            "method", Payment.Method.class)),
                    ItemReader.readLong(item, "amountCents"),
                    ItemReader.keyComponent(item, "gsi1sk", "reference", ItemReader.readString(item, "reference"))));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Payment payment) {
        return PaymentKeys.primaryKey(payment).attributes();
    }

    @Override
    public List<ItemSchema.DerivedKey> derivedKeys() {
        return List.of(
                new ItemSchema.DerivedKey("gsi1", "gsi1pk", "method:<method>", List.of("method"),
                        values -> PaymentKeys.gsi1PartitionKey((Payment.Method) values.get("method"))),
                new ItemSchema.DerivedKey("gsi1", "gsi1sk", "<amountCents>:<reference>",
                        List.of("amountCents", "reference"),
                        values -> PaymentKeys.gsi1SortKey((Long) values.get("amountCents"),
                        (String) values.get("reference"))));
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "pk", "account|<accountId>", '|',
                        PaymentKeys.ACCOUNT_ID),
                KeyTemplate.of(ENTITY_TYPE, "", "sk", "payment|<paidAt>", '|', PaymentKeys.PAID_AT),
                KeyTemplate.of(ENTITY_TYPE, "gsi1", "gsi1pk", "method:<method>", ':',
                        PaymentKeys.METHOD),
                KeyTemplate.of(ENTITY_TYPE, "gsi1", "gsi1sk", "<amountCents>:<reference>", ':',
                        PaymentKeys.AMOUNT_CENTS, PaymentKeys.REFERENCE));
    }

    /** Every component reads back equal, so a write returns the record it was given. */
    @Override
    public boolean readsBackEqual() {
        return true;
    }
}
