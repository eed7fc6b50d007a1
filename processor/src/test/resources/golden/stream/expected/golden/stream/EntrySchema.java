package golden.stream;

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
 * How {@link Entry} is stored in table {@code Ledger}: every item holds its keys, {@code _type = "Entry"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class EntrySchema extends EntitySchema<Entry> {
    /** The schema. */
    public static final EntrySchema INSTANCE = new EntrySchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Entry";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    /** {@code accountId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute ACCOUNT_ID = Attributes.string(ENTITY_TYPE, "accountId", true);
    /** {@code entryId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute ENTRY_ID = Attributes.string(ENTITY_TYPE, "entryId", true);

    /** {@code bookedAt}, a primary-key component: conditions only, no updates. */
    public static final ComparableAttribute<Instant> BOOKED_AT = Attributes.comparable(ENTITY_TYPE,
            "bookedAt", Scalar.INSTANT, true);

    /** {@code amount}. */
    public static final NumberAttribute<BigDecimal> AMOUNT = Attributes.number(ENTITY_TYPE,
            "amount", Scalar.BIG_DECIMAL);

    private EntrySchema() {
        super(ENTITY_TYPE, List.of("accountId", "entryId", "bookedAt"));
    }

    @Override
    public TableDefinition table() {
        return LedgerTable.DEFINITION;
    }

    @Override
    public List<ItemSchema<?>> tableSchemas() {
        return LedgerTable.schemas();
    }

    @Override
    public Map<String, AttributeValue> toItem(Entry entry) {
        ItemWriter item = ItemWriter.item(this, 7);
        // Key components encoded once: each is in several keys, or stored as the same text.
        String bookedAtKey = EntryKeys.BOOKED_AT.encode(entry.bookedAt());
        item.put("PK", AttributeValue.fromS(EntryKeys.partitionKey(entry.accountId())));
        item.put("SK", AttributeValue.fromS("ENTRY#" + bookedAtKey + "#" + EntryKeys.ENTRY_ID.encode(entry.entryId())));
        item.put("_type", TYPE_VALUE);
        item.putString("accountId", entry.accountId());
        item.putString("entryId", entry.entryId());
        item.put("bookedAt", AttributeValue.fromS(bookedAtKey));
        item.putBigDecimal("amount", entry.amount());
        return item.toItem();
    }

    @Override
    public Entry fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Entry(
                    ItemReader.keyComponent(item, "PK", "accountId", ItemReader.readString(item, "accountId")),
                    ItemReader.keyComponent(item, "SK", "entryId", ItemReader.readString(item, "entryId")),
                    ItemReader.keyComponent(item, "SK", "bookedAt", ItemReader.readInstant(item, "bookedAt")),
                    ItemReader.readBigDecimal(item, "amount")));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Entry entry) {
        return EntryKeys.primaryKey(entry).attributes();
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "PK", "ACCOUNT#<accountId>", EntryKeys.ACCOUNT_ID),
                KeyTemplate.of(ENTITY_TYPE, "", "SK", "ENTRY#<bookedAt>#<entryId>",
                        EntryKeys.BOOKED_AT, EntryKeys.ENTRY_ID));
    }
}
