package dev.keyway.annotations;

/**
 * Which attributes a secondary index holds besides its keys.
 *
 * <p>Keyway always adds the entity-type attribute to a {@code KEYS_ONLY} or {@code INCLUDE}
 * index, so that overloaded indexes can still tell entity types apart. A query on such an index
 * reads the keys there and then fetches the full items from the table (one BatchGetItem per
 * page), so it returns whole records.
 */
public enum Projection {
    /** Every attribute: queries read whole records from the index itself. */
    ALL,
    /** Only the table's and the index's keys. */
    KEYS_ONLY,
    /** The keys and the components named in {@code include}. */
    INCLUDE
}
