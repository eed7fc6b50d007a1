package dev.keyway.runtime.stream;

/**
 * A decoded stream record of some table: what code that handles any table's changes (readers,
 * {@link ProcessedChanges}, the Lambda module) needs of one. Each table with a stream gets a
 * sealed interface extending it, e.g. {@code ShopChange}, with one variant per entity and the
 * variants for what is not an entity's record.
 */
public interface StreamChange {

    /** The stream record as it is. */
    ChangeEvent event();
}
