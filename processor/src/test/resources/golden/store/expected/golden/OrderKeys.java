package golden;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyPart;
import java.math.BigDecimal;
import java.time.Instant;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Order} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Store}: {@code PK} = {@code CUSTOMER#<customerId>}, {@code SK} =
 * {@code ORDER#<placedAt>#<orderId>}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class OrderKeys {
    /** {@code customerId} as keys encode it. */
    public static final KeyPart<String> CUSTOMER_ID = KeyPart.ofString(OrderSchema.ENTITY_TYPE, "customerId");
    /** {@code placedAt} as keys encode it. */
    public static final KeyPart<Instant> PLACED_AT = KeyPart.ofInstant(OrderSchema.ENTITY_TYPE, "placedAt");
    /** {@code orderId} as keys encode it. */
    public static final KeyPart<String> ORDER_ID = KeyPart.ofString(OrderSchema.ENTITY_TYPE, "orderId");

    /** {@code status} as keys encode it: by name. */
    public static final KeyPart<Status> STATUS = KeyPart.ofEnumName(OrderSchema.ENTITY_TYPE,
            "status", Status.class);

    /** {@code total} as keys encode it. */
    public static final KeyPart<BigDecimal> TOTAL = KeyPart.ofBigDecimal(OrderSchema.ENTITY_TYPE, "total");

    private OrderKeys() {
    }

    /** The partition key {@code PK}: {@code CUSTOMER#<customerId>}. */
    public static String partitionKey(String customerId) {
        return "CUSTOMER#" + CUSTOMER_ID.encode(customerId);
    }

    /** The sort key {@code SK}: {@code ORDER#<placedAt>#<orderId>}. */
    public static String sortKey(Instant placedAt, String orderId) {
        return "ORDER#" + PLACED_AT.encode(placedAt) + "#" + ORDER_ID.encode(orderId);
    }

    /** The text every {@code SK} of this entity starts with (template {@code ORDER#<placedAt>#<orderId>}). */
    public static String sortKeyPrefix() {
        return "ORDER#";
    }

    /**
     * The text every {@code SK} with these leading components starts with, delimiter included (template
     * {@code ORDER#<placedAt>#<orderId>}).
     */
    public static String sortKeyPrefix(Instant placedAt) {
        return "ORDER#" + PLACED_AT.encode(placedAt) + "#";
    }

    /**
     * The primary key of the {@code Order} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Order> primaryKey(String customerId, Instant placedAt, String orderId) {
        return Key.of(OrderSchema.ENTITY_TYPE, "PK", AttributeValue.fromS(partitionKey(customerId)),
                "SK", AttributeValue.fromS(sortKey(placedAt, orderId)));
    }

    /** The primary key of the given {@code Order}, built from its key components. */
    public static Key<Order> primaryKey(Order order) {
        return primaryKey(order.customerId(), order.placedAt(), order.orderId());
    }

    /** Index GSI1's partition key {@code GSI1PK}: {@code STATUS#<status>}. */
    public static String gsi1PartitionKey(Status status) {
        return "STATUS#" + STATUS.encode(status);
    }

    /** Index GSI1's sort key {@code GSI1SK}: {@code <placedAt>}. */
    public static String gsi1SortKey(Instant placedAt) {
        return PLACED_AT.encodeWholeKey(placedAt);
    }

    /** The text every {@code GSI1SK} of this entity starts with (template {@code <placedAt>}). */
    public static String gsi1SortKeyPrefix() {
        return "";
    }

    /** Index LSI1's partition key {@code PK}: {@code CUSTOMER#<customerId>}. */
    public static String lsi1PartitionKey(String customerId) {
        return "CUSTOMER#" + CUSTOMER_ID.encode(customerId);
    }

    /** Index LSI1's sort key {@code LSI1SK}: {@code TOTAL#<total>#<orderId>}. */
    public static String lsi1SortKey(BigDecimal total, String orderId) {
        return "TOTAL#" + TOTAL.encode(total) + "#" + ORDER_ID.encode(orderId);
    }

    /** The text every {@code LSI1SK} of this entity starts with (template {@code TOTAL#<total>#<orderId>}). */
    public static String lsi1SortKeyPrefix() {
        return "TOTAL#";
    }

    /**
     * The text every {@code LSI1SK} with these leading components starts with, delimiter included
     * (template {@code TOTAL#<total>#<orderId>}).
     */
    public static String lsi1SortKeyPrefix(BigDecimal total) {
        return "TOTAL#" + TOTAL.encode(total) + "#";
    }
}
