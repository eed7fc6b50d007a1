package dev.keyway.processor.rule;

import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.TableModel;
import java.util.List;

/**
 * What a {@link TableRule} checks: a table's name and the entities that name it, each valid on
 * its own, in canonical-name order. The first of them is the table's reference: its key
 * attributes are the table's. The table-wide facts the rules share (the type attribute, the
 * physical attributes) are derived once, here, not by each rule.
 *
 * @param name          the table name
 * @param entities      its entities
 * @param typeAttribute the attribute the table's items store their entity type in ({@code _type}
 *                      unless an entity names another)
 * @param attributes    the physical attributes of the table's items
 */
public record TableEntities(String name, List<EntityModel> entities, String typeAttribute, TableAttributes attributes) {

    public TableEntities {
        entities = List.copyOf(entities);
    }

    /** The table's entities, with the facts derived from them. */
    public TableEntities(String name, List<EntityModel> entities) {
        this(name, entities, TableModel.typeAttribute(entities));
    }

    private TableEntities(String name, List<EntityModel> entities, String typeAttribute) {
        this(name, entities, typeAttribute, TableAttributes.of(entities, typeAttribute));
    }

    /** The entity whose key attributes the others must share. */
    public EntityModel reference() {
        return entities.get(0);
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
