package dev.keyway.runtime.internal.write;

import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.item.Expiry;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Guard items whose owner no longer holds their value: it was deleted without Keyway (DynamoDB's
 * time to live deletes the item, not its guards), its {@code @Ttl} time has passed, or a write
 * without Keyway changed the value. Such a guard is released on two conditions, in one
 * transaction: that it still names that owner, and that the owner is still gone, expired or
 * holding another value. So a live owner never loses its value, and of two claimers of one stale
 * value only one can release it before both claim it again.
 */
public final class StaleGuards<T> {

    private final EntityOperations<T> table;
    private final ItemSchema<T> schema;

    StaleGuards(EntityOperations<T> table) {
        this.table = table;
        this.schema = table.schema();
    }

    /**
     * Releases those of the failed claims' guards whose owner no longer holds the value.
     *
     * @param operation what the repository or transaction was asked to do, for the listener
     * @param claims    the claims that failed because their guard exists
     * @return whether every failed claim's guard is now gone (released here, or by someone else),
     *         so that retrying them can succeed; false if none failed or one's owner holds it
     */
    public boolean releaseStale(RequestEvent.Operation operation, List<UniqueGuards.Guard> claims) {
        if (claims.isEmpty()) {
            return false;
        }
        for (UniqueGuards.Guard claim : claims) {
            if (!release(operation, claim)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the claim's guard is gone: absent when read, or released here because its owner is stale. */
    private boolean release(RequestEvent.Operation operation, UniqueGuards.Guard claim) {
        Map<String, AttributeValue> guard = table.uniques().read(operation, claim.key());
        if (guard.isEmpty()) {
            return true; // released since the claim failed
        }
        Optional<Map<String, AttributeValue>> ownerKey = ownerKeyOf(guard);
        if (ownerKey.isEmpty()) {
            return false;
        }
        Map<String, AttributeValue> ownerItem = table.uniques().read(operation, ownerKey.get());
        Optional<TransactWriteItemsRequest> release = releaseRequest(claim, guard, ownerKey.get(), ownerItem);
        if (release.isEmpty()) {
            return false;
        }
        try {
            table.requests().transactWriteItems(releaseContext(operation, guard), release.get());
            return true;
        } catch (TransactionCanceledException e) {
            return false; // another claimer took it, or the owner holds it again: the claim fails as taken
        }
    }

    /**
     * The key of the owner a guard names, read back from the guard; empty where the guard is not one
     * Keyway wrote or its key cannot be told apart: the value is then treated as held.
     */
    public Optional<Map<String, AttributeValue>> ownerKeyOf(Map<String, AttributeValue> guard) {
        AttributeValue owner = guard.get(UniqueGuards.OWNER);
        return owner == null || owner.s() == null ? Optional.empty() : ownerKey(schema.table(), owner.s());
    }

    /** What the release of the guard is for, reported to the listener: its owner's key. */
    public Requests.Context releaseContext(RequestEvent.Operation operation, Map<String, AttributeValue> guard) {
        return table.context(operation).key(guard.get(UniqueGuards.OWNER).s());
    }

    /**
     * The transaction that releases the claim's guard, given the guard and its owner's item as read
     * (empty for none): on condition that the guard still names that owner and that the owner
     * still does not hold the value; empty when the owner holds it (the value is taken).
     */
    public Optional<TransactWriteItemsRequest> releaseRequest(UniqueGuards.Guard claim, Map<String, AttributeValue> guard,
                                                              Map<String, AttributeValue> ownerKey,
                                                              Map<String, AttributeValue> ownerItem) {
        AttributeValue owner = guard.get(UniqueGuards.OWNER);
        ItemSchema.UniqueConstraint<T> constraint = constraint(claim.component());
        long now = Expiry.now();
        Expressions expressions = new Expressions();
        Optional<String> stillStale = staleCondition(constraint, claim.value(), ownerItem, now, expressions);
        if (stillStale.isEmpty()) {
            return Optional.empty();
        }
        TransactWriteItem deleteGuard = TransactWriteItem.builder().delete(Delete.builder()
                .tableName(table.tableName()).key(claim.key())
                .conditionExpression("#owner = :owner")
                .expressionAttributeNames(Map.of("#owner", UniqueGuards.OWNER))
                .expressionAttributeValues(Map.of(":owner", owner)).build()).build();
        TransactWriteItem ownerStillStale = TransactWriteItem.builder().conditionCheck(ConditionCheck.builder()
                .tableName(table.tableName()).key(ownerKey)
                .conditionExpression(stillStale.get())
                .expressionAttributeNames(expressions.names())
                .expressionAttributeValues(expressions.values().isEmpty() ? null : expressions.values())
                .build()).build();
        return Optional.of(TransactWriteItemsRequest.builder().transactItems(deleteGuard, ownerStillStale).build());
    }

    /**
     * The condition that the owner item, as read, still does not hold {@code value}: absent,
     * expired, or holding what it held when read; empty if it holds the value (or cannot be read).
     */
    private Optional<String> staleCondition(ItemSchema.UniqueConstraint<T> constraint, String value,
                                            Map<String, AttributeValue> ownerItem, long now, Expressions expressions) {
        boolean absent = ownerItem.isEmpty() || Expiry.expired(schema, ownerItem, now);
        if (!absent) {
            String held;
            try {
                held = constraint.encodedValueOf(schema.fromItem(ownerItem));
            } catch (RuntimeException e) {
                return Optional.empty(); // an item Keyway cannot read: treated as holding the value
            }
            if (value.equals(held)) {
                return Optional.empty();
            }
        }
        String gone = "attribute_not_exists(" + expressions.name(schema.table().partitionKeyAttribute()) + ")";
        Optional<String> ttl = schema.ttlAttribute();
        if (ttl.isPresent()) {
            gone += " OR " + expressions.name(ttl.get()) + " <= " + expressions.value(AttributeValue.fromN(
                    Long.toString(now)));
        }
        if (absent) {
            return Optional.of(gone);
        }
        AttributeValue held = ownerItem.get(constraint.attribute());
        String name = expressions.name(constraint.attribute());
        return Optional.of(gone + " OR " + (held == null ? "attribute_not_exists(" + name + ")"
                : name + " = " + expressions.value(held)));
    }

    /**
     * The owner's key, read back from its description in the guard ({@code PK=<value>} or
     * {@code PK=<value>, SK=<value>}, as {@code TableDefinition.describeKey} writes it; key
     * attributes are strings); empty when the sort key's separator occurs in a value too.
     */
    static Optional<Map<String, AttributeValue>> ownerKey(TableDefinition table, String owner) {
        String partitionKey = table.partitionKeyAttribute();
        String prefix = partitionKey + "=";
        if (!owner.startsWith(prefix)) {
            return Optional.empty();
        }
        String rest = owner.substring(prefix.length());
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        Optional<String> sortKey = table.sortKeyAttribute();
        if (sortKey.isEmpty()) {
            key.put(partitionKey, AttributeValue.fromS(rest));
            return Optional.of(key);
        }
        String separator = ", " + sortKey.get() + "=";
        int at = rest.indexOf(separator);
        if (at < 0 || rest.indexOf(separator, at + 1) >= 0) {
            return Optional.empty();
        }
        key.put(partitionKey, AttributeValue.fromS(rest.substring(0, at)));
        key.put(sortKey.get(), AttributeValue.fromS(rest.substring(at + separator.length())));
        return Optional.of(key);
    }

    private ItemSchema.UniqueConstraint<T> constraint(String component) {
        return schema.uniqueConstraints().stream().filter(c -> c.component().equals(component)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no @Unique component " + component));
    }
}
