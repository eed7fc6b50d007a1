package dev.keyway.local.differential;

import dev.keyway.local.differential.TableDesign.IndexDesign;
import dev.keyway.local.differential.TableDesign.KeyAttribute;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A table design with its small key space: a few values per key attribute, so that writes collide,
 * conditions both hold and fail and index keys repeat.
 *
 * @param design the table's design
 * @param domains the values each key attribute (table or index) takes
 */
record Scenario(TableDesign design, Map<String, List<AttributeValue>> domains) {

    static Scenario of(TableDesign design, Values values) {
        Map<String, List<AttributeValue>> domains = new LinkedHashMap<>();
        for (KeyAttribute attribute : design.allKeyAttributes().values()) {
            int size = attribute.equals(design.partition()) ? 3 : attribute.equals(design.sort()) ? 5 : 3;
            domains.put(attribute.name(), values.keyDomain(attribute.type(), size));
        }
        return new Scenario(design, Map.copyOf(domains));
    }

    AttributeValue pickValue(String keyAttribute, Random random) {
        List<AttributeValue> domain = domains.get(keyAttribute);
        return domain.get(random.nextInt(domain.size()));
    }

    /** A primary key from the key space. */
    Map<String, AttributeValue> randomKey(Random random) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String name : design.tableKeyNames()) {
            key.put(name, pickValue(name, random));
        }
        return key;
    }

    /** The primary key of an item. */
    Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String name : design.tableKeyNames()) {
            key.put(name, item.get(name));
        }
        return key;
    }

    /** How many distinct primary keys the key space holds. */
    int keyCount() {
        int count = domains.get(design.partition().name()).size();
        return design.sort() == null ? count : count * domains.get(design.sort().name()).size();
    }

    /** Whether items of this index are totally ordered by its keys within a partition (only the table is). */
    boolean totallyOrdered(IndexDesign index) {
        return index == null;
    }
}
