package dev.keyway.processor.rule;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import dev.keyway.processor.model.MultiAttributeIndexModel.KeyAttribute;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The table-wide rules of global indexes with multi-attribute keys (Developer Guide,
 * "Multi-attribute keys pattern"; API Reference, CreateTable, AttributeDefinitions):
 *
 * <ul>
 *   <li>KW187: entities sharing an index declare it alike: both with multi-attribute keys, the same
 *       attributes in the same order and types, the same projection kind;
 *   <li>KW186: a table defines one type per key attribute, and DynamoDB refuses the write of an item
 *       whose index key attribute holds another type: no entity of the table may store a key
 *       attribute of such an index as another type, whether it declares the index or not;
 *   <li>KW078 (a warning, as for {@code @Gsi}): more than 20 global indexes in all.
 * </ul>
 *
 * Items of other entities that store the key attributes are in the index too; the generated
 * queries filter on the entity type, so they read no other entity's items as their own.
 */
public final class MultiAttributeIndexRule implements TableRule {

    /** One index as the first entity to declare it declares it. */
    private record Declared(EntityModel entity, MultiAttributeIndexModel index) {
    }

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        Map<String, Declared> indexes = new LinkedHashMap<>();
        Set<String> templateIndexes = new LinkedHashSet<>();
        for (EntityModel entity : table.entities()) {
            entity.indexes().stream().filter(index -> !index.local()).map(IndexModel::name).forEach(templateIndexes::add);
        }
        for (EntityModel entity : table.entities()) {
            for (MultiAttributeIndexModel index : entity.multiAttributeIndexes()) {
                Declared first = indexes.putIfAbsent(index.name(), new Declared(entity, index));
                Location at = Location.index(entity, index.name(), "index");
                if (first == null) {
                    templateIndexes.stream().filter(index.name()::equals).findFirst().ifPresent(name -> {
                        EntityModel other = table.entities().stream()
                                .filter(candidate -> candidate.index(name).isPresent()).findFirst().orElseThrow();
                        findings.add(Finding.of(Message.MULTI_KEY_SHAPE_CONFLICT, at, table.name(),
                                TableEntities.simple(entity), name, "@MultiAttributeGsi on " + index.describeTypedKeys(),
                                TableEntities.simple(other), "@Gsi with keys of text"));
                    });
                } else if (!shape(first.index()).equals(shape(index))) {
                    findings.add(Finding.of(Message.MULTI_KEY_SHAPE_CONFLICT, at, table.name(),
                            TableEntities.simple(first.entity()), index.name(), shape(first.index()),
                            TableEntities.simple(entity), shape(index)));
                }
            }
        }
        for (Declared declared : indexes.values()) {
            for (KeyAttribute key : declared.index().attributes()) {
                for (EntityModel entity : table.entities()) {
                    for (ComponentModel component : entity.components()) {
                        if (!component.attribute().equals(key.attribute())) {
                            continue;
                        }
                        Optional<KeyAttribute> stored = MultiAttributeIndexModel.keyAttribute(component);
                        String type = stored.map(KeyAttribute::type).orElse(null);
                        if (!key.type().equals(type)) {
                            findings.add(Finding.of(Message.MULTI_KEY_ATTRIBUTE_TYPE,
                                    entity.multiAttributeIndex(declared.index().name()).isPresent()
                                            ? Location.index(entity, declared.index().name(), "index")
                                            : Location.component(entity, component.name()),
                                    table.name(), declared.index().name(), key.attribute(), describe(key.type()),
                                    TableEntities.simple(declared.entity()), key.component().name(),
                                    TableEntities.simple(entity), component.attribute(),
                                    type == null ? "no string, number or binary" : describe(type), component.name()));
                        }
                    }
                }
            }
        }
        int global = templateIndexes.size() + (int) indexes.keySet().stream().filter(name -> !templateIndexes.contains(name))
                .count();
        if (templateIndexes.size() <= TableLimitsRule.GLOBAL_INDEXES && global > TableLimitsRule.GLOBAL_INDEXES
                && !indexes.isEmpty()) {
            Declared last = new ArrayList<>(indexes.values()).get(indexes.size() - 1);
            findings.add(Finding.of(Message.MANY_GLOBAL_INDEXES, Location.index(last.entity(), last.index().name(), "index"),
                    table.name(), global));
        }
        return findings;
    }

    /** What entities sharing the index must agree on. */
    private static String shape(MultiAttributeIndexModel index) {
        return index.describeTypedKeys() + " (" + index.projection().kind() + ")";
    }

    private static String describe(String type) {
        return switch (type) {
            case "N" -> "a number (N)";
            case "B" -> "a binary (B)";
            default -> "a string (S)";
        };
    }
}
