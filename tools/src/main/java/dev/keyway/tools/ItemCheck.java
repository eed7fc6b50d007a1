package dev.keyway.tools;

import dev.keyway.runtime.backfill.IndexKeyDesign;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.schema.TableDefinition;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks items one by one against the design's entities and tallies what differs: which entity an
 * item is (its type attribute, else the one whose templates its keys match), whether its keys
 * match that entity's templates, whether it decodes, and whether its keys, and each index's keys,
 * are the ones its components give. What an item's index keys should be is
 * {@link IndexKeyDesign}, the definition the backfill's planner uses: the check reports exactly
 * the items a {@code backfill()} would change, and as not fixable by it those it would refuse.
 * Keyway's own items (unique guards, checkpoints, processed-change markers) are counted apart, and
 * so are the items the check was told to leave to other code.
 */
final class ItemCheck {

    /** The types of Keyway's own items: {@code @Unique} guards, stream checkpoints, processed-change markers. */
    static final Set<String> KEYWAY_TYPES = Set.of("_Unique", "_Checkpoint", "_Processed");
    private static final String GUARD_KEY_PREFIX = "_unique#";

    private final TableDefinition table;
    private final Map<String, ItemSchema<?>> schemas = new LinkedHashMap<>();
    private final Map<String, IndexKeyDesign<?>> designs = new LinkedHashMap<>();
    private final OtherCode otherCode;
    private final int examples;
    private final Map<String, List<String>> dropped;
    private final Map<String, long[]> counts = new LinkedHashMap<>(); // entity -> {items, designed}
    private final Map<List<Object>, Tally> tallies = new LinkedHashMap<>(); // kind, entity, index, fix variant -> tally
    private final Map<String, Long> unknownTypes = new TreeMap<>();
    /** Per entity: the attributes, not the design's, that every untyped item of it decoded so far holds alike. */
    private final Map<String, Map<String, String>> typeCandidates = new LinkedHashMap<>();
    /** The attributes typed items hold: one they hold beside the type attribute is not the type under another name. */
    private final Set<String> typedItemAttributes = new HashSet<>();
    private final long now = Instant.now().getEpochSecond();
    private long items;
    private long keywayItems;
    private long otherCodeItems;
    private long expiredItems;

    /** The items of one difference: how many, the first detail, a few keys. */
    private static final class Tally {
        long count;
        String detail;
        final List<String> examples = new ArrayList<>();
    }

    /** Which items the design leaves to other code: by type attribute value, or by partition-key prefix. */
    record OtherCode(Set<String> types, List<String> keyPrefixes, Set<String> indexes) {

        static final OtherCode NONE = new OtherCode(Set.of(), List.of(), Set.of());

        boolean owns(String type, String partitionKey) {
            return type != null && types.contains(type)
                    || partitionKey != null && keyPrefixes.stream().anyMatch(partitionKey::startsWith);
        }
    }

    /**
     * @param dropped the indexes dropped from the whole design whose key attributes items should not
     *                hold, each with those attributes (see {@link DroppedIndexes})
     */
    ItemCheck(TableDefinition table, List<? extends ItemSchema<?>> entities, OtherCode otherCode, int examples,
              Map<String, List<String>> dropped) {
        this.table = table;
        this.otherCode = otherCode;
        this.examples = examples;
        this.dropped = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(dropped));
        for (ItemSchema<?> schema : entities) {
            schemas.put(schema.entityType(), schema);
            designs.put(schema.entityType(), IndexKeyDesign.of(schema, this.dropped));
            counts.put(schema.entityType(), new long[2]);
        }
    }

    long items() {
        return items;
    }

    long keywayItems() {
        return keywayItems;
    }

    long otherCodeItems() {
        return otherCodeItems;
    }

    long expiredItems() {
        return expiredItems;
    }

    /** Checks one item. */
    void check(Map<String, AttributeValue> item) {
        items++;
        AttributeValue typeValue = item.get(table.typeAttribute());
        String type = typeValue == null ? null : typeValue.s();
        String partitionKey = text(item.get(table.partitionKeyAttribute()));
        if (keywayItem(type, typeValue, partitionKey)) {
            keywayItems++;
            return;
        }
        if (otherCode.owns(type, partitionKey)) {
            otherCodeItems++;
            return;
        }
        if (typeValue != null && type == null) { // a type attribute that is no string names no entity
            unknownTypes.merge("(not a string: " + typeValue + ")", 1L, Long::sum);
            note(TableDifference.Kind.UNKNOWN_TYPE, null, null, null, item, null);
            return;
        }
        if (type == null) {
            // told by its keys as the backfill's adoption tells it: the entity whose templates parse them
            Optional<ItemSchema<?>> matching = schemas.values().stream()
                    .filter(candidate -> candidate.primaryKeyMatches(item)).findFirst();
            if (matching.isEmpty()) {
                unmatched(item);
                return;
            }
            checkEntity(matching.get(), item, false);
            return;
        }
        ItemSchema<?> schema = schemas.get(type);
        if (schema == null) {
            unknownTypes.merge(type, 1L, Long::sum);
            note(TableDifference.Kind.UNKNOWN_TYPE, null, null, null, item, null);
            return;
        }
        typedItemAttributes.addAll(item.keySet());
        checkEntity(schema, item, true);
    }

    private static boolean keywayItem(String type, AttributeValue typeValue, String partitionKey) {
        return type != null ? KEYWAY_TYPES.contains(type)
                : typeValue == null && partitionKey != null && partitionKey.startsWith(GUARD_KEY_PREFIX);
    }

    /**
     * An untyped item whose keys no entity's templates parse. If it decodes as an entity whose keys
     * start with the same literals as its own ({@code LOAN#007} for {@code LOAN#7}), its fix is to move
     * it under the key its components give.
     */
    private void unmatched(Map<String, AttributeValue> item) {
        for (ItemSchema<?> schema : schemas.values()) {
            try {
                Map<String, AttributeValue> written = designs.get(schema.entityType()).withAnyKey(item).written();
                if (sameLeadingLiterals(item, written)) {
                    note(TableDifference.Kind.UNMATCHED_KEYS, schema.entityType(), null, Fixes.MOVE, item,
                            "its attributes decode as " + schema.entityType() + " under " + table.describeKey(written)
                                    + delimiterNote(schema, item));
                    return;
                }
            } catch (KeywayException | IllegalArgumentException notThisOne) {
                // not this entity's
            }
        }
        note(TableDifference.Kind.UNMATCHED_KEYS, null, null, null, item, null);
    }

    /** Whether each of the table's key attributes starts with the same literal in both: keys of one kind. */
    private boolean sameLeadingLiterals(Map<String, AttributeValue> item, Map<String, AttributeValue> written) {
        List<String> keys = new ArrayList<>(List.of(table.partitionKeyAttribute()));
        table.sortKeyAttribute().ifPresent(keys::add);
        for (String key : keys) {
            String stored = text(item.get(key));
            String wanted = text(written.get(key));
            if (stored == null || wanted == null || !leading(stored).equals(leading(wanted))) {
                return false;
            }
        }
        return true;
    }

    /** The text before the first character that is no letter, digit or underscore: a key's leading literal. */
    private static String leading(String key) {
        int end = 0;
        while (end < key.length() && (Character.isLetterOrDigit(key.charAt(end)) || key.charAt(end) == '_')) {
            end++;
        }
        return key.substring(0, end);
    }

    private long[] count(ItemSchema<?> schema) {
        return counts.get(schema.entityType());
    }

    /**
     * Checks an item of the entity, typed or told by its keys, as the backfill plans it: it is as
     * designed if typed, under the key its components give, and its index keys are the design's.
     */
    private <T> void checkEntity(ItemSchema<T> schema, Map<String, AttributeValue> item, boolean typed) {
        String entity = schema.entityType();
        @SuppressWarnings("unchecked")
        IndexKeyDesign<T> design = (IndexKeyDesign<T>) designs.get(entity);
        if (design.expired(item, now)) { // reads and backfills leave it to DynamoDB's time to live
            expiredItems++;
            return;
        }
        count(schema)[0]++;
        String keyProblem = primaryKeyProblem(schema, item);
        IndexKeyDesign.Designed<T> designed;
        try {
            designed = design.withAnyKey(item);
        } catch (KeywayException | IllegalArgumentException e) {
            note(keyProblem != null ? TableDifference.Kind.KEY_MISMATCH : TableDifference.Kind.UNDECODABLE, entity,
                    null, keyProblem != null ? Fixes.BY_HAND : componentOnlyInKey(schema, item, e), item,
                    (keyProblem != null ? keyProblem + "; " : "") + e.getMessage()
                            + (typed ? "" : " (it has no '" + table.typeAttribute() + "' either)"));
            return;
        }
        Optional<String> keyDifference = design.keyDifference(item, designed.written());
        if (keyDifference.isPresent()) { // a backfill refuses it: it never moves an item
            String detail = (keyProblem != null ? keyProblem : keyDifference.get() + " is '"
                    + text(item.get(keyDifference.get())) + "'") + "; its components give "
                    + table.describeKey(designed.written()) + delimiterNote(schema, item);
            note(keyProblem != null ? TableDifference.Kind.KEY_MISMATCH : TableDifference.Kind.KEY_DIFFERS, entity, null,
                    delimiterNote(schema, item).isEmpty() ? Fixes.MOVE : Fixes.MOVE_ONLY, item, detail);
            return;
        }
        if (!typed) {
            note(TableDifference.Kind.MISSING_TYPE, entity, null, null, item,
                    "'" + table.typeAttribute() + "' absent; the keys are " + entity + "'s");
            noteTypeCandidates(entity, item, designed.written());
        }
        Set<String> indexesNoted = new HashSet<>();
        designed.differences().forEach((attribute, values) -> {
            String index = design.indexOf(attribute);
            if (indexesNoted.add(index)) { // one difference per index and item: the first key that differs
                noteIndexKey(entity, index, attribute, values[0], values[1], item);
            }
        });
        if (typed && indexesNoted.isEmpty()) {
            count(schema)[1]++;
        }
    }

    private void noteIndexKey(String entity, String index, String attribute, AttributeValue stored, AttributeValue wanted,
                              Map<String, AttributeValue> item) {
        if (wanted == null && dropped.containsKey(index)) {
            note(TableDifference.Kind.DROPPED_INDEX_KEY, entity, index, null, item, attribute + " is '" + text(stored)
                    + "', a key of index " + index + ", which no entity of the design declares");
        } else if (stored == null) {
            note(TableDifference.Kind.MISSING_FROM_INDEX, entity, index, null, item, attribute + " absent; its "
                    + "components give '" + text(wanted) + "'");
        } else if (wanted == null) {
            boolean declared = schemas.get(entity).derivedKeys().stream()
                    .anyMatch(key -> key.index().equals(index));
            note(TableDifference.Kind.UNEXPECTED_INDEX_KEY, entity, index, null, item, attribute + " is '" + text(stored)
                    + "', but " + (declared ? "the item lacks the components of its template"
                    : entity + " does not declare index " + index));
        } else {
            note(TableDifference.Kind.STALE_INDEX_KEY, entity, index, null, item, attribute + " is '" + text(stored)
                    + "', its components give '" + text(wanted) + "'");
        }
    }

    /**
     * The fix variant of an item that does not decode: {@link Fixes#COMPONENT_IN_KEY} when the
     * attribute it lacks is a component its primary key holds (its value lives only in the key).
     */
    private String componentOnlyInKey(ItemSchema<?> schema, Map<String, AttributeValue> item, Exception e) {
        if (!(e instanceof dev.keyway.runtime.exception.ItemDecodeException decode) || decode.attribute() == null
                || item.containsKey(decode.attribute())) {
            return null;
        }
        for (KeyTemplate key : schema.keyTemplates()) {
            if (key.index().isEmpty() && key.components().contains(decode.attribute())
                    && item.get(key.attribute()) != null && item.get(key.attribute()).s() != null
                    && key.matches(item.get(key.attribute()).s())) {
                return Fixes.COMPONENT_IN_KEY;
            }
        }
        return null;
    }

    /**
     * Says so when a component's stored value holds its key template's delimiter: no key format can
     * read such a key back, so only moving the item under the key its components give (which
     * escapes the delimiter) helps.
     */
    private static String delimiterNote(ItemSchema<?> schema, Map<String, AttributeValue> item) {
        for (KeyTemplate key : schema.keyTemplates()) {
            if (key.index().isPresent()) {
                continue;
            }
            for (String component : key.components()) {
                AttributeValue value = item.get(component);
                if (value != null && value.s() != null && value.s().indexOf(key.delimiter()) >= 0) {
                    return "; '" + component + "' holds the key's delimiter '" + key.delimiter() + "'";
                }
            }
        }
        return "";
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
                .sorted(Comparator.comparing(candidate -> !TYPE_NAMES.contains(candidate.getKey()
                        .toLowerCase(Locale.ROOT))))
                .findFirst().map(candidate -> new Fixes.TypeCandidate(candidate.getKey(), candidate.getValue()));
    }

    /** Names other code gives its type attribute, in lower case. */
    private static final Set<String> TYPE_NAMES = Set.of("type", "_type", "entitytype", "entity_type",
            "__edb_e__", "_et", "kind", "typename", "__typename", "_class");

    private static String text(AttributeValue value) {
        return value == null ? null : value.s() != null ? value.s() : value.toString();
    }

    /** Why the item's primary key is no key of the entity's templates, or {@code null} when it is. */
    private static String primaryKeyProblem(ItemSchema<?> schema, Map<String, AttributeValue> item) {
        for (KeyTemplate key : schema.keyTemplates()) {
            if (key.index().isPresent()) {
                continue;
            }
            AttributeValue value = item.get(key.attribute());
            if (value == null || value.s() == null) {
                return key.attribute() + " is " + (value == null ? "absent" : "not a string");
            }
            try {
                key.parse(value.s());
            } catch (KeywayException e) {
                return e.getMessage();
            }
        }
        return null;
    }

    private void note(TableDifference.Kind kind, String entity, String index, String fixVariant,
                      Map<String, AttributeValue> item, String detail) {
        Tally tally = tallies.computeIfAbsent(Arrays.asList(kind, entity, index, fixVariant), unused -> new Tally());
        tally.count++;
        if (tally.detail == null) {
            tally.detail = detail;
        }
        if (tally.examples.size() < examples) {
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
            String variant = (String) key.get(3);
            Optional<Fixes.TypeCandidate> candidate = kind == TableDifference.Kind.MISSING_TYPE
                    ? typeCandidate(entity) : Optional.empty();
            String fix = kind == TableDifference.Kind.DROPPED_INDEX_KEY
                    ? Fixes.dropIndexKeys(entity, index, dropped.get(index), table.typeAttribute())
                    : Fixes.of(kind, entity, index, table, candidate, variant);
            list.add(new TableDifference(kind, entity, index, tally.count, detail, tally.examples, fix));
        });
        list.sort(Comparator.comparing(TableDifference::kind));
        return list;
    }
}
