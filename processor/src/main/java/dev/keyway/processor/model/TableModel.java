package dev.keyway.processor.model;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A table and all entities stored in it, as one compilation sees them.
 *
 * @param name                  the table name
 * @param type                  the generated table class, e.g. {@code com.acme.ShopTable}
 * @param partitionKeyAttribute the partition-key attribute
 * @param sortKeyAttribute      the sort-key attribute, if the table has one
 * @param typeAttribute         the entity-type attribute
 * @param indexes               every index any entity declares
 * @param entities              the entities stored in the table
 * @param ttlAttribute          the attribute DynamoDB's time to live reads, if an entity has a {@code @Ttl}
 * @param stream                the table's stream, if an entity declares one
 * @param settings              the table's settings, merged from its entities' {@code @TableSettings}
 * @param multiAttributeIndexes every global index with a multi-attribute key any entity declares (as the
 *                              first declares it; an {@code INCLUDE} one holding what any of them includes)
 */
public record TableModel(String name, ClassRef type, String partitionKeyAttribute, Optional<String> sortKeyAttribute,
                         String typeAttribute, List<TableIndex> indexes, List<ClassRef> entities,
                         Optional<String> ttlAttribute, Optional<Stream> stream, TableSettingsModel settings,
                         List<MultiAttributeIndexModel> multiAttributeIndexes) {

    /** A table without settings and multi-attribute indexes. */
    public TableModel(String name, ClassRef type, String partitionKeyAttribute, Optional<String> sortKeyAttribute,
                      String typeAttribute, List<TableIndex> indexes, List<ClassRef> entities,
                      Optional<String> ttlAttribute, Optional<Stream> stream) {
        this(name, type, partitionKeyAttribute, sortKeyAttribute, typeAttribute, indexes, entities, ttlAttribute, stream,
                TableSettingsModel.NONE, List.of());
    }

    /**
     * The table's DynamoDB stream.
     *
     * @param view    DynamoDB's stream view type, e.g. {@code NEW_AND_OLD_IMAGES}
     * @param changes the generated change type that decodes its records, e.g. {@code ShopChange}
     */
    public record Stream(String view, ClassRef changes) {
    }

    /** An index as the table defines it. */
    public record TableIndex(String name, String partitionKeyAttribute, Optional<String> sortKeyAttribute, boolean local,
                             ProjectionModel projection) {
    }

    /** The attribute every item stores its entity type in, unless an entity of the table names another. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The entity type of the guard items that hold {@code @Unique} values (the runtime's {@code UniqueGuards}). */
    public static final String GUARD_TYPE = "_Unique";

    /** The attribute in which a {@code @Unique} guard item names the key of the item holding its value. */
    public static final String GUARD_OWNER_ATTRIBUTE = "owner";

    public TableModel {
        indexes = List.copyOf(indexes);
        entities = List.copyOf(entities);
        multiAttributeIndexes = List.copyOf(multiAttributeIndexes);
    }

    /**
     * The attribute a table's items store their entity type in: the first that one of its entities
     * declares (they are checked to agree), else {@link #TYPE_ATTRIBUTE}.
     */
    public static String typeAttribute(List<EntityModel> entities) {
        return entities.stream().flatMap(entity -> entity.typeAttribute().stream()).findFirst().orElse(TYPE_ATTRIBUTE);
    }

    /**
     * The table as its entities (checked to agree on keys, indexes and time to live) define it:
     * the first entity's key attributes, every index any of them declares (an {@code INCLUDE}
     * index holding what any of them includes), the first {@code @Ttl} attribute, the first
     * stream and the first type attribute declared.
     */
    public static TableModel of(String name, List<EntityModel> entities) {
        return of(name, entities, typeAttribute(entities));
    }

    /** The table as its entities define it, with the type attribute the table's rules derived already. */
    public static TableModel of(String name, List<EntityModel> entities, String typeAttribute) {
        Map<String, TableIndex> indexes = new LinkedHashMap<>();
        for (EntityModel entity : entities) {
            for (IndexModel index : entity.indexes()) {
                TableIndex known = indexes.get(index.name());
                ProjectionModel projection = index.projection();
                if (known != null) {
                    Set<String> included = new LinkedHashSet<>(known.projection().attributes());
                    included.addAll(projection.attributes());
                    projection = new ProjectionModel(projection.kind(), List.copyOf(included));
                }
                indexes.put(index.name(), new TableIndex(index.name(), index.partitionKey().attribute(),
                        index.sortKey().map(KeyModel::attribute), index.local(), projection));
            }
        }
        Map<String, MultiAttributeIndexModel> multiAttribute = new LinkedHashMap<>();
        for (EntityModel entity : entities) {
            for (MultiAttributeIndexModel index : entity.multiAttributeIndexes()) {
                MultiAttributeIndexModel known = multiAttribute.putIfAbsent(index.name(), index);
                if (known != null && !known.projection().complete()) { // checked to agree on kind and keys
                    Set<String> included = new LinkedHashSet<>(known.projection().attributes());
                    included.addAll(index.projection().attributes());
                    multiAttribute.put(index.name(), new MultiAttributeIndexModel(known.name(), known.partition(),
                            known.sort(), new ProjectionModel(known.projection().kind(), List.copyOf(included))));
                }
            }
        }
        EntityModel base = entities.get(0);
        List<ClassRef> types = entities.stream().map(EntityModel::type).toList();
        Optional<Stream> stream = entities.stream().flatMap(entity -> entity.stream().stream()).findFirst()
                .map(view -> new Stream(view, ClassNames.changes(name, types)));
        return new TableModel(name, ClassNames.table(name, types), base.partitionKey().attribute(),
                base.sortKey().map(KeyModel::attribute), typeAttribute, List.copyOf(indexes.values()), types,
                entities.stream().flatMap(entity -> entity.ttl().stream()).map(ComponentModel::attribute).findFirst(),
                stream, TableSettingsModel.merge(entities.stream().map(EntityModel::settings).toList()),
                List.copyOf(multiAttribute.values()));
    }
}
