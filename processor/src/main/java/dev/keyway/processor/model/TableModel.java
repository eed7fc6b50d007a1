package dev.keyway.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * A table and all entities stored in it, as one compilation sees them.
 *
 * @param name                  the table name
 * @param type                  the generated table class, e.g. {@code com.acme.ShopTable}
 * @param partitionKeyAttribute the partition-key attribute
 * @param sortKeyAttribute      the sort-key attribute, if the table has one
 * @param typeAttribute         the entity-type attribute
 * @param indexes               every index any entity declares
 * @param entities              the entities stored in the table
 * @param ttlAttribute          the attribute DynamoDB's time to live reads, if an entity has a {@code @Ttl}
 */
public record TableModel(String name, ClassRef type, String partitionKeyAttribute, Optional<String> sortKeyAttribute,
                         String typeAttribute, List<TableIndex> indexes, List<ClassRef> entities,
                         Optional<String> ttlAttribute) {

    /** An index as the table defines it. */
    public record TableIndex(String name, String partitionKeyAttribute, Optional<String> sortKeyAttribute, boolean local,
                             ProjectionModel projection) {
    }

    public TableModel {
        indexes = List.copyOf(indexes);
        entities = List.copyOf(entities);
    }
}
