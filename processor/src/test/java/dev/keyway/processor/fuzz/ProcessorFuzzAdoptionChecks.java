package dev.keyway.processor.fuzz;

import static dev.keyway.processor.fuzz.ProcessorFuzzOracle.check;
import static dev.keyway.processor.fuzz.ProcessorFuzzOracle.invokeDeclared;
import static dev.keyway.processor.fuzz.ProcessorFuzzOracle.unwrap;

import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Ann;
import dev.keyway.processor.fuzz.ProcessorFuzzEntity.AccessPattern;
import dev.keyway.processor.fuzz.ProcessorFuzzValues.Use;
import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.Query;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue #24 §4 in {@link ProcessorFuzzOracle}: what the adoption features promise beyond the
 * oracle's common checks (round trips, every sort-key condition, sort-key order, each result a
 * stored record of the pattern's own entity, which is what {@code filterOnType} promises):
 * <ul>
 *   <li>a pattern whose sort key starts with an ordered component (zero-padded, plain or
 *       {@code @Convert}ed, or an instant of a fixed precision) returns its records in the order of
 *       that component's values, ascending or descending as declared: the key text orders as the
 *       values do;</li>
 *   <li>a {@code filterOnType} pattern is counted when its partition also holds another entity's
 *       items under the same sort-key prefix (the filter had work to do);</li>
 *   <li>an {@code @Entity(componentsFromKeys = true)} item stripped of its primary-key components'
 *       attributes reads back as the same record on {@code get}, batch get, scan and its access
 *       patterns.</li>
 * </ul>
 */
final class ProcessorFuzzAdoptionChecks {

    /** Queries whose results (two or more) were held to the order of an ordered component's values. */
    static final AtomicLong ORDERED_QUERIES = new AtomicLong();
    /** {@code filterOnType} queries of a partition that also holds another entity's items. */
    static final AtomicLong FILTERED_QUERIES = new AtomicLong();
    /** Items read back with their key components taken from their keys only. */
    static final AtomicLong FROM_KEYS_READS = new AtomicLong();

    private final ProcessorFuzzOracle oracle;
    private final ProcessorFuzzOracle.Table table;

    private ProcessorFuzzAdoptionChecks(ProcessorFuzzOracle oracle, ProcessorFuzzOracle.Table table) {
        this.oracle = oracle;
        this.table = table;
    }

    /** Runs the checks over every entity of the table; the table is as it was afterwards. */
    static void run(ProcessorFuzzOracle oracle, ProcessorFuzzOracle.Table table) {
        ProcessorFuzzAdoptionChecks checks = new ProcessorFuzzAdoptionChecks(oracle, table);
        for (ProcessorFuzzOracleEntity entity : table.entities) {
            for (AccessPattern pattern : entity.model.patterns) {
                checks.orderedByValue(entity, pattern);
                if (filtersOnType(entity, pattern)) {
                    checks.countFiltered(entity, pattern);
                }
            }
            if (componentsFromKeys(entity)) {
                for (Object record : List.copyOf(entity.current.values())) {
                    checks.readFromKeys(entity, record);
                }
            }
        }
    }

    static boolean componentsFromKeys(ProcessorFuzzOracleEntity entity) {
        Ann annotation = entity.model.unit.ann("Entity");
        return annotation != null && "true".equals(annotation.get("componentsFromKeys"));
    }

    private static boolean filtersOnType(ProcessorFuzzOracleEntity entity, AccessPattern pattern) {
        return entity.model.unit.annsNamed("AccessPattern").stream().anyMatch(ann -> pattern.name().equals(
                ProcessorFuzzEntity.literal(ann.get("name"))) && "true".equals(ann.get("filterOnType")));
    }

    /** Whether the component's key text orders as its values do: zero-padded digits, or an instant of a fixed precision. */
    private static boolean ordered(ProcessorFuzzOracleEntity entity, String component) {
        Use use = entity.model.use(component);
        return use.digits() > 0 || use.precision() != null && ProcessorFuzzAdoption.ORDERED.contains(use.precision());
    }

    /**
     * The pattern's results come in the order of the first sort component's values: beside a
     * stored record, records alike but for that component (every profile's value) are written into
     * its partition, read back in ascending or descending order as declared, and deleted again.
     * Entities with {@code @Unique} or {@code @Version} components are left to the common checks
     * (a copy would claim a taken value, or need a version of its own).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private void orderedByValue(ProcessorFuzzOracleEntity entity, AccessPattern pattern) {
        List<String> sortComponents = pattern.key().sortComponents();
        if (sortComponents.isEmpty() || !ordered(entity, sortComponents.get(0)) || entity.current.isEmpty()
                || entity.model.unit.comps.stream().anyMatch(comp -> comp.has("Unique") || comp.has("Version"))) {
            return;
        }
        String component = sortComponents.get(0);
        Object record = entity.current.values().iterator().next();
        Object[] arguments = entity.keyArguments(record, pattern.key().partitionComponents());
        if (arguments == null || !entity.inIndex(pattern.key(), record)) {
            return;
        }
        oracle.step = "issue #24 §4: access pattern " + pattern.name() + " of " + entity.describe(record)
                + " in the order of " + component + "'s values" + (pattern.descending() ? ", descending" : "");
        List<Object> siblings = new java.util.ArrayList<>();
        for (int profile = 0; profile < ProcessorFuzzValues.PROFILES; profile++) {
            Object value = ProcessorFuzzValues.value(entity.componentTypes.get(component), component,
                    entity.model.use(component), profile);
            Object sibling = entity.with(record, Map.of(component, value));
            Map<String, AttributeValue> key = entity.schema.primaryKey(sibling);
            if (unwrap(value) != null && !entity.current.containsKey(key) && table.rawItem(key) == null
                    && siblings.stream().noneMatch(other -> entity.schema.primaryKey(other).equals(key))) {
                siblings.add(entity.repository.put(sibling));
            }
        }
        try {
            List<?> results = ((Query<?>) invokeDeclared(entity.repository, pattern.name(), arguments)).stream().toList();
            for (Object sibling : siblings) {
                check(results.stream().anyMatch(result -> ProcessorFuzzSameness.sameValue(sibling, result)),
                        () -> "does not find " + ProcessorFuzzSameness.show(sibling) + " in " + results);
            }
            Comparable previous = null;
            for (Object result : results) {
                Comparable value = (Comparable) unwrap(entity.value(result, component));
                if (previous != null && value != null) {
                    int order = previous.compareTo(value);
                    Comparable before = previous;
                    check(pattern.descending() ? order >= 0 : order <= 0, () -> "results out of "
                            + (pattern.descending() ? "descending" : "ascending") + " order of " + component + ": "
                            + ProcessorFuzzSameness.show(before) + " before " + ProcessorFuzzSameness.show(value));
                }
                previous = value;
            }
            if (results.size() > 1) {
                ORDERED_QUERIES.incrementAndGet();
            }
        } finally {
            siblings.forEach(entity.repository::delete);
        }
    }

    /** Counts the queries whose partition holds other entities' items: each result is still the pattern's own (checked by the oracle). */
    private void countFiltered(ProcessorFuzzOracleEntity entity, AccessPattern pattern) {
        String partitionAttribute = pattern.key().primary() ? entity.schema.table().partitionKeyAttribute()
                : entity.schema.table().index(pattern.key().index()).partitionKeyAttribute();
        String typeAttribute = entity.schema.table().typeAttribute();
        List<Map<String, AttributeValue>> items = table.scan(pattern.key().primary() ? null : pattern.key().index());
        for (Object record : entity.current.values()) {
            AttributeValue partition = entity.schema.toItem(record).get(partitionAttribute);
            Object[] arguments = entity.keyArguments(record, pattern.key().partitionComponents());
            if (partition == null || arguments == null) {
                continue;
            }
            boolean others = items.stream().anyMatch(item ->
                    partition.equals(item.get(partitionAttribute)) && !table.isGuard(item)
                            && !entity.schema.entityType().equals(item.get(typeAttribute) == null ? null
                                    : item.get(typeAttribute).s()));
            if (!others) {
                continue;
            }
            oracle.step = "issue #24 §4: filterOnType access pattern " + pattern.name() + " of " + entity.describe(record);
            List<?> results = ((Query<?>) invokeDeclared(entity.repository, pattern.name(), arguments)).stream().toList();
            for (Object result : results) {
                check(entity.isCurrent(result), () -> "returned " + ProcessorFuzzSameness.show(result)
                        + ", which is not a stored " + entity.simpleName());
            }
            FILTERED_QUERIES.incrementAndGet();
        }
    }

    /** The record's item without its primary-key components' attributes reads back as the record on every path. */
    private void readFromKeys(ProcessorFuzzOracleEntity entity, Object record) {
        Map<String, AttributeValue> key = entity.schema.primaryKey(record);
        Map<String, AttributeValue> original = table.rawItem(key);
        Map<String, AttributeValue> stripped = withoutKeyComponents(entity, original);
        oracle.step = "issue #24 §4: " + entity.describe(record) + " with its key components only in its keys "
                + stripped.keySet();
        oracle.client.putItem(request -> request.tableName(table.name).item(stripped));
        try {
            Object got = entity.get(record).orElse(null);
            check(got != null && ProcessorFuzzSameness.sameValue(record, got), () -> "get returned " + got);
            List<?> batch = entity.repository.getAll(List.of(Key.of(entity.schema, key))).items();
            check(batch.size() == 1 && ProcessorFuzzSameness.sameValue(record, batch.get(0)), () -> "getAll returned " + batch);
            check(entity.repository.scan().stream().anyMatch(found -> ProcessorFuzzSameness.sameValue(record, found)),
                    () -> "scan() does not read it back");
            for (AccessPattern pattern : entity.model.patterns) {
                Object[] arguments = entity.keyArguments(record, pattern.key().partitionComponents());
                if (arguments == null || !pattern.key().primary()) {
                    continue;
                }
                List<?> results = ((Query<?>) invokeDeclared(entity.repository, pattern.name(), arguments)).stream().toList();
                check(results.stream().anyMatch(found -> ProcessorFuzzSameness.sameValue(record, found)),
                        () -> "access pattern " + pattern.name() + " does not read it back: " + results);
            }
            FROM_KEYS_READS.incrementAndGet();
        } finally {
            oracle.client.putItem(request -> request.tableName(table.name).item(original));
        }
    }

    /** The item without the attributes of the components its primary key holds. */
    static Map<String, AttributeValue> withoutKeyComponents(ProcessorFuzzOracleEntity entity, Map<String, AttributeValue> item) {
        Map<String, AttributeValue> stripped = new HashMap<>(item);
        for (String component : entity.model.primaryComponents()) {
            Attribute<?> attribute = entity.attributes.get(component);
            if (attribute != null) {
                stripped.remove(attribute.name());
            }
        }
        return stripped;
    }
}
