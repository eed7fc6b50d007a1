package dev.keyway.runtime.internal.write;

import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.PreparedWrite;
import dev.keyway.runtime.internal.item.ItemSize;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * Builds the items of {@code TransactWriteItems} from {@link dev.keyway.runtime.internal.PreparedWrite prepared
 * writes}, and the item identity transactions use to refuse two operations on one item. For
 * {@code dev.keyway.runtime.transaction.WriteTransaction} and {@code ReadTransaction}; not an API.
 */
public final class TransactionItems {

    /** DynamoDB's limit on the items of one {@code TransactWriteItems} or {@code TransactGetItems}. */
    public static final int MAX_ITEMS = 100;

    /** DynamoDB's reason code for an item another request was writing at the same time. */
    public static final String TRANSACTION_CONFLICT = "TransactionConflict";

    /** DynamoDB's reason code for an item it refused as invalid (its size, a key's size, ...). */
    public static final String VALIDATION_ERROR = "ValidationError";

    private TransactionItems() {
    }

    /**
     * One item of one table: DynamoDB refuses a transaction naming the same item twice.
     *
     * @param tableName    the table's name
     * @param partitionKey the partition-key value
     * @param sortKey      the sort-key value, or {@code null} for a table without one
     */
    public record ItemKey(String tableName, AttributeValue partitionKey, AttributeValue sortKey) {
    }

    /** The identity of the item a full item or a key belongs to. */
    public static ItemKey itemKey(EntityOperations<?> table, Map<String, AttributeValue> itemOrKey) {
        TableDefinition definition = table.schema().table();
        return new ItemKey(table.tableName(), itemOrKey.get(definition.partitionKeyAttribute()),
                definition.sortKeyAttribute().map(itemOrKey::get).orElse(null));
    }

    /**
     * Checks that a key holds exactly the table's primary-key attributes, as DynamoDB requires of
     * a key, and returns an immutable copy.
     *
     * @throws IllegalArgumentException naming the entity and the attributes that are missing or extra
     */
    public static Map<String, AttributeValue> checkKey(EntityOperations<?> table, Map<String, AttributeValue> key) {
        Objects.requireNonNull(key, "key");
        TableDefinition definition = table.schema().table();
        List<String> expected = definition.sortKeyAttribute()
                .map(sortKey -> List.of(definition.partitionKeyAttribute(), sortKey))
                .orElse(List.of(definition.partitionKeyAttribute()));
        boolean complete = expected.stream().allMatch(attribute -> key.get(attribute) != null);
        if (!complete || key.size() != expected.size()) {
            throw new IllegalArgumentException("A key of " + table.schema().entityType() + " in table "
                    + table.tableName() + " holds exactly the attributes " + expected + ", got " + key.keySet()
                    + "; build it with the entity's Keys class, e.g. primaryKey(...)");
        }
        table.keySizes().check(key);
        return Map.copyOf(key);
    }

    /**
     * The typed cause of a transaction's cancellation reason other than a failed condition (whose
     * meaning depends on the write): {@code TransactionConflict} as a
     * {@link dev.keyway.runtime.exception.TransactionConflictException}, a {@code ValidationError} refusing
     * the item's size as an {@link ItemTooLargeException} and one refusing a key's size as an
     * {@link InvalidKeyValueException}; empty for the others ({@code None}, throttling, ...).
     *
     * @param code       DynamoDB's reason code
     * @param message    DynamoDB's reason message
     * @param entityType the item's entity type
     * @param key        the item's described key
     * @param cancelled  the SDK's exception
     */
    public static Optional<KeywayException> typedCause(String code, String message, String entityType, String key,
                                                       Throwable cancelled) {
        if (TRANSACTION_CONFLICT.equals(code)) {
            return Optional.of(new dev.keyway.runtime.exception.TransactionConflictException(entityType, key, cancelled));
        }
        if (VALIDATION_ERROR.equals(code) && Requests.isItemTooLarge(message)) {
            return Optional.of(new ItemTooLargeException(entityType, key, ItemSize.LIMIT, cancelled));
        }
        if (VALIDATION_ERROR.equals(code) && Requests.isKeyTooLarge(message)) {
            return Optional.of(new InvalidKeyValueException(entityType, "key", "DynamoDB refused the key " + key + ": "
                    + message, cancelled));
        }
        return Optional.empty();
    }

    /** A {@code Put} of the prepared item, with its conditions if it has any. */
    public static TransactWriteItem put(String tableName, PreparedWrite<?> write) {
        Put.Builder put = Put.builder().tableName(tableName).item(write.item());
        if (!write.conditions().isEmpty()) {
            Expressions expressions = new Expressions();
            put.conditionExpression(EntityOperations.render(write.conditions(), expressions))
                    .expressionAttributeNames(EntityOperations.emptyToNull(expressions.names()))
                    .expressionAttributeValues(EntityOperations.emptyToNull(expressions.values()))
                    // the stored item tells a version conflict from another failed condition
                    .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
        }
        return TransactWriteItem.builder().put(put.build()).build();
    }

    /** A {@code Delete} of the prepared key, with its conditions if it has any. */
    public static TransactWriteItem delete(String tableName, PreparedWrite<?> write) {
        Delete.Builder delete = Delete.builder().tableName(tableName).key(write.item());
        if (!write.conditions().isEmpty()) {
            Expressions expressions = new Expressions();
            delete.conditionExpression(EntityOperations.render(write.conditions(), expressions))
                    .expressionAttributeNames(EntityOperations.emptyToNull(expressions.names()))
                    .expressionAttributeValues(EntityOperations.emptyToNull(expressions.values()))
                    .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
        }
        return TransactWriteItem.builder().delete(delete.build()).build();
    }

    /** A {@code ConditionCheck} of the prepared key against its conditions (at least one). */
    public static TransactWriteItem conditionCheck(String tableName, PreparedWrite<?> write) {
        Expressions expressions = new Expressions();
        String rendered = EntityOperations.render(write.conditions(), expressions);
        if (rendered == null) {
            throw new IllegalArgumentException("a condition check needs a condition");
        }
        return TransactWriteItem.builder().conditionCheck(ConditionCheck.builder()
                .tableName(tableName)
                .key(write.item())
                .conditionExpression(rendered)
                .expressionAttributeNames(EntityOperations.emptyToNull(expressions.names()))
                .expressionAttributeValues(EntityOperations.emptyToNull(expressions.values()))
                .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
                .build()).build();
    }

    /**
     * An {@code Update} of the key: the update expression and the conditions, whose placeholders
     * were all registered in {@code expressions}.
     */
    public static TransactWriteItem update(String tableName, Map<String, AttributeValue> key, String updateExpression,
                                           List<Condition> conditions, Expressions expressions) {
        // Rendered before the names and values are read: rendering registers the conditions' placeholders.
        String rendered = EntityOperations.render(conditions, expressions);
        Update.Builder update = Update.builder()
                .tableName(tableName)
                .key(key)
                .updateExpression(updateExpression)
                .conditionExpression(rendered)
                .expressionAttributeNames(EntityOperations.emptyToNull(new LinkedHashMap<>(expressions.names())))
                .expressionAttributeValues(EntityOperations.emptyToNull(new LinkedHashMap<>(expressions.values())));
        if (rendered != null) {
            update.returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
        }
        return TransactWriteItem.builder().update(update.build()).build();
    }
}
