package dev.keyway.runtime.transaction;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.PreparedWrite;
import dev.keyway.runtime.internal.write.UniqueGuards;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * One item added to a {@link WriteTransaction}: what it was, and how a failed condition of it is
 * explained. The guard item of a {@code @Unique} value has its {@code guard}; an entity's item has none.
 */
record TransactionEntry<T>(String operation, EntityOperations<T> table, PreparedWrite<T> prepared, T submitted,
                           TransactWriteItem item, UniqueGuards.Guard guard) {

    TransactionEntry(String operation, EntityOperations<T> table, PreparedWrite<T> prepared, T submitted,
                     TransactWriteItem item) {
        this(operation, table, prepared, submitted, item, null);
    }

    /** The guard item's write, in the entity's table. */
    static <T> TransactionEntry<T> of(EntityOperations<T> table, UniqueGuards.Guard guard) {
        return new TransactionEntry<>(guard.operation() + " unique " + guard.component(), table,
                new PreparedWrite<>(guard.key(), List.of(), null, null, false), null, guard.item(), guard);
    }

    String key() {
        return table.schema().table().describeKey(prepared.item());
    }

    String entityType() {
        return table.schema().entityType();
    }

    /** The exception the write would have thrown alone, for a failed condition and the item DynamoDB returned. */
    KeywayException conditionFailure(Map<String, AttributeValue> old, Throwable cause) {
        return guard != null ? table.uniques().taken(guard, cause) : table.conditionFailure(prepared, old, cause);
    }
}
