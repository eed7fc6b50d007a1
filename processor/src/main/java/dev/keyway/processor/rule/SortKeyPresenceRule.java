package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.List;

/** KW038: within a table either every entity has a sort key or none has. */
public final class SortKeyPresenceRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        EntityModel reference = table.reference();
        for (EntityModel entity : table.entities()) {
            if (entity.sortKey().isPresent() != reference.sortKey().isPresent()) {
                EntityModel with = entity.sortKey().isPresent() ? entity : reference;
                EntityModel without = entity.sortKey().isPresent() ? reference : entity;
                findings.add(Finding.of(Message.SORT_KEY_PRESENCE_CONFLICT, Location.entity(entity), table.name(),
                        simple(with), simple(without)));
            }
        }
        return findings;
    }
}
