package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Diagnostics;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.ProjectionModel;
import dev.keyway.processor.model.TableModel;
import dev.keyway.processor.overlap.Collision;
import dev.keyway.processor.overlap.KeyOverlap;
import dev.keyway.processor.overlap.OverlapFinding;
import dev.keyway.processor.overlap.QueryOverlap;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.util.Elements;

/**
 * Groups entities by table and checks what only the whole table shows: shared key attributes,
 * sort-key presence, index shapes, distinct entity types and stored names that would overwrite
 * a key. An entity that fails is reported and left out; the others still make up the table.
 */
public final class TableAssembler {

    /** The type attribute every item carries. */
    public static final String TYPE_ATTRIBUTE = "_type";

    private final AnnotationReader annotations;
    private final Diagnostics diagnostics;

    public TableAssembler(Elements elements, Diagnostics diagnostics) {
        this.annotations = new AnnotationReader(elements);
        this.diagnostics = diagnostics;
    }

    /** The tables with their valid entities, in name order. */
    public List<Table> assemble(List<ReadEntity> entities) {
        Map<String, List<ReadEntity>> byTable = new LinkedHashMap<>();
        entities.stream()
                .sorted(Comparator.comparing(ReadEntity::name))
                .forEach(entity -> byTable.computeIfAbsent(entity.model().table(), table -> new ArrayList<>()).add(entity));
        List<Table> tables = new ArrayList<>();
        for (Map.Entry<String, List<ReadEntity>> entry : byTable.entrySet()) {
            Table table = assemble(entry.getKey(), entry.getValue());
            if (table != null) {
                tables.add(table);
            }
        }
        return tables;
    }

    /** A table's model and the entities that passed every check. */
    public record Table(TableModel model, List<ReadEntity> entities) {
    }

    private Table assemble(String tableName, List<ReadEntity> entities) {
        ReadEntity first = entities.get(0);
        EntityModel reference = first.model();
        Map<String, IndexModel> indexes = new LinkedHashMap<>();
        Map<String, ReadEntity> indexOwners = new LinkedHashMap<>();
        Map<String, ReadEntity> types = new LinkedHashMap<>();
        for (ReadEntity entity : entities) {
            EntityModel model = entity.model();
            checkKeyAttribute(tableName, entity, first, "partition key", entity.partitionKey(), "attribute",
                    model.partitionKey().attribute(), reference.partitionKey().attribute());
            if (model.sortKey().isPresent() != reference.sortKey().isPresent()) {
                ReadEntity with = model.sortKey().isPresent() ? entity : first;
                ReadEntity without = model.sortKey().isPresent() ? first : entity;
                diagnostics.error(entity.name(), entity.element(), entity.entity(), null,
                        Message.SORT_KEY_PRESENCE_CONFLICT, tableName, simple(with), simple(without));
            } else if (model.sortKey().isPresent()) {
                checkKeyAttribute(tableName, entity, first, "sort key", entity.sortKey(), "attribute",
                        model.sortKey().get().attribute(), reference.sortKey().get().attribute());
            }
            ReadEntity sameType = types.putIfAbsent(model.typeName(), entity);
            if (sameType != null) {
                diagnostics.error(entity.name(), entity.element(), entity.entity(), annotations.written(entity.entity(), "type"),
                        Message.DUPLICATE_ENTITY_TYPE, model.typeName(), sameType.name(), entity.name(), tableName);
            }
            for (IndexModel index : model.indexes()) {
                IndexModel known = indexes.putIfAbsent(index.name(), index);
                if (known == null) {
                    indexOwners.put(index.name(), entity);
                    continue;
                }
                ReadEntity owner = indexOwners.get(index.name());
                AnnotationMirror mirror = entity.indexes().get(index.name());
                if (known.local() != index.local()) {
                    diagnostics.error(entity.name(), entity.element(), mirror, annotations.written(mirror, "index"),
                            Message.INDEX_KIND_CONFLICT, index.name(), tableName, kind(known), simple(owner), kind(index),
                            simple(entity));
                    continue;
                }
                if (known.projection().kind() != index.projection().kind()) {
                    diagnostics.error(entity.name(), entity.element(), mirror, annotations.written(mirror, "projection"),
                            Message.INDEX_PROJECTION_CONFLICT, index.name(), tableName, known.projection().kind(),
                            simple(owner), index.projection().kind(), simple(entity));
                    continue;
                }
                if (known.sortKey().isPresent() != index.sortKey().isPresent()) {
                    ReadEntity with = index.sortKey().isPresent() ? entity : owner;
                    ReadEntity without = index.sortKey().isPresent() ? owner : entity;
                    diagnostics.error(entity.name(), entity.element(), mirror, annotations.written(mirror, "sortKey"),
                            Message.INDEX_SHAPE_CONFLICT, index.name(), tableName, simple(with), simple(without));
                    continue;
                }
                checkKeyAttribute(tableName, entity, owner, "index " + index.name() + " partition key", mirror,
                        "partitionKeyAttribute", index.partitionKey().attribute(), known.partitionKey().attribute());
                if (index.sortKey().isPresent()) {
                    checkKeyAttribute(tableName, entity, owner, "index " + index.name() + " sort key", mirror,
                            "sortKeyAttribute", index.sortKey().get().attribute(), known.sortKey().get().attribute());
                }
            }
        }

        ReadEntity ttlOwner = null;
        for (ReadEntity entity : entities) {
            var ttl = entity.model().ttl();
            if (ttl.isEmpty()) {
                continue;
            }
            if (ttlOwner == null) {
                ttlOwner = entity;
            } else if (!ttlOwner.model().ttl().get().attribute().equals(ttl.get().attribute())) {
                RecordComponentElement element = entity.components().get(ttl.get().name());
                diagnostics.error(entity.name(), element, null, null, Message.TTL_ATTRIBUTE_CONFLICT, tableName,
                        simple(entity), ttl.get().attribute(), simple(ttlOwner), ttlOwner.model().ttl().get().attribute());
            }
        }

        Set<String> keyAttributes = new HashSet<>();
        keyAttributes.add(reference.partitionKey().attribute());
        reference.sortKey().ifPresent(key -> keyAttributes.add(key.attribute()));
        keyAttributes.add(TYPE_ATTRIBUTE);
        for (IndexModel index : indexes.values()) {
            keyAttributes.add(index.partitionKey().attribute());
            index.sortKey().ifPresent(key -> keyAttributes.add(key.attribute()));
        }
        for (ReadEntity entity : entities) {
            for (ComponentModel component : entity.model().components()) {
                if (keyAttributes.contains(component.attribute())) {
                    RecordComponentElement element = entity.components().get(component.name());
                    AnnotationMirror attribute = annotations.find(element, EntityReader.ATTRIBUTE);
                    diagnostics.error(entity.name(), element, attribute,
                            attribute == null ? null : annotations.written(attribute, "value"),
                            Message.RESERVED_ATTRIBUTE_NAME, component.name(), component.attribute(), tableName);
                }
            }
        }

        reportKeyOverlaps(tableName, entities);

        List<ReadEntity> valid = entities.stream().filter(entity -> !diagnostics.failed(entity.name())).toList();
        if (valid.isEmpty()) {
            return null;
        }
        Map<String, TableModel.TableIndex> tableIndexes = new LinkedHashMap<>();
        for (ReadEntity entity : valid) {
            for (IndexModel index : entity.model().indexes()) {
                TableModel.TableIndex known = tableIndexes.get(index.name());
                ProjectionModel projection = index.projection();
                if (known != null) { // an INCLUDE index holds what any of its entities includes
                    Set<String> included = new java.util.LinkedHashSet<>(known.projection().attributes());
                    included.addAll(projection.attributes());
                    projection = new ProjectionModel(projection.kind(), List.copyOf(included));
                }
                tableIndexes.put(index.name(), new TableModel.TableIndex(index.name(),
                        index.partitionKey().attribute(), index.sortKey().map(KeyModel::attribute), index.local(),
                        projection));
            }
        }
        EntityModel base = valid.get(0).model();
        List<ClassRef> entityTypes = valid.stream().map(entity -> entity.model().type()).toList();
        TableModel model = new TableModel(tableName, new ClassRef(commonPackage(entityTypes), List.of(className(tableName))),
                base.partitionKey().attribute(), base.sortKey().map(KeyModel::attribute), TYPE_ATTRIBUTE,
                List.copyOf(tableIndexes.values()), entityTypes,
                valid.stream().flatMap(entity -> entity.model().ttl().stream()).map(ComponentModel::attribute).findFirst());
        return new Table(model, valid);
    }

    private void checkKeyAttribute(String tableName, ReadEntity entity, ReadEntity owner, String what,
                                   AnnotationMirror mirror, String member, String attribute, String expected) {
        if (!attribute.equals(expected)) {
            diagnostics.error(entity.name(), entity.element(), mirror, annotations.written(mirror, member),
                    Message.KEY_ATTRIBUTE_CONFLICT, tableName, simple(entity), what, attribute, simple(owner), expected);
        }
    }

    /** KW042 and KW043: entities whose keys can collide, as {@link KeyOverlap} finds them. */
    private void reportKeyOverlaps(String tableName, List<ReadEntity> entities) {
        Map<EntityModel, ReadEntity> byModel = new java.util.IdentityHashMap<>();
        entities.forEach(entity -> byModel.put(entity.model(), entity));
        for (OverlapFinding finding : new KeyOverlap().check(entities.stream().map(ReadEntity::model).toList())) {
            ReadEntity entity = byModel.get(finding.entity());
            ReadEntity other = byModel.get(finding.other());
            if (finding instanceof Collision) {
                EntityModel mine = entity.model();
                EntityModel theirs = other.model();
                diagnostics.error(entity.name(), entity.element(), entity.partitionKey(),
                        annotations.written(entity.partitionKey(), "value"), Message.KEY_COLLISION, tableName,
                        label(entity, other), mine.partitionKey().template().source(), sortKeySource(mine),
                        label(other, entity), theirs.partitionKey().template().source(), sortKeySource(theirs));
            } else if (finding instanceof QueryOverlap overlap) {
                AnnotationMirror pattern = annotations.findAll(entity.element(), EntityReader.ACCESS_PATTERN,
                                EntityReader.ACCESS_PATTERN_LIST).stream()
                        .filter(mirror -> annotations.string(mirror, "name").equals(overlap.pattern().name()))
                        .findFirst().orElse(null);
                diagnostics.error(entity.name(), entity.element(), pattern,
                        pattern == null ? null : annotations.written(pattern, "name"), Message.QUERY_OVERLAP, tableName,
                        overlap.pattern().name(), label(entity, other), overlap.partitionKey().template().source(),
                        overlap.prefix(), label(other, entity), overlap.otherPartitionKey().template().source()
                                + " / " + overlap.otherSortKey().template().source());
            }
        }
    }

    private static String sortKeySource(EntityModel entity) {
        return entity.sortKey().map(key -> key.template().source()).orElse("no sort key");
    }

    /** The simple name, or the canonical one when the other entity has the same simple name. */
    private static String label(ReadEntity entity, ReadEntity other) {
        return simple(entity).equals(simple(other)) ? entity.name() : simple(entity);
    }

    private static String kind(IndexModel index) {
        return index.local() ? "local" : "global";
    }

    private static String simple(ReadEntity entity) {
        return entity.element().getSimpleName().toString();
    }

    /**
     * The longest package all entities share, or else the first entity's named package: a class in
     * the unnamed package cannot be imported, so the table class goes there only when every entity does.
     */
    private static String commonPackage(List<ClassRef> entities) {
        String common = entities.get(0).packageName();
        for (ClassRef entity : entities) {
            while (!common.isEmpty() && !(entity.packageName().equals(common) || entity.packageName().startsWith(common + "."))) {
                int dot = common.lastIndexOf('.');
                common = dot < 0 ? "" : common.substring(0, dot);
            }
        }
        if (!common.isEmpty()) {
            return common;
        }
        return entities.stream().map(ClassRef::packageName).filter(name -> !name.isEmpty()).findFirst().orElse("");
    }

    /** {@code "Shop"} to {@code ShopTable}, {@code "my-app.prod"} to {@code MyAppProdTable}. */
    public static String className(String tableName) {
        StringBuilder name = new StringBuilder();
        boolean upper = true;
        for (int i = 0; i < tableName.length(); i++) {
            char c = tableName.charAt(i);
            if (Character.isLetterOrDigit(c) && c < 128) {
                name.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = true;
            }
        }
        if (name.length() == 0 || Character.isDigit(name.charAt(0))) {
            name.insert(0, 'T');
        }
        return name.append("Table").toString();
    }
}
