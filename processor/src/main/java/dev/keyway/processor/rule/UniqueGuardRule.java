package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The guard items that hold {@code @Unique} values share the table: they write the table's keys,
 * the type attribute (with {@link TableModel#GUARD_TYPE}) and {@link TableModel#GUARD_OWNER_ATTRIBUTE}.
 * In a table with such values, no key of any entity, nor the entity type, is stored in the owner
 * attribute (KW066), and no entity stores the guards' type (KW067, in any table: the guards' type
 * is reserved).
 */
public final class UniqueGuardRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        EntityModel guarded = table.entities().stream().filter(entity -> !entity.uniques().isEmpty()).findFirst()
                .orElse(null);
        TableAttributes attributes = table.attributes();
        for (EntityModel entity : table.entities()) {
            if (entity.typeName().equals(TableModel.GUARD_TYPE)) {
                findings.add(Finding.of(Message.RESERVED_ENTITY_TYPE, Location.entity(entity, "type"), entity.typeName(),
                        simple(entity), simple(entity)));
            }
            if (guarded == null) {
                continue;
            }
            for (AttributeRole role : attributes.roles(entity)) {
                // the type attribute where an entity names it (the others only follow the table)
                boolean keyOrType = role.isKey()
                        || role.kind() == AttributeRole.Kind.TYPE && entity.typeAttribute().isPresent();
                if (keyOrType && role.attribute().equals(TableModel.GUARD_OWNER_ATTRIBUTE)) {
                    findings.add(Finding.of(Message.GUARD_OWNER_ATTRIBUTE, role.location(), table.name(), simple(entity),
                            role.describe(), role.attribute(), simple(guarded)));
                }
            }
        }
        return findings;
    }
}
