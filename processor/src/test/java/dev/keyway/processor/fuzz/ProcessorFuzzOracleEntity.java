package dev.keyway.processor.fuzz;

import static dev.keyway.processor.fuzz.ProcessorFuzzOracle.check;
import static dev.keyway.processor.fuzz.ProcessorFuzzOracle.compareUtf8;
import static dev.keyway.processor.fuzz.ProcessorFuzzOracle.expectThrows;
import static dev.keyway.processor.fuzz.ProcessorFuzzOracle.invokeDeclared;
import static dev.keyway.processor.fuzz.ProcessorFuzzOracle.prefixes;
import static dev.keyway.processor.fuzz.ProcessorFuzzOracle.staticField;
import static dev.keyway.processor.fuzz.ProcessorFuzzOracle.unwrap;

import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Unit;
import dev.keyway.processor.fuzz.ProcessorFuzzEntity.AccessPattern;
import dev.keyway.processor.fuzz.ProcessorFuzzEntity.Key;
import dev.keyway.processor.fuzz.ProcessorFuzzOracle.Broken;
import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.exception.IncompleteKeyUpdateException;
import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.KeyRange;
import dev.keyway.runtime.OrderedKeyRange;
import dev.keyway.runtime.PrefixKeyRange;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.exception.VersionConflictException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One entity of a design {@link ProcessorFuzzOracle} runs: its generated classes (loaded), one record
 * per profile of {@link ProcessorFuzzValues}, and what is stored of them now; the writes, reads,
 * updates and deletes the oracle checks, each against what the README says.
 */
final class ProcessorFuzzOracleEntity {

    /** Queries of {@code @MultiAttributeGsi} access patterns the oracle made, over all variants (issue #26 §1). */
    static final java.util.concurrent.atomic.AtomicLong MULTI_ATTRIBUTE_QUERIES = new java.util.concurrent.atomic.AtomicLong();
    /** Queries of item collections read from a {@code @MultiAttributeGsi}. */
    static final java.util.concurrent.atomic.AtomicLong MULTI_ATTRIBUTE_COLLECTION_QUERIES =
            new java.util.concurrent.atomic.AtomicLong();
    private final ProcessorFuzzOracle oracle;
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
    ProcessorFuzzOracleEntity(ProcessorFuzzOracle oracle, ProcessorFuzzEntity model) {
        this.oracle = oracle;
        this.model = model;
        this.type = oracle.load(model.binaryName);
        try {
            this.schema = (ItemSchema<Object>) staticField(oracle.load(model.generated("Schema")).getDeclaredField("INSTANCE"));
        } catch (NoSuchFieldException e) {
            throw new Broken(model.generated("Schema") + " has no INSTANCE");
        }
        for (RecordComponent component : type.getRecordComponents()) {
            componentTypes.put(component.getName(), component.getGenericType());
        }
        for (Field field : oracle.load(model.generated("Schema")).getDeclaredFields()) {
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
    Map<String, ProcessorFuzzSameness.RandomShard> randomShards() {
        Map<String, ProcessorFuzzSameness.RandomShard> random = new HashMap<>();
        for (Key index : model.indexes) {
            if (index.sharded() && (index.shardBy() == null || index.shardBy().isEmpty()) && !index.local()) {
                random.put(schema.table().index(index.index()).partitionKeyAttribute(),
                        new ProcessorFuzzSameness.RandomShard(index.shards(), index.delimiter()));
            }
        }
        return random;
    }

    @SuppressWarnings("unchecked")
    void open(DynamoDbClient dynamo, String tableName) {
        repositoryClass = oracle.load(model.generated("Repository"));
        repository = (EntityRepository<Object>) GeneratedClasses.construct(repositoryClass, dynamo, tableName);
    }

    // ---- records ------------------------------------------------------------------------

    Object record(int profile) {
        for (String component : componentTypes.keySet()) {
            ProcessorFuzzDesign.Ann format = model.keyFormat(component);
            if (format != null && format.get("converter") != null) {
                throw new ProcessorFuzzOracle.NotExercised(simpleName() + "." + component + " is written into keys by a key "
                        + "converter: which values it takes, it alone knows");
            }
        }
        Object[] values = new Object[componentTypes.size()];
        int i = 0;
        for (Map.Entry<String, Type> component : componentTypes.entrySet()) {
            values[i++] = valueOf(component.getKey(), profile);
        }
        return GeneratedClasses.newRecord(type, values);
    }

    /** The record with some components replaced. */
    Object with(Object record, Map<String, Object> replaced) {
        Object[] values = new Object[componentTypes.size()];
        int i = 0;
        for (String component : componentTypes.keySet()) {
            values[i++] = replaced.containsKey(component) ? replaced.get(component)
                    : GeneratedClasses.accessor(record, component);
        }
        return GeneratedClasses.newRecord(type, values);
    }

    Object value(Object record, String component) {
        return GeneratedClasses.accessor(record, component);
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

    void putAll(ProcessorFuzzOracle.Table table) {
        for (int profile = 0; profile < ProcessorFuzzValues.PROFILES; profile++) {
            oracle.step = "making " + simpleName() + " profile " + profile;
            Object record = record(profile);
            Map<String, AttributeValue> key = schema.primaryKey(record);
            if (current.containsKey(key)) {
                continue; // the key's components have too few values for another record
            }
            boolean create = profile % 2 == 1;
            if (emptyMultiAttributeKey(record)) { // DynamoDB refuses empty index key values: Keyway first, typed
                oracle.step = "put of " + simpleName() + " profile " + profile + " with an empty multi-attribute key value";
                expectThrows(dev.keyway.runtime.exception.InvalidKeyValueException.class, () -> repository.put(record));
                continue;
            }
            if (profile == 1) {
                unstorableValuesRefused(record, table);
            }
            oracle.step = (create ? "create" : "put") + " " + simpleName() + " profile " + profile + " " + ProcessorFuzzSameness.show(record);
            Object stored = refusedItemShown(record, () -> create ? repository.create(record) : repository.put(record));
            storedAsDocumented(expectedStored(record, null), stored);
            current.put(key, stored);
            profiles.put(key, profile);
            if (create) {
                oracle.step = "create " + describe(stored) + " again";
                expectThrows(ItemAlreadyExistsException.class, () -> repository.create(record));
            }
            if (profile == 0 && schema.versionAttribute().isPresent()) {
                oracle.step = "put of " + describe(stored) + " at its stored version, then at the old one";
                Object again = repository.put(stored);
                storedAsDocumented(expectedStored(stored, stored), again);
                current.put(key, again);
                expectThrows(VersionConflictException.class, () -> repository.put(stored));
            }
        }
    }

    /**
     * Whether a key attribute of a {@code @MultiAttributeGsi} of the table holds an empty string or binary:
     * the entity's own indexes, and those of the table's other entities whose key attributes it stores too
     * (DynamoDB checks every index key attribute an item holds, whether or not the item is in the index).
     */
    private boolean emptyMultiAttributeKey(Object record) {
        Map<String, AttributeValue> item = schema.toItem(record);
        Set<String> keyAttributes = new java.util.LinkedHashSet<>(model.multiAttributeKeyAttributes());
        schema.table().indexes().stream().filter(index -> index.hasMultiAttributeKey())
                .forEach(index -> keyAttributes.addAll(index.keyAttributes()));
        for (String attribute : keyAttributes) {
            AttributeValue value = item.get(attribute);
            if (value != null && ((value.s() != null && value.s().isEmpty())
                    || (value.b() != null && value.b().asByteArrayUnsafe().length == 0))) {
                return true;
            }
        }
        return false;
    }

    /** The write's result; if DynamoDB refuses it, a finding that shows the item it refused. */
    Object refusedItemShown(Object record, Supplier<Object> write) {
        try {
            return write.get();
        } catch (software.amazon.awssdk.services.dynamodb.model.DynamoDbException e) {
            throw new Broken("DynamoDB refused the item " + schema.toItem(record) + ": " + e);
        }
    }

    /**
     * Values DynamoDB refuses, each in a record of its own: a map with an empty key, a double past
     * 1E+126, a decimal of 39 digits, a recursive record nested past DynamoDB's 32 levels. Each is an
     * {@code InvalidAttributeValueException} from the writer, before any request, and nothing is stored.
     */
    void unstorableValuesRefused(Object record, ProcessorFuzzOracle.Table table) {
        for (Map.Entry<String, Type> component : componentTypes.entrySet()) {
            String name = component.getKey();
            Object value = value(record, name);
            if (model.use(name).required() || model.has(name, "Version") || model.has(name, "Ttl")
                    || model.indexes.stream().anyMatch(index -> index.components().contains(name))) {
                continue; // keys refuse such values their own way (InvalidKeyValueException)
            }
            Object unstorable = unstorable(component.getValue(), value);
            if (unstorable != null) {
                Object refused = with(record, Map.of(name, unstorable));
                oracle.step = "put of " + simpleName() + " whose " + name + " is " + ProcessorFuzzSameness.show(unstorable);
                expectThrows(InvalidAttributeValueException.class, () -> repository.put(refused)); // the writer's, not DynamoDB's
                check(table.rawItem(schema.primaryKey(record)) == null, () -> "the refused record was stored");
            }
        }
    }

    /** A value of the type DynamoDB cannot store, or null for types that have none. */
    private static Object unstorable(Type type, Object value) {
        if (value instanceof Map<?, ?> map && !map.isEmpty() && type instanceof java.lang.reflect.ParameterizedType generic
                && generic.getActualTypeArguments()[0] == String.class) {
            Map<Object, Object> withEmptyKey = new LinkedHashMap<>(map);
            withEmptyKey.put("", map.values().iterator().next());
            return withEmptyKey;
        }
        if (type == double.class || type == Double.class) {
            return Double.MAX_VALUE;
        }
        if (type == java.math.BigDecimal.class) {
            return new java.math.BigDecimal("1.23456789012345678901234567890123456789"); // 39 significant digits
        }
        if (type instanceof Class<?> nested && nested.isRecord() && value != null) {
            return tooDeep(nested, value);
        }
        return null;
    }

    /** Levels a recursive record is nested into itself past DynamoDB's 32 (a record is a map, a list one more). */
    private static final int TOO_DEEP = 33;

    /** A recursive record ({@code R(R next)} or {@code R(List<R> children)}) nested too deep; null for others. */
    private static Object tooDeep(Class<?> nested, Object value) {
        java.lang.reflect.RecordComponent[] components = nested.getRecordComponents();
        for (int c = 0; c < components.length; c++) {
            Type child = components[c].getGenericType();
            boolean direct = child == nested;
            boolean listed = child instanceof java.lang.reflect.ParameterizedType generic
                    && generic.getRawType() == java.util.List.class && generic.getActualTypeArguments()[0] == nested;
            if (!direct && !listed) {
                continue;
            }
            Object deep = value;
            for (int level = 0; level < TOO_DEEP; level++) {
                Object[] values = new Object[components.length];
                for (int i = 0; i < components.length; i++) {
                    values[i] = GeneratedClasses.accessor(deep, components[i].getName());
                }
                values[c] = direct ? deep : java.util.List.of(deep);
                deep = GeneratedClasses.newRecord(nested, values);
            }
            return deep;
        }
        return null;
    }

    void storedAsDocumented(Object expected, Object stored) {
        check(stored != null && stored.getClass() == type, () -> "returned " + stored + ", not a " + type.getName());
        String difference = ProcessorFuzzSameness.storedDifference(expected, stored);
        check(difference == null, () -> "the record as stored differs from the one written beyond what the README"
                + " documents: " + difference);
    }

    // ---- reads --------------------------------------------------------------------------

    /** get, the raw item, the access patterns and item collections (all conditions when {@code deep}). */
    void checkStored(Object record, ProcessorFuzzOracle.Table table, boolean deep) {
        Map<String, AttributeValue> key = schema.primaryKey(record);
        oracle.step = "get of " + describe(record);
        Object got = get(record).orElseThrow(() -> new Broken("get found nothing"));
        String difference = ProcessorFuzzSameness.exactDifference(record, got);
        check(difference == null, () -> "get returned another record: " + difference);
        oracle.step = "the item stored for " + describe(record);
        Map<String, AttributeValue> raw = table.rawItem(key);
        check(raw != null, () -> "GetItem finds no item under " + key);
        String itemDifference = ProcessorFuzzSameness.itemDifference(schema.toItem(record), raw, randomShards());
        check(itemDifference == null, () -> "the stored item is not what toItem writes: " + itemDifference);
        Integer profile = profiles.get(key);
        for (int i = 0; i < model.patterns.size(); i++) {
            AccessPattern pattern = model.patterns.get(i);
            oracle.step = "access pattern " + pattern.name() + " of " + describe(record);
            // Every sort-key condition for half the profiles, taking turns by pattern: the requests add up.
            checkPattern(pattern, record, record, deep && profile != null && (profile + i) % 2 == 0);
        }
        for (Unit collection : oracle.design.allUnits()) {
            if (collection.ann("ItemCollection") != null && collection.permits.contains(model.unit.name)
                    && table.collectionMembers(collection).size() == collection.permits.size()) {
                oracle.step = "item collection " + collection.name + " of " + describe(record);
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
        oracle.step = "scan() of " + simpleName();
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
        if (!pattern.key().primary() && schema.table().index(pattern.key().index()).hasMultiAttributeKey()) {
            MULTI_ATTRIBUTE_QUERIES.incrementAndGet();
        }
        boolean expected = member != null && inIndex(pattern.key(), member)
                && ProcessorFuzzSameness.sameValue(keyArguments(member, pattern.key().partitionComponents()), arguments);
        List<?> all = results(query, pattern.key(), partitionOf);
        expectMember(all, member, expected, "with no sort-key condition");
        checkOrder(all, pattern);
        if (!expected || !deep) {
            return;
        }
        Object narrowed = query;
        for (String component : pattern.key().sortComponents()) {
            // The accessor of the component's conditions; none when the partition key fixed it already.
            Object level = narrowed;
            Optional<Method> accessor = GeneratedClasses.declared(level, component)
                    .or(() -> GeneratedClasses.declared(level, component + "Key"));
            if (accessor.isEmpty()) {
                return;
            }
            // What the accessor's declared type offers, not what the runtime's implementation happens to have.
            Class<?> offered = accessor.get().getReturnType();
            Object conditions = GeneratedClasses.callDeclared(narrowed, accessor.get().getName());
            Object value = unwrap(value(member, component));
            String what = component + " = " + ProcessorFuzzSameness.show(value);
            if (OrderedKeyRange.class.isAssignableFrom(offered)) {
                @SuppressWarnings("unchecked")
                OrderedKeyRange<?, Object, ?> ordered = (OrderedKeyRange<?, Object, ?>) conditions;
                expectMember(results(ordered.between(value, value), pattern.key(), partitionOf), member, true,
                        "between at " + what);
                expectMember(results(ordered.le(value), pattern.key(), partitionOf), member, true, "le at " + what);
                expectMember(results(ordered.ge(value), pattern.key(), partitionOf), member, true, "ge at " + what);
                expectMember(results(ordered.lt(value), pattern.key(), partitionOf), member, false, "lt at " + what);
                expectMember(results(ordered.gt(value), pattern.key(), partitionOf), member, false, "gt at " + what);
            }
            if (value instanceof String text && PrefixKeyRange.class.isAssignableFrom(offered)) {
                for (String prefix : prefixes(text)) {
                    Object begins = ((PrefixKeyRange<?, ?>) conditions).beginsWith(prefix);
                    expectMember(results(begins, pattern.key(), partitionOf), member, true, "beginsWith("
                            + ProcessorFuzzSameness.show(prefix) + ")");
                }
            }
            @SuppressWarnings("unchecked")
            Object equal = ((KeyRange<?, Object, ?>) conditions).eq(value);
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
        if (index.hasMultiAttributeKey()) { // every key attribute, or not in the index (sparse)
            return item.keySet().containsAll(index.keyAttributes());
        }
        return item.containsKey(index.partitionKeyAttribute())
                && index.sortKeyAttribute().map(item::containsKey).orElse(true);
    }

    void checkCollection(Unit collection, Object partitionOf, Object member, ProcessorFuzzOracle.Table table) {
        String index = ProcessorFuzzEntity.literal(collection.ann("ItemCollection").get("index"));
        Key key = index == null || index.isEmpty() ? model.primary : model.index(index);
        Object[] arguments = keyArguments(partitionOf, key.partitionComponents());
        if (arguments == null || !inIndex(key, partitionOf)) {
            return; // outside the collection's index (sparse): its partition is no collection's
        }
        String collectionPackage = oracle.design.packageOfUnit(oracle.variantPackage, collection);
        Object reader = GeneratedClasses.construct(oracle.load((collectionPackage.isEmpty() ? "" : collectionPackage + ".") + collection.name
                + "Collection"), oracle.client, table.name);
        List<?> results = ((Query<?>) invokeDeclared(reader, "query", arguments)).stream().toList();
        if (!key.primary() && schema.table().index(key.index()).hasMultiAttributeKey()) {
            MULTI_ATTRIBUTE_COLLECTION_QUERIES.incrementAndGet();
        }
        // A multi-attribute key's partition is every partition attribute's value.
        List<String> partitionAttributes = key.primary() ? List.of(schema.table().partitionKeyAttribute())
                : schema.table().index(key.index()).partitionKeyAttributes();
        Map<String, AttributeValue> ofMember = schema.toItem(partitionOf);
        List<AttributeValue> partition = partitionAttributes.stream().map(ofMember::get).toList();
        List<ProcessorFuzzOracleEntity> members = table.collectionMembers(collection);
        for (Object result : results) {
            ProcessorFuzzOracleEntity owner = members.stream().filter(entity -> entity.type.isInstance(result)).findFirst().orElse(null);
            check(owner != null && owner.isCurrent(result), () -> "the collection returned "
                    + ProcessorFuzzSameness.show(result) + ", which is not a stored member record");
            Map<String, AttributeValue> item = owner.schema.toItem(result);
            check(Objects.equals(partitionAttributes.stream().map(item::get).toList(), partition),
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

    void updateAll(ProcessorFuzzOracle.Table table) {
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
                    // No other value free (a @Unique enum whose constants other records hold): set it as it is.
                    changes.put(component, other != NONE ? other : value(current.get(key), component));
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

    /** The component's value for the profile: a vector of its index's dimensions for an embedding. */
    private Object valueOf(String component, int profile) {
        Integer dimensions = ProcessorFuzzVectors.dimensions(model).get(component);
        if (dimensions != null) {
            boolean absent = profile == ProcessorFuzzValues.ABSENT && !model.use(component).required();
            return ProcessorFuzzVectors.value(componentTypes.get(component), dimensions, profile, absent);
        }
        return ProcessorFuzzValues.value(componentTypes.get(component), component, model.use(component), profile);
    }

    /** Another value for the component: another profile's, one no other record holds if it is unique. */
    Object otherValue(Object record, String component, int profile) {
        Object value = value(record, component);
        for (int offset = 1; offset < ProcessorFuzzValues.PROFILES; offset++) {
            Object other = valueOf(component, (profile + offset) % ProcessorFuzzValues.PROFILES);
            if (ProcessorFuzzSameness.sameValue(value, other) || unwrap(other) instanceof Set<?> set && set.isEmpty()) {
                continue; // an empty set is stored as nothing: an update sets no such value (remove() does)
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

    void update(ProcessorFuzzOracle.Table table, Map<String, AttributeValue> key, Map<String, Object> changes, String what) {
        if (changes.isEmpty()) {
            return;
        }
        Object before = current.get(key);
        oracle.step = "update of " + what + " of " + describe(before) + " to " + ProcessorFuzzSameness.show(changes);
        if (emptyMultiAttributeKey(with(before, changes))) { // DynamoDB refuses empty index key values: Keyway first
            expectThrows(dev.keyway.runtime.exception.InvalidKeyValueException.class,
                    () -> updateOf(key, changes).execute());
            return;
        }
        Object after = updateOf(key, changes).execute();
        storedAsDocumented(expectedStored(with(before, changes), before), after);
        current.put(key, after);
        checkStored(after, table, false);
        for (AccessPattern pattern : model.patterns) {
            oracle.step = "access pattern " + pattern.name() + " of the partition " + describe(before) + " was in, after the update";
            checkPattern(pattern, before, after, false);
        }
        table.checkIndexes();
    }

    /** One component alone where its index also needs another: refused before any request, the item unchanged. */
    void incompleteUpdateRefused(ProcessorFuzzOracle.Table table, Map<String, AttributeValue> key, Map<String, Object> changes) {
        for (String component : changes.keySet()) {
            boolean needsMore = model.indexes.stream().anyMatch(index -> model.nonPrimary(index).contains(component)
                    && model.nonPrimary(index).size() > 1);
            if (needsMore && unwrap(changes.get(component)) != null) {
                oracle.step = "update of " + component + " alone of " + describe(current.get(key));
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
                oracle.step = "update of the primary-key component " + component + " of " + describe(current.get(key));
                expectThrows(IllegalArgumentException.class, () -> updateOf(key, Map.of(component,
                        value(current.get(key), component))).execute());
                return;
            }
        }
    }

    /** A {@code @Unique} value another record holds: refused, the item unchanged. */
    void uniqueValueTakenRefused(ProcessorFuzzOracle.Table table) {
        List<Map<String, AttributeValue>> keys = new ArrayList<>(current.keySet());
        for (String component : componentTypes.keySet()) {
            if (!model.has(component, "Unique") || keys.size() < 2 || model.use(component).required()) {
                continue;
            }
            Object taken = value(current.get(keys.get(1)), component);
            if (unwrap(taken) == null || ProcessorFuzzSameness.sameValue(taken, value(current.get(keys.get(0)), component))) {
                continue;
            }
            oracle.step = "update of the @Unique " + component + " of " + describe(current.get(keys.get(0)))
                    + " to the value of " + describe(current.get(keys.get(1)));
            // With the other components of its index keys as they are, so that the update is complete.
            Map<String, Object> changes = new LinkedHashMap<>();
            model.indexGroup(component).forEach(other -> changes.put(other, value(current.get(keys.get(0)), other)));
            changes.put(component, taken);
            expectThrows(UniqueConstraintException.class, () -> updateOf(keys.get(0), changes).execute());
            checkStored(current.get(keys.get(0)), table, false);
        }
    }

    // ---- deletes ------------------------------------------------------------------------

    void deleteAll(ProcessorFuzzOracle.Table table) {
        for (Map<String, AttributeValue> key : new ArrayList<>(current.keySet())) {
            Object record = current.get(key);
            boolean byKey = profiles.get(key) % 2 == 0;
            oracle.step = (byKey ? "delete by key of " : "delete(record) of ") + describe(record);
            if (byKey) {
                invokeDeclared(repository, "delete", primaryArguments(record));
            } else {
                repository.delete(record);
            }
            current.remove(key);
            check(get(record).isEmpty(), () -> "get still finds it");
            check(table.rawItem(key) == null, () -> "its item is still in the table");
            for (AccessPattern pattern : model.patterns) {
                oracle.step = "access pattern " + pattern.name() + " after the delete of " + describe(record);
                checkPattern(pattern, record, null, false); // a result must be a stored record: not this one
            }
        }
        table.checkIndexes();
    }
}
