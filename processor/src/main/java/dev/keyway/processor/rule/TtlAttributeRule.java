package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.List;

/** KW041: DynamoDB reads time to live from one attribute per table, so every {@code @Ttl} of a table is stored under one name. */
public final class TtlAttributeRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        EntityModel first = null;
        for (EntityModel entity : table.entities()) {
            if (entity.ttl().isEmpty()) {
                continue;
            }
            ComponentModel ttl = entity.ttl().get();
            if (first == null) {
                first = entity;
            } else if (!first.ttl().get().attribute().equals(ttl.attribute())) {
                findings.add(Finding.of(Message.TTL_ATTRIBUTE_CONFLICT, Location.component(entity, ttl.name()), table.name(),
                        simple(entity), ttl.attribute(), simple(first), first.ttl().get().attribute()));
            }
        }
        return findings;
    }
}
