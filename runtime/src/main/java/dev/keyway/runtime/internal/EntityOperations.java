package dev.keyway.runtime.internal;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.exception.BatchWriteRefusedException;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.batch.Batches;
import dev.keyway.runtime.internal.item.CurrentItems;
import dev.keyway.runtime.internal.item.Expiry;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.internal.item.ItemSize;
import dev.keyway.runtime.internal.key.KeySizes;
import dev.keyway.runtime.internal.key.TypedKeys;
import dev.keyway.runtime.internal.query.CursorKeys;
import dev.keyway.runtime.internal.query.EntityPages;
import dev.keyway.runtime.internal.query.QueryRequests;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.internal.request.TableCreation;
import dev.keyway.runtime.internal.write.TransactionItems;
import dev.keyway.runtime.internal.write.UniqueGuards;
import dev.keyway.runtime.internal.write.UpdateSpec;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.BinaryOperator;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * The operations every generated repository delegates to, for one entity in one table: each
 * is one DynamoDB request built from the entity's schema, sent through {@link Requests}. Its
 * queries run in {@link EntityPages}.
 *
 * @param <T> the record type
 */
public final class EntityOperations<T> {

    /** How often a write of an entity with unique values is sent when the item changed since it was read. */
    private static final int CHANGED_SINCE_READ_ATTEMPTS = 3;

    private final Requests requests;
    private final String tableName;
    private final ItemSchema<T> schema;
    private final UniqueGuards<T> uniques;
    private final EntityPages<T> pages;
    private final KeySizes keySizes;
    private final CursorKeys cursorKeys;

    /** The entity in the table, reporting to the default listener. */
    public EntityOperations(DynamoDbClient client, String tableName, ItemSchema<T> schema) {
        this(client, tableName, schema, KeywaySettings.defaults());
    }

    /**
     * The entity in the table, with an application's settings: its requests reported to their
     * listener, its cursors signed with their keys (else the process-wide ones, at each request).
     */
    public EntityOperations(DynamoDbClient client, String tableName, ItemSchema<T> schema, KeywaySettings settings) {
        this.cursorKeys = RuntimeAccess.cursorKeys(settings);
        this.requests = new Requests(Objects.requireNonNull(client, "client"), settings.requestListener().orElse(null));
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.schema = Objects.requireNonNull(schema, "schema");
        this.uniques = new UniqueGuards<>(this);
        this.pages = new EntityPages<>(this);
        this.keySizes = KeySizes.of(schema);
    }

    /** The client; send requests through {@link #requests()}, never on the client directly. */
    public DynamoDbClient client() {
        return requests.client();
    }

    /** The keys signing this entity's cursors, or {@code null} for the process-wide {@code CursorSigning}. */
    public CursorKeys cursorKeys() {
        return cursorKeys;
    }

    /** Where this entity's requests are sent and reported. */
    public Requests requests() {
        return requests;
    }

    /** DynamoDB's limits on this entity's key values, checked before any request. */
    public KeySizes keySizes() {
        return keySizes;
    }

    /**
     * What a request of this entity is for: {@code table.requests().getItem(table.context(Operation.GET), request)}.
     * Every request goes through {@link #requests()} with one.
     */
    public Requests.Context context(Operation operation) {
        return Requests.Context.of(tableName, schema.entityType(), operation);
    }

    public String tableName() {
        return tableName;
    }

    public ItemSchema<T> schema() {
        return schema;
    }

    /** The guard items of the entity's {@code @Unique} values, for transactions. */
    public UniqueGuards<T> uniques() {
        return uniques;
    }

    /** The pages of this entity's queries. */
    public EntityPages<T> pages() {
        return pages;
    }

    /** Prepares {@link #put(Object, Condition)}: the next version and its condition for a versioned entity. */
    public PreparedWrite<T> preparePut(T value, Condition condition) {
        T stored = value;
        Long expected = null;
        List<Condition> conditions = new ArrayList<>(2);
        if (condition != null) {
            conditions.add(condition);
        }
        if (schema.versionAttribute().isPresent()) {
            expected = schema.versionOf(value);
            stored = schema.withVersion(value, expected + 1);
            conditions.add(versionCondition(expected));
        }
        Map<String, AttributeValue> item = schema.toItem(stored);
        checkSize(item);
        return new PreparedWrite<>(item, conditions, expected, asStored(stored, item), false);
    }

    /** Prepares {@link #create(Object)}: {@code attribute_not_exists(PK)}, version 1 for a versioned entity. */
    public PreparedWrite<T> prepareCreate(T value) {
        T stored = schema.versionAttribute().isPresent() ? schema.withVersion(value, 1) : value;
        Map<String, AttributeValue> item = schema.toItem(stored);
        checkSize(item);
        return new PreparedWrite<>(item, List.of(notExists()), null, asStored(stored, item), true);
    }

    /**
     * The record as a read will return it: what the item holds, so that for example a
     * {@code @Ttl} comes back in whole seconds, as stored. Where every component is stored
     * exactly, that is the record written, and decoding is skipped.
     */
    private T asStored(T written, Map<String, AttributeValue> item) {
        return schema.readsBackEqual() ? written : schema.fromItem(item);
    }

    /** Prepares {@link #delete(Key, Condition)}. */
    public PreparedWrite<T> prepareDelete(Key<T> key, Condition condition) {
        Map<String, AttributeValue> attributes = attributesOf(key);
        return new PreparedWrite<>(attributes, condition == null ? List.of() : List.of(condition), null, null, false);
    }

    /** A key's attributes, checked before any request names them: {@link TypedKeys}, then {@link KeySizes}. */
    public Map<String, AttributeValue> attributesOf(Key<T> key) {
        Map<String, AttributeValue> attributes = TypedKeys.attributesOf(schema, key, "key");
        keySizes.check(attributes);
        return attributes;
    }

    /** Prepares {@link #deleteRecord(Object, Condition)}: the version condition for a versioned entity. */
    public PreparedWrite<T> prepareDeleteRecord(T value, Condition condition) {
        List<Condition> conditions = new ArrayList<>(2);
        if (condition != null) {
            conditions.add(condition);
        }
        Long expected = null;
        if (schema.versionAttribute().isPresent()) {
            expected = schema.versionOf(value);
            conditions.add(versionCondition(expected));
        }
        Map<String, AttributeValue> key = schema.primaryKey(value);
        keySizes.check(key);
        return new PreparedWrite<>(key, conditions, expected, null, false);
    }

    /**
     * PutItem: stores the record, replacing any item with its key, if the condition (may be
     * {@code null}) holds. A versioned entity's record is stored with the next version, on
     * condition that the stored version is the record's (or that there is no item, for version 0).
     *
     * @return the record as stored (with its new version)
     */
    public T put(T value, Condition condition) {
        return put(preparePut(value, condition));
    }

    /** PutItem of a prepared write (with its guard items in a transaction when it has some). */
    T put(PreparedWrite<T> write) {
        if (uniques.applies()) {
            againWhereChangedSinceRead(write.conditions(), () -> {
                UniqueGuards.Guarded<T> guarded = uniques.put(write);
                uniques.execute(Operation.PUT, TransactionItems.put(tableName, guarded.write()), guarded.write(),
                        guarded.guards());
            });
            return write.stored();
        }
        Requests.Context context = context(Operation.PUT).key(schema.table().describeKey(write.item()));
        send(write, () -> requests.putItem(context, WriteRequests.put(tableName, write)));
        return write.stored();
    }

    /**
     * {@link #put(Object, Condition) put} of a versioned record that merges each version conflict
     * with the record stored now: see {@link RetryingPut}.
     */
    public T putRetrying(T value, BinaryOperator<T> merge, int maxAttempts) {
        return new RetryingPut<>(this, schema).put(value, merge, maxAttempts);
    }

    /**
     * PutItem with {@code attribute_not_exists(PK)}: stores the record only if its key is new (a
     * versioned record is stored as version 1).
     *
     * @return the record as stored
     */
    public T create(T value) {
        PreparedWrite<T> write = prepareCreate(value);
        if (uniques.applies()) {
            UniqueGuards.Guarded<T> guarded = uniques.create(write);
            uniques.execute(Operation.CREATE, TransactionItems.put(tableName, guarded.write()), guarded.write(),
                    guarded.guards());
            return write.stored();
        }
        Requests.Context context = context(Operation.CREATE).key(schema.table().describeKey(write.item()));
        send(write, () -> requests.putItem(context, WriteRequests.put(tableName, write)));
        return write.stored();
    }

    /**
     * GetItem: the record stored under the key, if any. An item past its {@code @Ttl}, of another
     * entity type or without the type attribute reads as absent, as every read leaves it out.
     */
    public Optional<T> get(Key<T> key) {
        Map<String, AttributeValue> attributes = attributesOf(key);
        Map<String, AttributeValue> item = requests.getItem(context(Operation.GET).key(schema.table().describeKey(attributes)),
                GetItemRequest.builder().tableName(tableName).key(attributes).build()).item();
        return readRecord(item);
    }

    /** The record of an item GetItem returned, if it is one: see {@link #get(Key)}. */
    public Optional<T> readRecord(Map<String, AttributeValue> item) {
        if (item == null || !ItemReader.isOfEntity(schema, item) || Expiry.expired(schema, item)) {
            return Optional.empty(); // no item, another entity's, one Keyway did not write, or expired
        }
        return Optional.of(schema.fromItem(item));
    }

    /**
     * A consistent GetItem of an item a write has just changed, as the record: what an exactly-once
     * update returns, since a transaction returns no item. It may show a later write too.
     *
     * @throws KeywayException if the item is gone (deleted since the write)
     */
    public T readAfterWrite(Map<String, AttributeValue> key, Operation operation) {
        String described = schema.table().describeKey(key);
        Map<String, AttributeValue> item = requests.getItem(context(operation).key(described),
                GetItemRequest.builder().tableName(tableName).key(key).consistentRead(true).build()).item();
        if (item == null || item.isEmpty()) {
            throw new KeywayException("The " + operation.tag() + " of " + schema.entityType() + " " + described
                    + " was applied, but the item was deleted before it could be read back");
        }
        return schema.fromItem(item);
    }

    /** DeleteItem: removes the item stored under the key, if any, when the condition (may be {@code null}) holds. */
    public void delete(Key<T> key, Condition condition) {
        delete(prepareDelete(key, condition));
    }

    /** DeleteItem of a record's item; for a versioned entity only if the stored version is the record's. */
    public void deleteRecord(T value, Condition condition) {
        delete(prepareDeleteRecord(value, condition));
    }

    private void delete(PreparedWrite<T> write) {
        if (!uniques.applies()) {
            sendDelete(write);
            return;
        }
        againWhereChangedSinceRead(write.conditions(), () -> {
            UniqueGuards.Guarded<T> guarded = uniques.delete(write); // releases the unique values with the item
            if (guarded.guards().isEmpty()) {
                sendDelete(guarded.write()); // no item, nothing claimed: on condition that it is still so
            } else {
                uniques.execute(Operation.DELETE, TransactionItems.delete(tableName, guarded.write()), guarded.write(),
                        guarded.guards());
            }
        });
    }

    /**
     * Runs a write of an entity with unique values, which reads the stored item first and is sent on
     * condition that its unique values are still the ones read. Where the write has no condition of
     * its own, a failed condition can only mean that the item changed in between (another writer,
     * DynamoDB's time to live deleting it), so the write reads and is sent again, up to
     * {@value #CHANGED_SINCE_READ_ATTEMPTS} times; a condition of the caller's that fails stands.
     *
     * @param ownConditions the write's conditions before the read added its own
     */
    private void againWhereChangedSinceRead(List<Condition> ownConditions, Runnable readAndWrite) {
        for (int attempt = 1; ; attempt++) {
            try {
                readAndWrite.run();
                return;
            } catch (ItemAlreadyExistsException | UniqueConstraintException e) {
                throw e; // failed conditions too, but the stored item did not change in between
            } catch (ConditionFailedException e) {
                if (!ownConditions.isEmpty() || attempt == CHANGED_SINCE_READ_ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    /** DeleteItem as prepared, without unique guards. */
    private void sendDelete(PreparedWrite<T> write) {
        Requests.Context context = context(Operation.DELETE).key(schema.table().describeKey(write.item()));
        send(write, () -> requests.deleteItem(context, WriteRequests.delete(tableName, write)));
    }

    /**
     * A typed update of the item with this key (see {@code dev.keyway.runtime.Update}).
     *
     * @param keyComponents the primary-key components' values, by attribute reference
     */
    public Update<T> update(Key<T> key, Map<Attribute<?>, Object> keyComponents) {
        return RuntimeAccess.update(new UpdateSpec<>(this, attributesOf(key), keyComponents));
    }

    /**
     * A typed update of the item with this key, the primary-key components given as pairs: an
     * attribute reference, then its value (generated code names them so, with no map to infer).
     */
    public Update<T> update(Key<T> key, Object... keyComponents) {
        Map<Attribute<?>, Object> components = new java.util.HashMap<>(keyComponents.length);
        for (int i = 0; i < keyComponents.length; i += 2) {
            components.put((Attribute<?>) keyComponents[i], keyComponents[i + 1]);
        }
        return update(key, components);
    }

    /** Sends an update: UpdateItem returning the new item. */
    public T update(UpdateSpec<T> update) {
        Expressions expressions = new Expressions();
        List<Condition> conditions = new ArrayList<>(2);
        String expression = update.expression(expressions, conditions);
        Requests.Context context = context(Operation.UPDATE).key(schema.table().describeKey(update.key()));
        if (uniques.applies() && uniques.touches(update)) {
            againWhereChangedSinceRead(conditions, () -> {
                Expressions placeholders = new Expressions(); // each attempt renders its own
                List<Condition> own = new ArrayList<>(2);
                String changes = update.expression(placeholders, own);
                UniqueGuards.GuardedUpdate guarded = uniques.update(update, own);
                uniques.execute(Operation.UPDATE,
                        TransactionItems.update(tableName, update.key(), changes, guarded.conditions(), placeholders),
                        PreparedWrite.ofUpdate(update.key(), guarded.conditions(), update), guarded.guards());
            });
            Map<String, AttributeValue> item = requests.getItem(context, GetItemRequest.builder().tableName(tableName)
                    .key(update.key()).consistentRead(true).build()).item();
            return schema.fromItem(item);
        }
        String rendered = render(conditions, expressions);
        try {
            Map<String, AttributeValue> item = requests.updateItem(context,
                    WriteRequests.update(tableName, update.key(), expression, rendered, expressions)).attributes();
            return schema.fromItem(item);
        } catch (ConditionalCheckFailedException e) {
            throw conditionFailure(PreparedWrite.ofUpdate(update.key(), conditions, update),
                    e.hasItem() ? e.item() : Map.of(), e);
        }
    }

    // ---- batches ---------------------------------------------------------------------------

    /**
     * BatchWriteItem puts of any number of records; see {@link Batches#putAll}. Records are
     * stored as given: batches carry no conditions, so versions are neither checked nor
     * incremented.
     */
    public BatchResult<T> putAll(Collection<? extends T> values, BatchOptions options) {
        refuseUniqueValues("putAll");
        return Batches.putAll(requests, context(Operation.BATCH_PUT), schema, values, options);
    }

    /** BatchWriteItem deletes of any number of keys; see {@link Batches#deleteAll}. */
    public BatchResult<Key<T>> deleteAll(Collection<? extends Key<T>> keys, BatchOptions options) {
        refuseUniqueValues("deleteAll");
        return Batches.deleteAll(requests, context(Operation.BATCH_DELETE), schema, keys, options);
    }

    /** BatchGetItem of any number of keys; see {@link Batches#getAll}. */
    public BatchGetResult<T> getAll(Collection<? extends Key<T>> keys, BatchOptions options) {
        return Batches.getAll(requests, context(Operation.BATCH_GET), schema, keys, false, options);
    }

    /**
     * The records of items read from an index that holds only part of them: their whole items,
     * fetched from the table with {@code BatchGetItem} in the index's order. An item deleted (or
     * expired) since the index was read is left out.
     *
     * @param indexItems this entity's items as the index returned them: they hold the table's keys
     * @param context    what the reads are for: the query or scan that read the index
     */
    public List<T> fetchWholeItems(List<Map<String, AttributeValue>> indexItems, boolean consistentRead,
                                   Requests.Context context) {
        return Batches.getAll(requests, context, schema, tableKeysOf(indexItems), consistentRead, BatchOptions.defaults())
                .orThrow().items();
    }

    /** The table keys of items an index returned, to fetch them whole. */
    public List<Key<T>> tableKeysOf(List<Map<String, AttributeValue>> indexItems) {
        List<Key<T>> keys = new ArrayList<>(indexItems.size());
        for (Map<String, AttributeValue> item : indexItems) {
            Map<String, AttributeValue> key = new LinkedHashMap<>(4);
            QueryRequests.copy(item, key, schema.table().partitionKeyAttribute());
            schema.table().sortKeyAttribute().ifPresent(attribute -> QueryRequests.copy(item, key, attribute));
            keys.add(Key.of(schema, key));
        }
        return keys;
    }

    /**
     * Refuses a batch write of an entity with unique values, whose guard items it could not move.
     *
     * @throws BatchWriteRefusedException if the entity has {@code @Unique} components
     */
    public void refuseUniqueValues(String operation) {
        if (uniques.applies()) {
            throw new BatchWriteRefusedException(schema.entityType(),
                    schema.uniqueConstraints().stream().map(ItemSchema.UniqueConstraint::component).toList(), operation);
        }
    }

    /** Creates the table with every index of its entities unless it exists, and waits until it is active. */
    public void createTable() {
        TableCreation.createIfMissing(requests, schema.table(), tableName, schema.entityType());
    }

    // ---- conditional writes ----------------------------------------------------------------

    /** Sends a write built by {@link WriteRequests}, its failed condition raised as Keyway's exception. */
    private void send(PreparedWrite<T> write, Runnable request) {
        try {
            request.run();
        } catch (ConditionalCheckFailedException e) {
            throw conditionFailure(write, e.hasItem() ? e.item() : Map.of(), e);
        }
    }

    /**
     * The exception for a write whose condition failed, given the stored item DynamoDB returned
     * (empty when there was none): {@link ItemAlreadyExistsException} for a create,
     * {@link VersionConflictException} when the stored version is not the expected one, else
     * {@link ConditionFailedException}, saying why when there was no item and the write was an
     * update that may not create it. Transactions map their cancellation reasons with it too. The
     * exception carries the item ({@link ConditionFailedException#current(Class)}).
     */
    public KeywayException conditionFailure(PreparedWrite<?> write, Map<String, AttributeValue> old, Throwable cause) {
        return CurrentItems.attach(conditionFailureOf(write, old, cause), schema, old);
    }

    private KeywayException conditionFailureOf(PreparedWrite<?> write, Map<String, AttributeValue> old,
                                               Throwable cause) {
        String key = schema.table().describeKey(write.item());
        if (write.create()) {
            return new ItemAlreadyExistsException(schema.entityType(), key, cause);
        }
        Long expectedVersion = write.expectedVersion();
        Optional<String> versionAttribute = schema.versionAttribute();
        if (expectedVersion != null && versionAttribute.isPresent()) {
            AttributeValue stored = old.get(versionAttribute.get());
            OptionalLong storedVersion = stored == null || stored.n() == null ? OptionalLong.empty()
                    : OptionalLong.of(Long.parseLong(stored.n()));
            // Version 0 expects no item; any other version expects exactly that version stored.
            boolean conflict = expectedVersion == 0 ? !old.isEmpty()
                    : storedVersion.isEmpty() || storedVersion.getAsLong() != expectedVersion;
            // With the version condition alone, its failure is the conflict, even where the returned item
            // was read after a concurrent write had restored the expected version (DynamoDB Local does so).
            conflict |= write.conditions().size() == 1 && write.unsetPrimitives().isEmpty();
            if (conflict) {
                return new VersionConflictException(schema.entityType(), key, expectedVersion, storedVersion, cause);
            }
        }
        if (old.isEmpty() && !write.unsetPrimitives().isEmpty()) {
            return new ConditionFailedException(schema.entityType(), key, "The update of " + schema.entityType() + " "
                    + key + " did not happen: the item does not exist, and this update cannot create it because "
                    + UpdateSpec.leavesUnset(write.unsetPrimitives()), cause);
        }
        return new ConditionFailedException(schema.entityType(), key, cause);
    }

    private Condition versionCondition(long expected) {
        String attribute = schema.versionAttribute().orElseThrow();
        if (expected == 0) {
            return notExists(); // a new record: there must be no item yet
        }
        AttributeValue value = AttributeValue.fromN(Long.toString(expected));
        return expressions -> expressions.name(attribute) + " = " + expressions.value(value);
    }

    private Condition notExists() {
        String partitionKey = schema.table().partitionKeyAttribute();
        return expressions -> "attribute_not_exists(" + expressions.name(partitionKey) + ")";
    }

    /** The conditions joined with {@code AND}, or {@code null} for none. */
    public static String render(List<Condition> conditions, Expressions expressions) {
        if (conditions.isEmpty()) {
            return null;
        }
        StringBuilder rendered = new StringBuilder();
        for (Condition condition : conditions) {
            if (rendered.length() > 0) {
                rendered.append(" AND ");
            }
            rendered.append('(').append(condition.render(expressions)).append(')');
        }
        return rendered.toString();
    }

    /** {@code null} for an empty map: DynamoDB rejects empty expression attribute names and values. */
    public static <V> Map<String, V> emptyToNull(Map<String, V> values) {
        return values.isEmpty() ? null : values;
    }

    /** The item fits DynamoDB's limits: its size, and each key it holds. */
    private void checkSize(Map<String, AttributeValue> item) {
        keySizes.check(item);
        ItemSize.check(schema, item);
    }

}
