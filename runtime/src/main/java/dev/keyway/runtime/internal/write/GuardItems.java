package dev.keyway.runtime.internal.write;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Tells the guard items that claim {@code @Unique} values apart from entities' items, e.g. in a stream. */
public final class GuardItems {

    private GuardItems() {
    }

    /**
     * Whether an item (or, when the stream recorded no image, its keys) is a guard item: by its type
     * attribute when there is one, else by its partition key {@code _unique#...}.
     */
    public static boolean isGuardItem(String entityType, Map<String, AttributeValue> keys, String partitionKeyAttribute) {
        if (entityType != null) {
            return UniqueGuards.GUARD_TYPE.equals(entityType);
        }
        AttributeValue partitionKey = keys.get(partitionKeyAttribute);
        return partitionKey != null && partitionKey.s() != null && partitionKey.s().startsWith(UniqueGuards.PREFIX);
    }
}
