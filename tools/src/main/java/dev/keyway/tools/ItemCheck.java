package dev.keyway.tools;

import dev.keyway.runtime.ItemSchema;
import dev.keyway.runtime.KeyTemplate;
import dev.keyway.runtime.KeywayException;
import dev.keyway.runtime.TableDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks items one by one against the design's entities and tallies what differs: which entity an
 * item is (its type attribute, else the one whose templates its keys match), whether its keys
 * match that entity's templates, whether it decodes, and whether its keys, and each index's keys,
 * are the ones its components give ({@code toItem} of the decoded record).
 */
final class ItemCheck {

    /** How many example keys each difference keeps. */
    static final int EXAMPLES = 3;

    private final TableDefinition table;
    private final Map<String, ItemSchema<?>> schemas = new LinkedHashMap<>();
    private final Map<String, long[]> counts = new LinkedHashMap<>(); // entity -> {items, designed}
    private final Map<List<Object>, Tally> tallies = new LinkedHashMap<>(); // kind, entity, index -> tally
    private final Map<String, Long> unknownTypes = new TreeMap<>();
    /** Per entity: the attributes, not the design's, that every untyped item of it decoded so far holds alike. */
    private final Map<String, Map<String, String>> typeCandidates = new LinkedHashMap<>();
    /** The attributes typed items hold: one they hold beside the type attribute is not the type under another name. */
    private final java.util.Set<String> typedItemAttributes = new java.util.HashSet<>();
    private long items;

    /** The items of one difference: how many, the first detail, a few keys. */
    private static final class Tally {
        long count;
        String detail;
        final List<String> examples = new ArrayList<>();
    }

    ItemCheck(TableDefinition table, List<? extends ItemSchema<?>> entities) {
        this.table = table;
        for (ItemSchema<?> schema : entities) {
            schemas.put(schema.entityType(), schema);
            counts.put(schema.entityType(), new long[2]);
        }
    }

    long items() {
        return items;
    }

    /** Checks one item. */
    void check(Map<String, AttributeValue> item) {
        items++;
        AttributeValue typeValue = item.get(table.typeAttribute());
        String type = typeValue == null ? null : typeValue.s();
        ItemSchema<?> schema;
        if (type == null) {
            List<ItemSchema<?>> matching = schemas.values().stream().filter(candidate -> primaryKeyMatches(candidate, item))
                    .toList();
            if (matching.isEmpty()) {
                note(TableDifference.Kind.UNMATCHED_KEYS, null, null, item, null);
                return;
            }
            schema = matching.get(0);
            count(schema)[0]++;
            note(TableDifference.Kind.MISSING_TYPE, schema.entityType(), null, item,
                    "'" + table.typeAttribute() + "' absent; the keys are " + schema.entityType() + "'s");
            checkEntity(schema, item, false);
            return;
        }
        schema = schemas.get(type);
        if (schema == null) {
            unknownTypes.merge(type, 1L, Long::sum);
            note(TableDifference.Kind.UNKNOWN_TYPE, null, null, item, null);
            return;
        }
        count(schema)[0]++;
        typedItemAttributes.addAll(item.keySet());
        checkEntity(schema, item, true);
    }

    private long[] count(ItemSchema<?> schema) {
        return counts.get(schema.entityType());
    }

    /** Checks an item of the entity, typed or told by its keys; it is as designed if typed and nothing differs. */
    private <T> void checkEntity(ItemSchema<T> schema, Map<String, AttributeValue> item, boolean typed) {
        boolean designed = typed;
        String entity = schema.entityType();
        String keyProblem = primaryKeyProblem(schema, item);
        if (keyProblem != null) {
            note(TableDifference.Kind.KEY_MISMATCH, entity, null, item, keyProblem);
            designed = false;
        }
        T record;
        try {
            record = schema.fromItem(item);
        } catch (KeywayException | IllegalArgumentException e) {
            note(TableDifference.Kind.UNDECODABLE, entity, null, item, e.getMessage());
            return;
        }
        Map<String, AttributeValue> expected;
        try {
            expected = schema.toItem(record);
        } catch (KeywayException | IllegalArgumentException e) {
            note(TableDifference.Kind.UNDECODABLE, entity, null, item, "decodes, but its keys cannot be built: "
                    + e.getMessage());
            return;
        }
        if (!typed) {
            noteTypeCandidates(entity, item, expected);
        }
        Map<Optional<String>, List<KeyTemplate>> byIndex = new LinkedHashMap<>();
        for (KeyTemplate key : schema.keyTemplates()) {
            byIndex.computeIfAbsent(key.index(), unused -> new ArrayList<>()).add(key);
        }
        for (List<KeyTemplate> keys : byIndex.values()) {
            for (KeyTemplate key : keys) { // one difference per index and item: the first key that differs
                if (!compareKey(schema, key, item, expected)) {
                    designed = false;
                    break;
                }
            }
        }
        if (designed) {
            count(schema)[1]++;
        }
    }

    /**
     * Keeps, of the entity's type candidates, the string attributes this untyped item holds with the
     * same value as every one before it and that the design does not write: its type under another
     * name, perhaps ({@code entityType}, {@code Type}, ElectroDB's {@code __edb_e__}).
     */
    private void noteTypeCandidates(String entity, Map<String, AttributeValue> item, Map<String, AttributeValue> written) {
        Map<String, String> held = new TreeMap<>();
        item.forEach((attribute, value) -> {
            if (value.s() != null && !written.containsKey(attribute)) {
                held.put(attribute, value.s());
            }
        });
        Map<String, String> candidates = typeCandidates.get(entity);
        if (candidates == null) {
            typeCandidates.put(entity, held);
        } else {
            candidates.entrySet().removeIf(candidate -> !candidate.getValue().equals(held.get(candidate.getKey())));
        }
    }

    /**
     * The entity's type candidate: a common name for a type attribute first, else the first by name. An
     * attribute typed items hold too (ElectroDB's version {@code __edb_v__} beside {@code __edb_e__}), or that
     * holds the same value for another entity's untyped items, names no type.
     */
    private Optional<Fixes.TypeCandidate> typeCandidate(String entity) {
        Map<String, String> candidates = typeCandidates.getOrDefault(entity, Map.of());
        return candidates.entrySet().stream()
                .filter(candidate -> !typedItemAttributes.contains(candidate.getKey()))
                .filter(candidate -> typeCandidates.entrySet().stream().noneMatch(other -> !other.getKey().equals(entity)
                        && candidate.getValue().equals(other.getValue().get(candidate.getKey()))))
                .sorted(java.util.Comparator.comparing(candidate -> !TYPE_NAMES.contains(candidate.getKey()
                        .toLowerCase(java.util.Locale.ROOT))))
                .findFirst().map(candidate -> new Fixes.TypeCandidate(candidate.getKey(), candidate.getValue()));
    }

    /** Names other code gives its type attribute, in lower case. */
    private static final java.util.Set<String> TYPE_NAMES = java.util.Set.of("type", "_type", "entitytype", "entity_type",
            "__edb_e__", "_et", "kind", "typename", "__typename", "_class");

    /** Whether the item's key attribute for {@code key} is what the components give; notes the difference if not. */
    private boolean compareKey(ItemSchema<?> schema, KeyTemplate key, Map<String, AttributeValue> item,
                               Map<String, AttributeValue> expected) {
        String wanted = text(expected.get(key.attribute()));
        String stored = text(item.get(key.attribute()));
        if (key.shards() > 1 && wanted != null && stored != null) { // a random shard need not be the same
            wanted = unsharded(wanted, key.delimiter());
            stored = unsharded(stored, key.delimiter());
        }
        if (wanted == null ? stored == null : wanted.equals(stored)) {
            return true;
        }
        String entity = schema.entityType();
        Optional<String> index = key.index();
        if (index.isEmpty()) {
            if (primaryKeyProblem(schema, item) == null) { // a key of another template is noted already
                note(TableDifference.Kind.KEY_DIFFERS, entity, null, item, key.attribute() + " is '" + stored
                        + "', its components give '" + wanted + "'");
            }
        } else if (stored == null) {
            note(TableDifference.Kind.MISSING_FROM_INDEX, entity, index.get(), item, key.attribute() + " absent; its "
                    + "components give '" + wanted + "'");
        } else if (wanted == null) {
            note(TableDifference.Kind.UNEXPECTED_INDEX_KEY, entity, index.get(), item, key.attribute() + " is '" + stored
                    + "', but the item lacks the components of " + key.template());
        } else {
            note(TableDifference.Kind.STALE_INDEX_KEY, entity, index.get(), item, key.attribute() + " is '" + stored
                    + "', its components give '" + wanted + "'");
        }
        return false;
    }

    private static String unsharded(String text, char delimiter) {
        int hash = text.lastIndexOf(delimiter);
        return hash < 0 ? text : text.substring(0, hash);
    }

    private static String text(AttributeValue value) {
        return value == null ? null : value.s() != null ? value.s() : value.toString();
    }

    private boolean primaryKeyMatches(ItemSchema<?> schema, Map<String, AttributeValue> item) {
        return primaryKeyProblem(schema, item) == null;
    }

    /** Why the item's primary key is no key of the entity's templates, or {@code null} when it is. */
    private static String primaryKeyProblem(ItemSchema<?> schema, Map<String, AttributeValue> item) {
        for (KeyTemplate key : schema.keyTemplates()) {
            if (key.index().isPresent()) {
                continue;
            }
            String text = text(item.get(key.attribute()));
            if (text == null) {
                return key.attribute() + " is absent";
            }
            try {
                key.parse(text);
            } catch (KeywayException e) {
                return e.getMessage();
            }
        }
        return null;
    }

    private void note(TableDifference.Kind kind, String entity, String index, Map<String, AttributeValue> item,
                      String detail) {
        Tally tally = tallies.computeIfAbsent(java.util.Arrays.asList(kind, entity, index), unused -> new Tally());
        tally.count++;
        if (tally.detail == null) {
            tally.detail = detail;
        }
        if (tally.examples.size() < EXAMPLES) {
            tally.examples.add(table.describeKey(item));
        }
    }

    /** The entities' counts, in the design's order. */
    List<TableCheckReport.EntityCount> entityCounts() {
        List<TableCheckReport.EntityCount> list = new ArrayList<>();
        counts.forEach((entity, count) -> list.add(new TableCheckReport.EntityCount(entity, count[0], count[1])));
        return list;
    }

    /** The differences found, by kind, then entity and index in the order first seen. */
    List<TableDifference> differences() {
        List<TableDifference> list = new ArrayList<>();
        tallies.forEach((key, tally) -> {
            TableDifference.Kind kind = (TableDifference.Kind) key.get(0);
            String detail = tally.detail;
            if (kind == TableDifference.Kind.UNKNOWN_TYPE) {
                StringBuilder types = new StringBuilder();
                unknownTypes.forEach((type, count) -> types.append(types.length() == 0 ? "" : ", ").append(type)
                        .append(" (").append(count).append(')'));
                detail = "types " + types;
            }
            String entity = (String) key.get(1);
            String index = (String) key.get(2);
            Optional<Fixes.TypeCandidate> candidate = kind == TableDifference.Kind.MISSING_TYPE
                    ? typeCandidate(entity) : Optional.empty();
            list.add(new TableDifference(kind, entity, index, tally.count, detail, tally.examples,
                    Fixes.of(kind, entity, index, table, candidate)));
        });
        list.sort(java.util.Comparator.comparing(TableDifference::kind));
        return list;
    }
}
