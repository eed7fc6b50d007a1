package dev.keyway.runtime.internal;

import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.internal.write.UpdateSpec;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A write prepared for sending, alone or in a transaction: the item (or key), the conditions
 * it carries, the version it expects, and the record as it will be stored.
 *
 * @param item            the item of a put, or the key of a delete
 * @param conditions      the conditions, all of which must hold
 * @param expectedVersion the version the write expects, or {@code null}
 * @param stored          the record as stored (puts), or {@code null}
 * @param create          whether a failed condition means the key exists
 * @param unsetPrimitives an update's primitive attributes that it leaves unset, for which it is
 *                        sent on condition that the item exists
 *                        ({@link UpdateSpec#cannotCreateWithout()}): a failed condition on a
 *                        missing item names them; empty for other writes
 * @param <T>             the record type
 */
public record PreparedWrite<T>(Map<String, AttributeValue> item, List<Condition> conditions, Long expectedVersion,
                               T stored, boolean create, List<String> unsetPrimitives) {

    /** Copies the lists. */
    public PreparedWrite {
        unsetPrimitives = List.copyOf(unsetPrimitives);
    }

    /** A write that leaves no primitive unset (a put, a create, a delete, a check). */
    public PreparedWrite(Map<String, AttributeValue> item, List<Condition> conditions, Long expectedVersion,
                         T stored, boolean create) {
        this(item, conditions, expectedVersion, stored, create, List.of());
    }

    /** A prepared update of the key with these conditions. */
    public static <T> PreparedWrite<T> ofUpdate(Map<String, AttributeValue> key, List<Condition> conditions,
                                                UpdateSpec<T> update) {
        return new PreparedWrite<>(key, conditions, update.expectedVersion(), null, false,
                update.cannotCreateWithout());
    }
}
