package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.List;

/** KW037: every entity of a table stores its partition key (and sort key) in the table's attributes. */
public final class KeyAttributeRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        EntityModel reference = table.reference();
        for (EntityModel entity : table.entities()) {
            String partition = entity.partitionKey().attribute();
            if (!partition.equals(reference.partitionKey().attribute())) {
                findings.add(conflict(table, entity, reference, "partition key", Location.partitionKey(entity, "attribute"),
                        partition, reference.partitionKey().attribute()));
            }
            if (entity.sortKey().isPresent() && reference.sortKey().isPresent()) { // else KW038
                String sort = entity.sortKey().get().attribute();
                String expected = reference.sortKey().get().attribute();
                if (!sort.equals(expected)) {
                    findings.add(conflict(table, entity, reference, "sort key", Location.sortKey(entity, "attribute"),
                            sort, expected));
                }
            }
        }
        return findings;
    }

    /** KW037 on {@code entity}, whose key {@code what} is in {@code attribute} where {@code owner}'s is in {@code expected}. */
    static Finding conflict(TableEntities table, EntityModel entity, EntityModel owner, String what, Location at,
                            String attribute, String expected) {
        return Finding.of(Message.KEY_ATTRIBUTE_CONFLICT, at, table.name(), simple(entity), what, attribute,
                simple(owner), expected);
    }
}
