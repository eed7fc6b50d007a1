package dev.keyway.processor.rule;

import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The physical attributes of a table's items: every role of every entity that writes an
 * attribute ({@link AttributeRole}), and the table's key attributes as the first entity to declare
 * each key names them. One attribute has one meaning: the rules over this map refuse two roles of
 * an entity writing different text into one attribute (KW061), a component stored in a key or type
 * attribute (KW021), an entity that writes an index's key attributes without declaring the index
 * (KW063), and the other uses of one name for two things.
 */
public final class TableAttributes {

    /** An index of the table with its key attributes, as the first entity to declare it names them. */
    public record Index(String name, String partitionKeyAttribute, Optional<String> sortKeyAttribute, boolean local,
                        EntityModel declaredBy) {

        /** Its key attributes, partition key first. */
        public List<String> keyAttributes() {
            List<String> attributes = new ArrayList<>(List.of(partitionKeyAttribute));
            sortKeyAttribute.ifPresent(attributes::add);
            return attributes;
        }
    }

    private final Map<EntityModel, List<AttributeRole>> roles = new IdentityHashMap<>();
    private final Map<String, AttributeRole> keyAttributes = new LinkedHashMap<>();
    private final Map<String, Index> indexes = new LinkedHashMap<>();

    private TableAttributes(List<EntityModel> entities, String typeAttribute) {
        for (EntityModel entity : entities) {
            List<AttributeRole> own = new ArrayList<>();
            own.add(AttributeRole.type(entity, typeAttribute));
            own.add(AttributeRole.key(entity, Optional.empty(), entity.partitionKey(), false));
            entity.sortKey().ifPresent(key -> own.add(AttributeRole.key(entity, Optional.empty(), key, true)));
            for (IndexModel index : entity.indexes()) {
                Optional<String> name = Optional.of(index.name());
                if (!index.local()) { // a local index's partition key is the table's
                    own.add(AttributeRole.key(entity, name, index.partitionKey(), false));
                }
                index.sortKey().ifPresent(key -> own.add(AttributeRole.key(entity, name, key, true)));
                indexes.putIfAbsent(index.name(), new Index(index.name(), index.partitionKey().attribute(),
                        index.sortKey().map(key -> key.attribute()), index.local(), entity));
            }
            for (ComponentModel component : entity.components()) {
                own.add(AttributeRole.component(entity, component));
            }
            roles.put(entity, own);
        }
        EntityModel reference = entities.get(0);
        for (AttributeRole role : roles.get(reference)) {
            if (role.kind() == AttributeRole.Kind.PARTITION_KEY || role.kind() == AttributeRole.Kind.SORT_KEY) {
                keyAttributes.putIfAbsent(role.attribute(), role);
            }
        }
        keyAttributes.putIfAbsent(typeAttribute, AttributeRole.type(reference, typeAttribute));
        for (Index index : indexes.values()) {
            for (AttributeRole role : roles.get(index.declaredBy())) {
                if (role.isKey() && role.index().equals(Optional.of(index.name()))) {
                    keyAttributes.putIfAbsent(role.attribute(), role);
                }
            }
        }
    }

    /**
     * The attributes of a table's entities (the first its reference) whose items store their type
     * in {@code typeAttribute}: derived once per table, by {@link TableEntities}.
     */
    static TableAttributes of(List<EntityModel> entities, String typeAttribute) {
        return new TableAttributes(entities, typeAttribute);
    }

    /** The attributes of the table's entities, as the table derived them. */
    public static TableAttributes of(TableEntities table) {
        return table.attributes();
    }

    /**
     * What the entity writes: the entity type, the table's keys, its indexes' keys (in declaration
     * order), then its components.
     */
    public List<AttributeRole> roles(EntityModel entity) {
        return roles.getOrDefault(entity, List.of());
    }

    /**
     * The attributes that hold a key of the table or of one of its indexes, or the entity type,
     * each with the first role that names it (the table's keys and the type as the first entity
     * has them, each index's as the first entity to declare it names them): no component may be
     * stored there.
     */
    public Map<String, AttributeRole> keyAttributes() {
        return keyAttributes;
    }

    /** The table's indexes, in the order the entities declare them. */
    public List<Index> indexes() {
        return List.copyOf(indexes.values());
    }
}
