package dev.keyway.processor.model;

import java.util.Optional;

/**
 * One key of an entity: the attribute it is stored in, its template, and whether it is a
 * partition key (unordered) or a sort key (ordered), which decides how enums are encoded.
 */
public record KeyModel(String attribute, KeyTemplate template, boolean sortKey, Optional<Sharding> sharding) {

    /**
     * Write sharding of a partition key: {@code shards} partitions suffixed with the key's delimiter and {@code <shard>},
     * the shard picked by a stable hash of {@code by}, or at random when it is empty.
     */
    public record Sharding(int shards, Optional<ComponentModel> by) {
    }

    /** An unsharded key. */
    public KeyModel(String attribute, KeyTemplate template, boolean sortKey) {
        this(attribute, template, sortKey, Optional.empty());
    }

    /**
     * Whether a query on an index whose sort key is {@code sortKey} filters on the type
     * attribute: when there is no sort key, or its template starts with a placeholder, nothing in
     * the key tells entities apart; otherwise {@code begins_with(SK, literal prefix)} and the
     * partition key keep the query to one entity (the table checks, KW043, prove it).
     */
    public static boolean filtersOnType(Optional<KeyModel> sortKey) {
        return sortKey.isEmpty() || sortKey.get().template().literalPrefix().isEmpty();
    }
}
