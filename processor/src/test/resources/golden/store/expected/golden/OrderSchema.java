package golden;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.CollectionAttribute;
import dev.keyway.runtime.attribute.ComparableAttribute;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.attribute.StringAttribute;
import dev.keyway.runtime.internal.item.AttributeValueException;
import dev.keyway.runtime.internal.item.Attributes;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.internal.item.ItemWriter;
import dev.keyway.runtime.internal.item.RecordCodec;
import dev.keyway.runtime.internal.item.Scalar;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
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
public final class OrderSchema extends EntitySchema<Order> {
    /** The schema. */
    public static final OrderSchema INSTANCE = new OrderSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Order";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);

    /** A {@code LineItem}, stored as a map. */
    private static final RecordCodec<LineItem> LINE_ITEM_RECORD = new RecordCodec<LineItem>() {
        @Override
        public AttributeValue write(LineItem nested) {
            ItemWriter item = ItemWriter.nested(3);
            item.putString("sku", nested.sku());
            item.putInt("quantity", nested.quantity());
            item.putBigDecimal("unitPrice", nested.unitPrice());
            return item.toMapValue();
        }

        @Override
        public LineItem read(AttributeValue attribute) {
            Map<String, AttributeValue> item = ItemReader.map(attribute);
            return new LineItem(
                    ItemReader.readString(item, "sku"),
                    ItemReader.readInt(item, "quantity"),
                    ItemReader.readBigDecimal(item, "unitPrice"));
        }
    };

    /** {@code customerId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute CUSTOMER_ID = Attributes.string(ENTITY_TYPE, "customerId", true);
    /** {@code orderId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute ORDER_ID = Attributes.string(ENTITY_TYPE, "orderId", true);

    /** {@code placedAt}, a primary-key component: conditions only, no updates. */
    public static final ComparableAttribute<Instant> PLACED_AT = Attributes.comparable(ENTITY_TYPE,
            "placedAt", Scalar.INSTANT, true);

    /** {@code status}. */
    public static final Attribute<Status> STATUS = Attributes.plain(ENTITY_TYPE, "status", Scalar.ENUM);
    /** {@code total}. */
    public static final NumberAttribute<BigDecimal> TOTAL = Attributes.number(ENTITY_TYPE, "total", Scalar.BIG_DECIMAL);

    /** {@code lines}. */
    public static final CollectionAttribute<List<LineItem>, LineItem> LINES = Attributes.recordList(
            ENTITY_TYPE, "lines", LINE_ITEM_RECORD);

    /** {@code expiresAt}. */
    public static final ComparableAttribute<Instant> EXPIRES_AT = Attributes.comparable(ENTITY_TYPE,
            "expiresAt", Scalar.EPOCH_SECONDS);

    private OrderSchema() {
        super(ENTITY_TYPE, List.of("customerId", "orderId", "placedAt", "status", "total"));
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
        item.putRecordList("lines", order.lines(), LINE_ITEM_RECORD);
        item.putEpochSeconds("expiresAt", order.expiresAt());
        return item.toItem();
    }

    @Override
    public Order fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Order(
                    ItemReader.keyComponent(item, "PK", "customerId", ItemReader.readString(item, "customerId")),
                    ItemReader.keyComponent(item, "SK", "orderId", ItemReader.readString(item, "orderId")),
                    ItemReader.keyComponent(item, "SK", "placedAt", ItemReader.readInstant(item, "placedAt")),
                    ItemReader.keyComponent(item, "GSI1PK", "status", ItemReader.readEnum(item,
                            "status", Status.class)),
                    ItemReader.keyComponent(item, "LSI1SK", "total", ItemReader.readBigDecimal(item, "total")),
                    ItemReader.readRecordList(item, "lines", LINE_ITEM_RECORD),
                    ItemReader.readEpochSeconds(item, "expiresAt")));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Order order) {
        return OrderKeys.primaryKey(order).attributes();
    }

    @Override
    public List<ItemSchema.DerivedKey> derivedKeys() {
        return List.of(
                new ItemSchema.DerivedKey("GSI1", "GSI1PK", "STATUS#<status>", List.of("status"),
                        values -> OrderKeys.gsi1PartitionKey((Status) values.get("status"))),
                new ItemSchema.DerivedKey("GSI1", "GSI1SK", "<placedAt>", List.of("placedAt"),
                        values -> OrderKeys.gsi1SortKey((Instant) values.get("placedAt"))),
                new ItemSchema.DerivedKey("LSI1", "LSI1SK", "TOTAL#<total>#<orderId>",
                        List.of("total", "orderId"),
                        values -> OrderKeys.lsi1SortKey((BigDecimal) values.get("total"),
                        (String) values.get("orderId"))));
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "PK", "CUSTOMER#<customerId>",
                        OrderKeys.CUSTOMER_ID),
                KeyTemplate.of(ENTITY_TYPE, "", "SK", "ORDER#<placedAt>#<orderId>",
                        OrderKeys.PLACED_AT, OrderKeys.ORDER_ID),
                KeyTemplate.of(ENTITY_TYPE, "GSI1", "GSI1PK", "STATUS#<status>", OrderKeys.STATUS),
                KeyTemplate.of(ENTITY_TYPE, "GSI1", "GSI1SK", "<placedAt>", OrderKeys.PLACED_AT),
                KeyTemplate.of(ENTITY_TYPE, "LSI1", "LSI1SK", "TOTAL#<total>#<orderId>",
                        OrderKeys.TOTAL, OrderKeys.ORDER_ID));
    }

    @Override
    public Optional<String> ttlAttribute() {
        return Optional.of("expiresAt");
    }
}
