package dev.keyway.runtime.transaction;

import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.internal.write.TransactionItems.ItemKey;
import dev.keyway.runtime.internal.write.TransactionItems;
import dev.keyway.runtime.internal.write.UniqueGuards;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The items of a {@link WriteTransaction} in request order, kept within DynamoDB's rules as writes
 * are added: at most {@value WriteTransaction#MAX_ITEMS} items, one operation per item, a guard
 * that one write releases and another claims merged into one move.
 */
final class TransactionPlan {

    private final List<TransactionEntry<?>> entries = new ArrayList<>();
    private final Map<ItemKey, TransactionEntry<?>> byItem = new HashMap<>();

    /** The items, in the order they are sent. */
    List<TransactionEntry<?>> entries() {
        return entries;
    }

    /**
     * Adds an entity's write with the guard items of its unique values, all or nothing: DynamoDB's
     * limits are checked for the whole group first. A guard that another write of this
     * transaction releases (or claims) becomes one move of the guard to its new owner.
     *
     * @throws InvalidTransactionException past {@value WriteTransaction#MAX_ITEMS} items, or on a second
     *                                     operation on one item
     * @throws UniqueConstraintException   if another write of this transaction claims the same value
     */
    <T> void add(TransactionEntry<T> entity, List<UniqueGuards.Guard> guards) {
        // Planned on copies, so that a refused write leaves the transaction as it was.
        List<TransactionEntry<?>> planned = new ArrayList<>(entries);
        Map<ItemKey, TransactionEntry<?>> plannedByItem = new HashMap<>(byItem);
        List<TransactionEntry<?>> group = new ArrayList<>(guards.size() + 1);
        group.add(entity);
        guards.forEach(guard -> group.add(TransactionEntry.of(entity.table(), guard)));
        for (TransactionEntry<?> entry : group) {
            ItemKey item = TransactionItems.itemKey(entry.table(), entry.prepared().item());
            TransactionEntry<?> earlier = plannedByItem.get(item);
            if (earlier == null) {
                planned.add(entry);
            } else {
                TransactionEntry<?> move = moveOf(earlier, entry);
                if (move == null) {
                    throw twice(earlier, entry, item);
                }
                for (int i = 0; i < planned.size(); i++) {
                    if (planned.get(i) == earlier) {
                        planned.set(i, move); // where the earlier operation on the guard stood
                    }
                }
                entry = move;
            }
            plannedByItem.put(item, entry);
        }
        if (planned.size() > WriteTransaction.MAX_ITEMS) {
            throw new InvalidTransactionException(entity.entityType(), entity.key(), "A transaction holds at most "
                    + WriteTransaction.MAX_ITEMS + " items (DynamoDB's limit for TransactWriteItems), guard items of"
                    + " @Unique values included; the " + entity.operation() + " of " + entity.entityType() + " "
                    + entity.key() + (guards.isEmpty() ? "" : " and its " + guards.size()
                    + (guards.size() == 1 ? " guard item" : " guard items")) + " would make it " + planned.size());
        }
        entries.clear();
        entries.addAll(planned);
        byItem.clear();
        byItem.putAll(plannedByItem);
    }

    /**
     * The move of a guard that one write releases and another claims, or {@code null} when the
     * two entries are not that (DynamoDB refuses two operations on one item).
     *
     * @throws UniqueConstraintException if both claim the guard's value
     */
    private static TransactionEntry<?> moveOf(TransactionEntry<?> earlier, TransactionEntry<?> later) {
        UniqueGuards.Guard first = earlier.guard();
        UniqueGuards.Guard second = later.guard();
        if (first == null || second == null || first.operation().equals("move") || second.operation().equals("move")) {
            return null;
        }
        if (first.operation().equals(second.operation())) {
            if (first.operation().equals("claim")) {
                throw new UniqueConstraintException(later.entityType(), second.component(), second.value(), null);
            }
            return null;
        }
        return TransactionEntry.of(later.table(), first.mergedWith(second));
    }

    private static InvalidTransactionException twice(TransactionEntry<?> earlier, TransactionEntry<?> entry,
                                                     ItemKey item) {
        return new InvalidTransactionException(entry.entityType(), entry.key(), "The transaction already holds a "
                + earlier.operation() + " of " + earlier.entityType() + " " + earlier.key() + " in table "
                + item.tableName() + "; cannot add a " + entry.operation() + " of " + entry.entityType() + " "
                + entry.key() + ": DynamoDB refuses two operations on one item in a transaction");
    }
}
