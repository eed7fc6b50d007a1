package dev.keyway.runtime.internal.write;

import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.PreparedWrite;
import dev.keyway.runtime.internal.item.Expiry;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Keeps {@code @Unique} values claimed: every value is held by a guard item
 * ({@code PK = "_unique#<Entity>#<component>#<encoded value>"}, {@code SK = "_unique"}, with the
 * {@code owner}'s key) that is written, moved and deleted in one transaction with the entity's
 * item: the repository's own transaction, or the application's {@code WriteTransaction}, which
 * takes the same guards. Writes that change no unique value still check that the values read are
 * the ones stored, so that a concurrent move cannot be undone silently.
 */
public final class UniqueGuards<T> {

    static final String PREFIX = "_unique#";
    static final String GUARD_TYPE = "_Unique";
    static final String OWNER = "owner";

    private final EntityOperations<T> table;
    private final ItemSchema<T> schema;
    private final StaleGuards<T> staleGuards;

    public UniqueGuards(EntityOperations<T> table) {
        this.table = table;
        this.schema = table.schema();
        this.staleGuards = new StaleGuards<>(table);
    }

    /** Releases the guards of values whose owner no longer holds them, so that they can be claimed. */
    public StaleGuards<T> staleGuards() {
        return staleGuards;
    }

    /** Whether the entity has unique values to guard. */
    public boolean applies() {
        return !schema.uniqueConstraints().isEmpty();
    }

    /**
     * One guard item's write: a claim (a new guard, {@code attribute_not_exists}), a release (its
     * delete), or a move from one owner to another in the same transaction (a put on condition
     * that the guard is still the releasing owner's).
     *
     * @param operation     {@code "claim"}, {@code "release"} or {@code "move"}
     * @param component     the {@code @Unique} component
     * @param value         the value, as keys encode it
     * @param given         the value as the caller gave it, for {@link UniqueConstraintException#value()}
     * @param key           the guard item's key
     * @param owner         the key of the owner that claims it (claim, move) or releases it (release)
     * @param previousOwner for a move: the key of the owner that releases it; else {@code null}
     * @param item          the transaction item
     */
    public record Guard(String operation, String component, String value, String given,
                        Map<String, AttributeValue> key, String owner, String previousOwner, TransactWriteItem item) {

        /** Whether a failed condition on this guard means the value is taken. */
        public boolean claims() {
            return !operation.equals("release");
        }

        /**
         * This claim merged with a release of the same guard by {@code releasing}, or this
         * release with a claim by another owner: one put of the guard with its new owner, on
         * condition that the releasing owner still holds it. DynamoDB refuses two operations on
         * one item in a transaction, and the value never stops being held.
         *
         * @throws IllegalArgumentException if the two are not a claim and a release of this guard
         */
        public Guard mergedWith(Guard other) {
            Guard claim = operation.equals("claim") ? this : other;
            Guard release = operation.equals("release") ? this : other;
            if (!claim.operation.equals("claim") || !release.operation.equals("release") || !claim.key.equals(release.key)) {
                throw new IllegalArgumentException(operation + " and " + other.operation + " of another guard");
            }
            Map<String, AttributeValue> guard = new LinkedHashMap<>(claim.item.put().item());
            TransactWriteItem moved = TransactWriteItem.builder().put(Put.builder()
                    .tableName(claim.item.put().tableName())
                    .item(guard)
                    .conditionExpression("#owner = :owner")
                    .expressionAttributeNames(Map.of("#owner", OWNER))
                    .expressionAttributeValues(Map.of(":owner", AttributeValue.fromS(release.owner)))
                    .build()).build();
            return new Guard("move", claim.component, claim.value, claim.given, claim.key, claim.owner, release.owner,
                    moved);
        }
    }

    /**
     * A write with what keeps its unique values claimed.
     *
     * @param write  the entity's write, its conditions including that the unique values read are still stored
     * @param guards the guard items to write with it
     */
    public record Guarded<T>(PreparedWrite<T> write, List<Guard> guards) {
    }

    /**
     * An update with what keeps its unique values claimed.
     *
     * @param conditions the update's conditions, including that the unique values read are still stored
     * @param guards     the guard items to write with it
     */
    public record GuardedUpdate(List<Condition> conditions, List<Guard> guards) {
    }

    /** A create: a guard per value, all new (none for an entity without unique values). */
    public Guarded<T> create(PreparedWrite<T> write) {
        return new Guarded<>(write, claims(write.stored(), write.item()));
    }

    /**
     * The claims of a record's values by the item under {@code ownerKey}, which holds them without
     * guard items yet (an item a backfill adopts: written by other code, no value claimed).
     */
    public List<Guard> claims(T record, Map<String, AttributeValue> ownerKey) {
        List<Guard> guards = new ArrayList<>();
        for (ItemSchema.UniqueConstraint<T> constraint : schema.uniqueConstraints()) {
            String value = constraint.encodedValueOf(record);
            if (value != null) {
                guards.add(claim(constraint, value, givenValueOf(constraint, record), ownerKey));
            }
        }
        return guards;
    }

    /**
     * A put: claims new values, releases old ones, on condition that the values read are still
     * stored; the write as it is for an entity without unique values (nothing is read).
     */
    public Guarded<T> put(PreparedWrite<T> write) {
        if (!applies()) {
            return new Guarded<>(write, List.of());
        }
        return put(write, read(RequestEvent.Operation.PUT, schema.primaryKey(write.stored())));
    }

    /**
     * {@link #put(PreparedWrite)} given the stored item, read consistently under the record's key
     * (empty for none): the asynchronous repository reads it itself, without blocking.
     */
    public Guarded<T> put(PreparedWrite<T> write, Map<String, AttributeValue> old) {
        T oldRecord = holderOf(old);
        List<Guard> guards = new ArrayList<>();
        for (ItemSchema.UniqueConstraint<T> constraint : schema.uniqueConstraints()) {
            String before = oldRecord == null ? null : constraint.encodedValueOf(oldRecord);
            move(guards, constraint, before, constraint.encodedValueOf(write.stored()),
                    givenValueOf(constraint, write.stored()), write.item());
        }
        return new Guarded<>(withUnchanged(write, old), guards);
    }

    /**
     * A delete: the guards of the values of the item as stored, if there is one; the write as it
     * is for an entity without unique values (nothing is read).
     */
    public Guarded<T> delete(PreparedWrite<T> write) {
        if (!applies()) {
            return new Guarded<>(write, List.of());
        }
        return delete(write, read(RequestEvent.Operation.DELETE, write.item()));
    }

    /** {@link #delete(PreparedWrite)} given the stored item, read consistently (empty for none). */
    public Guarded<T> delete(PreparedWrite<T> write, Map<String, AttributeValue> old) {
        List<Guard> guards = new ArrayList<>();
        T oldRecord = holderOf(old);
        if (oldRecord != null) {
            for (ItemSchema.UniqueConstraint<T> constraint : schema.uniqueConstraints()) {
                String value = constraint.encodedValueOf(oldRecord);
                if (value != null) {
                    guards.add(release(constraint, value, write.item()));
                }
            }
        }
        return new Guarded<>(withUnchanged(write, old), guards);
    }

    /**
     * Whether an update changes a unique value, or sets the {@code @Ttl} (which may bring an
     * expired item's values back), and then needs guards.
     *
     * @throws IllegalArgumentException if the update changes a unique value in a way whose result
     *                                  it cannot know (a set-if-absent), so it could not be claimed
     */
    public boolean touches(UpdateSpec<T> update) {
        for (ItemSchema.UniqueConstraint<T> constraint : schema.uniqueConstraints()) {
            if (update.unknownComponents().contains(constraint.component())) {
                throw new IllegalArgumentException(schema.entityType() + "." + constraint.component()
                        + " is @Unique: set or remove it, so that its new value can be claimed");
            }
            if (update.changedComponents().containsKey(constraint.component())) {
                return true;
            }
        }
        return setsTtl(update);
    }

    /** Whether the update writes the {@code @Ttl} attribute, which may bring an expired item back. */
    private boolean setsTtl(UpdateSpec<T> update) {
        return schema.ttlAttribute().filter(update.writtenAttributes()::contains).isPresent();
    }

    /**
     * An update that changes unique values: new claims and released values, read from the stored
     * item; an update that sets the {@code @Ttl} of an expired item also claims the values it keeps.
     */
    public GuardedUpdate update(UpdateSpec<T> update, List<Condition> conditions) {
        return update(update, conditions, read(RequestEvent.Operation.UPDATE, update.key()));
    }

    /** {@link #update(UpdateSpec, List)} given the stored item, read consistently (empty for none). */
    public GuardedUpdate update(UpdateSpec<T> update, List<Condition> conditions, Map<String, AttributeValue> old) {
        List<Condition> all = new ArrayList<>(conditions);
        all.add(unchangedSinceRead(old));
        T oldRecord = holderOf(old);
        List<Guard> guards = new ArrayList<>();
        T expired = oldRecord == null && !old.isEmpty() && setsTtl(update) ? schema.fromItem(old) : null;
        for (ItemSchema.UniqueConstraint<T> constraint : schema.uniqueConstraints()) {
            if (!update.changedComponents().containsKey(constraint.component())) {
                String kept = expired == null ? null : constraint.encodedValueOf(expired);
                if (kept != null) { // an expired item the update may bring back: its values are claimed anew
                    guards.add(claim(constraint, kept, givenValueOf(constraint, expired), update.key()));
                }
                continue;
            }
            Object value = update.changedComponents().get(constraint.component());
            String before = oldRecord == null ? null : constraint.encodedValueOf(oldRecord);
            move(guards, constraint, before, value == null ? null : constraint.encode().apply(value),
                    String.valueOf(value), update.key());
        }
        return new GuardedUpdate(all, guards);
    }

    // ---- guard items -----------------------------------------------------------------------

    /** Claims {@code after} (given as {@code givenAfter}) and releases {@code before}, both encoded, when they differ. */
    private void move(List<Guard> guards, ItemSchema.UniqueConstraint<T> constraint, String before, String after,
                      String givenAfter, Map<String, AttributeValue> owner) {
        if (Objects.equals(before, after)) {
            return;
        }
        if (after != null) {
            guards.add(claim(constraint, after, givenAfter, owner));
        }
        if (before != null) {
            guards.add(release(constraint, before, owner));
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
    private Guard claim(ItemSchema.UniqueConstraint<T> constraint, String value, String given,
                        Map<String, AttributeValue> owner) {
        Map<String, AttributeValue> key = guardKey(constraint, value);
        Map<String, AttributeValue> guard = new LinkedHashMap<>(key);
        String ownerKey = schema.table().describeKey(owner);
        guard.put(schema.table().typeAttribute(), AttributeValue.fromS(GUARD_TYPE));
        guard.put(OWNER, AttributeValue.fromS(ownerKey));
        TransactWriteItem item = TransactWriteItem.builder().put(Put.builder().tableName(table.tableName()).item(guard)
                .conditionExpression("attribute_not_exists(#pk)")
                .expressionAttributeNames(Map.of("#pk", schema.table().partitionKeyAttribute())).build()).build();
        return new Guard("claim", constraint.component(), value, given, key, ownerKey, null, item);
    }

    private Guard release(ItemSchema.UniqueConstraint<T> constraint, String value, Map<String, AttributeValue> owner) {
        Map<String, AttributeValue> key = guardKey(constraint, value);
        TransactWriteItem item = TransactWriteItem.builder()
                .delete(Delete.builder().tableName(table.tableName()).key(key).build()).build();
        return new Guard("release", constraint.component(), value, value, key, schema.table().describeKey(owner), null,
                item);
    }

    private Map<String, AttributeValue> guardKey(ItemSchema.UniqueConstraint<T> constraint, String value) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put(schema.table().partitionKeyAttribute(),
                AttributeValue.fromS(PREFIX + schema.entityType() + "#" + constraint.component() + "#" + value));
        schema.table().sortKeyAttribute().ifPresent(sortKey -> key.put(sortKey, AttributeValue.fromS("_unique")));
        return key;
    }

    private PreparedWrite<T> withUnchanged(PreparedWrite<T> write, Map<String, AttributeValue> old) {
        List<Condition> conditions = new ArrayList<>(write.conditions());
        conditions.add(unchangedSinceRead(old));
        return new PreparedWrite<>(write.item(), conditions, write.expectedVersion(), write.stored(),
                write.create(), write.unsetPrimitives());
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

    /**
     * The stored record whose values its guards hold, or {@code null} for no item or an expired
     * one: its guards are stale (see {@link StaleGuards}) and may be another owner's by now, so it
     * neither releases nor keeps them, and its values are claimed anew.
     */
    private T holderOf(Map<String, AttributeValue> old) {
        return old.isEmpty() || Expiry.expired(schema, old) ? null : schema.fromItem(old);
    }

    /**
     * The stored item (or guard) under the key, read consistently through the repository's requests
     * (empty for none): what a write decides its guards from.
     */
    public Map<String, AttributeValue> read(RequestEvent.Operation operation, Map<String, AttributeValue> key) {
        return itemOf(table.requests().getItem(readContext(operation, key), readRequest(key)));
    }

    /** The consistent GetItem that reads a stored item or guard before a write decides its guards. */
    public GetItemRequest readRequest(Map<String, AttributeValue> key) {
        return GetItemRequest.builder().tableName(table.tableName()).key(key).consistentRead(true).build();
    }

    /** What the read of {@link #readRequest} is for, reported to the listener. */
    public Requests.Context readContext(RequestEvent.Operation operation, Map<String, AttributeValue> key) {
        return table.context(operation).key(schema.table().describeKey(key));
    }

    /** The item a read returned, empty for none. */
    public static Map<String, AttributeValue> itemOf(GetItemResponse response) {
        Map<String, AttributeValue> item = response.item();
        return item == null ? Map.of() : item;
    }

    // ---- the repository's own transaction --------------------------------------------------

    /**
     * Sends the entity's write and its guards in one transaction of their own.
     *
     * @param operation   what the repository was asked to do
     * @param entityItem  the entity's transaction item
     * @param entityWrite the entity's write, to map a failed condition of it
     * @throws UniqueConstraintException if a value is taken
     */
    public void execute(RequestEvent.Operation operation, TransactWriteItem entityItem, PreparedWrite<T> entityWrite,
                 List<Guard> guards) {
        TransactWriteItemsRequest request = transaction(entityItem, guards);
        Requests.Context context = table.context(operation).key(schema.table().describeKey(entityWrite.item()));
        try {
            table.requests().transactWriteItems(context, request);
        } catch (TransactionCanceledException e) {
            if (!staleGuards.releaseStale(operation, failedClaims(guards, e))) {
                throw failure(guards, entityWrite, e);
            }
            try { // once: the stale guards are gone, so the same claims may now succeed
                table.requests().transactWriteItems(context, request);
            } catch (TransactionCanceledException again) {
                throw failure(guards, entityWrite, again);
            }
        }
    }

    /** The repository's own transaction: the entity's item first, then its guards in order. */
    public static TransactWriteItemsRequest transaction(TransactWriteItem entityItem, List<Guard> guards) {
        List<TransactWriteItem> items = new ArrayList<>(guards.size() + 1);
        items.add(entityItem);
        guards.forEach(guard -> items.add(guard.item()));
        return TransactWriteItemsRequest.builder().transactItems(items).build();
    }

    /**
     * The claims a cancelled transaction failed on because their guard exists, if that is all
     * that failed (else none: another failure stands, whatever the guards).
     *
     * @param guards the transaction's guards, in request order after one other item (the entity's)
     */
    public static List<Guard> failedClaims(List<Guard> guards, TransactionCanceledException e) {
        List<CancellationReason> reasons = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
        List<Guard> failed = new ArrayList<>();
        for (int i = 0; i < reasons.size(); i++) {
            String code = reasons.get(i).code();
            if (code == null || code.equals("None")) {
                continue;
            }
            if (i == 0 || i > guards.size() || !"ConditionalCheckFailed".equals(code)
                    || !guards.get(i - 1).operation().equals("claim")) {
                return List.of();
            }
            failed.add(guards.get(i - 1));
        }
        return failed;
    }

    /** What a failed condition of the guard means: its value is taken. */
    public UniqueConstraintException taken(Guard guard, Throwable cause) {
        return new UniqueConstraintException(schema.entityType(), guard.component(), guard.given(), cause);
    }

    /**
     * What the cancelled transaction of {@link #transaction} means: the entity's failed condition,
     * a taken value ({@link UniqueConstraintException}), or another typed cause.
     */
    public KeywayException failure(List<Guard> guards, PreparedWrite<T> entityWrite,
                                    TransactionCanceledException e) {
        List<CancellationReason> reasons = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
        for (int i = 0; i < reasons.size() && i <= guards.size(); i++) {
            CancellationReason reason = reasons.get(i);
            if (!"ConditionalCheckFailed".equals(reason.code())) {
                continue;
            }
            if (i == 0) {
                return table.conditionFailure(entityWrite, reason.hasItem() ? reason.item() : Map.of(), e);
            }
            if (guards.get(i - 1).claims()) {
                return taken(guards.get(i - 1), e);
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
