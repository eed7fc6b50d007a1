package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.value.ItemSizes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A global or local secondary index of a table: its definition, its status and its entries. An entry is
 * the whole table item (so that a local index can fetch unprojected attributes); what a read of the index
 * returns and what its size counts is the projection of that item.
 */
final class SecondaryIndex {

    static final String ALL = "ALL";
    static final String KEYS_ONLY = "KEYS_ONLY";
    static final String INCLUDE = "INCLUDE";

    final String name;
    final boolean global;
    final KeyShape key;
    final String projectionType;
    final List<String> nonKeyAttributes;
    final String arn;
    Long readCapacityUnits;
    Long writeCapacityUnits;
    /** CREATING (backfilling) after UpdateTable added it, ACTIVE once a DescribeTable showed it as such. */
    String status = "ACTIVE";
    /** How many DescribeTable answers have shown it CREATING. */
    int creatingDescriptions;
    final OrderedItems entries = new OrderedItems();
    long sizeBytes;
    /** The table's key attribute types, once the index belongs to a table. */
    Map<String, String> attributeTypes;

    SecondaryIndex(String name, boolean global, KeyShape key, String projectionType, List<String> nonKeyAttributes,
            String tableArn) {
        this.name = name;
        this.global = global;
        this.key = key;
        this.projectionType = projectionType;
        this.nonKeyAttributes = nonKeyAttributes == null ? List.of() : List.copyOf(nonKeyAttributes);
        this.arn = tableArn + "/index/" + name;
    }

    boolean active() {
        return "ACTIVE".equals(status);
    }

    boolean projectsAll() {
        return ALL.equals(projectionType);
    }

    /** Whether the item belongs in this index: it has every key attribute of the index (sparse index). */
    boolean covers(Map<String, AttributeValue> item) {
        if (item == null || !key.coveredBy(item)) {
            return false;
        }
        if (attributeTypes != null) {
            // An item whose index key has another type (possible only for items older than the index) is an
            // index key violation: DynamoDB leaves it out of the index.
            for (String name : key.attributes()) {
                if (!attributeTypes.get(name).equals(ItemChecks.scalarType(item.get(name)))) {
                    return false;
                }
            }
        }
        return true;
    }

    ItemKey partitionOf(Map<String, AttributeValue> item) {
        return key.partitionOf(item);
    }

    /** The index sort values followed by the table's primary key: unique, and a stable order for ties. */
    ItemKey sortOf(Map<String, AttributeValue> item, KeyShape tableKey) {
        List<AttributeValue> values = new ArrayList<>(key.sortOf(item).values());
        values.addAll(tableKey.partitionOf(item).values());
        values.addAll(tableKey.sortOf(item).values());
        return new ItemKey(values);
    }

    /** The attributes this index holds of an item: {@code null} means all of them. */
    Set<String> projectedAttributes(KeyShape tableKey) {
        if (projectsAll()) {
            return null;
        }
        Set<String> names = new LinkedHashSet<>(tableKey.attributes());
        names.addAll(key.attributes());
        if (INCLUDE.equals(projectionType)) {
            names.addAll(nonKeyAttributes);
        }
        return names;
    }

    /** The entry of an item as this index returns it. */
    Map<String, AttributeValue> project(Map<String, AttributeValue> item, KeyShape tableKey) {
        Set<String> names = projectedAttributes(tableKey);
        return names == null ? item : Items.select(item, names);
    }

    /** The key of an entry as a LastEvaluatedKey of this index holds it: table key and index key. */
    Map<String, AttributeValue> positionOf(Map<String, AttributeValue> item, KeyShape tableKey) {
        Map<String, AttributeValue> position = new LinkedHashMap<>(tableKey.keyOf(item));
        position.putAll(key.keyOf(item));
        return position;
    }

    void add(Map<String, AttributeValue> item, KeyShape tableKey) {
        entries.put(partitionOf(item), sortOf(item, tableKey), item);
        sizeBytes += ItemSizes.of(project(item, tableKey));
    }

    void remove(Map<String, AttributeValue> item, KeyShape tableKey) {
        if (entries.remove(partitionOf(item), sortOf(item, tableKey)) != null) {
            sizeBytes -= ItemSizes.of(project(item, tableKey));
        }
    }
}
