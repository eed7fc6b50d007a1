package dev.keyway.runtime.schema;

import dev.keyway.runtime.internal.item.ItemSize;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item's size as Keyway counts it against DynamoDB's 400 KB item limit before every write (an
 * item over it fails with {@link dev.keyway.runtime.exception.ItemTooLargeException} before any
 * request): the attribute names' UTF-8 lengths plus the values' sizes, numbers counted as DynamoDB
 * stores them (base-100 digit pairs), erring by a byte or two on the safe side. Sends no request.
 */
public final class ItemSizes {

    /** DynamoDB's item size limit in bytes: 400 KB, attribute names included. */
    public static final long LIMIT = ItemSize.LIMIT;

    private ItemSizes() {
    }

    /** The item's size in bytes, attribute names and values. */
    public static long of(Map<String, AttributeValue> item) {
        return ItemSize.of(item);
    }
}
