package dev.keyway.processor.write;

import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import java.util.List;
import java.util.Optional;

/**
 * What the query of one access pattern sends, derived here once for every writer that describes
 * it (the repository method and its javadoc, the design sheet, the table sheet's sample query):
 * the table or index it reads and that one's keys, the sort key's literal prefix it reads with
 * {@code begins_with}, the type filter, and the leading sort-key components the partition key
 * fixes. The writers only word it, each in its own format.
 *
 * @param entity             the entity whose repository has the method
 * @param pattern            the access pattern
 * @param index              the index it reads, or empty for the table
 * @param partitionKey       the partition key of the table or index
 * @param sortKey            its sort key, if it has one
 * @param partitionKeyMethod the {@code XKeys} method building the partition key, e.g. {@code gsi1PartitionKey}
 */
record PatternQuery(EntityModel entity, AccessPatternModel pattern, Optional<String> index, KeyModel partitionKey,
                    Optional<KeyModel> sortKey, String partitionKeyMethod) {

    /** The query of the entity's access pattern. */
    static PatternQuery of(EntityModel entity, AccessPatternModel pattern) {
        if (pattern.index().isEmpty()) {
            return new PatternQuery(entity, pattern, Optional.empty(), entity.partitionKey(), entity.sortKey(),
                    "partitionKey");
        }
        IndexModel index = entity.index(pattern.index().get()).orElseThrow();
        return new PatternQuery(entity, pattern, pattern.index(), index.partitionKey(), index.sortKey(),
                Naming.indexMethodPrefix(index.name()) + "PartitionKey");
    }

    /** The sort key and the literal text it must begin with ({@code begins_with}), when that text is not empty. */
    Optional<KeyModel> beginsWith() {
        return sortKey.filter(key -> !key.template().literalPrefix().isEmpty());
    }

    /** Whether the query filters on the entity type: asked for, or nothing in the key tells entities apart. */
    boolean filtersOnType() {
        return pattern.filtersOnType(sortKey);
    }

    /** The sort key's components, in template order; none without a sort key. */
    List<ComponentModel> sortComponents() {
        return sortKey.map(key -> key.template().components()).orElse(List.of());
    }

    /**
     * How many leading sort-key components the partition key also holds, so that its arguments fix
     * them (never the last: a range on it is still the query's to choose).
     */
    int fixedByPartition() {
        List<ComponentModel> sortComponents = sortComponents();
        List<ComponentModel> partitionComponents = partitionKey.template().components();
        int fixed = 0;
        while (fixed < sortComponents.size() - 1 && partitionComponents.contains(sortComponents.get(fixed))) {
            fixed++;
        }
        return fixed;
    }
}
