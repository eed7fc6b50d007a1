package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.List;

/**
 * KW170: a table stores every item's entity type in one attribute, so the entities that name it
 * ({@code @Entity(typeAttribute = ...)}) name the same one; the others leave it to the table. Where
 * that attribute may stand is the attribute-role map's to check ({@link TableAttributes}): no key
 * written into it (KW061), no component stored under it (KW021), not the guard items' owner
 * (KW066), a name short enough to be projected (KW079).
 */
public final class TypeAttributeRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        EntityModel first = null;
        for (EntityModel entity : table.entities()) {
            if (entity.typeAttribute().isEmpty()) {
                continue;
            }
            if (first == null) {
                first = entity;
            } else if (!first.typeAttribute().equals(entity.typeAttribute())) {
                findings.add(Finding.of(Message.TYPE_ATTRIBUTE_CONFLICT, Location.entity(entity, "typeAttribute"),
                        table.name(), simple(entity), entity.typeAttribute().get(), simple(first),
                        first.typeAttribute().get()));
            }
        }
        return findings;
    }
}
