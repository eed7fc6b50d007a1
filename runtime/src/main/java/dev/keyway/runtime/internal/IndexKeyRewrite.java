package dev.keyway.runtime.internal;

import dev.keyway.runtime.Expressions;
import dev.keyway.runtime.IndexDefinition;
import dev.keyway.runtime.ItemDecodeException;
import dev.keyway.runtime.ItemSchema;
import dev.keyway.runtime.KeywayException;
import dev.keyway.runtime.RequestEvent.Operation;
import dev.keyway.runtime.TableDefinition;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
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
 * What a backfill does to one item: its secondary-index keys rebuilt from its components, as
 * {@code toItem} writes them today, and the {@code UpdateItem} that writes only those keys.
 *
 * <p><b>Which attributes.</b> The key attributes of the table's indexes (all of them, or those
 * named), except the table's own key attributes (a local index's partition key is the table's).
 * The item is decoded without them, so a stale index key never makes it unreadable.
 * Each ends as {@code toItem} of the decoded record writes it: set where the record has the
 * index's components, removed where it has not (a sparse index, or an index the entity no
 * longer declares). A key sharded at random keeps its stored shard when the rest of it is right.
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

    private final EntityTable<T> table;
    private final ItemSchema<T> schema;
    private final KeySizes keySizes;
    /** The attributes rewritten, each with its index. */
    private final Map<String, String> indexOfAttribute = new LinkedHashMap<>();
    /** The entity's derived keys by attribute, for their sources and shards. */
    private final Map<String, ItemSchema.DerivedKey> derivedByAttribute = new LinkedHashMap<>();

    /**
     * The rewrite of the indexes named, or of every index of the table when none is.
     *
     * @throws IllegalArgumentException if the table has no index of a given name
     */
    public IndexKeyRewrite(EntityTable<T> table, Collection<String> indexNames) {
        this.table = Objects.requireNonNull(table, "table");
        this.schema = table.schema();
        this.keySizes = KeySizes.of(schema);
        TableDefinition definition = schema.table();
        for (String name : indexNames) {
            definition.index(name); // throws for an unknown index
        }
        Set<String> tableKeys = new LinkedHashSet<>();
        tableKeys.add(definition.partitionKeyAttribute());
        definition.sortKeyAttribute().ifPresent(tableKeys::add);
        for (IndexDefinition index : definition.indexes()) {
            if (!indexNames.isEmpty() && !indexNames.contains(index.name())) {
                continue;
            }
            if (!tableKeys.contains(index.partitionKeyAttribute())) {
                indexOfAttribute.put(index.partitionKeyAttribute(), index.name());
            }
            index.sortKeyAttribute().filter(attribute -> !tableKeys.contains(attribute))
                    .ifPresent(attribute -> indexOfAttribute.put(attribute, index.name()));
        }
        for (ItemSchema.DerivedKey derived : schema.derivedKeys()) {
            derivedByAttribute.put(derived.attribute(), derived);
        }
    }

    /** The attributes this rewrite manages, in the order of the table's indexes. */
    public Set<String> attributes() {
        return indexOfAttribute.keySet();
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
     * Plans an item of this entity: decodes it and encodes the record again. An item without the
     * type attribute, whose keys are this entity's (for a backfill that adopts such items), is
     * planned to get it too, with guard items for its {@code @Unique} values.
     *
     * @throws dev.keyway.runtime.ItemDecodeException          if the item does not decode, or an
     *                                                         untyped item's key is not the one its
     *                                                         components give
     * @throws dev.keyway.runtime.InvalidKeyValueException     if a key cannot encode a component, or
     *                                                         a new key is over DynamoDB's size limit
     * @throws dev.keyway.runtime.InvalidAttributeValueException if the record cannot be stored
     */
    public Plan plan(Map<String, AttributeValue> item) {
        // Decoded without the index keys being rewritten: a stale key must not make the item unreadable
        // (reads refuse a component missing from an item that holds a key built from it).
        Map<String, AttributeValue> withoutIndexKeys = new HashMap<>(item);
        withoutIndexKeys.keySet().removeAll(indexOfAttribute.keySet());
        T record = schema.fromItem(withoutIndexKeys);
        Map<String, AttributeValue> wanted = schema.toItem(record);
        String typeAttribute = schema.table().typeAttribute();
        boolean adopts = !item.containsKey(typeAttribute);
        if (adopts) {
            sameKey(item, wanted);
        }
        Map<String, AttributeValue> before = new LinkedHashMap<>();
        Map<String, AttributeValue> after = new LinkedHashMap<>();
        if (adopts) {
            after.put(typeAttribute, wanted.get(typeAttribute));
        }
        Set<String> changedIndexes = new LinkedHashSet<>();
        indexOfAttribute.forEach((attribute, index) -> {
            AttributeValue stored = item.get(attribute);
            AttributeValue want = wanted.get(attribute);
            if (stored != null) {
                before.put(attribute, stored);
                if (want != null && sameButShard(attribute, stored, want)) {
                    want = stored; // a key sharded at random is right in any of its shards
                }
            }
            if (want != null) {
                after.put(attribute, want);
            }
            if (!Objects.equals(stored, want)) {
                changedIndexes.add(index);
                if (want != null && want.s() != null) {
                    keySizes.check(attribute, want.s()); // refused before the request, not by DynamoDB
                }
            }
        });
        // An index's keys are one unit built from all of its components: condition on all of them.
        Map<String, AttributeValue> sources = new LinkedHashMap<>();
        for (ItemSchema.DerivedKey derived : schema.derivedKeys()) {
            if (changedIndexes.contains(derived.index())) {
                derived.storedAttributes().forEach(attribute -> sources.put(attribute, item.get(attribute)));
            }
        }
        AttributeValue version = schema.versionAttribute().map(item::get).orElse(null);
        Map<String, AttributeValue> key = keyOf(item);
        List<UniqueGuards.Guard> claims = adopts ? table.uniques().claims(record, key) : List.of();
        return new Plan(key, before, after, sources, version, adopts, claims);
    }

    /**
     * Refuses an untyped item whose stored key is not the one its components give (an item of
     * other code whose attributes disagree with its key): typed, it would be read under a key that
     * its record does not have.
     */
    private void sameKey(Map<String, AttributeValue> item, Map<String, AttributeValue> wanted) {
        List<String> keyAttributes = new ArrayList<>(List.of(schema.table().partitionKeyAttribute()));
        schema.table().sortKeyAttribute().ifPresent(keyAttributes::add);
        for (String attribute : keyAttributes) {
            if (!Objects.equals(item.get(attribute), wanted.get(attribute))) {
                throw new ItemDecodeException(schema.entityType(), schema.table().describeKey(item), attribute,
                        "the key is not the one its components give (" + schema.table().describeKey(wanted)
                                + "): a backfill never rewrites a primary key; correct the item", null);
            }
        }
    }

    private boolean sameButShard(String attribute, AttributeValue stored, AttributeValue wanted) {
        ItemSchema.DerivedKey derived = derivedByAttribute.get(attribute);
        if (derived == null || derived.randomShards() == 0 || stored.s() == null || wanted.s() == null) {
            return false;
        }
        // The shard ends the key, after its delimiter: the key's trailing digits.
        int digits = wanted.s().length();
        while (digits > 0 && Character.isDigit(wanted.s().charAt(digits - 1))) {
            digits--;
        }
        String base = wanted.s().substring(0, digits);
        if (!stored.s().startsWith(base)) {
            return false;
        }
        String shard = stored.s().substring(base.length());
        if (shard.isEmpty() || shard.length() > 4 || !shard.chars().allMatch(Character::isDigit)) {
            return false;
        }
        return Integer.parseInt(shard) < derived.randomShards() && String.valueOf(Integer.parseInt(shard)).equals(shard);
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
     * @throws dev.keyway.runtime.UniqueConstraintException if another item holds one of the values
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
