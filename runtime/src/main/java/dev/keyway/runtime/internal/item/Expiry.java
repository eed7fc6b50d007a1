package dev.keyway.runtime.internal.item;

import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.schema.ItemSchema;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items past their {@code @Ttl}: DynamoDB deletes them late (up to days), so every read leaves
 * them out — gets, queries, scans, batches and transactions alike.
 */
public final class Expiry {

    private Expiry() {
    }

    /** The current time in epoch seconds, as {@code @Ttl} attributes hold it. */
    public static long now() {
        return Instant.now().getEpochSecond();
    }

    /** Whether the item's {@code @Ttl} time has passed. */
    public static boolean expired(ItemSchema<?> schema, Map<String, AttributeValue> item) {
        return expired(schema, item, now());
    }

    /** Whether the item's {@code @Ttl} time is {@code now} or earlier. */
    public static boolean expired(ItemSchema<?> schema, Map<String, AttributeValue> item, long now) {
        Optional<String> ttl = schema.ttlAttribute();
        if (ttl.isEmpty()) {
            return false;
        }
        AttributeValue expiry = item.get(ttl.get());
        if (expiry == null || expiry.n() == null) {
            return false;
        }
        try {
            return new BigDecimal(expiry.n()).longValue() <= now;
        } catch (NumberFormatException e) {
            return false; // not a time DynamoDB would expire the item by either
        }
    }

    /**
     * The filter that leaves expired items out of a query or scan page server-side, or
     * {@code null} for an entity without {@code @Ttl}.
     */
    public static String filter(ItemSchema<?> schema, Expressions expressions) {
        Optional<String> ttl = schema.ttlAttribute();
        if (ttl.isEmpty()) {
            return null;
        }
        String name = expressions.name(ttl.get());
        return "(attribute_not_exists(" + name + ") OR " + name + " > "
                + expressions.value(AttributeValue.fromN(Long.toString(now()))) + ")";
    }
}
