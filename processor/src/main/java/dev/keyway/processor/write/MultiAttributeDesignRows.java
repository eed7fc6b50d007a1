package dev.keyway.processor.write;

import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import dev.keyway.processor.model.MultiAttributeIndexModel.KeyAttribute;
import dev.keyway.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The design sheet's rows for global indexes with multi-attribute keys: the index (its typed key
 * attributes, in key order) and each access pattern on one (equality on every partition attribute,
 * the type filter, the sort attributes' conditions left to right), and item collections read from one.
 */
final class MultiAttributeDesignRows {

    private MultiAttributeDesignRows() {
    }

    /** One row per index: index, kind, partition key, sort key, projection, attributes held, entities. */
    static List<String[]> indexes(TableModel table, List<EntityModel> entities) {
        List<String[]> rows = new ArrayList<>();
        for (MultiAttributeIndexModel index : table.multiAttributeIndexes()) {
            String users = entities.stream().filter(entity -> entity.multiAttributeIndex(index.name()).isPresent())
                    .map(entity -> TableDesignWriter.code(entity.typeName())).collect(Collectors.joining(", "));
            String held = index.projection().complete() ? "all"
                    : "keys, " + String.join(", ", included(index, table).stream().map(TableDesignWriter::code).toList())
                    + " (created as `INCLUDE`; queries fetch whole items from the table)";
            rows.add(new String[] {TableDesignWriter.code(index.name()), "global, multi-attribute key", typed(index.partition()),
                    index.sort().isEmpty() ? "—" : typed(index.sort()), "`" + index.projection().kind() + "`", held, users});
        }
        return rows;
    }

    private static List<String> included(MultiAttributeIndexModel index, TableModel table) {
        List<String> attributes = new ArrayList<>(index.projection().attributes());
        if (!attributes.contains(table.typeAttribute())) {
            attributes.add(table.typeAttribute());
        }
        return attributes;
    }

    /** One row per access pattern on such an index: entity type, pattern, index, key condition, sort conditions. */
    static List<String[]> patterns(EntityModel entity, String typeAttribute) {
        List<String[]> rows = new ArrayList<>();
        for (AccessPatternModel pattern : entity.multiAttributeAccessPatterns()) {
            MultiAttributeIndexModel index = entity.multiAttributeIndex(pattern.index().orElseThrow()).orElseThrow();
            String parameters = index.partition().stream().map(key -> key.component().name())
                    .collect(Collectors.joining(", "));
            String condition = index.partition().stream().map(key -> key.attribute() + " = :" + key.component().name())
                    .collect(Collectors.joining(" AND "));
            String sort = index.sort().isEmpty() ? "—" : index.sort().stream()
                    .map(key -> key.component().name() + " (" + conditions(key) + ")").collect(Collectors.joining(", then "));
            rows.add(new String[] {TableDesignWriter.code(entity.typeName()),
                    TableDesignWriter.code(pattern.name() + "(" + parameters + ")"), TableDesignWriter.code(index.name()),
                    TableDesignWriter.code(condition) + ", filter " + TableDesignWriter.code(typeAttribute + " = \""
                            + entity.typeName() + "\"") + ", " + (pattern.descending() ? "descending" : "ascending"),
                    sort});
        }
        return rows;
    }

    /** The row of an item collection read from such an index: collection, query, index, entity types, key condition. */
    static List<String> collection(CollectionModel collection, String typeAttribute) {
        MultiAttributeIndexModel index = collection.multiAttributeIndex().orElseThrow();
        String parameters = index.partition().stream().map(key -> key.component().name()).collect(Collectors.joining(", "));
        String condition = index.partition().stream().map(key -> key.attribute() + " = :" + key.component().name())
                .collect(Collectors.joining(" AND "));
        String types = collection.entities().stream().map(entity -> "\"" + entity.typeName() + "\"")
                .collect(Collectors.joining(", "));
        return List.of(TableDesignWriter.code(collection.type().canonicalName()),
                TableDesignWriter.code(collection.generated().simpleName() + ".query(" + parameters + ")"),
                TableDesignWriter.code(index.name()) + " (multi-attribute key)",
                collection.entities().stream().map(entity -> TableDesignWriter.code(entity.typeName()))
                        .collect(Collectors.joining(", ")),
                TableDesignWriter.code(condition) + "; filter " + TableDesignWriter.code(typeAttribute + " IN (" + types + ")")
                        + (index.sort().isEmpty() ? "" : "; then " + index.sort().stream()
                        .map(key -> key.component().name() + " (" + conditions(key) + ")").collect(Collectors.joining(", then "))));
    }

    private static String conditions(KeyAttribute key) {
        return switch (key.conditions()) {
            case ORDERED_TEXT -> "eq, ranges, beginsWith";
            case ORDERED -> "eq, ranges";
            case EQUALITY -> "eq";
        };
    }

    private static String typed(List<KeyAttribute> keys) {
        return keys.stream().map(key -> TableDesignWriter.code(key.attribute()) + " (" + key.type() + ")")
                .collect(Collectors.joining(" + "));
    }
}
