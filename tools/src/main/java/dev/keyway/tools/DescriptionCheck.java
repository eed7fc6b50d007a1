package dev.keyway.tools;

import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.KeySchemaText;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Compares a live table's description with the design's {@link TableDefinition}: the key schema,
 * the key attributes' definitions, each index (present, its kind and keys, the attributes it
 * holds) and time to live. An index the table has and no entity declares is reported, unless
 * left to other code ({@code TableCheck.leaveIndexes}).
 */
final class DescriptionCheck {

    private final TableDefinition design;
    private final Set<String> leftIndexes;

    DescriptionCheck(TableDefinition design, Set<String> leftIndexes) {
        this.design = design;
        this.leftIndexes = leftIndexes;
    }

    /** The differences of {@code table}, whose time to live is {@code ttlAttribute} when on. */
    List<TableDifference> check(TableDescription table, Optional<String> ttlAttribute) {
        List<TableDifference> differences = new ArrayList<>();
        String expected = keys(design.partitionKeyAttribute(), design.sortKeyAttribute());
        String live = keys(table.keySchema());
        if (!expected.equals(live)) {
            differences.add(difference(TableDifference.Kind.TABLE_KEY_SCHEMA, null, "design " + expected + ", live " + live));
        }
        Map<String, ScalarAttributeType> defined = new HashMap<>();
        for (AttributeDefinition definition : table.attributeDefinitions()) {
            defined.put(definition.attributeName(), definition.attributeType());
        }
        Map<String, ScalarAttributeType> keyAttributes = new LinkedHashMap<>();
        keyAttributes.put(design.partitionKeyAttribute(), ScalarAttributeType.S);
        design.sortKeyAttribute().ifPresent(attribute -> keyAttributes.put(attribute, ScalarAttributeType.S));
        Map<String, LiveIndex> indexes = liveIndexes(table);
        for (IndexDefinition index : design.indexes()) {
            if (indexes.containsKey(index.name())) { // the attributes of a missing index are not defined either
                if (index.hasMultiAttributeKey()) { // the items' own attributes, each of its type
                    index.multiAttributeKey().forEach(key -> keyAttributes.putIfAbsent(key.name(), key.type()));
                } else {
                    keyAttributes.putIfAbsent(index.partitionKeyAttribute(), ScalarAttributeType.S);
                    index.sortKeyAttribute().ifPresent(attribute -> keyAttributes.putIfAbsent(attribute, ScalarAttributeType.S));
                }
            }
        }
        keyAttributes.forEach((attribute, designed) -> {
            ScalarAttributeType type = defined.get(attribute);
            // an attribute that is no live key is not defined at all: the key schema's difference says so
            if (type != null && type != designed) {
                differences.add(difference(TableDifference.Kind.ATTRIBUTE_DEFINITION, null, "'" + attribute
                        + "' is defined as " + type + "; the design writes " + (designed == ScalarAttributeType.S
                        ? "strings (S)" : designed == ScalarAttributeType.N ? "numbers (N)" : "binaries (B)")));
            }
        });
        for (IndexDefinition index : design.indexes()) {
            checkIndex(index, indexes.get(index.name()), differences);
        }
        Set<String> declared = new LinkedHashSet<>();
        design.indexes().forEach(index -> declared.add(index.name()));
        indexes.forEach((name, index) -> {
            if (!declared.contains(name) && !leftIndexes.contains(name)) {
                differences.add(new TableDifference(TableDifference.Kind.INDEX_NOT_IN_DESIGN, null, name, 1, "a "
                        + (index.local() ? "local" : "global") + " index on " + index.keys() + ", which no entity declares",
                        List.of(), Fixes.indexNotInDesign(name, index.local())));
            }
        });
        design.ttlAttribute().filter(attribute -> !ttlAttribute.equals(Optional.of(attribute))).ifPresent(attribute ->
                differences.add(difference(TableDifference.Kind.TIME_TO_LIVE, null, "design '" + attribute + "', live "
                        + ttlAttribute.map(on -> "'" + on + "'").orElse("off"))));
        return differences;
    }

    /** A live index: global or local, its keys and projection. */
    private record LiveIndex(boolean local, String keys, Projection projection) {
    }

    private static Map<String, LiveIndex> liveIndexes(TableDescription table) {
        Map<String, LiveIndex> indexes = new java.util.TreeMap<>();
        table.globalSecondaryIndexes().forEach(index -> indexes.put(index.indexName(),
                new LiveIndex(false, keys(index.keySchema()), index.projection())));
        table.localSecondaryIndexes().forEach(index -> indexes.put(index.indexName(),
                new LiveIndex(true, keys(index.keySchema()), index.projection())));
        return indexes;
    }

    private void checkIndex(IndexDefinition index, LiveIndex live, List<TableDifference> differences) {
        String kind = index.local() ? "local" : "global";
        String keys = KeySchemaText.of(index);
        if (live == null) {
            differences.add(difference(TableDifference.Kind.MISSING_INDEX, index.name(), "design: a " + kind
                    + " index on " + keys));
            return;
        }
        if (live.local() != index.local() || !live.keys().equals(keys)) {
            differences.add(difference(TableDifference.Kind.INDEX_KEY_SCHEMA, index.name(), "design: " + kind + " on "
                    + keys + "; live: " + (live.local() ? "local" : "global") + " on " + live.keys()));
        }
        if (live.projection() == null || live.projection().projectionType() == ProjectionType.ALL) {
            return;
        }
        Set<String> needed = new LinkedHashSet<>();
        if (index.holdsWholeItems()) {
            needed.add("every attribute (ALL)");
        } else {
            needed.addAll(index.nonKeyAttributes());
            needed.add(design.typeAttribute());
            needed.removeAll(live.projection().nonKeyAttributes());
        }
        if (!needed.isEmpty()) {
            differences.add(difference(TableDifference.Kind.INDEX_PROJECTION, index.name(), "live " 
                    + live.projection().projectionTypeAsString() + " lacks " + String.join(", ", needed)));
        }
    }

    private static String keys(String partitionKey, Optional<String> sortKey) {
        return KeySchemaText.of(partitionKey, sortKey);
    }

    private static String keys(List<KeySchemaElement> schema) {
        return KeySchemaText.of(schema);
    }

    private TableDifference difference(TableDifference.Kind kind, String index, String detail) {
        return new TableDifference(kind, null, index, 1, detail, List.of(),
                Fixes.of(kind, null, index, design, Optional.empty()));
    }
}
