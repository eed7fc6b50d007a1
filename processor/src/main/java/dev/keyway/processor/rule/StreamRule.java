package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ClassNames;
import dev.keyway.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A table's stream: one stream view per table (KW150), and, since the table's change type names a
 * variant and a visitor method after each entity's simple name, no two entities of a streamed table
 * share one (KW151), and the change type must be able to name every entity: public, or in its
 * own package (KW152).
 */
public final class StreamRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        EntityModel first = null;
        for (EntityModel entity : table.entities()) {
            if (entity.stream().isEmpty()) {
                continue;
            }
            if (first == null) {
                first = entity;
            } else if (!first.stream().equals(entity.stream())) {
                findings.add(Finding.of(Message.STREAM_VIEW_CONFLICT, Location.entity(entity, "stream"), table.name(),
                        simple(entity), entity.stream().get(), simple(first), first.stream().get()));
            }
        }
        if (first == null) {
            return findings;
        }
        String changesPackage = ClassNames.changes(table.name(), table.entities().stream().map(EntityModel::type).toList())
                .packageName();
        Map<String, EntityModel> names = new HashMap<>();
        for (EntityModel entity : table.entities()) {
            String entityPackage = entity.type().packageName();
            if (!entityPackage.equals(changesPackage) && (entityPackage.isEmpty() || !entity.publicType())) {
                findings.add(Finding.of(Message.STREAM_ENTITY_NOT_VISIBLE, Location.entity(entity), table.name(),
                        changesPackage, simple(entity), entityPackage.isEmpty() ? "in the unnamed package"
                                : "not public (in package " + entityPackage + ")",
                        entityPackage.isEmpty() ? "Move it into a named package" : "Make it public",
                        changesPackage));
            }
            EntityModel same = names.putIfAbsent(entity.type().simpleName(), entity);
            if (same != null) {
                String name = entity.type().simpleName();
                findings.add(Finding.of(Message.STREAM_VARIANT_CLASH, Location.entity(entity), table.name(),
                        ClassNames.changes(table.name(), List.of(entity.type())).simpleName(), name, name, same.type().canonicalName(), entity.type().canonicalName()));
            }
        }
        return findings;
    }
}
