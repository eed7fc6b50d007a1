package dev.keyway.processor.model;

import java.util.List;

/**
 * Which attributes a secondary index holds besides its keys.
 *
 * @param kind       all attributes, keys only, or the keys and {@code attributes}
 * @param attributes the stored attributes an {@code INCLUDE} index holds
 */
public record ProjectionModel(Kind kind, List<String> attributes) {

    /** The projection kinds of DynamoDB. */
    public enum Kind { ALL, KEYS_ONLY, INCLUDE }

    /** Every attribute. */
    public static final ProjectionModel ALL = new ProjectionModel(Kind.ALL, List.of());

    public ProjectionModel {
        attributes = List.copyOf(attributes);
    }

    /** Whether a query on the index reads whole items there (else it fetches them from the table). */
    public boolean complete() {
        return kind == Kind.ALL;
    }
}
