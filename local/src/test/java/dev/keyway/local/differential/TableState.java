package dev.keyway.local.differential;

import dev.keyway.local.differential.TableDesign.IndexDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/** A table's items as one side held them at a point of a sequence, by primary key. */
final class TableState {

    private final Scenario scenario;
    private final Map<String, Map<String, AttributeValue>> items = new LinkedHashMap<>();

    TableState(Scenario scenario, List<Map<String, AttributeValue>> items) {
        this.scenario = scenario;
        for (Map<String, AttributeValue> item : items) {
            this.items.put(Canonical.item(scenario.keyOf(item)), item);
        }
    }

    static TableState empty(Scenario scenario) {
        return new TableState(scenario, List.of());
    }

    /** An item's primary key. */
    Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
        return scenario.keyOf(item);
    }

    /** The item under a key, or null. */
    Map<String, AttributeValue> item(Map<String, AttributeValue> key) {
        return items.get(Canonical.item(key));
    }

    List<Map<String, AttributeValue>> items() {
        return new ArrayList<>(items.values());
    }

    /** The items an index holds (those with all its key attributes), or every item for the table (null). */
    List<Map<String, AttributeValue>> inIndex(String indexName) {
        IndexDesign index = indexName == null ? null : scenario.design().index(indexName).orElseThrow();
        List<Map<String, AttributeValue>> result = new ArrayList<>();
        for (Map<String, AttributeValue> item : items.values()) {
            if (index == null || index.keyNames().stream().allMatch(item::containsKey)) {
                result.add(item);
            }
        }
        return result;
    }

    /** An item as an index projects it: the table's and the index's keys, and the projected attributes. */
    Map<String, AttributeValue> projected(Map<String, AttributeValue> item, String indexName) {
        if (indexName == null) {
            return item;
        }
        IndexDesign index = scenario.design().index(indexName).orElseThrow();
        if (index.projection() == ProjectionType.ALL) {
            return item;
        }
        Map<String, AttributeValue> projected = new LinkedHashMap<>();
        List<String> names = new ArrayList<>(scenario.design().tableKeyNames());
        names.addAll(index.keyNames());
        if (index.projection() == ProjectionType.INCLUDE) {
            names.addAll(index.included());
        }
        for (String name : names) {
            if (item.containsKey(name)) {
                projected.put(name, item.get(name));
            }
        }
        return projected;
    }

    boolean global(String indexName) {
        return indexName != null && scenario.design().index(indexName).orElseThrow().global();
    }
}
