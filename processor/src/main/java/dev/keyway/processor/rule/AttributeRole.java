package dev.keyway.processor.rule;

import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.ValueType;
import java.util.Optional;

/**
 * One way an entity's items get an attribute: as the table's partition or sort key, as a key of
 * one of its indexes, as the entity type, or as a component's stored value; with the key (the
 * text it writes) or the component.
 *
 * @param entity    the entity whose items carry the attribute
 * @param kind      what writes it
 * @param attribute the attribute's name
 * @param index     the index, for an index key
 * @param key       the key, for the four key kinds
 * @param component the component, for {@link Kind#COMPONENT}
 */
public record AttributeRole(EntityModel entity, Kind kind, String attribute, Optional<String> index,
                            Optional<KeyModel> key, Optional<ComponentModel> component) {

    /** What writes an attribute. */
    public enum Kind { PARTITION_KEY, SORT_KEY, INDEX_PARTITION_KEY, INDEX_SORT_KEY, TYPE, COMPONENT }

    /** A key of the entity: the table's ({@code index} empty) or an index's. */
    static AttributeRole key(EntityModel entity, Optional<String> index, KeyModel key, boolean sortKey) {
        Kind kind = index.isEmpty() ? (sortKey ? Kind.SORT_KEY : Kind.PARTITION_KEY)
                : (sortKey ? Kind.INDEX_SORT_KEY : Kind.INDEX_PARTITION_KEY);
        return new AttributeRole(entity, kind, key.attribute(), index, Optional.of(key), Optional.empty());
    }

    /** The entity type every item stores. */
    static AttributeRole type(EntityModel entity, String typeAttribute) {
        return new AttributeRole(entity, Kind.TYPE, typeAttribute, Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** A component's stored value. */
    static AttributeRole component(EntityModel entity, ComponentModel component) {
        return new AttributeRole(entity, Kind.COMPONENT, component.attribute(), Optional.empty(), Optional.empty(),
                Optional.of(component));
    }

    /** Whether it writes a key of the table or of an index. */
    public boolean isKey() {
        return key.isPresent();
    }

    /** Whether it writes a sort key (the table's or an index's). */
    public boolean isSortKey() {
        return kind == Kind.SORT_KEY || kind == Kind.INDEX_SORT_KEY;
    }

    /**
     * Whether this role and {@code other}, both of one entity, certainly write the same text into
     * the attribute of an item: the entity type twice, one component twice, or two keys built from
     * the same template the same way (see {@link #sameText(KeyModel, KeyModel)}).
     */
    public boolean sameText(AttributeRole other) {
        if (kind == Kind.TYPE || other.kind == Kind.TYPE) {
            return kind == other.kind;
        }
        if (isKey() && other.isKey()) {
            return sameText(key.get(), other.key.get());
        }
        return component.isPresent() && component.equals(other.component);
    }

    /**
     * Whether two keys of one entity always hold the same text: the same literals and components
     * in the same order, encoded alike (an enum is encoded by name in a partition key and by
     * ordinal and name in a sort key) and sharded alike (a shard picked at random never is).
     */
    public static boolean sameText(KeyModel a, KeyModel b) {
        if (!a.template().parts().equals(b.template().parts()) || !a.sharding().equals(b.sharding())) {
            return false;
        }
        if (a.sharding().isPresent() && a.sharding().get().by().isEmpty()) {
            return false;
        }
        return a.sortKey() == b.sortKey() || a.template().components().stream()
                .noneMatch(component -> component.type().keyType() instanceof ValueType.EnumType);
    }

    /**
     * Where the attribute is named: the key's attribute member, {@code @Entity(typeAttribute)} (or
     * {@code @Entity} where the entity leaves the type attribute to the table), or the component's
     * stored name.
     */
    public Location location() {
        return switch (kind) {
            case TYPE -> entity.typeAttribute().isPresent() ? Location.entity(entity, "typeAttribute")
                    : Location.entity(entity);
            case COMPONENT -> Location.storedName(entity, component.get().name());
            default -> Location.keyAttribute(entity, index, isSortKey());
        };
    }

    /**
     * The role as a message names it: {@code @PartitionKey("CUSTOMER#<id>")},
     * {@code @Gsi(index = "GSI1", sortKey = "<placedAt>")}, {@code the entity type "Order"},
     * {@code component 'email'}.
     */
    public String describe() {
        return switch (kind) {
            case PARTITION_KEY -> "@PartitionKey(\"" + source() + "\")";
            case SORT_KEY -> "@SortKey(\"" + source() + "\")";
            case INDEX_PARTITION_KEY, INDEX_SORT_KEY -> "@" + (local() ? "Lsi" : "Gsi") + "(index = \"" + index.get()
                    + "\", " + (isSortKey() ? "sortKey" : "partitionKey") + " = \"" + source() + "\")";
            case TYPE -> "the entity type \"" + entity.typeName() + "\"";
            case COMPONENT -> "component '" + component.get().name() + "'";
        };
    }

    private boolean local() {
        return entity.index(index.get()).map(declared -> declared.local()).orElse(false);
    }

    private String source() {
        KeyTemplate template = key.get().template();
        return template.source();
    }
}
