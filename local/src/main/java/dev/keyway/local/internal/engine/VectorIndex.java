package dev.keyway.local.internal.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * A vector index of a table (API Reference, {@code VectorIndex}): the attribute holding each item's
 * embedding, its dimensions and distance function, its search schema (a {@code HASH} attribute and
 * {@code INLINE_FILTER} attributes) and its projection. Keyway Local keeps no separate structure: a search
 * reads the table's items, so the index is always complete and consistent (see {@link VectorIndexes}).
 */
final class VectorIndex {

    final String name;
    final String attribute;
    final int dimensions;
    final String distance;
    /** The search schema's HASH attribute, or {@code null}. */
    final String hash;
    final List<String> filters;
    final String projectionType;
    final List<String> nonKeyAttributes;
    final String arn;

    VectorIndex(String name, String attribute, int dimensions, String distance, String hash, List<String> filters,
                String projectionType, List<String> nonKeyAttributes, String arn) {
        this.name = name;
        this.attribute = attribute;
        this.dimensions = dimensions;
        this.distance = distance;
        this.hash = hash;
        this.filters = List.copyOf(filters);
        this.projectionType = projectionType;
        this.nonKeyAttributes = nonKeyAttributes == null ? List.of() : List.copyOf(nonKeyAttributes);
        this.arn = arn;
    }

    /** The search schema's attributes: the HASH attribute first. */
    List<String> searchAttributes() {
        List<String> all = new ArrayList<>();
        if (hash != null) {
            all.add(hash);
        }
        all.addAll(filters);
        return all;
    }
}
