package dev.keyway.processor.rule;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.TableModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * KW021: no component is stored under a key attribute of the table (its own keys, any index's
 * keys as the first entity declaring the index names them) or the type attribute.
 */
public final class ReservedAttributeRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        Set<String> reserved = reservedAttributes(table);
        List<Finding> findings = new ArrayList<>();
        for (EntityModel entity : table.entities()) {
            for (ComponentModel component : entity.components()) {
                if (reserved.contains(component.attribute())) {
                    findings.add(Finding.of(Message.RESERVED_ATTRIBUTE_NAME, Location.storedName(entity, component.name()),
                            component.name(), component.attribute(), table.name()));
                }
            }
        }
        return findings;
    }

    private static Set<String> reservedAttributes(TableEntities table) {
        Set<String> reserved = new HashSet<>();
        EntityModel reference = table.reference();
        reserved.add(reference.partitionKey().attribute());
        reference.sortKey().ifPresent(key -> reserved.add(key.attribute()));
        reserved.add(TableModel.TYPE_ATTRIBUTE);
        Set<String> indexes = new HashSet<>();
        for (EntityModel entity : table.entities()) {
            for (IndexModel index : entity.indexes()) {
                if (indexes.add(index.name())) {
                    reserved.add(index.partitionKey().attribute());
                    index.sortKey().ifPresent(key -> reserved.add(key.attribute()));
                }
            }
        }
        return reserved;
    }
}
