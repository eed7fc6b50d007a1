package dev.keyway.runtime;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How one entity record maps to DynamoDB items; the processor generates an implementation,
 * {@code XSchema.INSTANCE}, for every {@code @Entity} record {@code X}.
 *
 * @param <T> the record type
 */
public interface ItemSchema<T> {

    /** The entity type stored in each item's type attribute, e.g. {@code "Order"}. */
    String entityType();

    /** The table the entity lives in, with every index any of its entities declares. */
    TableDefinition table();

    /** The full item: key attributes, index keys, the type attribute and every non-null component. */
    Map<String, AttributeValue> toItem(T value);

    /** The record stored in an item. @throws ItemDecodeException when the item does not fit the record */
    T fromItem(Map<String, AttributeValue> item);

    /** The table's primary key of a record. */
    Map<String, AttributeValue> primaryKey(T value);
}
