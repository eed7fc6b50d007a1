package golden;

import dev.keyway.runtime.Attribute;
import dev.keyway.runtime.CollectionAttribute;
import dev.keyway.runtime.ComparableAttribute;
import dev.keyway.runtime.ItemSchema;
import dev.keyway.runtime.KeyTemplate;
import dev.keyway.runtime.NumberAttribute;
import dev.keyway.runtime.StringAttribute;
import dev.keyway.runtime.TableDefinition;
import dev.keyway.runtime.internal.AttributeValues;
import dev.keyway.runtime.internal.ItemReader;
import dev.keyway.runtime.internal.ItemWriter;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Order} is stored in table {@code Store}: every item holds its keys, {@code _type = "Order"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class OrderSchema implements ItemSchema<Order> {
    /** The schema. */
    public static final OrderSchema INSTANCE = new OrderSchema();

    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Order";

    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);

    /**
     * {@code customerId}, stored as {@code customerId} (a primary-key component: conditions only, no
     * updates).
     */
    public static final StringAttribute CUSTOMER_ID = new StringAttribute(ENTITY_TYPE, "customerId",
            "customerId", true);

    /** {@code orderId}, stored as {@code orderId} (a primary-key component: conditions only, no updates). */
    public static final StringAttribute ORDER_ID = new StringAttribute(ENTITY_TYPE, "orderId", "orderId", true);

    /** {@code placedAt}, stored as {@code placedAt} (a primary-key component: conditions only, no updates). */
    public static final ComparableAttribute<Instant> PLACED_AT = new ComparableAttribute<>(
            ENTITY_TYPE, "placedAt", "placedAt", AttributeValues::fromInstant, true);

    /** {@code status}, stored as {@code status}. */
    public static final Attribute<Status> STATUS = new Attribute<>(ENTITY_TYPE, "status", "status",
            AttributeValues::fromEnum, false);

    /** {@code total}, stored as {@code total}. */
    public static final NumberAttribute<BigDecimal> TOTAL = new NumberAttribute<>(ENTITY_TYPE,
            "total", "total", AttributeValues::fromBigDecimal, false);

    /** {@code lines}, stored as {@code lines}. */
    public static final CollectionAttribute<List<LineItem>, LineItem> LINES = new CollectionAttribute<>(
            ENTITY_TYPE, "lines", "lines", value -> AttributeValues.fromList(value,
            OrderSchema::lineItemToAttribute), OrderSchema::lineItemToAttribute, false);

    /** {@code expiresAt}, stored as {@code expiresAt}. */
    public static final ComparableAttribute<Instant> EXPIRES_AT = new ComparableAttribute<>(
            ENTITY_TYPE, "expiresAt", "expiresAt", AttributeValues::fromEpochSeconds, false);

    private static final List<ItemSchema.DerivedKey> DERIVED_KEYS = List.of(
        new ItemSchema.DerivedKey("GSI1", "GSI1PK", "STATUS#<status>", List.of("status"),
            values -> OrderKeys.gsi1PartitionKey((Status) values.get("status"))),
        new ItemSchema.DerivedKey("GSI1", "GSI1SK", "<placedAt>", List.of("placedAt"),
            values -> OrderKeys.gsi1SortKey((Instant) values.get("placedAt"))),
        new ItemSchema.DerivedKey("LSI1", "LSI1SK", "TOTAL#<total>#<orderId>",
                List.of("total", "orderId"),
            values -> OrderKeys.lsi1SortKey((BigDecimal) values.get("total"),
                    (String) values.get("orderId"))));

    private static final List<KeyTemplate> KEY_TEMPLATES = List.of(
        KeyTemplate.of(ENTITY_TYPE, "", "PK", "CUSTOMER#<customerId>", OrderKeys.CUSTOMER_ID),
        KeyTemplate.of(ENTITY_TYPE, "", "SK", "ORDER#<placedAt>#<orderId>", OrderKeys.PLACED_AT,
                OrderKeys.ORDER_ID),
        KeyTemplate.of(ENTITY_TYPE, "GSI1", "GSI1PK", "STATUS#<status>", OrderKeys.STATUS),
        KeyTemplate.of(ENTITY_TYPE, "GSI1", "GSI1SK", "<placedAt>", OrderKeys.PLACED_AT),
        KeyTemplate.of(ENTITY_TYPE, "LSI1", "LSI1SK", "TOTAL#<total>#<orderId>", OrderKeys.TOTAL,
                OrderKeys.ORDER_ID));

    private OrderSchema() {
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
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
    public Map<String, AttributeValue> toItem(Order order) {
        ItemWriter item = ItemWriter.item(this, 14);
        // Key components encoded once: each is in several keys, or stored as the same text.
        String placedAtKey = OrderKeys.PLACED_AT.encode(order.placedAt());
        String orderIdKey = OrderKeys.ORDER_ID.encode(order.orderId());
        item.put("PK", AttributeValue.fromS(OrderKeys.partitionKey(order.customerId())));
        item.put("SK", AttributeValue.fromS("ORDER#" + placedAtKey + "#" + orderIdKey));
        // Sparse index GSI1: an item without all its key components stays out of it.
        if (order.status() != null && order.placedAt() != null) {
            item.put("GSI1PK", AttributeValue.fromS(OrderKeys.gsi1PartitionKey(order.status())));
            item.put("GSI1SK", AttributeValue.fromS(placedAtKey));
        }
        // Sparse index LSI1: an item without all its key components stays out of it.
        if (order.total() != null && order.orderId() != null) {
            item.put("LSI1SK", AttributeValue.fromS("TOTAL#" +
                    OrderKeys.TOTAL.encode(order.total()) + "#" + orderIdKey));
        }
        item.put("_type", TYPE_VALUE);
        item.putString("customerId", order.customerId());
        item.putString("orderId", order.orderId());
        item.put("placedAt", AttributeValue.fromS(placedAtKey));
        item.putEnum("status", order.status());
        item.putBigDecimal("total", order.total());
        item.put("lines", order.lines(), value -> AttributeValues.fromList(value, OrderSchema::lineItemToAttribute));
        item.putEpochSeconds("expiresAt", order.expiresAt());
        return item.toItem();
    }

    @Override
    public Order fromItem(Map<String, AttributeValue> attributes) {
        ItemReader item = ItemReader.item(this, attributes);
        return new Order(
                item.keyComponent("PK", "customerId", item.getString("customerId")),
                item.keyComponent("SK", "orderId", item.getString("orderId")),
                item.keyComponent("SK", "placedAt", item.getInstant("placedAt")),
                item.keyComponent("GSI1PK", "status", item.getEnum("status", Status.class)),
                item.keyComponent("LSI1SK", "total", item.getBigDecimal("total")),
                item.get("lines", value -> AttributeValues.asList(value, OrderSchema::lineItemFromAttribute)),
                item.getEpochSeconds("expiresAt"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Order order) {
        return OrderKeys.primaryKey(order);
    }

    @Override
    public List<ItemSchema.DerivedKey> derivedKeys() {
        return DERIVED_KEYS;
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return KEY_TEMPLATES;
    }

    @Override
    public List<String> requiredAttributes() {
        return List.of("customerId", "orderId", "placedAt", "status", "total");
    }

    @Override
    public Optional<String> ttlAttribute() {
        return Optional.of("expiresAt");
    }

    /** Stores a {@code LineItem} as a map. */
    static AttributeValue lineItemToAttribute(LineItem nested) {
        ItemWriter item = ItemWriter.nested(3);
        item.putString("sku", nested.sku());
        item.putInt("quantity", nested.quantity());
        item.putBigDecimal("unitPrice", nested.unitPrice());
        return item.toMapValue();
    }

    /** Reads a {@code LineItem} stored as a map. */
    static LineItem lineItemFromAttribute(AttributeValue attribute) {
        ItemReader item = ItemReader.nested(attribute);
        return new LineItem(
                item.getString("sku"),
                item.getInt("quantity"),
                item.getBigDecimal("unitPrice"));
    }
}
