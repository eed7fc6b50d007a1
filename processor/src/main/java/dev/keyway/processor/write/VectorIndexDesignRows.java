package dev.keyway.processor.write;

import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.VectorIndexModel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What the design sheets say of a table's vector indexes, as {@link VectorIndexCode} creates them: the
 * vector attribute, dimensions and distance, the search schema (the partition attribute, the filters and
 * the type attribute Keyway adds to every index as a filter), the projection and the searches of the
 * access patterns on it. Each text is plain; the sheets quote it as their format does.
 */
final class VectorIndexDesignRows {

    /**
     * One vector index of an entity.
     *
     * @param entity the entity declaring it
     * @param index  the index
     */
    record Row(EntityModel entity, VectorIndexModel index) {

        /** {@code embedding (3 dimensions, COSINE)}. */
        String vector() {
            return index.attribute() + " (" + index.dimensions() + " dimensions, " + index.distance() + ")";
        }

        /** The search schema's partition attribute with its type, if any: {@code category (S)}. */
        String partition() {
            return index.partitionKey().map(VectorIndexDesignRows::typed).orElse("");
        }

        /** The inline filters with their types, the type attribute last. */
        List<String> filters(String typeAttribute) {
            List<String> filters = new ArrayList<>(index.filters().stream().map(VectorIndexDesignRows::typed).toList());
            filters.add(typeAttribute + " (S)");
            return filters;
        }

        /** {@code ALL}, {@code KEYS_ONLY}, or {@code INCLUDE} with the attributes it holds. */
        String projection() {
            return "INCLUDE".equals(index.projection())
                    ? "INCLUDE: " + String.join(", ", index.include()) : index.projection();
        }

        /** Each access pattern's search as the repository offers it: {@code similar(category, vector).top(k)}. */
        List<String> searches() {
            String vector = index.partitionKey().filter(hash -> hash.name().equals("vector")).isPresent()
                    ? "searchVector" : "vector"; // as VectorIndexCode names the parameter
            String parameters = index.partitionKey().map(hash -> hash.name() + ", ").orElse("") + vector;
            return index.accessPatterns().stream().map(pattern -> pattern + "(" + parameters + ").top(k)").toList();
        }
    }

    private VectorIndexDesignRows() {
    }

    /** The vector indexes of the entities, by entity in the order given, then as each declares them. */
    static List<Row> of(List<EntityModel> entities) {
        return entities.stream().flatMap(entity -> entity.vectorIndexes().stream().map(index -> new Row(entity, index)))
                .collect(Collectors.toList());
    }

    private static String typed(ComponentModel component) {
        return component.attribute() + " (" + VectorIndexModel.searchType(component).orElseThrow() + ")";
    }
}
