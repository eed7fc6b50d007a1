package dev.keyway.processor.fuzz;

import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Unit;
import dev.keyway.processor.fuzz.ProcessorFuzzValues.NoValue;
import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.testing.TestDatabase;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;

/**
 * Accepted means it works: runs the code the processor generated for an accepted design against
 * Keyway Local (in-process, one instance for the run, a fresh table per table of the design),
 * through the generated classes loaded by reflection, and reports the first thing that does not
 * work as the README says it should.
 *
 * <p>Per table of the design: {@code createTable()} through a repository, the generated
 * CloudFormation fragment compared with the table DynamoDB created ({@link ProcessorFuzzCloudFormation}),
 * and the default table name accepted by DynamoDB. Per entity, one record per profile of
 * {@link ProcessorFuzzValues}, all entities of the table side by side:
 * <ol>
 *   <li>{@code put} (or {@code create}; a second {@code create} is refused, a stale version is a
 *       conflict, a value DynamoDB cannot store is refused before any request) returns the record
 *       as stored, which equals the given one up to what the README documents;</li>
 *   <li>{@code get} returns it, the raw item is exactly what {@code toItem} writes, every access
 *       pattern it belongs to finds it — with no sort-key condition, with each equality prefix and
 *       with range conditions that must include it — and the exclusive ranges at its value do not;
 *       every item collection it belongs to finds it; {@code scan()} reads exactly the entity's
 *       records; every index holds exactly the items whose keys {@code toItem} writes;</li>
 *   <li>{@code update} of the components no key uses, then of each index's components (together,
 *       as documented; one alone where the index needs more is {@code IncompleteKeyUpdateException}),
 *       checked as above, and the old index partitions no longer return the record; a primary-key
 *       component cannot be updated; a {@code @Unique} value held by another record is refused
 *       (before that, {@link ProcessorFuzzAdoptionChecks}: issue #24 §4's ordered formats read in the
 *       values' order, {@code componentsFromKeys} items read back from their keys alone; and
 *       {@link ProcessorFuzzKeyMutations}: no item under a non-canonical key read as a record);</li>
 *   <li>{@code delete} (by key, or by record), after which the record is gone from the table, its
 *       indexes and its access patterns, and in the end the table and every index are empty
 *       (unique-value guard items released).</li>
 * </ol>
 * No item of one entity may ever come back as another's. Reflection is the oracle's alone: the
 * generated code it runs has none. {@link ProcessorFuzzOracleEntity} does the per-entity part.
 */
final class ProcessorFuzzOracle {

    private static final AtomicInteger TABLES = new AtomicInteger();

    /** The type attribute of the guard items that claim {@code @Unique} values (README, Unique values). */
    private static final String GUARD_TYPE = "_Unique";

    /** Global indexes per table by DynamoDB's default quota (a raised quota allows more; Keyway Local keeps the default). */
    private static final int GLOBAL_INDEX_QUOTA = 20;
    /** Vector indexes per table by DynamoDB's default quota (KW215 warns above it; Keyway Local keeps the default). */
    private static final int VECTOR_INDEX_QUOTA = 5;
    private static final Set<String> ACCEPTED_TABLE_NAMES = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private static TestDatabase database;

    final ProcessorFuzzDesign design;
    final String variantPackage;
    private final GeneratedClasses classes;
    private final List<String> cloudFormation;
    final DynamoDbClient client;
    /** What the oracle is doing: the start of a finding's message. */
    String step = "loading the generated classes";

    /** What came of exercising one variant. */
    record Verdict(String problem, String notExercised) {
        static final Verdict WORKS = new Verdict(null, null);

        boolean works() {
            return problem == null && notExercised == null;
        }
    }

    /** The design cannot be exercised here (a value the oracle cannot make, a limit of DynamoDB's default quotas), though it may work. */
    static final class NotExercised extends RuntimeException {
        NotExercised(String reason) {
            super(reason, null, false, false);
        }
    }

    /** A finding: the design was accepted, but this does not work. */
    static final class Broken extends RuntimeException {
        Broken(String message) {
            super(message, null, false, false);
        }
    }

    private ProcessorFuzzOracle(ProcessorFuzzDesign design, String variantPackage, GeneratedClasses classes,
            List<String> cloudFormation) {
        this.design = design;
        this.variantPackage = variantPackage;
        this.classes = classes;
        this.cloudFormation = cloudFormation;
        this.client = client();
    }

    /** Requests sent to Keyway Local by the oracle in this run. */
    static final java.util.concurrent.atomic.AtomicLong REQUESTS = new java.util.concurrent.atomic.AtomicLong();
    private static DynamoDbClient counting;

    /** The Keyway Local of this run (started on first use, stopped when the JVM exits), counting requests. */
    static synchronized DynamoDbClient client() {
        if (database == null) {
            database = TestDatabase.inProcess();
            Runtime.getRuntime().addShutdownHook(new Thread(database::close, "fuzz-oracle-keyway-local"));
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
    static Verdict exercise(ProcessorFuzzDesign design, String variantPackage, GeneratedClasses classes,
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
        Map<String, List<ProcessorFuzzOracleEntity>> tables = new LinkedHashMap<>();
        for (Unit unit : design.entities()) {
            ProcessorFuzzOracleEntity entity = new ProcessorFuzzOracleEntity(this, new ProcessorFuzzEntity(design, variantPackage, unit));
            tables.computeIfAbsent(entity.schema.table().name(), name -> new ArrayList<>()).add(entity);
        }
        for (List<ProcessorFuzzOracleEntity> entities : tables.values()) {
            new Table(entities).run();
        }
    }

    /** One table of the design under a fresh name, with its entities side by side. */
    final class Table {
        final List<ProcessorFuzzOracleEntity> entities;
        final TableDefinition definition;
        final String name = "fuzz." + TABLES.incrementAndGet();

        Table(List<ProcessorFuzzOracleEntity> entities) {
            this.entities = entities;
            this.definition = entities.get(0).schema.table();
            for (ProcessorFuzzOracleEntity entity : entities) {
                check(entity.schema.table().equals(definition), () -> entity.simpleName() + "Schema.table() is "
                        + entity.schema.table() + ", but " + entities.get(0).simpleName() + "'s is " + definition);
                entity.open(client, name);
            }
        }

        void run() {
            long globalIndexes = definition.indexes().stream().filter(index -> !index.local()).count();
            if (globalIndexes > GLOBAL_INDEX_QUOTA) {
                throw new NotExercised("table " + definition.name() + " has " + globalIndexes + " global indexes: more than "
                        + "DynamoDB's default quota, which Keyway Local enforces");
            }
            if (definition.vectorIndexes().size() > VECTOR_INDEX_QUOTA) {
                throw new NotExercised("table " + definition.name() + " has " + definition.vectorIndexes().size()
                        + " vector indexes: more than DynamoDB's default quota, which Keyway Local enforces");
            }
            // Two index names alike but for case are exercised: DynamoDB tells them apart (Developer Guide,
            // "Supported data types and naming rules in Amazon DynamoDB": names are case-sensitive). DynamoDB
            // Local could not hold both, so such designs were skipped before Keyway Local.
            step = "createTable() of table " + definition.name() + " as " + name;
            entities.get(0).repository.createTable();
            entities.get(entities.size() - 1).repository.createTable(); // exists: nothing to do
            step = "the table's default name " + ProcessorFuzzDesign.quote(definition.name());
            acceptsDefaultName();
            step = "the CloudFormation fragment of table " + definition.name();
            ProcessorFuzzCloudFormation.check(cloudFormation, definition, client, name).ifPresent(ProcessorFuzzOracle::fail);

            for (ProcessorFuzzOracleEntity entity : entities) {
                entity.putAll(this);
            }
            checkEverything();
            ProcessorFuzzAdoptionChecks.run(ProcessorFuzzOracle.this, this); // issue #24 §4: order, type filter, keys only
            ProcessorFuzzKeyMutations.run(ProcessorFuzzOracle.this, this); // issue #24 §2: non-canonical keys
            for (ProcessorFuzzOracleEntity entity : entities) {
                entity.updateAll(this);
            }
            for (ProcessorFuzzOracleEntity entity : entities) {
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

        /**
         * DynamoDB accepts the name the design gives the table (a table of that name may exist: that
         * is fine). Names are case-sensitive (Developer Guide, "Supported data types and naming rules in
         * Amazon DynamoDB"), so a name alike but for case to another variant's is a table of its own.
         */
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
            for (ProcessorFuzzOracleEntity entity : entities) {
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
                Map<String, ProcessorFuzzOracleEntity> owners = new HashMap<>();
                for (ProcessorFuzzOracleEntity entity : entities) {
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
                    if (!isGuard(item)) { // an index on the table's own key attributes holds the guards too
                        actual.put(primaryKeyText(item), indexKeyText(index, item, owners.get(primaryKeyText(item))));
                    }
                }
                check(expected.equals(actual), () -> "expected the items (primary key = index key) " + expected
                        + ", found " + actual);
            }
        }

        /** A guard item claiming a {@code @Unique} value (type {@code _Unique}), which no record reads back. */
        boolean isGuard(Map<String, AttributeValue> item) {
            AttributeValue type = item.get(definition.typeAttribute());
            return type != null && GUARD_TYPE.equals(type.s());
        }

        boolean inIndex(IndexDefinition index, Map<String, AttributeValue> item) {
            return index.keyAttributes().stream().allMatch(item::containsKey); // a multi-attribute key needs them all
        }

        String primaryKeyText(Map<String, AttributeValue> item) {
            return definition.describeKey(item);
        }

        /** The item's keys in the index, a shard chosen at random by its owner's write masked. */
        private String indexKeyText(IndexDefinition index, Map<String, AttributeValue> item, ProcessorFuzzOracleEntity owner) {
            if (owner != null) {
                item = ProcessorFuzzSameness.withoutRandomShards(item, owner.randomShards());
            }
            Map<String, AttributeValue> keys = item;
            return String.join(", ", index.keyAttributes().stream().map(key -> key + "=" + canonical(keys.get(key))).toList());
        }

        /** A key value as text, a number by its value (DynamoDB stores {@code 1E-130} as it likes to write it). */
        private static String canonical(AttributeValue value) {
            return value != null && value.n() != null
                    ? "N:" + new java.math.BigDecimal(value.n()).stripTrailingZeros() : String.valueOf(value);
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

        List<ProcessorFuzzOracleEntity> collectionMembers(Unit collection) {
            List<ProcessorFuzzOracleEntity> members = new ArrayList<>();
            for (String permitted : collection.permits) {
                entities.stream().filter(entity -> entity.model.unit.name.equals(permitted)).forEach(members::add);
            }
            return members;
        }
    }

    // ---- helpers ------------------------------------------------------------------------------

    static Object unwrap(Object value) {
        return value instanceof Optional<?> optional ? optional.orElse(null) : value;
    }

    /** Prefixes of a string that a begins-with condition must match it by: empty and half (the whole is the equality's). */
    static List<String> prefixes(String text) {
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

    static void check(boolean condition, Supplier<String> problem) {
        if (!condition) {
            fail(problem.get());
        }
    }

    static void fail(String problem) {
        throw new Broken(problem);
    }

    static void expectThrows(Class<? extends Throwable> expected, Runnable action) {
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

    Class<?> load(String binaryName) {
        if (!classes.has(binaryName)) {
            throw new Broken("no class " + binaryName + " was compiled");
        }
        return classes.type(binaryName);
    }

    static Object staticField(Field field) {
        try {
            field.setAccessible(true);
            return field.get(null);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Calls the generated (declared, public) method of that name that takes the arguments. */
    static Object invokeDeclared(Object target, String name, Object... arguments) {
        if (GeneratedClasses.declared(target, name, arguments).isEmpty()) {
            throw new Broken(target.getClass().getName() + " has no public method " + name + " taking "
                    + ProcessorFuzzSameness.show(Arrays.asList(arguments)));
        }
        return GeneratedClasses.callDeclared(target, name, arguments);
    }
}
