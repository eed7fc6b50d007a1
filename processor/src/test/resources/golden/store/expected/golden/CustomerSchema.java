package golden;

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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Customer} is stored in table {@code Store}: every item holds its keys, {@code _type = "Customer"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class CustomerSchema extends EntitySchema<Customer> {
    /** The schema. */
    public static final CustomerSchema INSTANCE = new CustomerSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Customer";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    private static final AttributeValue SORT_KEY_VALUE = AttributeValue.fromS(CustomerKeys.sortKey());
    private static final AttributeValue GSI1_SORT_KEY_VALUE = AttributeValue.fromS(CustomerKeys.gsi1SortKey());
    /** {@code id}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute ID = Attributes.string(ENTITY_TYPE, "id", true);
    /** {@code email}. */
    public static final StringAttribute EMAIL = Attributes.string(ENTITY_TYPE, "email");
    /** {@code name}, stored as {@code fullName}. */
    public static final StringAttribute NAME = Attributes.string(ENTITY_TYPE, "name", "fullName", false);
    /** {@code version}. */
    public static final NumberAttribute<Long> VERSION = Attributes.number(ENTITY_TYPE, "version", Scalar.LONG);

    private static final List<ItemSchema.UniqueConstraint<Customer>> UNIQUE_CONSTRAINTS = List.of(
        new ItemSchema.UniqueConstraint<>("email", "email",
            customer -> customer.email(),
            unique -> CustomerKeys.EMAIL.encode((String) unique)));

    private CustomerSchema() {
        super(ENTITY_TYPE, List.of("id", "email", "version"), List.of("version"));
    }

    @Override
    public TableDefinition table() {
        return StoreTable.DEFINITION;
    }

    @Override
    public List<ItemSchema<?>> tableSchemas() {
        return StoreTable.schemas();
    }

    @Override
    public Map<String, AttributeValue> toItem(Customer customer) {
        ItemWriter item = ItemWriter.item(this, 9);
        item.put("PK", AttributeValue.fromS(CustomerKeys.partitionKey(customer.id())));
        item.put("SK", SORT_KEY_VALUE);
        // Sparse index GSI1: an item without all its key components stays out of it.
        if (customer.email() != null) {
            item.put("GSI1PK", AttributeValue.fromS(CustomerKeys.gsi1PartitionKey(customer.email())));
            item.put("GSI1SK", GSI1_SORT_KEY_VALUE);
        }
        item.put("_type", TYPE_VALUE);
        item.putString("id", customer.id());
        item.putString("email", customer.email());
        item.putString("fullName", customer.name());
        item.putLong("version", customer.version());
        return item.toItem();
    }

    @Override
    public Customer fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Customer(
                    ItemReader.keyComponent(item, "PK", "id", ItemReader.readString(item, "id")),
                    ItemReader.keyComponent(item, "GSI1PK", "email", ItemReader.readString(item, "email")),
                    ItemReader.readString(item, "fullName"),
                    ItemReader.readLong(item, "version")));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Customer customer) {
        return CustomerKeys.primaryKey(customer).attributes();
    }

    @Override
    public List<ItemSchema.DerivedKey> derivedKeys() {
        return List.of(
                new ItemSchema.DerivedKey("GSI1", "GSI1PK", "EMAIL#<email>", List.of("email"),
                        values -> CustomerKeys.gsi1PartitionKey((String) values.get("email"))),
                new ItemSchema.DerivedKey("GSI1", "GSI1SK", "CUSTOMER", List.of(),
                        values -> CustomerKeys.gsi1SortKey()));
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "PK", "CUSTOMER#<id>", CustomerKeys.ID),
                KeyTemplate.of(ENTITY_TYPE, "", "SK", "PROFILE"),
                KeyTemplate.of(ENTITY_TYPE, "GSI1", "GSI1PK", "EMAIL#<email>", CustomerKeys.EMAIL),
                KeyTemplate.of(ENTITY_TYPE, "GSI1", "GSI1SK", "CUSTOMER"));
    }

    @Override
    public Optional<String> versionAttribute() {
        return Optional.of("version");
    }

    @Override
    public long versionOf(Customer customer) {
        return customer.version();
    }

    @Override
    public Customer withVersion(Customer customer, long version) {
        return new Customer(customer.id(), customer.email(), customer.name(), version);
    }

    @Override
    public List<ItemSchema.UniqueConstraint<Customer>> uniqueConstraints() {
        return UNIQUE_CONSTRAINTS;
    }

    /** Every component reads back equal, so a write returns the record it was given. */
    @Override
    public boolean readsBackEqual() {
        return true;
    }
}
