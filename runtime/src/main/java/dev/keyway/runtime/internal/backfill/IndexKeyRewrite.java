package dev.keyway.runtime.internal.backfill;

import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.backfill.IndexKeyDesign;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.query.QueryRequests;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.internal.write.TransactionItems;
import dev.keyway.runtime.internal.write.UniqueGuards;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * What a backfill does to one item: its secondary-index keys as {@link DesignedIndexKeys} says
 * they should be (the definition the live-table check shares), and the {@code UpdateItem} that
 * writes only those keys.
 *
 * <p><b>Never older data.</b> The update is conditional: the item still exists, is still of this
 * entity type, and every attribute the rewritten keys are built from still holds what was read
 * (or is still absent); for a {@code @Version} entity also the version read. A write that came
 * in between fails the condition, and the item DynamoDB returns is planned again. The version is
 * not incremented: the record does not change, so a writer holding it may still save it.
 *
 * <p><b>Adopting.</b> An item without the type attribute (other code wrote it; the backfill read it
 * because its keys are this entity's) gets the type attribute with its index keys, on condition
 * that it still has none, and only if its stored key is the one its components give. Its
 * {@code @Unique} values are claimed in the same transaction, so that an adopted item never holds
 * a value another item holds.
 *
 * @param <T> the record type
 */
public final class IndexKeyRewrite<T> {

    private final EntityOperations<T> table;
    private final ItemSchema<T> schema;
    private final DesignedIndexKeys<T> designed;

    /**
     * The rewrite of the indexes named, or of every index of the table when none is. An
     * {@link IndexSelection} also names indexes dropped from the design, whose key attributes
     * the rewrite removes.
     *
     * @throws IllegalArgumentException if the table has no index of a given name
     */
    public IndexKeyRewrite(EntityOperations<T> table, Collection<String> indexNames) {
        this.table = Objects.requireNonNull(table, "table");
        this.schema = table.schema();
        this.designed = indexNames instanceof IndexSelection selection
                ? new DesignedIndexKeys<>(schema, selection, selection.dropped())
                : new DesignedIndexKeys<>(schema, indexNames, Map.of());
    }

    /** The attributes this rewrite manages, in the order of the table's indexes. */
    public Set<String> attributes() {
        return designed.attributes();
    }

    /**
     * What one item needs.
     *
     * @param key     the item's primary key
     * @param before  the managed attributes the item holds
     * @param after   the managed attributes it should hold (an attribute missing here is removed)
     * @param sources the attributes the changed keys are built from, as read ({@code null}: absent)
     * @param version the {@code @Version} attribute's value as read ({@code null}: absent or none)
     * @param adopts  whether the item has no type attribute yet and gets it ({@code after} holds it)
     * @param claims  the guard items that claim an adopted item's {@code @Unique} values
     */
    public record Plan(Map<String, AttributeValue> key, Map<String, AttributeValue> before,
                       Map<String, AttributeValue> after, Map<String, AttributeValue> sources, AttributeValue version,
                       boolean adopts, List<UniqueGuards.Guard> claims) {

        /** Whether the item's index keys (or its type attribute) differ from what they should be. */
        public boolean changes() {
            return !before.equals(after);
        }
    }

    /**
     * Plans an item of this entity as {@link DesignedIndexKeys} says it should be. An item without
     * the type attribute, whose keys are this entity's (for a backfill that adopts such items), is
     * planned to get it too, with guard items for its {@code @Unique} values.
     *
     * @throws dev.keyway.runtime.exception.ItemDecodeException          if the item does not decode, or its
     *                                                         stored key is not the one its
     *                                                         components give
     * @throws dev.keyway.runtime.exception.InvalidKeyValueException     if a key cannot encode a component, or
     *                                                         a new key is over DynamoDB's size limit
     * @throws dev.keyway.runtime.exception.InvalidAttributeValueException if the record cannot be stored
     */
    public Plan plan(Map<String, AttributeValue> item) {
        IndexKeyDesign.Designed<T> design = designed.of(item);
        String typeAttribute = schema.table().typeAttribute();
        boolean adopts = !item.containsKey(typeAttribute);
        Map<String, AttributeValue> before = new LinkedHashMap<>(design.before());
        Map<String, AttributeValue> after = new LinkedHashMap<>();
        if (adopts) {
            after.put(typeAttribute, design.written().get(typeAttribute));
        }
        after.putAll(design.after());
        Set<String> changedIndexes = new LinkedHashSet<>();
        design.differences().keySet().forEach(attribute -> changedIndexes.add(designed.indexOf(attribute)));
        // An index's keys are one unit built from all of its components: condition on all of them.
        Map<String, AttributeValue> sources = new LinkedHashMap<>();
        for (ItemSchema.DerivedKey derived : schema.derivedKeys()) {
            if (changedIndexes.contains(derived.index())) {
                derived.storedAttributes().forEach(attribute -> sources.put(attribute, item.get(attribute)));
            }
        }
        AttributeValue version = schema.versionAttribute().map(item::get).orElse(null);
        Map<String, AttributeValue> key = keyOf(item);
        List<UniqueGuards.Guard> claims = adopts ? table.uniques().claims(design.record(), key) : List.of();
        return new Plan(key, before, after, sources, version, adopts, claims);
    }

    private Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>(4);
        QueryRequests.copy(item, key, schema.table().partitionKeyAttribute());
        schema.table().sortKeyAttribute().ifPresent(attribute -> QueryRequests.copy(item, key, attribute));
        return key;
    }

    /**
     * Writes a plan's changes with one conditional {@code UpdateItem}.
     *
     * @return empty when written; otherwise the item as it is stored now (empty when it is gone),
     *         because the condition failed: it changed since it was read
     */
    public Optional<Map<String, AttributeValue>> apply(Plan plan) {
        Expressions expressions = new Expressions();
        String typeAttribute = schema.table().typeAttribute();
        List<String> sets = new ArrayList<>();
        List<String> removes = new ArrayList<>();
        plan.after().forEach((attribute, value) -> {
            if (!value.equals(plan.before().get(attribute))) {
                sets.add(expressions.name(attribute) + " = " + expressions.value(value));
            }
        });
        plan.before().keySet().stream().filter(attribute -> !plan.after().containsKey(attribute))
                .forEach(attribute -> removes.add(expressions.name(attribute)));
        String update = (sets.isEmpty() ? "" : "SET " + String.join(", ", sets))
                + (sets.isEmpty() || removes.isEmpty() ? "" : " ")
                + (removes.isEmpty() ? "" : "REMOVE " + String.join(", ", removes));
        List<String> conditions = new ArrayList<>();
        conditions.add("attribute_exists(" + expressions.name(schema.table().partitionKeyAttribute()) + ")");
        // still of this entity; an adopted item still without a type (another writer may have given it one)
        String type = expressions.name(typeAttribute);
        conditions.add(plan.adopts() ? "attribute_not_exists(" + type + ")"
                : type + " = " + expressions.value(AttributeValue.fromS(schema.entityType())));
        plan.sources().forEach((attribute, value) -> conditions.add(unchanged(expressions, attribute, value)));
        schema.versionAttribute().filter(attribute -> !plan.sources().containsKey(attribute))
                .ifPresent(attribute -> conditions.add(unchanged(expressions, attribute, plan.version())));
        Requests.Context context = table.context(Operation.BACKFILL).key(schema.table().describeKey(plan.key()));
        if (!plan.claims().isEmpty()) {
            return applyWithClaims(plan, context, Update.builder().tableName(table.tableName()).key(plan.key())
                    .updateExpression(update)
                    .conditionExpression(String.join(" AND ", conditions))
                    .expressionAttributeNames(expressions.names())
                    .expressionAttributeValues(expressions.values())
                    .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD).build());
        }
        try {
            table.requests().updateItem(context, UpdateItemRequest.builder().tableName(table.tableName())
                    .key(plan.key())
                    .updateExpression(update)
                    .conditionExpression(String.join(" AND ", conditions))
                    .expressionAttributeNames(expressions.names())
                    .expressionAttributeValues(expressions.values())
                    .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD).build());
            return Optional.empty();
        } catch (ConditionalCheckFailedException e) {
            return Optional.of(e.hasItem() && !e.item().isEmpty() ? e.item() : readAgain(plan, context));
        }
    }

    /**
     * An adopted item's update and the claims of its {@code @Unique} values, in one transaction: the
     * item is typed only with its values claimed, so two items never hold one value.
     *
     * @throws dev.keyway.runtime.exception.UniqueConstraintException if another item holds one of the values
     */
    private Optional<Map<String, AttributeValue>> applyWithClaims(Plan plan, Requests.Context context, Update update) {
        List<TransactWriteItem> items = new ArrayList<>();
        items.add(TransactWriteItem.builder().update(update).build());
        plan.claims().forEach(claim -> items.add(claim.item()));
        TransactWriteItemsRequest request = TransactWriteItemsRequest.builder().transactItems(items).build();
        try {
            try {
                table.requests().transactWriteItems(context, request);
            } catch (TransactionCanceledException e) {
                if (!table.uniques().staleGuards().releaseStale(context.operation(),
                        UniqueGuards.failedClaims(plan.claims(), e))) {
                    throw e;
                }
                table.requests().transactWriteItems(context, request); // once: its stale guards are gone
            }
            return Optional.empty();
        } catch (TransactionCanceledException e) {
            List<CancellationReason> reasons = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
            for (int i = 1; i < reasons.size() && i <= plan.claims().size(); i++) {
                if ("ConditionalCheckFailed".equals(reasons.get(i).code())) {
                    throw table.uniques().taken(plan.claims().get(i - 1), e);
                }
            }
            if (!reasons.isEmpty() && "ConditionalCheckFailed".equals(reasons.get(0).code())) {
                CancellationReason item = reasons.get(0);
                return Optional.of(item.hasItem() && !item.item().isEmpty() ? item.item() : readAgain(plan, context));
            }
            for (CancellationReason reason : reasons) { // a conflict with another request, ...
                Optional<KeywayException> typed = TransactionItems.typedCause(reason.code(), reason.message(),
                        schema.entityType(), schema.table().describeKey(plan.key()), e);
                if (typed.isPresent()) {
                    throw typed.get();
                }
            }
            throw new KeywayException("The adoption of " + schema.entityType() + " "
                    + schema.table().describeKey(plan.key()) + " and the claims of its @Unique values were cancelled: "
                    + e.getMessage(), e);
        }
    }

    /** The item as stored now, after a failed condition that returned none; empty when it is gone. */
    private Map<String, AttributeValue> readAgain(Plan plan, Requests.Context context) {
        Map<String, AttributeValue> now = table.requests().getItem(context, GetItemRequest.builder()
                .tableName(table.tableName()).key(plan.key()).consistentRead(true).build()).item();
        return now == null ? Map.of() : now;
    }

    private static String unchanged(Expressions expressions, String attribute, AttributeValue value) {
        String name = expressions.name(attribute);
        return value == null ? "attribute_not_exists(" + name + ")" : name + " = " + expressions.value(value);
    }
}
