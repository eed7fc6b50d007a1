package dev.keyway.processor.rule;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * KW021: no component is stored under a key attribute of the table (its own keys, any index's
 * keys as the first entity declaring the index names them) or the type attribute: those hold
 * key text (or the entity type), and a key attribute holds strings only, so DynamoDB would refuse
 * an item whose component of another type is stored there ({@link TableAttributes#keyAttributes}).
 */
public final class ReservedAttributeRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        Set<String> reserved = table.attributes().keyAttributes().keySet();
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
}
