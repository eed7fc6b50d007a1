package dev.keyway.runtime.schema;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * A secondary index of a table: its name, key attributes (all strings), whether it is local,
 * and which attributes it holds.
 *
 * @param name                  the index name
 * @param partitionKeyAttribute the index partition-key attribute (a local index's is the table's)
 * @param sortKeyAttribute      the index sort-key attribute, if the index has one
 * @param local                 whether it is a local secondary index
 * @param projection            which attributes it holds besides the keys
 * @param nonKeyAttributes      the attributes an {@code INCLUDE} index holds
 */
public record IndexDefinition(String name, String partitionKeyAttribute, Optional<String> sortKeyAttribute,
                              boolean local, ProjectionType projection, List<String> nonKeyAttributes) {

    /** Checks the parts. */
    public IndexDefinition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(partitionKeyAttribute, "partitionKeyAttribute");
        Objects.requireNonNull(sortKeyAttribute, "sortKeyAttribute");
        Objects.requireNonNull(projection, "projection");
        nonKeyAttributes = List.copyOf(nonKeyAttributes);
    }

    /** A global secondary index with a sort key, holding every attribute. */
    public static IndexDefinition global(String name, String partitionKeyAttribute, String sortKeyAttribute) {
        return new IndexDefinition(name, partitionKeyAttribute, Optional.of(sortKeyAttribute), false, ProjectionType.ALL,
                List.of());
    }

    /** A global secondary index without a sort key, holding every attribute. */
    public static IndexDefinition global(String name, String partitionKeyAttribute) {
        return new IndexDefinition(name, partitionKeyAttribute, Optional.empty(), false, ProjectionType.ALL, List.of());
    }

    /** A local secondary index: the table's partition key with another sort key, holding every attribute. */
    public static IndexDefinition local(String name, String tablePartitionKeyAttribute, String sortKeyAttribute) {
        return new IndexDefinition(name, tablePartitionKeyAttribute, Optional.of(sortKeyAttribute), true,
                ProjectionType.ALL, List.of());
    }

    /**
     * This index holding only its keys ({@code KEYS_ONLY}) or also {@code attributes}
     * ({@code INCLUDE}).
     */
    public IndexDefinition withProjection(ProjectionType type, List<String> attributes) {
        return new IndexDefinition(name, partitionKeyAttribute, sortKeyAttribute, local, type, attributes);
    }

    /** Whether a query reads whole items here; if not, it fetches them from the table. */
    public boolean holdsWholeItems() {
        return projection == ProjectionType.ALL;
    }
}
