package dev.keyway.processor;

import dev.keyway.processor.ProcessorFuzzDesign.Unit;
import dev.keyway.processor.ProcessorFuzzEntity.AccessPattern;
import dev.keyway.processor.ProcessorFuzzEntity.Key;
import dev.keyway.processor.ProcessorFuzzValues.NoValue;
import dev.keyway.runtime.Attribute;
import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.IncompleteKeyUpdateException;
import dev.keyway.runtime.IndexDefinition;
import dev.keyway.runtime.InvalidAttributeValueException;
import dev.keyway.runtime.ItemAlreadyExistsException;
import dev.keyway.runtime.ItemSchema;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.TableDefinition;
import dev.keyway.runtime.UniqueConstraintException;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.VersionConflictException;
import dev.keyway.testing.DynamoDbLocal;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;

/**
 * Accepted means it works: runs the code the processor generated for an accepted design against
 * DynamoDB Local (in-process, one instance for the run, a fresh table per table of the design),
 * through the generated classes loaded by reflection, and reports the first thing that does not
 * work as the README says it should.
 *
 * <p>Per table of the design: {@code createTable()} through a repository, the generated
 * CloudFormation fragment compared with the table DynamoDB created ({@link ProcessorFuzzCloudFormation}),
 * and the default table name accepted by DynamoDB. Per entity, one record per profile of
 * {@link ProcessorFuzzValues}, all entities of the table side by side:
 * <ol>
 *   <li>{@code put} (or {@code create}; a second {@code create} is refused) returns the record as
 *       stored, which equals the given one up to what the README documents;</li>
 *   <li>{@code get} returns it, the raw item is exactly what {@code toItem} writes, every access
 *       pattern it belongs to finds it — with no sort-key condition, with each equality prefix and
 *       with range conditions that must include it — and the exclusive ranges at its value do not;
 *       every item collection it belongs to finds it; {@code scan()} reads exactly the entity's
 *       records; every index holds exactly the items whose keys {@code toItem} writes;</li>
 *   <li>{@code update} of the components no key uses, then of each index's components (together,
 *       as documented; one alone where the index needs more is {@code IncompleteKeyUpdateException}),
 *       checked as above, and the old index partitions no longer return the record; a primary-key
 *       component cannot be updated; a {@code @Unique} value held by another record is refused;</li>
 *   <li>{@code delete} (by key, or by record), after which the record is gone from the table, its
 *       indexes and its access patterns, and in the end the table and every index are empty
 *       (unique-value guard items released).</li>
 * </ol>
 * No item of one entity may ever come back as another's. Reflection is the oracle's alone: the
 * generated code it runs has none.
 */
final class ProcessorFuzzOracle {

    private static final AtomicInteger TABLES = new AtomicInteger();

    /** Global indexes per table by DynamoDB's default quota (a raised quota allows more; DynamoDB Local does not). */
    private static final int GLOBAL_INDEX_QUOTA = 20;
    private static final Set<String> ACCEPTED_TABLE_NAMES = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private static DynamoDbLocal database;

    private final ProcessorFuzzDesign design;
    private final String variantPackage;
    private final ClassLoader classes;
    private final List<String> cloudFormation;
    private final DynamoDbClient client;
    private String step = "loading the generated classes";

    /** What came of exercising one variant. */
    record Verdict(String problem, String notExercised) {
        static final Verdict WORKS = new Verdict(null, null);

        boolean works() {
            return problem == null && notExercised == null;
        }
    }

    /** The design cannot be exercised here (a value the oracle cannot make, a limit of DynamoDB Local's), though it may work. */
    private static final class NotExercised extends RuntimeException {
        NotExercised(String reason) {
            super(reason, null, false, false);
        }
    }

    /** A finding: the design was accepted, but this does not work. */
    private static final class Broken extends RuntimeException {
        Broken(String message) {
            super(message, null, false, false);
        }
    }

    private ProcessorFuzzOracle(ProcessorFuzzDesign design, String variantPackage, ClassLoader classes,
            List<String> cloudFormation) {
        this.design = design;
        this.variantPackage = variantPackage;
        this.classes = classes;
        this.cloudFormation = cloudFormation;
        this.client = client();
    }

    /** Requests sent to DynamoDB Local by the oracle in this run. */
    static final java.util.concurrent.atomic.AtomicLong REQUESTS = new java.util.concurrent.atomic.AtomicLong();
    private static DynamoDbClient counting;

    /** The DynamoDB Local of this run (started on first use, stopped when the JVM exits), counting requests. */
    static synchronized DynamoDbClient client() {
        if (database == null) {
            database = DynamoDbLocal.inProcess();
            Runtime.getRuntime().addShutdownHook(new Thread(database::close, "fuzz-oracle-dynamodb-local"));
            DynamoDbClient local = database.client();
            counting = (DynamoDbClient) java.lang.reflect.Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                    new Class<?>[] {DynamoDbClient.class}, (proxy, method, arguments) -> {
                        if (!method.getDeclaringClass().equals(Object.class) && !method.getName().equals("serviceName")) {
                            REQUESTS.incrementAndGet();
                        }
                        try {
                            return method.invoke(local, arguments);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
        }
        return counting;
    }

    /**
     * Exercises the design's generated code, loaded by {@code classes}; {@code cloudFormation} holds
     * the text of every {@code .cfn.json} the compilation wrote.
     */
    static Verdict exercise(ProcessorFuzzDesign design, String variantPackage, ClassLoader classes,
            List<String> cloudFormation) {
        ProcessorFuzzOracle oracle = new ProcessorFuzzOracle(design, variantPackage, classes, cloudFormation);
        try {
            oracle.run();
            return Verdict.WORKS;
        } catch (NoValue | NotExercised e) {
            return new Verdict(null, e.getMessage());
        } catch (Broken e) {
            return new Verdict(oracle.step + ": " + e.getMessage(), null);
        } catch (RuntimeException | LinkageError | AssertionError e) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            return new Verdict(oracle.step + ": unexpected " + trace, null);
        }
    }

    // ---- the run ------------------------------------------------------------------------------

    private void run() {
        Map<String, List<Entity>> tables = new LinkedHashMap<>();
        for (Unit unit : design.entities()) {
            Entity entity = new Entity(new ProcessorFuzzEntity(design, variantPackage, unit));
            tables.computeIfAbsent(entity.schema.table().name(), name -> new ArrayList<>()).add(entity);
        }
        for (List<Entity> entities : tables.values()) {
            new TableRun(entities).run();
        }
    }

    /** One table of the design under a fresh name, with its entities side by side. */
    private final class TableRun {
        final List<Entity> entities;
        final TableDefinition definition;
        final String name = "fuzz." + TABLES.incrementAndGet();

        TableRun(List<Entity> entities) {
            this.entities = entities;
            this.definition = entities.get(0).schema.table();
            for (Entity entity : entities) {
                check(entity.schema.table().equals(definition), () -> entity.simpleName() + "Schema.table() is "
                        + entity.schema.table() + ", but " + entities.get(0).simpleName() + "'s is " + definition);
                entity.open(client, name);
            }
        }

        void run() {
            long globalIndexes = definition.indexes().stream().filter(index -> !index.local()).count();
            if (globalIndexes > GLOBAL_INDEX_QUOTA) {
                throw new NotExercised("table " + definition.name() + " has " + globalIndexes + " global indexes: more than "
                        + "DynamoDB's default quota, which DynamoDB Local enforces");
            }
            Set<String> indexNames = new java.util.HashSet<>();
            for (IndexDefinition index : definition.indexes()) {
                if (!indexNames.add(index.name().toLowerCase(java.util.Locale.ROOT))) {
                    throw new NotExercised("table " + definition.name() + " has indexes named " + index.name()
                            + " and alike but for case: DynamoDB tells them apart, DynamoDB Local cannot hold both");
                }
            }
            step = "createTable() of table " + definition.name() + " as " + name;
            entities.get(0).repository.createTable();
            entities.get(entities.size() - 1).repository.createTable(); // exists: nothing to do
            step = "the table's default name " + ProcessorFuzzDesign.quote(definition.name());
            acceptsDefaultName();
            step = "the CloudFormation fragment of table " + definition.name();
            ProcessorFuzzCloudFormation.check(cloudFormation, definition, client, name).ifPresent(ProcessorFuzzOracle::fail);

            for (Entity entity : entities) {
                entity.putAll();
            }
            checkEverything();
            for (Entity entity : entities) {
                entity.updateAll(this);
            }
            for (Entity entity : entities) {
                entity.deleteAll(this);
            }
            step = "after deleting every record of table " + definition.name();
            List<Map<String, AttributeValue>> left = scan(null);
            check(left.isEmpty(), () -> "the table still holds " + left.size() + " items, e.g. " + left.get(0));
            for (IndexDefinition index : definition.indexes()) {
                List<Map<String, AttributeValue>> inIndex = scan(index.name());
                check(inIndex.isEmpty(), () -> "index " + index.name() + " still holds " + inIndex.size() + " items");
            }
        }

        /** DynamoDB accepts the name the design gives the table (a table of that name may exist: that is fine). */
        private void acceptsDefaultName() {
            if (ACCEPTED_TABLE_NAMES.contains(definition.name())) {
                return;
            }
            try {
                client.createTable(definition.createTableRequest(definition.name()));
            } catch (ResourceInUseException exists) {
                // another variant's table of the same name: DynamoDB took the name then
            }
            ACCEPTED_TABLE_NAMES.add(definition.name());
        }

        /** Every record read back every way it can be, every index holding exactly what it should. */
        void checkEverything() {
            for (Entity entity : entities) {
                for (Object record : entity.current.values()) {
                    entity.checkStored(record, this, true);
                }
                entity.checkScan();
            }
            checkIndexes();
        }

        /** Each index holds exactly the items whose keys {@code toItem} of a current record writes. */
        void checkIndexes() {
            for (IndexDefinition index : definition.indexes()) {
                step = "the items in index " + index.name() + " of table " + definition.name();
                Map<String, String> expected = new HashMap<>();
                Map<String, Entity> owners = new HashMap<>();
                for (Entity entity : entities) {
                    for (Object record : entity.current.values()) {
                        Map<String, AttributeValue> item = entity.schema.toItem(record);
                        owners.put(primaryKeyText(item), entity);
                        if (inIndex(index, item)) {
                            expected.put(primaryKeyText(item), indexKeyText(index, item, entity));
                        }
                    }
                }
                Map<String, String> actual = new HashMap<>();
                for (Map<String, AttributeValue> item : scan(index.name())) {
                    actual.put(primaryKeyText(item), indexKeyText(index, item, owners.get(primaryKeyText(item))));
                }
                check(expected.equals(actual), () -> "expected the items (primary key = index key) " + expected
                        + ", found " + actual);
            }
        }

        boolean inIndex(IndexDefinition index, Map<String, AttributeValue> item) {
            return item.containsKey(index.partitionKeyAttribute())
                    && index.sortKeyAttribute().map(item::containsKey).orElse(true);
        }

        String primaryKeyText(Map<String, AttributeValue> item) {
            return definition.describeKey(item);
        }

        /** The item's keys in the index, a shard chosen at random by its owner's write masked. */
        private String indexKeyText(IndexDefinition index, Map<String, AttributeValue> item, Entity owner) {
            if (owner != null) {
                item = ProcessorFuzzSameness.withoutRandomShards(item, owner.randomShards());
            }
            Map<String, AttributeValue> keys = item;
            return index.partitionKeyAttribute() + "=" + keys.get(index.partitionKeyAttribute())
                    + index.sortKeyAttribute().map(sort -> ", " + sort + "=" + keys.get(sort)).orElse("");
        }

        List<Map<String, AttributeValue>> scan(String index) {
            List<Map<String, AttributeValue>> items = new ArrayList<>();
            client.scanPaginator(request -> request.tableName(name).indexName(index)).items().forEach(items::add);
            return items;
        }

        Map<String, AttributeValue> rawItem(Map<String, AttributeValue> key) {
            Map<String, AttributeValue> item = client.getItem(request -> request.tableName(name).key(key)
                    .consistentRead(true)).item();
            return item == null || item.isEmpty() ? null : item;
        }

        List<Entity> collectionMembers(Unit collection) {
            List<Entity> members = new ArrayList<>();
            for (String permitted : collection.permits) {
                entities.stream().filter(entity -> entity.model.unit.name.equals(permitted)).forEach(members::add);
            }
            return members;
        }
    }

    /** An entity's generated classes, its records, and what is stored of them now. */
    private final class Entity {
        final ProcessorFuzzEntity model;
        final Class<?> type;
        final ItemSchema<Object> schema;
        final Map<String, Attribute<?>> attributes = new HashMap<>();
        final Map<String, Type> componentTypes = new LinkedHashMap<>();
        Class<?> repositoryClass;
        EntityRepository<Object> repository;
        /** Records stored now, by primary key. */
        final Map<Map<String, AttributeValue>, Object> current = new LinkedHashMap<>();
        /** Which profile each stored record was made from. */
        final Map<Map<String, AttributeValue>, Integer> profiles = new HashMap<>();

        @SuppressWarnings("unchecked")
        Entity(ProcessorFuzzEntity model) {
            this.model = model;
            this.type = load(model.binaryName);
            this.schema = (ItemSchema<Object>) staticField(load(model.generated("Schema")), "INSTANCE");
            for (RecordComponent component : type.getRecordComponents()) {
                componentTypes.put(component.getName(), component.getGenericType());
            }
            for (Field field : load(model.generated("Schema")).getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) && Attribute.class.isAssignableFrom(field.getType())) {
                    Attribute<?> attribute = (Attribute<?>) staticField(field);
                    attributes.put(attribute.component(), attribute);
                }
            }
        }

        String simpleName() {
            return model.simpleName();
        }

        /** The index partition-key attributes this entity shards at random (no shardBy), with their shard counts. */
        Map<String, Integer> randomShards() {
            Map<String, Integer> random = new HashMap<>();
            for (Key index : model.indexes) {
                if (index.sharded() && (index.shardBy() == null || index.shardBy().isEmpty()) && !index.local()) {
                    random.put(schema.table().index(index.index()).partitionKeyAttribute(), index.shards());
                }
            }
            return random;
        }

        @SuppressWarnings("unchecked")
        void open(DynamoDbClient dynamo, String tableName) {
            repositoryClass = load(model.generated("Repository"));
            repository = (EntityRepository<Object>) construct(repositoryClass, dynamo, tableName);
        }

        // ---- records ------------------------------------------------------------------------

        Object record(int profile) {
            Object[] values = new Object[componentTypes.size()];
            int i = 0;
            for (Map.Entry<String, Type> component : componentTypes.entrySet()) {
                values[i++] = ProcessorFuzzValues.value(component.getValue(), component.getKey(), model.use(component.getKey()),
                        profile);
            }
            return ProcessorFuzzValues.construct(type, values);
        }

        /** The record with some components replaced. */
        Object with(Object record, Map<String, Object> replaced) {
            Object[] values = new Object[componentTypes.size()];
            int i = 0;
            for (String component : componentTypes.keySet()) {
                values[i++] = replaced.containsKey(component) ? replaced.get(component)
                        : ProcessorFuzzSameness.component(record, component);
            }
            return ProcessorFuzzValues.construct(type, values);
        }

        Object value(Object record, String component) {
            return ProcessorFuzzSameness.component(record, component);
        }

        /** What a read should return after writing {@code given} over {@code previous} (null: no item). */
        Object expectedStored(Object given, Object previous) {
            Map<String, Object> adjusted = new HashMap<>();
            for (String component : componentTypes.keySet()) {
                Object value = value(given, component);
                if (model.has(component, "Ttl") && value instanceof Instant instant) {
                    adjusted.put(component, instant.truncatedTo(ChronoUnit.SECONDS));
                }
                if (model.has(component, "Version")) {
                    long version = previous == null ? 0 : ((Number) value(previous, component)).longValue();
                    adjusted.put(component, value instanceof Integer || componentTypes.get(component) == int.class
                            ? (Object) (int) (version + 1) : (Object) (version + 1));
                }
            }
            return with(given, adjusted);
        }

        String describe(Object record) {
            Integer profile = profiles.get(schema.primaryKey(record));
            return simpleName() + (profile == null ? "" : " (profile " + profile + ")") + " " + ProcessorFuzzSameness.show(record);
        }

        // ---- put ----------------------------------------------------------------------------

        void putAll() {
            for (int profile = 0; profile < ProcessorFuzzValues.PROFILES; profile++) {
                step = "making " + simpleName() + " profile " + profile;
                Object record = record(profile);
                Map<String, AttributeValue> key = schema.primaryKey(record);
                if (current.containsKey(key)) {
                    continue; // the key's components have too few values for another record
                }
                boolean create = profile % 2 == 1;
                if (profile == 1) {
                    emptyMapKeyRefused(record);
                }
                step = (create ? "create" : "put") + " " + simpleName() + " profile " + profile + " " + ProcessorFuzzSameness.show(record);
                Object stored = refusedItemShown(record, () -> create ? repository.create(record) : repository.put(record));
                storedAsDocumented(expectedStored(record, null), stored);
                current.put(key, stored);
                profiles.put(key, profile);
                if (create) {
                    step = "create " + describe(stored) + " again";
                    expectThrows(ItemAlreadyExistsException.class, () -> repository.create(record));
                }
                if (profile == 0 && schema.versionAttribute().isPresent()) {
                    step = "put of " + describe(stored) + " at its stored version, then at the old one";
                    Object again = repository.put(stored);
                    storedAsDocumented(expectedStored(stored, stored), again);
                    current.put(key, again);
                    expectThrows(VersionConflictException.class, () -> repository.put(stored));
                }
            }
        }

        /** The write's result; if DynamoDB refuses it, a finding that shows the item it refused. */
        Object refusedItemShown(Object record, Supplier<Object> write) {
            try {
                return write.get();
            } catch (software.amazon.awssdk.services.dynamodb.model.DynamoDbException e) {
                throw new Broken("DynamoDB refused the item " + schema.toItem(record) + ": " + e);
            }
        }

        /** A map holding an empty key, which DynamoDB refuses: {@code InvalidAttributeValueException} before any request. */
        void emptyMapKeyRefused(Object record) {
            for (Map.Entry<String, Type> component : componentTypes.entrySet()) {
                if (value(record, component.getKey()) instanceof Map<?, ?> map && !map.isEmpty()
                        && component.getValue() instanceof java.lang.reflect.ParameterizedType type
                        && type.getActualTypeArguments()[0] == String.class) {
                    Map<Object, Object> withEmptyKey = new LinkedHashMap<>(map);
                    withEmptyKey.put("", map.values().iterator().next());
                    Object refused = with(record, Map.of(component.getKey(), withEmptyKey));
                    step = "put of " + simpleName() + " whose " + component.getKey() + " has an empty key";
                    expectThrows(InvalidAttributeValueException.class, () -> repository.put(refused)); // the writer's, not DynamoDB's
                    return;
                }
            }
        }

        void storedAsDocumented(Object expected, Object stored) {
            check(stored != null && stored.getClass() == type, () -> "returned " + stored + ", not a " + type.getName());
            String difference = ProcessorFuzzSameness.storedDifference(expected, stored);
            check(difference == null, () -> "the record as stored differs from the one written beyond what the README"
                    + " documents: " + difference);
        }

        // ---- reads --------------------------------------------------------------------------

        /** get, the raw item, the access patterns and item collections (all conditions when {@code deep}). */
        void checkStored(Object record, TableRun table, boolean deep) {
            Map<String, AttributeValue> key = schema.primaryKey(record);
            step = "get of " + describe(record);
            Object got = get(record).orElseThrow(() -> new Broken("get found nothing"));
            String difference = ProcessorFuzzSameness.exactDifference(record, got);
            check(difference == null, () -> "get returned another record: " + difference);
            step = "the item stored for " + describe(record);
            Map<String, AttributeValue> raw = table.rawItem(key);
            check(raw != null, () -> "GetItem finds no item under " + key);
            String itemDifference = ProcessorFuzzSameness.itemDifference(schema.toItem(record), raw, randomShards());
            check(itemDifference == null, () -> "the stored item is not what toItem writes: " + itemDifference);
            Integer profile = profiles.get(key);
            for (int i = 0; i < model.patterns.size(); i++) {
                AccessPattern pattern = model.patterns.get(i);
                step = "access pattern " + pattern.name() + " of " + describe(record);
                // Every sort-key condition for half the profiles, taking turns by pattern: the requests add up.
                checkPattern(pattern, record, record, deep && profile != null && (profile + i) % 2 == 0);
            }
            for (Unit collection : design.allUnits()) {
                if (collection.ann("ItemCollection") != null && collection.permits.contains(model.unit.name)
                        && table.collectionMembers(collection).size() == collection.permits.size()) {
                    step = "item collection " + collection.name + " of " + describe(record);
                    checkCollection(collection, record, record, table);
                }
            }
        }

        Optional<?> get(Object record) {
            return (Optional<?>) invokeDeclared(repository, "get", primaryArguments(record));
        }

        Object[] primaryArguments(Object record) {
            return model.primaryComponents().stream().map(component -> value(record, component)).toArray();
        }

        void checkScan() {
            step = "scan() of " + simpleName();
            List<Object> scanned = repository.scan().stream().toList();
            check(scanned.size() == current.size(), () -> "scan() read " + scanned.size() + " records, " + current.size()
                    + " are stored: " + scanned);
            for (Object record : scanned) {
                check(type.isInstance(record) && isCurrent(record), () -> "scan() read " + ProcessorFuzzSameness.show(record)
                        + ", which is not a stored " + simpleName());
            }
        }

        boolean isCurrent(Object record) {
            if (!type.isInstance(record)) {
                return false;
            }
            Object stored = current.get(schema.primaryKey(record));
            return stored != null && ProcessorFuzzSameness.sameValue(stored, record);
        }

        /**
         * Queries the pattern's partition of {@code partitionOf} (a record as stored now, or as it
         * was) and checks that {@code member} (or nothing, if null) is found exactly where it must.
         */
        void checkPattern(AccessPattern pattern, Object partitionOf, Object member, boolean deep) {
            Object[] arguments = keyArguments(partitionOf, pattern.key().partitionComponents());
            if (arguments == null) {
                return; // the partition has an absent component: no query can name it
            }
            Object query = invokeDeclared(repository, pattern.name(), arguments);
            boolean expected = member != null && inIndex(pattern.key(), member)
                    && Arrays.deepEquals(keyArguments(member, pattern.key().partitionComponents()), arguments);
            List<?> all = results(query, pattern.key(), partitionOf);
            expectMember(all, member, expected, "with no sort-key condition");
            checkOrder(all, pattern);
            if (!expected || !deep) {
                return;
            }
            Object narrowed = query;
            for (String component : pattern.key().sortComponents()) {
                Object value = unwrap(value(member, component));
                String what = component + " = " + ProcessorFuzzSameness.show(value);
                for (String range : List.of("Between", "LessThanOrEqual", "GreaterThanOrEqual", "LessThan", "GreaterThan")) {
                    Object[] bounds = range.equals("Between") ? new Object[] {value, value} : new Object[] {value};
                    Object ranged = invokeIfDeclared(narrowed, component + range, bounds);
                    if (ranged != null) {
                        expectMember(results(ranged, pattern.key(), partitionOf), member, !range.endsWith("Than"),
                                component + range + " at " + what);
                    }
                }
                if (value instanceof String text) {
                    for (String prefix : prefixes(text)) {
                        Object begins = invokeIfDeclared(narrowed, component + "BeginsWith", prefix);
                        if (begins != null) {
                            expectMember(results(begins, pattern.key(), partitionOf), member, true, component + "BeginsWith("
                                    + ProcessorFuzzSameness.show(prefix) + ")");
                        }
                    }
                }
                Object equal = invokeIfDeclared(narrowed, component + "Equals", value);
                equal = equal != null ? equal : invokeIfDeclared(narrowed, component, value);
                if (equal == null) {
                    return;
                }
                expectMember(results(equal, pattern.key(), partitionOf), member, true, "the equality " + what);
                narrowed = equal;
            }
        }

        /** Every result is a stored record of this entity, in the queried partition. */
        List<?> results(Object query, Key key, Object partitionOf) {
            List<?> results = ((Query<?>) query).stream().toList();
            for (Object result : results) {
                check(isCurrent(result), () -> "the query returned " + ProcessorFuzzSameness.show(result)
                        + ", which is not a stored " + simpleName() + " (stored: " + current.values() + ")");
                for (String component : key.partitionComponents()) {
                    check(ProcessorFuzzSameness.sameValue(unwrap(value(result, component)), unwrap(value(partitionOf, component))),
                            () -> "the query of the partition of " + ProcessorFuzzSameness.show(partitionOf) + " returned "
                                    + ProcessorFuzzSameness.show(result) + ", whose " + component + " differs");
                }
            }
            return results;
        }

        void expectMember(List<?> results, Object member, boolean expected, String condition) {
            if (member == null) {
                return;
            }
            Map<String, AttributeValue> key = schema.primaryKey(member);
            boolean found = results.stream().anyMatch(result -> type.isInstance(result) && schema.primaryKey(result).equals(key));
            check(found == expected, () -> (expected ? "does not find " : "finds ") + describe(member) + " " + condition
                    + "; found " + results.size() + " records");
        }

        /** Results in sort-key order: ascending, or descending for a descending pattern. */
        void checkOrder(List<?> results, AccessPattern pattern) {
            TableDefinition table = schema.table();
            Optional<String> sortAttribute = pattern.key().primary() ? table.sortKeyAttribute()
                    : table.index(pattern.key().index()).sortKeyAttribute();
            if (sortAttribute.isEmpty()) {
                return;
            }
            String previous = null;
            for (Object result : results) {
                AttributeValue sortKey = schema.toItem(result).get(sortAttribute.get());
                String text = sortKey == null ? null : sortKey.s();
                if (previous != null && text != null) {
                    int order = compareUtf8(previous, text);
                    String before = previous;
                    check(pattern.descending() ? order >= 0 : order <= 0, () -> "results out of "
                            + (pattern.descending() ? "descending" : "ascending") + " sort-key order: "
                            + ProcessorFuzzSameness.show(before) + " before " + ProcessorFuzzSameness.show(text));
                }
                previous = text;
            }
        }

        /** Whether toItem puts the record in the key's index (the table's primary key holds every record). */
        boolean inIndex(Key key, Object record) {
            if (key.primary()) {
                return true;
            }
            IndexDefinition index = schema.table().index(key.index());
            Map<String, AttributeValue> item = schema.toItem(record);
            return item.containsKey(index.partitionKeyAttribute())
                    && index.sortKeyAttribute().map(item::containsKey).orElse(true);
        }

        void checkCollection(Unit collection, Object partitionOf, Object member, TableRun table) {
            String index = ProcessorFuzzEntity.literal(collection.ann("ItemCollection").get("index"));
            Key key = index == null || index.isEmpty() ? model.primary : model.index(index);
            Object[] arguments = keyArguments(partitionOf, key.partitionComponents());
            if (arguments == null) {
                return;
            }
            String collectionPackage = design.packageOfUnit(variantPackage, collection);
            Object reader = construct(load((collectionPackage.isEmpty() ? "" : collectionPackage + ".") + collection.name
                    + "Collection"), client, table.name);
            List<?> results = ((Query<?>) invokeDeclared(reader, "query", arguments)).stream().toList();
            String partitionAttribute = key.primary() ? schema.table().partitionKeyAttribute()
                    : schema.table().index(key.index()).partitionKeyAttribute();
            AttributeValue partition = schema.toItem(partitionOf).get(partitionAttribute);
            List<Entity> members = table.collectionMembers(collection);
            for (Object result : results) {
                Entity owner = members.stream().filter(entity -> entity.type.isInstance(result)).findFirst().orElse(null);
                check(owner != null && owner.isCurrent(result), () -> "the collection returned "
                        + ProcessorFuzzSameness.show(result) + ", which is not a stored member record");
                check(Objects.equals(owner.schema.toItem(result).get(partitionAttribute), partition),
                        () -> "the collection's query of partition " + partition + " returned " + ProcessorFuzzSameness.show(result));
            }
            if (member != null && inIndex(key, member)) {
                Map<String, AttributeValue> memberKey = schema.primaryKey(member);
                check(results.stream().anyMatch(result -> type.isInstance(result) && schema.primaryKey(result).equals(memberKey)),
                        () -> "does not find " + describe(member) + "; found " + results);
            }
        }

        /** The values of the components, Optionals unwrapped; null when one is absent. */
        Object[] keyArguments(Object record, List<String> components) {
            Object[] arguments = new Object[components.size()];
            for (int i = 0; i < arguments.length; i++) {
                arguments[i] = unwrap(value(record, components.get(i)));
                if (arguments[i] == null) {
                    return null;
                }
            }
            return arguments;
        }

        // ---- updates ------------------------------------------------------------------------

        void updateAll(TableRun table) {
            for (Map<String, AttributeValue> key : new ArrayList<>(current.keySet())) {
                int profile = profiles.get(key);
                // Components no key uses, all in one update.
                Map<String, Object> plain = new LinkedHashMap<>();
                for (String component : model.plainComponents()) {
                    Object other = otherValue(current.get(key), component, profile);
                    if (other != NONE) {
                        plain.put(component, other);
                    }
                }
                update(table, key, plain, "its unkeyed components");
                // Each index's components, together.
                Set<Set<String>> groups = new LinkedHashSet<>();
                for (Key index : model.indexes) {
                    for (String component : model.nonPrimary(index)) {
                        groups.add(model.indexGroup(component));
                    }
                }
                for (Set<String> group : groups) {
                    if (group.stream().anyMatch(component -> model.has(component, "Version"))) {
                        continue; // an index built from the version: every write rewrites it
                    }
                    Map<String, Object> changes = new LinkedHashMap<>();
                    for (String component : group) {
                        Object other = otherValue(current.get(key), component, profile);
                        if (other != NONE) {
                            changes.put(component, other);
                        }
                    }
                    incompleteUpdateRefused(table, key, changes);
                    update(table, key, changes, "the index-key components " + group);
                }
            }
            Map<String, AttributeValue> someKey = current.keySet().iterator().next();
            primaryKeyUpdateRefused(someKey);
            uniqueValueTakenRefused(table);
        }

        private static final Object NONE = new Object();

        /** Another value for the component: another profile's, one no other record holds if it is unique. */
        Object otherValue(Object record, String component, int profile) {
            Object value = value(record, component);
            for (int offset = 1; offset < ProcessorFuzzValues.PROFILES; offset++) {
                Object other = ProcessorFuzzValues.value(componentTypes.get(component), component, model.use(component),
                        (profile + offset) % ProcessorFuzzValues.PROFILES);
                if (ProcessorFuzzSameness.sameValue(value, other)) {
                    continue;
                }
                if (model.has(component, "Unique") && current.values().stream()
                        .anyMatch(stored -> ProcessorFuzzSameness.sameValue(unwrap(value(stored, component)), unwrap(other)))) {
                    continue;
                }
                return other;
            }
            if (model.has(component, "Unique") && unwrap(value) instanceof String text) {
                Object changed = text + "~2";
                return value instanceof Optional<?> ? Optional.of(changed) : changed;
            }
            return NONE;
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        Update<Object> updateOf(Map<String, AttributeValue> key, Map<String, Object> changes) {
            Update<Object> update = (Update<Object>) invokeDeclared(repository, "update", primaryArguments(current.get(key)));
            changes.forEach((component, value) -> {
                Attribute attribute = attributes.get(component);
                check(attribute != null, () -> simpleName() + "Schema has no attribute constant for " + component);
                update.set(attribute, unwrap(value));
            });
            return update;
        }

        void update(TableRun table, Map<String, AttributeValue> key, Map<String, Object> changes, String what) {
            if (changes.isEmpty()) {
                return;
            }
            Object before = current.get(key);
            step = "update of " + what + " of " + describe(before) + " to " + ProcessorFuzzSameness.show(changes);
            Object after = updateOf(key, changes).execute();
            storedAsDocumented(expectedStored(with(before, changes), before), after);
            current.put(key, after);
            checkStored(after, table, false);
            for (AccessPattern pattern : model.patterns) {
                step = "access pattern " + pattern.name() + " of the partition " + describe(before) + " was in, after the update";
                checkPattern(pattern, before, after, false);
            }
            table.checkIndexes();
        }

        /** One component alone where its index also needs another: refused before any request, the item unchanged. */
        void incompleteUpdateRefused(TableRun table, Map<String, AttributeValue> key, Map<String, Object> changes) {
            for (String component : changes.keySet()) {
                boolean needsMore = model.indexes.stream().anyMatch(index -> model.nonPrimary(index).contains(component)
                        && model.nonPrimary(index).size() > 1);
                if (needsMore && unwrap(changes.get(component)) != null) {
                    step = "update of " + component + " alone of " + describe(current.get(key));
                    expectThrows(IncompleteKeyUpdateException.class,
                            () -> updateOf(key, Map.of(component, changes.get(component))).execute());
                    Object after = get(current.get(key)).orElseThrow(() -> new Broken("the item is gone"));
                    check(ProcessorFuzzSameness.sameValue(current.get(key), after), () -> "the refused update changed the item");
                    return;
                }
            }
        }

        void primaryKeyUpdateRefused(Map<String, AttributeValue> key) {
            for (String component : model.primaryComponents()) {
                Attribute<?> attribute = attributes.get(component);
                if (attribute != null) {
                    step = "update of the primary-key component " + component + " of " + describe(current.get(key));
                    expectThrows(IllegalArgumentException.class, () -> updateOf(key, Map.of(component,
                            value(current.get(key), component))).execute());
                    return;
                }
            }
        }

        /** A {@code @Unique} value another record holds: refused, the item unchanged. */
        void uniqueValueTakenRefused(TableRun table) {
            List<Map<String, AttributeValue>> keys = new ArrayList<>(current.keySet());
            for (String component : componentTypes.keySet()) {
                if (!model.has(component, "Unique") || keys.size() < 2 || model.use(component).required()) {
                    continue;
                }
                Object taken = value(current.get(keys.get(1)), component);
                if (unwrap(taken) == null || ProcessorFuzzSameness.sameValue(taken, value(current.get(keys.get(0)), component))) {
                    continue;
                }
                step = "update of the @Unique " + component + " of " + describe(current.get(keys.get(0)))
                        + " to the value of " + describe(current.get(keys.get(1)));
                expectThrows(UniqueConstraintException.class, () -> updateOf(keys.get(0), Map.of(component, taken)).execute());
                checkStored(current.get(keys.get(0)), table, false);
            }
        }

        // ---- deletes ------------------------------------------------------------------------

        void deleteAll(TableRun table) {
            for (Map<String, AttributeValue> key : new ArrayList<>(current.keySet())) {
                Object record = current.get(key);
                boolean byKey = profiles.get(key) % 2 == 0;
                step = (byKey ? "delete by key of " : "delete(record) of ") + describe(record);
                if (byKey) {
                    invokeDeclared(repository, "delete", primaryArguments(record));
                } else {
                    repository.delete(record);
                }
                current.remove(key);
                check(get(record).isEmpty(), () -> "get still finds it");
                check(table.rawItem(key) == null, () -> "its item is still in the table");
                for (AccessPattern pattern : model.patterns) {
                    step = "access pattern " + pattern.name() + " after the delete of " + describe(record);
                    checkPattern(pattern, record, null, false); // a result must be a stored record: not this one
                }
            }
            table.checkIndexes();
        }
    }

    // ---- helpers ------------------------------------------------------------------------------

    private static Object unwrap(Object value) {
        return value instanceof Optional<?> optional ? optional.orElse(null) : value;
    }

    /** Prefixes of a string that a begins-with condition must match it by: empty and half (the whole is the equality's). */
    private static List<String> prefixes(String text) {
        int half = text.length() / 2;
        if (half > 0 && Character.isLowSurrogate(text.charAt(half))) {
            half--;
        }
        return new ArrayList<>(new LinkedHashSet<>(List.of("", text.substring(0, half))));
    }

    /** DynamoDB's order of key strings: their UTF-8 bytes, unsigned. */
    static int compareUtf8(String a, String b) {
        return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }

    private static void check(boolean condition, Supplier<String> problem) {
        if (!condition) {
            fail(problem.get());
        }
    }

    private static void fail(String problem) {
        throw new Broken(problem);
    }

    private static void expectThrows(Class<? extends Throwable> expected, Runnable action) {
        try {
            action.run();
        } catch (Throwable thrown) {
            if (expected.isInstance(thrown)) {
                return;
            }
            StringWriter trace = new StringWriter();
            thrown.printStackTrace(new PrintWriter(trace));
            fail("expected " + expected.getSimpleName() + ", got " + trace);
        }
        fail("expected " + expected.getSimpleName() + ", nothing was thrown");
    }

    private Class<?> load(String binaryName) {
        try {
            return Class.forName(binaryName, true, classes);
        } catch (ClassNotFoundException e) {
            throw new Broken("no class " + binaryName + " was compiled");
        }
    }

    private static Object staticField(Class<?> type, String name) {
        try {
            return staticField(type.getDeclaredField(name));
        } catch (NoSuchFieldException e) {
            throw new Broken(type.getName() + " has no field " + name);
        }
    }

    private static Object staticField(Field field) {
        try {
            field.setAccessible(true);
            return field.get(null);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object construct(Class<?> type, Object... arguments) {
        for (Constructor<?> constructor : type.getConstructors()) {
            if (accepts(constructor.getParameterTypes(), arguments)) {
                try {
                    return constructor.newInstance(arguments);
                } catch (InvocationTargetException e) {
                    throw rethrow(e);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        throw new Broken(type.getName() + " has no public constructor taking " + Arrays.toString(arguments));
    }

    /** Calls the generated (declared, public) method of that name that takes the arguments. */
    private static Object invokeDeclared(Object target, String name, Object... arguments) {
        Object[] result = new Object[1];
        if (!tryInvokeDeclared(target, name, arguments, result)) {
            throw new Broken(target.getClass().getName() + " has no public method " + name + " taking "
                    + ProcessorFuzzSameness.show(Arrays.asList(arguments)));
        }
        return result[0];
    }

    /** Like {@link #invokeDeclared}, or null when there is no such method. */
    private static Object invokeIfDeclared(Object target, String name, Object... arguments) {
        Object[] result = new Object[1];
        return tryInvokeDeclared(target, name, arguments, result) ? result[0] : null;
    }

    private static boolean tryInvokeDeclared(Object target, String name, Object[] arguments, Object[] result) {
        for (Method method : target.getClass().getDeclaredMethods()) {
            if (method.getName().equals(name) && Modifier.isPublic(method.getModifiers()) && !method.isBridge()
                    && !Modifier.isStatic(method.getModifiers()) && accepts(method.getParameterTypes(), arguments)) {
                try {
                    method.setAccessible(true);
                    result[0] = method.invoke(target, arguments);
                    return true;
                } catch (InvocationTargetException e) {
                    throw rethrow(e);
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        return false;
    }

    private static boolean accepts(Class<?>[] parameters, Object[] arguments) {
        if (parameters.length != arguments.length) {
            return false;
        }
        for (int i = 0; i < parameters.length; i++) {
            Class<?> parameter = parameters[i].isPrimitive()
                    ? java.lang.invoke.MethodType.methodType(parameters[i]).wrap().returnType() : parameters[i];
            if (arguments[i] == null ? parameters[i].isPrimitive() : !parameter.isInstance(arguments[i])) {
                return false;
            }
        }
        return true;
    }

    private static RuntimeException rethrow(InvocationTargetException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException runtime) {
            return runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new IllegalStateException(cause);
    }
}
