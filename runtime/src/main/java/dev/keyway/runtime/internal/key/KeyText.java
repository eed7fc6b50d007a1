package dev.keyway.runtime.internal.key;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The one way a key reads in messages and in {@code Key.toString()}: {@code PK=CUSTOMER#c1, SK=PROFILE},
 * each attribute's string value as is, another kind of value as the SDK prints it, a missing one as {@code ?}.
 */
public final class KeyText {

    private KeyText() {
    }

    /** The attributes, in this order, with their values in the key or item. */
    public static String describe(Iterable<String> attributes, Map<String, AttributeValue> keyOrItem) {
        StringBuilder out = new StringBuilder();
        for (String attribute : attributes) {
            if (out.length() > 0) {
                out.append(", ");
            }
            AttributeValue value = keyOrItem == null ? null : keyOrItem.get(attribute);
            out.append(attribute).append('=').append(value == null ? "?" : value.s() != null ? value.s() : value.toString());
        }
        return out.toString();
    }
}
