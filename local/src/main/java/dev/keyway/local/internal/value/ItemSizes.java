package dev.keyway.local.internal.value;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Item sizes by DynamoDB's rules (Developer Guide, "Item sizes and formats"): the UTF-8 length of each
 * attribute name plus its value's size; strings by UTF-8 length, binaries by length, numbers about one
 * byte per two significant digits plus one, null and Boolean one byte, lists and maps three bytes plus
 * one per element plus their contents, sets the sum of their elements.
 */
public final class ItemSizes {

    private ItemSizes() {
    }

    /** The size in bytes of a whole item, as counted against the 400 KB limit and for capacity. */
    public static long of(Map<String, AttributeValue> item) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The size in bytes of one value (without an attribute name). */
    public static long of(AttributeValue value) {
        throw new UnsupportedOperationException("not yet");
    }
}
