package dev.keyway.runtime.internal;

import dev.keyway.runtime.Condition;
import dev.keyway.runtime.ConditionFailedException;
import dev.keyway.runtime.Expressions;
import dev.keyway.runtime.ItemSchema;
import dev.keyway.runtime.KeywayException;
import dev.keyway.runtime.RequestEvent;
import dev.keyway.runtime.UniqueConstraintException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Keeps {@code @Unique} values claimed: every value is held by a guard item
 * ({@code PK = "_unique#<Entity>#<component>#<encoded value>"}, {@code SK = "_unique"}) that is
 * written, moved and deleted in one transaction with the entity's item. Writes that change no
 * unique value still check that the values read are the ones stored, so that a concurrent move
 * cannot be undone silently.
 */
final class UniqueGuards<T> {

    static final String PREFIX = "_unique#";
    static final String GUARD_TYPE = "_Unique";

    private final EntityTable<T> table;
    private final ItemSchema<T> schema;

    UniqueGuards(EntityTable<T> table) {
        this.table = table;
        this.schema = table.schema();
    }

    boolean applies() {
        return !schema.uniqueConstraints().isEmpty();
    }

    /** A create: the entity's item and a guard per value, all new. */
    void create(EntityTable.PreparedWrite<T> write) {
        List<Operation> operations = new ArrayList<>();
        operations.add(Operation.entity(put(write.item(), write.conditions())));
        for (ItemSchema.UniqueConstraint<T> constraint : schema.uniqueConstraints()) {
            String value = constraint.encodedValueOf(write.stored());
            if (value != null) {
                operations.add(claim(constraint, value, givenValueOf(constraint, write.stored()), write.item()));
            }
        }
        execute(RequestEvent.Operation.CREATE, operations, write);
    }

    /** A put: claims new values, releases old ones, on condition that the values read are still stored. */
    void put(EntityTable.PreparedWrite<T> write) {
        Map<String, AttributeValue> key = schema.primaryKey(write.stored());
        Map<String, AttributeValue> old = read(RequestEvent.Operation.PUT, key);
        List<Condition> conditions = new ArrayList<>(write.conditions());
        conditions.add(unchangedSinceRead(old));
        List<Operation> operations = new ArrayList<>();
        operations.add(Operation.entity(put(write.item(), conditions)));
        T oldRecord = old.isEmpty() ? null : schema.fromItem(old);
        for (ItemSchema.UniqueConstraint<T> constraint : schema.uniqueConstraints()) {
            String before = oldRecord == null ? null : constraint.encodedValueOf(oldRecord);
            move(operations, constraint, before, constraint.encodedValueOf(write.stored()),
                    givenValueOf(constraint, write.stored()), write.item());
        }
        execute(RequestEvent.Operation.PUT, operations, new EntityTable.PreparedWrite<>(write.item(), conditions,
                write.expectedVersion(), write.stored(), false));
    }

    /** A delete: the entity's item and the guards of its values. */
    void delete(EntityTable.PreparedWrite<T> write) {
        Map<String, AttributeValue> old = read(RequestEvent.Operation.DELETE, write.item());
        if (old.isEmpty()) {
            table.sendDelete(write); // nothing claimed: an ordinary (conditional) delete
            return;
        }
        List<Condition> conditions = new ArrayList<>(write.conditions());
        conditions.add(unchangedSinceRead(old));
        List<Operation> operations = new ArrayList<>();
        Expressions expressions = new Expressions();
        String rendered = EntityTable.render(conditions, expressions);
        operations.add(Operation.entity(TransactWriteItem.builder().delete(delete -> delete.tableName(table.tableName())
                .key(write.item()).conditionExpression(rendered)
                .expressionAttributeNames(EntityTable.emptyToNull(expressions.names()))
                .expressionAttributeValues(EntityTable.emptyToNull(expressions.values()))
                .returnValuesOnConditionCheckFailure("ALL_OLD")).build()));
        T oldRecord = schema.fromItem(old);
        for (ItemSchema.UniqueConstraint<T> constraint : schema.uniqueConstraints()) {
            String value = constraint.encodedValueOf(oldRecord);
            if (value != null) {
                operations.add(Operation.release(guardKey(constraint, value)));
            }
        }
        execute(RequestEvent.Operation.DELETE, operations, new EntityTable.PreparedWrite<>(write.item(), conditions,
                write.expectedVersion(), null, false));
    }

    /** Whether an update changes a unique value, which then needs this transactional path. */
    boolean touches(UpdateSpec<T> update) {
        for (ItemSchema.UniqueConstraint<T> constraint : schema.uniqueConstraints()) {
            if (update.unknownComponents().contains(constraint.component())) {
                throw new IllegalArgumentException(schema.entityType() + "." + constraint.component()
                        + " is @Unique: set or remove it, so that its new value can be claimed");
            }
            if (update.changedComponents().containsKey(constraint.component())) {
                return true;
            }
        }
        return false;
    }

    /** An update that changes unique values: the update, new claims and released values in one transaction. */
    void update(UpdateSpec<T> update, Expressions expressions, String expression, List<Condition> conditions, Long expected) {
        Map<String, AttributeValue> old = read(RequestEvent.Operation.UPDATE, update.key());
        List<Condition> all = new ArrayList<>(conditions);
        all.add(unchangedSinceRead(old));
        String rendered = EntityTable.render(all, expressions);
        List<Operation> operations = new ArrayList<>();
        operations.add(Operation.entity(TransactWriteItem.builder().update(write -> write.tableName(table.tableName())
                .key(update.key()).updateExpression(expression).conditionExpression(rendered)
                .expressionAttributeNames(EntityTable.emptyToNull(expressions.names()))
                .expressionAttributeValues(EntityTable.emptyToNull(expressions.values()))
                .returnValuesOnConditionCheckFailure("ALL_OLD")).build()));
        T oldRecord = old.isEmpty() ? null : schema.fromItem(old);
        for (ItemSchema.UniqueConstraint<T> constraint : schema.uniqueConstraints()) {
            if (!update.changedComponents().containsKey(constraint.component())) {
                continue;
            }
            Object value = update.changedComponents().get(constraint.component());
            String before = oldRecord == null ? null : constraint.encodedValueOf(oldRecord);
            move(operations, constraint, before, value == null ? null : constraint.encode().apply(value),
                    String.valueOf(value), update.key());
        }
        execute(RequestEvent.Operation.UPDATE, operations,
                new EntityTable.PreparedWrite<>(update.key(), all, expected, null, false));
    }

    // ---- operations ------------------------------------------------------------------------

    /** One item of the transaction, and what a failed condition on it means. */
    private record Operation(TransactWriteItem item, ItemSchema.UniqueConstraint<?> claimed, String value) {
        static Operation entity(TransactWriteItem item) {
            return new Operation(item, null, null);
        }

        static Operation release(Map<String, AttributeValue> guardKey) {
            return new Operation(TransactWriteItem.builder().delete(delete -> delete.key(guardKey)).build(), null, null);
        }
    }

    /** Claims {@code after} (given as {@code givenAfter}) and releases {@code before}, both encoded, when they differ. */
    private void move(List<Operation> operations, ItemSchema.UniqueConstraint<T> constraint, String before, String after,
                      String givenAfter, Map<String, AttributeValue> owner) {
        if (Objects.equals(before, after)) {
            return;
        }
        if (after != null) {
            operations.add(claim(constraint, after, givenAfter, owner));
        }
        if (before != null) {
            operations.add(Operation.release(guardKey(constraint, before)));
        }
    }

    /** The record's value as the caller gave it, for {@link UniqueConstraintException#value()}. */
    private static <T> String givenValueOf(ItemSchema.UniqueConstraint<T> constraint, T record) {
        return String.valueOf(constraint.value().apply(record));
    }

    /**
     * The guard item claiming a value: {@code value} as keys encode it, {@code given} as the
     * caller gave it (what a taken value's exception reports).
     */
    private Operation claim(ItemSchema.UniqueConstraint<T> constraint, String value, String given,
                            Map<String, AttributeValue> owner) {
        Map<String, AttributeValue> guard = new LinkedHashMap<>(guardKey(constraint, value));
        guard.put(schema.table().typeAttribute(), AttributeValue.fromS(GUARD_TYPE));
        guard.put("owner", AttributeValue.fromS(schema.table().describeKey(owner)));
        String partitionKey = schema.table().partitionKeyAttribute();
        TransactWriteItem item = TransactWriteItem.builder().put(put -> put.item(guard)
                .conditionExpression("attribute_not_exists(#pk)")
                .expressionAttributeNames(Map.of("#pk", partitionKey))).build();
        return new Operation(item, constraint, given);
    }

    private Map<String, AttributeValue> guardKey(ItemSchema.UniqueConstraint<T> constraint, String value) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put(schema.table().partitionKeyAttribute(),
                AttributeValue.fromS(PREFIX + schema.entityType() + "#" + constraint.component() + "#" + value));
        schema.table().sortKeyAttribute().ifPresent(sortKey -> key.put(sortKey, AttributeValue.fromS("_unique")));
        return key;
    }

    private TransactWriteItem put(Map<String, AttributeValue> item, List<Condition> conditions) {
        Expressions expressions = new Expressions();
        String rendered = EntityTable.render(conditions, expressions);
        return TransactWriteItem.builder().put(put -> put.tableName(table.tableName()).item(item)
                .conditionExpression(rendered)
                .expressionAttributeNames(EntityTable.emptyToNull(expressions.names()))
                .expressionAttributeValues(EntityTable.emptyToNull(expressions.values()))
                .returnValuesOnConditionCheckFailure("ALL_OLD")).build();
    }

    /** The unique values read are still the stored ones (or there is still no item). */
    private Condition unchangedSinceRead(Map<String, AttributeValue> old) {
        String partitionKey = schema.table().partitionKeyAttribute();
        if (old.isEmpty()) {
            return expressions -> "attribute_not_exists(" + expressions.name(partitionKey) + ")";
        }
        return expressions -> {
            List<String> parts = new ArrayList<>();
            for (ItemSchema.UniqueConstraint<T> constraint : schema.uniqueConstraints()) {
                AttributeValue stored = old.get(constraint.attribute());
                String name = expressions.name(constraint.attribute());
                parts.add(stored == null ? "attribute_not_exists(" + name + ")" : name + " = " + expressions.value(stored));
            }
            return String.join(" AND ", parts);
        };
    }

    private Map<String, AttributeValue> read(RequestEvent.Operation operation, Map<String, AttributeValue> key) {
        Map<String, AttributeValue> item = table.requests().getItem(
                table.context(operation).key(schema.table().describeKey(key)),
                GetItemRequest.builder().tableName(table.tableName()).key(key).consistentRead(true).build()).item();
        return item == null ? Map.of() : item;
    }

    private void execute(RequestEvent.Operation operation, List<Operation> operations,
                         EntityTable.PreparedWrite<T> entityWrite) {
        List<TransactWriteItem> items = new ArrayList<>(operations.size());
        for (Operation guarded : operations) {
            TransactWriteItem item = guarded.item();
            // Guard operations are built without a table name: they live in the entity's table.
            if (item.put() != null && item.put().tableName() == null) {
                item = item.toBuilder().put(item.put().toBuilder().tableName(table.tableName()).build()).build();
            } else if (item.delete() != null && item.delete().tableName() == null) {
                item = item.toBuilder().delete(item.delete().toBuilder().tableName(table.tableName()).build()).build();
            }
            items.add(item);
        }
        try {
            table.requests().transactWriteItems(
                    table.context(operation).key(schema.table().describeKey(entityWrite.item())),
                    TransactWriteItemsRequest.builder().transactItems(items).build());
        } catch (TransactionCanceledException e) {
            throw failure(operations, entityWrite, e);
        }
    }

    private KeywayException failure(List<Operation> operations, EntityTable.PreparedWrite<T> entityWrite,
                                    TransactionCanceledException e) {
        List<CancellationReason> reasons = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
        for (int i = 0; i < reasons.size() && i < operations.size(); i++) {
            CancellationReason reason = reasons.get(i);
            if (!"ConditionalCheckFailed".equals(reason.code())) {
                continue;
            }
            Operation operation = operations.get(i);
            if (operation.claimed() != null) {
                return new UniqueConstraintException(schema.entityType(), operation.claimed().component(), operation.value(), e);
            }
            if (i == 0) {
                return table.conditionFailure(entityWrite, reason.hasItem() ? reason.item() : Map.of(), e);
            }
        }
        for (CancellationReason reason : reasons) { // a conflict with another request, an item too large...
            Optional<KeywayException> typed = TransactionItems.typedCause(reason.code(), reason.message(),
                    schema.entityType(), schema.table().describeKey(entityWrite.item()), e);
            if (typed.isPresent()) {
                return typed.get();
            }
        }
        return new ConditionFailedException(schema.entityType(), schema.table().describeKey(entityWrite.item()),
                "The write to " + schema.entityType() + " " + schema.table().describeKey(entityWrite.item())
                        + " and its unique values was cancelled (" + reasonCodes(reasons) + "); read it again and retry", e);
    }

    private static String reasonCodes(List<CancellationReason> reasons) {
        List<String> codes = new ArrayList<>();
        reasons.forEach(reason -> codes.add(reason.code()));
        return String.join(", ", codes);
    }
}
