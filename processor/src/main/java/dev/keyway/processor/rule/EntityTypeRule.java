package dev.keyway.processor.rule;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** KW039: the entities of a table store different entity types, so that their items can be told apart. */
public final class EntityTypeRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        Map<String, EntityModel> types = new HashMap<>();
        for (EntityModel entity : table.entities()) {
            EntityModel sameType = types.putIfAbsent(entity.typeName(), entity);
            if (sameType != null) {
                findings.add(Finding.of(Message.DUPLICATE_ENTITY_TYPE, Location.entity(entity, "type"), entity.typeName(),
                        sameType.type().canonicalName(), entity.type().canonicalName(), table.name()));
            }
        }
        return findings;
    }
}
