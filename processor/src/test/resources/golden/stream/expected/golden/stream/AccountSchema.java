package golden.stream;

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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Account} is stored in table {@code Ledger}: every item holds its keys, {@code _type = "Account"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class AccountSchema extends EntitySchema<Account> {
    /** The schema. */
    public static final AccountSchema INSTANCE = new AccountSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Account";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    private static final AttributeValue SORT_KEY_VALUE = AttributeValue.fromS(AccountKeys.sortKey());
    /** {@code accountId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute ACCOUNT_ID = Attributes.string(ENTITY_TYPE, "accountId", true);

    /** {@code balance}. */
    public static final NumberAttribute<BigDecimal> BALANCE = Attributes.number(ENTITY_TYPE,
            "balance", Scalar.BIG_DECIMAL);

    /** {@code version}. */
    public static final NumberAttribute<Long> VERSION = Attributes.number(ENTITY_TYPE, "version", Scalar.LONG);

    private AccountSchema() {
        super(ENTITY_TYPE, List.of("accountId", "version"), List.of("version"));
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
    public Map<String, AttributeValue> toItem(Account account) {
        ItemWriter item = ItemWriter.item(this, 6);
        item.put("PK", AttributeValue.fromS(AccountKeys.partitionKey(account.accountId())));
        item.put("SK", SORT_KEY_VALUE);
        item.put("_type", TYPE_VALUE);
        item.putString("accountId", account.accountId());
        item.putBigDecimal("balance", account.balance());
        item.putLong("version", account.version());
        return item.toItem();
    }

    @Override
    public Account fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Account(
                    ItemReader.keyComponent(item, "PK", "accountId", ItemReader.readString(item, "accountId")),
                    ItemReader.readBigDecimal(item, "balance"),
                    ItemReader.readLong(item, "version")));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Account account) {
        return AccountKeys.primaryKey(account).attributes();
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "PK", "ACCOUNT#<accountId>",
                        AccountKeys.ACCOUNT_ID),
                KeyTemplate.of(ENTITY_TYPE, "", "SK", "ACCOUNT"));
    }

    @Override
    public Optional<String> versionAttribute() {
        return Optional.of("version");
    }

    @Override
    public long versionOf(Account account) {
        return account.version();
    }

    @Override
    public Account withVersion(Account account, long version) {
        return new Account(account.accountId(), account.balance(), version);
    }
}
