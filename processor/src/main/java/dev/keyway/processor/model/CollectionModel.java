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
 * @param partitionKey the partition key of the first entity, which all build alike
 * @param generated    the generated collection class, see {@link ClassNames#collection}
 */
public record CollectionModel(ClassRef type, TableModel table, Optional<String> index, List<EntityModel> entities,
                              KeyModel partitionKey, ClassRef generated) {

    public CollectionModel {
        entities = List.copyOf(entities);
    }

    /** The generated asynchronous collection class, see {@link ClassNames#asyncCollection}. */
    public ClassRef asyncGenerated() {
        return ClassNames.asyncCollection(type);
    }

    /**
     * The sort key all members share up to some component, which typed conditions follow
     * (see {@link SharedSortKey}); empty when they share none.
     */
    public Optional<KeyModel> sharedSortKey() {
        return SharedSortKey.of(entities.stream()
                .map(entity -> index.isEmpty() ? entity.sortKey() : entity.index(index.get()).flatMap(IndexModel::sortKey))
                .toList());
    }
}
