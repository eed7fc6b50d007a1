package dev.keyway.runtime.transaction;

import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.PreparedWrite;
import dev.keyway.runtime.internal.write.TransactionItems;
import dev.keyway.runtime.internal.write.UniqueGuards;
import dev.keyway.runtime.internal.write.UpdateSpec;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One write of a {@link WriteTransaction}, prepared when it is added (the record converted, the
 * update's expression rendered, keys and conditions checked) and turned into transaction items
 * once the stored item that its {@code @Unique} guards depend on is known. The synchronous
 * transaction reads that item at once; an {@link AsyncWriteTransaction} reads it without blocking
 * when it executes. One place for both, so that they send the same items.
 *
 * @param <T> the record type
 */
final class TransactionWrite<T> {

    /**
     * The write's transaction items.
     *
     * @param entry  the entity's item
     * @param guards the guard items of its unique values, in order
     */
    record Planned<T>(TransactionEntry<T> entry, List<UniqueGuards.Guard> guards) {
    }

    private final EntityOperations<T> table;
    private final Operation readFor;
    private final Map<String, AttributeValue> readKey;
    private final Function<Map<String, AttributeValue>, Planned<T>> planned;

    /**
     * @param reads   whether the guards depend on the stored item under {@code readKey}
     * @param planned the items, given the stored item ({@code null} when nothing is read, empty for no item)
     */
    private TransactionWrite(EntityOperations<T> table, boolean reads, Operation readFor,
                             Map<String, AttributeValue> readKey, Function<Map<String, AttributeValue>, Planned<T>> planned) {
        this.table = table;
        this.readFor = reads ? readFor : null;
        this.readKey = reads ? readKey : null;
        this.planned = planned;
    }

    /** A put that claims the record's new unique values and releases the stored item's old ones. */
    static <T> TransactionWrite<T> put(EntityOperations<T> table, T record, Condition condition) {
        Objects.requireNonNull(record, "record");
        PreparedWrite<T> prepared = table.preparePut(record, condition);
        return new TransactionWrite<>(table, table.uniques().applies(), Operation.PUT,
                table.schema().primaryKey(prepared.stored()), old -> {
                    UniqueGuards.Guarded<T> guarded = old == null ? new UniqueGuards.Guarded<>(prepared, List.of())
                            : table.uniques().put(prepared, old);
                    return new Planned<>(new TransactionEntry<>("put", table, guarded.write(), record,
                            TransactionItems.put(table.tableName(), guarded.write())), guarded.guards());
                });
    }

    /** A create: a claim per unique value, nothing read. */
    static <T> TransactionWrite<T> create(EntityOperations<T> table, T record) {
        Objects.requireNonNull(record, "record");
        PreparedWrite<T> prepared = table.prepareCreate(record);
        List<UniqueGuards.Guard> claims = table.uniques().create(prepared).guards();
        return new TransactionWrite<>(table, false, null, null, old -> new Planned<>(new TransactionEntry<>("create",
                table, prepared, record, TransactionItems.put(table.tableName(), prepared)), claims));
    }

    /** A delete of the record's item, releasing the unique values of the item as stored. */
    static <T> TransactionWrite<T> deleteRecord(EntityOperations<T> table, T record, Condition condition) {
        Objects.requireNonNull(record, "record");
        return delete(table, table.prepareDeleteRecord(record, condition));
    }

    /** A delete of the item under the key, releasing the unique values of the item as stored. */
    static <T> TransactionWrite<T> delete(EntityOperations<T> table, Key<T> key, Condition condition) {
        return delete(table, table.prepareDelete(key, condition));
    }

    private static <T> TransactionWrite<T> delete(EntityOperations<T> table, PreparedWrite<T> prepared) {
        return new TransactionWrite<>(table, table.uniques().applies(), Operation.DELETE, prepared.item(), old -> {
            UniqueGuards.Guarded<T> guarded = old == null ? new UniqueGuards.Guarded<>(prepared, List.of())
                    : table.uniques().delete(prepared, old);
            return new Planned<>(new TransactionEntry<>("delete", table, guarded.write(), null,
                    TransactionItems.delete(table.tableName(), guarded.write())), guarded.guards());
        });
    }

    /**
     * An update; one that changes a unique value (or sets the {@code @Ttl}) claims and releases
     * values from the stored item, on condition that its values are still those.
     */
    static <T> TransactionWrite<T> update(EntityOperations<T> table, UpdateSpec<T> update) {
        Map<String, AttributeValue> key = TransactionItems.checkKey(table, update.key());
        Expressions expressions = new Expressions();
        List<Condition> conditions = new ArrayList<>(2);
        String expression = update.expression(expressions, conditions);
        boolean reads = table.uniques().applies() && table.uniques().touches(update);
        return new TransactionWrite<>(table, reads, Operation.UPDATE, update.key(), old -> {
            List<Condition> all = conditions;
            List<UniqueGuards.Guard> guards = List.of();
            if (old != null) {
                UniqueGuards.GuardedUpdate guarded = table.uniques().update(update, conditions, old);
                all = guarded.conditions();
                guards = guarded.guards();
            }
            // The same shape EntityOperations.update gives a failed update, so the reason maps alike.
            PreparedWrite<T> prepared = PreparedWrite.ofUpdate(key, List.copyOf(all), update);
            return new Planned<>(new TransactionEntry<>("update", table, prepared, null,
                    TransactionItems.update(table.tableName(), key, expression, all, expressions)), guards);
        });
    }

    /** A condition on an item the transaction does not write ({@code ConditionCheck}). */
    static <T> TransactionWrite<T> check(EntityOperations<T> table, Key<T> key, Condition condition) {
        Objects.requireNonNull(condition, "condition");
        PreparedWrite<T> prepared = new PreparedWrite<>(table.attributesOf(key), List.of(condition), null, null, false);
        return new TransactionWrite<>(table, false, null, null, old -> new Planned<>(new TransactionEntry<>("check",
                table, prepared, null, TransactionItems.conditionCheck(table.tableName(), prepared)), List.of()));
    }

    /** The entity's operations, whose table the write goes to. */
    EntityOperations<T> table() {
        return table;
    }

    /** Whether the guards depend on the stored item, which must be read (consistently) first. */
    boolean reads() {
        return readKey != null;
    }

    /** What the read is reported as: the repository operation the write stands for. */
    Operation readFor() {
        return readFor;
    }

    /** The key of the stored item to read, when {@link #reads()}. */
    Map<String, AttributeValue> readKey() {
        return readKey;
    }

    /** The stored item read now, as the repository's own write reads it; {@code null} when nothing is read. */
    Map<String, AttributeValue> readNow() {
        return reads() ? table.uniques().read(readFor, readKey) : null;
    }

    /**
     * The write's items, given what {@link #readNow()} (or an asynchronous read of {@link #readKey()})
     * returned: {@code null} when nothing is read, an empty map for no item.
     */
    Planned<T> plan(Map<String, AttributeValue> stored) {
        return planned.apply(stored);
    }
}
