package dev.keyway.runtime;

import java.util.Objects;
import java.util.Optional;

/**
 * A secondary index of a table: its name and key attributes (all of type string). Items are
 * projected in full ({@code ALL}).
 *
 * @param name                  the index name
 * @param partitionKeyAttribute the index partition-key attribute
 * @param sortKeyAttribute      the index sort-key attribute, if the index has one
 */
public record IndexDefinition(String name, String partitionKeyAttribute, Optional<String> sortKeyAttribute) {

    /** Checks the parts. */
    public IndexDefinition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(partitionKeyAttribute, "partitionKeyAttribute");
        Objects.requireNonNull(sortKeyAttribute, "sortKeyAttribute");
    }

    /** A global secondary index with a sort key. */
    public static IndexDefinition global(String name, String partitionKeyAttribute, String sortKeyAttribute) {
        return new IndexDefinition(name, partitionKeyAttribute, Optional.of(sortKeyAttribute));
    }

    /** A global secondary index without a sort key. */
    public static IndexDefinition global(String name, String partitionKeyAttribute) {
        return new IndexDefinition(name, partitionKeyAttribute, Optional.empty());
    }
}
