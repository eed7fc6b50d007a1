package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.expression.Condition;
import dev.keyway.local.internal.expression.Projection;
import dev.keyway.local.internal.expression.Update;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemCollectionMetrics;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;

/**
 * TransactWriteItems and TransactGetItems (API Reference): up to 100 actions on distinct items, 4 MB in
 * all; every condition is checked before anything is written, and a failure cancels the whole transaction
 * with one reason per action. Transactions run under the database's exclusive lock, so Keyway Local never
 * cancels one for a conflict ({@code TransactionConflict}) on its own. A ClientRequestToken makes a write
 * idempotent for 10 minutes.
 */
final class Transactions {

    static final int MAX_ACTIONS = 100;
    static final long MAX_BYTES = 4L * 1024 * 1024;
    static final Duration TOKEN_LIFETIME = Duration.ofMinutes(10);

    private final Catalog catalog;
    private final Map<String, Token> tokens = new HashMap<>();

    private record Token(TransactWriteItemsRequest request, Instant expires, TransactWriteItemsResponse response) {
    }

    /** One checked action: its table, key, the item it writes (Put/Update), and its condition. */
    private static final class Action {
        Table table;
        Map<String, AttributeValue> key;
        Map<String, AttributeValue> item;
        Update update;
        Condition condition;
        boolean oldOnFailure;
        boolean delete;
        boolean check;
        Map<String, AttributeValue> old;
        Map<String, AttributeValue> result;
        /** Why the action's key does not match its table's schema, or {@code null} when it does. */
        ServiceError keyMismatch;
    }

    Transactions(Catalog catalog) {
        this.catalog = catalog;
    }

    TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
        Constraints constraints = new Constraints()
                .notNull(request.hasTransactItems() ? request.transactItems() : null, "transactItems")
                .lengthBetween(request.hasTransactItems() ? request.transactItems() : null, 1, MAX_ACTIONS, "transactItems")
                .oneOf(request.returnConsumedCapacityAsString(), "returnConsumedCapacity", Capacity.MODES);
        String token = request.clientRequestToken();
        if (token != null && (token.isEmpty() || token.length() > 36)) {
            constraints.fail(token, "clientRequestToken", token.isEmpty()
                    ? "Member must have length greater than or equal to 1" : "Member must have length less than or equal to 36");
        }
        constraints.check();
        CollectionMetrics.check(request.returnItemCollectionMetricsAsString());
        Instant now = catalog.clock.instant();
        tokens.values().removeIf(stored -> stored.expires.isBefore(now));
        if (token != null && tokens.containsKey(token)) {
            Token stored = tokens.get(token);
            if (!stored.request.equalsBySdkFields(request)) {
                throw ServiceError.idempotentParameterMismatch("The request uses the same client token as a previous, but "
                        + "non-identical request. Please use a different client token");
            }
            return replayed(request, stored.response);
        }

        List<Action> actions = new ArrayList<>();
        for (TransactWriteItem transactItem : request.transactItems()) {
            actions.add(parse(transactItem));
        }
        cancelOnKeyMismatch(actions);
        Set<List<Object>> items = new HashSet<>();
        long bytes = 0;
        for (Action action : actions) {
            if (!items.add(List.of(action.table.name, action.key))) {
                throw ServiceError.validation("Transaction request cannot include multiple operations on one item");
            }
            bytes += Capacity.sizeOf(action.item != null ? action.item : action.key);
        }
        if (bytes > MAX_BYTES) {
            throw ServiceError.validation("Transaction request size exceeded: the aggregate size of the items in a "
                    + "transaction cannot exceed 4 MB");
        }

        // Every condition and update is evaluated before anything is written.
        List<CancellationReason> reasons = new ArrayList<>();
        boolean failed = false;
        for (Action action : actions) {
            action.old = action.table.get(action.key);
            CancellationReason reason = CancellationReason.builder().code("None").build();
            try {
                if (action.condition != null && !action.condition.test(action.old == null ? Map.of() : action.old)) {
                    CancellationReason.Builder builder = CancellationReason.builder().code("ConditionalCheckFailed")
                            .message("The conditional request failed");
                    if (action.oldOnFailure && action.old != null) {
                        builder.item(action.old);
                    }
                    reason = builder.build();
                    failed = true;
                } else if (action.update != null || (!action.delete && !action.check && action.item == null)) {
                    action.result = ItemOperations.applyUpdate(action.table, action.update, action.old, action.key);
                } else if (!action.delete && !action.check) {
                    action.result = action.item;
                }
            } catch (ServiceError error) {
                if (!"ValidationException".equals(error.type())) {
                    throw error;
                }
                reason = CancellationReason.builder().code("ValidationError").message(error.getMessage()).build();
                failed = true;
            }
            reasons.add(reason);
        }
        if (failed) {
            throw ServiceError.transactionCanceled(reasons);
        }

        Capacity.Ledger ledger = new Capacity.Ledger();
        Map<String, List<ItemCollectionMetrics>> metrics = new LinkedHashMap<>();
        for (Action action : actions) {
            Capacity.Usage usage = ledger.of(action.table);
            if (action.check) {
                usage.addTable(Capacity.TRANSACTIONAL * Capacity.writeUnits(Capacity.sizeOf(action.old)));
                continue;
            }
            Map<String, AttributeValue> newItem = action.delete ? null : action.result;
            usage.addTable(Capacity.TRANSACTIONAL * Capacity.itemWriteUnits(action.old, newItem));
            usage.addVectorWrites(action.old, newItem)
                    .addIndexWrites(catalog.commit(action.table, action.old, newItem, false), Capacity.TRANSACTIONAL);
            ItemCollectionMetrics metric = CollectionMetrics.of(action.table, action.key,
                    request.returnItemCollectionMetricsAsString());
            if (metric != null) {
                metrics.computeIfAbsent(action.table.name, name -> new ArrayList<>()).add(metric);
            }
        }
        TransactWriteItemsResponse.Builder response = TransactWriteItemsResponse.builder()
                .consumedCapacity(ledger.describe(request.returnConsumedCapacityAsString()));
        if (!metrics.isEmpty()) {
            response.itemCollectionMetrics(metrics);
        }
        TransactWriteItemsResponse answer = response.build();
        if (token != null) {
            tokens.put(token, new Token(request, now.plus(TOKEN_LIFETIME), answer));
        }
        return answer;
    }

    /**
     * The answer to a request repeated with its client token: nothing is written again, and the consumed
     * capacity is that of reading the items (API Reference, TransactWriteItems, ClientRequestToken: "Subsequent
     * TransactWriteItems calls with the same client token return the number of read capacity units consumed in
     * reading the item"; counted here as a strongly consistent read of each, which the reference leaves open).
     */
    private TransactWriteItemsResponse replayed(TransactWriteItemsRequest request, TransactWriteItemsResponse original) {
        if (request.returnConsumedCapacity() == null || "NONE".equals(request.returnConsumedCapacityAsString())) {
            return original;
        }
        Capacity.Ledger ledger = new Capacity.Ledger();
        for (TransactWriteItem transactItem : request.transactItems()) {
            Action action = parse(transactItem);
            Map<String, AttributeValue> item = action.table.get(action.key);
            ledger.of(action.table).addTable(Capacity.STRONG * Capacity.readUnits(Capacity.sizeOf(item)));
        }
        return original.toBuilder().consumedCapacity(ledger.describe(request.returnConsumedCapacityAsString())).build();
    }

    /**
     * A key that does not match its table's schema (an attribute missing, or of another type) cancels the
     * transaction rather than failing the request: DynamoDB checks the keys while running the transaction,
     * before it looks for duplicate targets or evaluates a condition, and answers a {@code ValidationError}
     * reason for the first such action and {@code None} for every other (API Reference, TransactWriteItems,
     * CancellationReasons: "Validation Error: Code: ValidationError, Messages: One or more parameter values
     * were invalid..."; DynamoDB words it as PutItem for a Put's item and as GetItem for the others' Key).
     * Values DynamoDB checks up front (an empty key string, a malformed number...) fail the request instead.
     */
    private static void cancelOnKeyMismatch(List<Action> actions) {
        List<CancellationReason> reasons = new ArrayList<>();
        boolean cancelled = false;
        for (Action action : actions) {
            if (action.keyMismatch != null && !cancelled) {
                reasons.add(CancellationReason.builder().code("ValidationError").message(action.keyMismatch.getMessage())
                        .build());
                cancelled = true;
            } else {
                reasons.add(CancellationReason.builder().code("None").build());
            }
        }
        if (cancelled) {
            throw ServiceError.transactionCanceled(reasons);
        }
    }

    /** Checks a Key parameter's values up front; a key that does not match the schema is kept for cancelling. */
    private static void key(Action action, Map<String, AttributeValue> key) {
        Map<String, AttributeValue> canonical = ItemChecks.values(key, "Key");
        action.keyMismatch = ItemChecks.keyMismatch(action.table, canonical);
        action.key = action.keyMismatch != null ? Items.freeze(canonical) : ItemChecks.checkedKey(action.table, canonical);
    }

    private Action parse(TransactWriteItem transactItem) {
        int kinds = (transactItem.conditionCheck() != null ? 1 : 0) + (transactItem.put() != null ? 1 : 0)
                + (transactItem.delete() != null ? 1 : 0) + (transactItem.update() != null ? 1 : 0);
        if (kinds != 1) {
            throw ServiceError.validation("TransactItems can only contain one of Check, Put, Update or Delete");
        }
        Action action = new Action();
        if (transactItem.put() != null) {
            Put put = transactItem.put();
            action.table = catalog.require(put.tableName());
            action.oldOnFailure = ReturnValues.onFailure(put.returnValuesOnConditionCheckFailureAsString());
            Expressions expressions = expressions(put.hasExpressionAttributeNames(), put.expressionAttributeNames(),
                    put.hasExpressionAttributeValues(), put.expressionAttributeValues());
            action.condition = expressions.condition(put.conditionExpression(), "ConditionExpression");
            expressions.finish();
            Map<String, AttributeValue> item = ItemChecks.values(put.hasItem() ? put.item() : null, "Item");
            action.keyMismatch = ItemChecks.itemKeyMismatch(action.table, item, false);
            if (action.keyMismatch == null) {
                action.item = ItemChecks.checkedItem(action.table, item);
                action.key = Items.freeze(action.table.key.keyOf(action.item));
            } else {
                action.key = Items.freeze(item);
            }
        } else if (transactItem.delete() != null) {
            Delete delete = transactItem.delete();
            action.table = catalog.require(delete.tableName());
            action.oldOnFailure = ReturnValues.onFailure(delete.returnValuesOnConditionCheckFailureAsString());
            key(action, delete.hasKey() ? delete.key() : null);
            Expressions expressions = expressions(delete.hasExpressionAttributeNames(), delete.expressionAttributeNames(),
                    delete.hasExpressionAttributeValues(), delete.expressionAttributeValues());
            action.condition = expressions.condition(delete.conditionExpression(), "ConditionExpression");
            expressions.finish();
            action.delete = true;
        } else if (transactItem.conditionCheck() != null) {
            ConditionCheck check = transactItem.conditionCheck();
            new Constraints().notNull(check.conditionExpression(), "transactItems.member.conditionCheck.conditionExpression")
                    .check();
            action.table = catalog.require(check.tableName());
            action.oldOnFailure = ReturnValues.onFailure(check.returnValuesOnConditionCheckFailureAsString());
            key(action, check.hasKey() ? check.key() : null);
            Expressions expressions = expressions(check.hasExpressionAttributeNames(), check.expressionAttributeNames(),
                    check.hasExpressionAttributeValues(), check.expressionAttributeValues());
            action.condition = expressions.condition(check.conditionExpression(), "ConditionExpression");
            expressions.finish();
            action.check = true;
        } else {
            software.amazon.awssdk.services.dynamodb.model.Update update = transactItem.update();
            new Constraints().notNull(update.updateExpression(), "transactItems.member.update.updateExpression").check();
            action.table = catalog.require(update.tableName());
            action.oldOnFailure = ReturnValues.onFailure(update.returnValuesOnConditionCheckFailureAsString());
            key(action, update.hasKey() ? update.key() : null);
            Expressions expressions = expressions(update.hasExpressionAttributeNames(), update.expressionAttributeNames(),
                    update.hasExpressionAttributeValues(), update.expressionAttributeValues());
            action.update = expressions.update(update.updateExpression());
            action.condition = expressions.condition(update.conditionExpression(), "ConditionExpression");
            expressions.finish();
            ItemOperations.checkKeyNotUpdated(action.table, action.update);
        }
        return action;
    }

    /** An action's expressions; TransactWriteItems runs DynamoDB's older validation, naming an invalid value's key. */
    private static Expressions expressions(boolean hasNames, Map<String, String> names, boolean hasValues,
            Map<String, AttributeValue> values) {
        return new Expressions(ItemOperations.names(hasNames, names), ItemOperations.values(hasValues, values), true);
    }

    TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
        new Constraints()
                .notNull(request.hasTransactItems() ? request.transactItems() : null, "transactItems")
                .lengthBetween(request.hasTransactItems() ? request.transactItems() : null, 1, MAX_ACTIONS, "transactItems")
                .oneOf(request.returnConsumedCapacityAsString(), "returnConsumedCapacity", Capacity.MODES)
                .check();
        record Read(Table table, Map<String, AttributeValue> key, Projection projection) {
        }
        List<Read> reads = new ArrayList<>();
        Set<List<Object>> items = new HashSet<>();
        for (TransactGetItem transactItem : request.transactItems()) {
            Get get = transactItem.get();
            new Constraints().notNull(get, "transactItems.member.get").check();
            Table table = catalog.require(get.tableName());
            Map<String, AttributeValue> key = ItemChecks.key(table, get.hasKey() ? get.key() : null, "Key");
            Expressions expressions = new Expressions(
                    ItemOperations.names(get.hasExpressionAttributeNames(), get.expressionAttributeNames()), null);
            Projection projection = expressions.projection(get.projectionExpression());
            expressions.finish();
            if (!items.add(List.of(table.name, key))) {
                throw ServiceError.validation("Transaction request cannot include multiple operations on one item");
            }
            reads.add(new Read(table, key, projection));
        }
        Capacity.Ledger ledger = new Capacity.Ledger();
        List<ItemResponse> responses = new ArrayList<>();
        for (Read read : reads) {
            Map<String, AttributeValue> item = read.table.get(read.key);
            ledger.of(read.table).addTable(Capacity.TRANSACTIONAL * Capacity.readUnits(Capacity.sizeOf(item)));
            Map<String, AttributeValue> answer = item == null || read.projection == null ? item : read.projection.apply(item);
            responses.add(ItemResponse.builder().item(answer).build());
        }
        return TransactGetItemsResponse.builder()
                .responses(responses)
                .consumedCapacity(ledger.describe(request.returnConsumedCapacityAsString()))
                .build();
    }
}
