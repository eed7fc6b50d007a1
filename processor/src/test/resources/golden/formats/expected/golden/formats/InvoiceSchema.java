package golden.formats;

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
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Invoice} is stored in table {@code Billing}: every item holds its keys, {@code _type = "Invoice"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class InvoiceSchema extends EntitySchema<Invoice> {
    /** The schema. */
    public static final InvoiceSchema INSTANCE = new InvoiceSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Invoice";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    /** {@code accountId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute ACCOUNT_ID = Attributes.string(ENTITY_TYPE, "accountId", true);

    /** {@code issuedAt}, a primary-key component: conditions only, no updates. */
    public static final ComparableAttribute<Instant> ISSUED_AT = Attributes.comparable(ENTITY_TYPE,
            "issuedAt", Scalar.INSTANT, true);

    /** {@code number}, a primary-key component: conditions only, no updates. */
    public static final NumberAttribute<Long> NUMBER = Attributes.number(ENTITY_TYPE, "number", Scalar.LONG, true);

    /** {@code amount}. */
    public static final NumberAttribute<BigDecimal> AMOUNT = Attributes.number(ENTITY_TYPE,
            "amount", Scalar.BIG_DECIMAL);

    private InvoiceSchema() {
        super(ENTITY_TYPE, List.of("accountId", "issuedAt", "number"), List.of("number"));
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
    public Map<String, AttributeValue> toItem(Invoice invoice) {
        ItemWriter item = ItemWriter.item(this, 7);
        item.put("pk", AttributeValue.fromS(InvoiceKeys.partitionKey(invoice.accountId())));
        item.put("sk", AttributeValue.fromS(InvoiceKeys.sortKey(invoice.issuedAt(), invoice.number())));
        item.put("_type", TYPE_VALUE);
        item.putString("accountId", invoice.accountId());
        item.putInstant("issuedAt", invoice.issuedAt());
        item.putLong("number", invoice.number());
        item.putBigDecimal("amount", invoice.amount());
        return item.toItem();
    }

    @Override
    public Invoice fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Invoice(
                    ItemReader.keyComponent(item, "pk", "accountId", ItemReader.readString(item, "accountId")),
                    ItemReader.keyComponent(item, "sk", "issuedAt", ItemReader.readInstant(item, "issuedAt")),
                    ItemReader.readLong(item, "number"),
                    ItemReader.readBigDecimal(item, "amount")));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Invoice invoice) {
        return InvoiceKeys.primaryKey(invoice).attributes();
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "pk", "account|<accountId>", '|',
                        InvoiceKeys.ACCOUNT_ID),
                KeyTemplate.of(ENTITY_TYPE, "", "sk", "invoice|<issuedAt>|<number>", '|',
                        InvoiceKeys.ISSUED_AT, InvoiceKeys.NUMBER));
    }
}
