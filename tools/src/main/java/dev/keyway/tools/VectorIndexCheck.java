package dev.keyway.tools;

import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.runtime.schema.VectorIndexDefinition;
import dev.keyway.runtime.schema.VectorIndexDefinition.SearchAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;

/**
 * Compares a live table's vector indexes with the design's ({@code @VectorIndex}): each one the table
 * lacks ({@link TableDifference.Kind#MISSING_INDEX}), each one it has with another attribute, dimensions,
 * distance, search schema, projection or a search attribute defined with another type
 * ({@link TableDifference.Kind#VECTOR_INDEX}), and each one no entity declares
 * ({@link TableDifference.Kind#INDEX_NOT_IN_DESIGN}) unless left to other code.
 */
final class VectorIndexCheck {

    private final TableDefinition design;
    private final Set<String> leftIndexes;

    VectorIndexCheck(TableDefinition design, Set<String> leftIndexes) {
        this.design = design;
        this.leftIndexes = leftIndexes;
    }

    List<TableDifference> check(TableDescription table) {
        List<TableDifference> differences = new ArrayList<>();
        Map<String, VectorIndexDescription> live = new TreeMap<>();
        table.vectorIndexes().forEach(index -> live.put(index.indexName(), index));
        Map<String, String> defined = table.attributeDefinitions().stream().collect(Collectors.toMap(
                AttributeDefinition::attributeName, AttributeDefinition::attributeTypeAsString));
        for (VectorIndexDefinition index : design.vectorIndexes()) {
            VectorIndexDescription description = live.remove(index.name());
            if (description == null) {
                differences.add(difference(TableDifference.Kind.MISSING_INDEX, index.name(), "design: a vector index on '"
                        + index.vectorAttribute() + "' (" + index.dimensions() + " dimensions, " + index.distance() + ")"));
                continue;
            }
            List<String> details = new ArrayList<>();
            index.differenceFrom(description).ifPresent(details::add);
            for (SearchAttribute attribute : index.searchAttributes()) {
                String type = defined.get(attribute.name());
                if (type != null && !type.equals(attribute.type().toString())) {
                    details.add("'" + attribute.name() + "' is defined as " + type + "; the design searches it as "
                            + attribute.type());
                }
            }
            if (!details.isEmpty()) {
                differences.add(difference(TableDifference.Kind.VECTOR_INDEX, index.name(), String.join("; ", details)));
            }
        }
        live.forEach((name, index) -> {
            if (!leftIndexes.contains(name)) {
                differences.add(new TableDifference(TableDifference.Kind.INDEX_NOT_IN_DESIGN, null, name, 1,
                        "a vector index on '" + (index.vectorAttribute() == null ? "?" : index.vectorAttribute()
                                .attributeName()) + "', which no entity declares", List.of(),
                        Fixes.vectorIndexNotInDesign(name)));
            }
        });
        return differences;
    }

    private TableDifference difference(TableDifference.Kind kind, String index, String detail) {
        return new TableDifference(kind, null, index, 1, detail, List.of(),
                Fixes.of(kind, null, index, design, Optional.empty()));
    }
}
