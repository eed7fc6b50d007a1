package dev.keyway.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * An item collection: a sealed interface whose permitted entities share a partition.
 *
 * @param type         the sealed interface
 * @param table        the table model
 * @param index        the index read, or empty for the table's primary key
 * @param entities     the permitted entities, in declaration order
 * @param partitionKey the partition key of the first entity, which all build alike; {@code null} when the
 *                     collection reads a multi-attribute index
 * @param generated    the generated collection class, see {@link ClassNames#collection}
 * @param multiAttributeIndex the multi-attribute index read, as the first entity declares it (every member
 *                     declares it with the same key attributes, KW187, of the same Java types, KW222/KW223);
 *                     empty when the collection reads keys of text
 */
public record CollectionModel(ClassRef type, TableModel table, Optional<String> index, List<EntityModel> entities,
                              KeyModel partitionKey, ClassRef generated,
                              Optional<MultiAttributeIndexModel> multiAttributeIndex) {

    public CollectionModel {
        entities = List.copyOf(entities);
    }

    /** The generated asynchronous collection class, see {@link ClassNames#asyncCollection}. */
    public ClassRef asyncGenerated() {
        return ClassNames.asyncCollection(type);
    }

    /** A collection read by a key of text: the table's or a {@code @Gsi}/{@code @Lsi}'s. */
    public CollectionModel(ClassRef type, TableModel table, Optional<String> index, List<EntityModel> entities,
                           KeyModel partitionKey, ClassRef generated) {
        this(type, table, index, entities, partitionKey, generated, Optional.empty());
    }

    /**
     * The sort key all members share up to some component, which typed conditions follow
     * (see {@link SharedSortKey}); empty when they share none.
     */
    public Optional<KeyModel> sharedSortKey() {
        if (multiAttributeIndex.isPresent()) {
            return Optional.empty(); // its sort attributes are the index's, not a template
        }
        return SharedSortKey.of(entities.stream()
                .map(entity -> index.isEmpty() ? entity.sortKey() : entity.index(index.get()).flatMap(IndexModel::sortKey))
                .toList());
    }
}
