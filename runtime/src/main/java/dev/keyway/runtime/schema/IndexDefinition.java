package dev.keyway.runtime.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * A secondary index of a table: its name, key attributes (strings, unless the index has a
 * multi-attribute key), whether it is local, and which attributes it holds.
 *
 * @param name                  the index name
 * @param partitionKeyAttribute the index partition-key attribute (a local index's is the table's)
 * @param sortKeyAttribute      the index sort-key attribute, if the index has one
 * @param local                 whether it is a local secondary index
 * @param projection            which attributes it holds besides the keys
 * @param nonKeyAttributes      the attributes an {@code INCLUDE} index holds
 * @param multiAttributeKey     a global index's multi-attribute key, its partition attributes first, each with its
 *                              type; empty for an index keyed by the two string attributes above (for a
 *                              multi-attribute key those name its first partition and first sort attribute)
 */
public record IndexDefinition(String name, String partitionKeyAttribute, Optional<String> sortKeyAttribute,
                              boolean local, ProjectionType projection, List<String> nonKeyAttributes,
                              List<IndexKeyAttribute> multiAttributeKey) {

    /** Checks the parts. */
    public IndexDefinition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(partitionKeyAttribute, "partitionKeyAttribute");
        Objects.requireNonNull(sortKeyAttribute, "sortKeyAttribute");
        Objects.requireNonNull(projection, "projection");
        nonKeyAttributes = List.copyOf(nonKeyAttributes);
        multiAttributeKey = List.copyOf(multiAttributeKey);
        if (!multiAttributeKey.isEmpty() && local) {
            throw new IllegalArgumentException("Index " + name + ": a local index has no multi-attribute key");
        }
    }

    /** An index keyed by string attributes. */
    public IndexDefinition(String name, String partitionKeyAttribute, Optional<String> sortKeyAttribute,
                           boolean local, ProjectionType projection, List<String> nonKeyAttributes) {
        this(name, partitionKeyAttribute, sortKeyAttribute, local, projection, nonKeyAttributes, List.of());
    }

    /**
     * A global secondary index whose keys are attributes the items store anyway (Developer Guide,
     * "Multi-attribute keys pattern"): one to four partition attributes, then up to four sort
     * attributes, holding every attribute.
     */
    public static IndexDefinition multiAttribute(String name, List<IndexKeyAttribute> keyAttributes) {
        List<IndexKeyAttribute> keys = List.copyOf(keyAttributes);
        long partition = keys.stream().filter(IndexKeyAttribute::partitionKey).count();
        if (partition < 1 || partition > 4 || keys.size() - partition > 4) {
            throw new IllegalArgumentException("Index " + name + ": a multi-attribute key has 1 to 4 partition and 0 to 4"
                    + " sort attributes, not " + partition + " and " + (keys.size() - partition));
        }
        for (int i = 0; i < keys.size(); i++) {
            if (keys.get(i).partitionKey() != (i < partition)) {
                throw new IllegalArgumentException("Index " + name + ": list the partition attributes before the sort "
                        + "attributes");
            }
        }
        Optional<String> firstSort = keys.stream().filter(key -> !key.partitionKey()).map(IndexKeyAttribute::name)
                .findFirst();
        return new IndexDefinition(name, keys.get(0).name(), firstSort, false, ProjectionType.ALL, List.of(), keys);
    }

    /** Whether the index's key is a multi-attribute key of typed attributes. */
    public boolean hasMultiAttributeKey() {
        return !multiAttributeKey.isEmpty();
    }

    /** The partition-key attributes, in key order: one, unless the key is a multi-attribute key. */
    public List<String> partitionKeyAttributes() {
        return hasMultiAttributeKey() ? names(true) : List.of(partitionKeyAttribute);
    }

    /** The sort-key attributes, in key order: none or one, unless the key is a multi-attribute key. */
    public List<String> sortKeyAttributes() {
        return hasMultiAttributeKey() ? names(false) : sortKeyAttribute.map(List::of).orElse(List.of());
    }

    /** Every key attribute of the index, partition attributes first. */
    public List<String> keyAttributes() {
        List<String> all = new ArrayList<>(partitionKeyAttributes());
        all.addAll(sortKeyAttributes());
        return all;
    }

    private List<String> names(boolean partition) {
        return multiAttributeKey.stream().filter(key -> key.partitionKey() == partition).map(IndexKeyAttribute::name)
                .toList();
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
        return new IndexDefinition(name, partitionKeyAttribute, sortKeyAttribute, local, type, attributes,
                multiAttributeKey);
    }

    /** Whether a query reads whole items here; if not, it fetches them from the table. */
    public boolean holdsWholeItems() {
        return projection == ProjectionType.ALL;
    }
}
