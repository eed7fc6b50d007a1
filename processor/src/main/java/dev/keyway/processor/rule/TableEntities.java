package dev.keyway.processor.rule;

import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.TableModel;
import java.util.List;

/**
 * What a {@link TableRule} checks: a table's name and the entities that name it, each valid on
 * its own, in canonical-name order. The first of them is the table's reference: its key
 * attributes are the table's.
 *
 * @param name     the table name
 * @param entities its entities
 */
public record TableEntities(String name, List<EntityModel> entities) {

    public TableEntities {
        entities = List.copyOf(entities);
    }

    /** The entity whose key attributes the others must share. */
    public EntityModel reference() {
        return entities.get(0);
    }

    /** The attribute the table's items store their entity type in ({@code _type} unless an entity names another). */
    public String typeAttribute() {
        return TableModel.typeAttribute(entities);
    }

    /** The entity's simple name, as messages name it. */
    public static String simple(EntityModel entity) {
        return entity.type().simpleName();
    }

    /** The simple name, or the canonical one when the other entity has the same simple name. */
    public static String label(EntityModel entity, EntityModel other) {
        return simple(entity).equals(simple(other)) ? entity.type().canonicalName() : simple(entity);
    }
}
