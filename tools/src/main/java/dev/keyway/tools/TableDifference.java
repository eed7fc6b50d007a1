package dev.keyway.tools;

import java.util.List;

/**
 * One way a live table differs from the design: what ({@link Kind}), for which entity and index
 * where that applies, how many items, what exactly (the first error, the expected and live
 * settings), a few item keys as examples, and which fix applies.
 *
 * @param kind     what differs
 * @param entity   the entity type it concerns, or {@code null} (the table, items of no entity)
 * @param index    the index it concerns, or {@code null}
 * @param count    how many items (1 for a difference of the table's description)
 * @param detail   what exactly: the first error of undecodable items, the design's and the live setting
 * @param examples the keys of a few such items ({@code PK=ORDER#42, SK=...})
 * @param fix      which fix applies: what Keyway does about it ({@code backfill()},
 *                 {@code backfill().adoptUntyped()}), what the design can declare instead
 *                 ({@code @Entity(typeAttribute = ...)}, {@code @KeyFormat}), or what needs a person
 */
public record TableDifference(Kind kind, String entity, String index, long count, String detail, List<String> examples,
                              String fix) {

    /** The kinds of difference, those of the table's description first, then those of its items. */
    public enum Kind {
        /** The table does not exist. */
        MISSING_TABLE("the table does not exist"),
        /** The table's key schema is not the design's. */
        TABLE_KEY_SCHEMA("the table's keys differ from the design"),
        /** A key attribute is not defined, or not as a string. */
        ATTRIBUTE_DEFINITION("a key attribute is not defined as the design's string"),
        /** An index of the design does not exist. */
        MISSING_INDEX("an index of the design does not exist"),
        /** An index exists with other keys, or as the other kind (global, local). */
        INDEX_KEY_SCHEMA("an index's keys differ from the design"),
        /** An index holds fewer attributes than the design needs. */
        INDEX_PROJECTION("an index holds fewer attributes than the design needs"),
        /** The table has an index no entity of the design declares (and the check was not told to leave it). */
        INDEX_NOT_IN_DESIGN("the table has an index no entity declares"),
        /**
         * A vector index of the design exists with another vector attribute, dimensions, distance, search
         * schema or projection, or a search attribute defined with another type.
         */
        VECTOR_INDEX("a vector index differs from the design"),
        /** Time to live is off for the design's {@code @Ttl} attribute. */
        TIME_TO_LIVE("time to live is not on for the design's attribute"),
        /**
         * A table setting the design declares ({@code @TableSettings}: billing, throughput, deletion
         * protection, point-in-time recovery, table class, resource policy) differs from the table's.
         */
        TABLE_SETTING("a table setting differs from the design's"),
        /** Items whose type attribute names no entity of the design. */
        UNKNOWN_TYPE("items whose type attribute names no entity"),
        /** Items without a type attribute, whose keys name the entity. */
        MISSING_TYPE("items without the type attribute"),
        /** Items whose keys match no entity's templates. */
        UNMATCHED_KEYS("items whose keys match no entity's templates"),
        /** Items of an entity whose keys do not match its templates. */
        KEY_MISMATCH("items whose keys do not match their entity's templates"),
        /** Items that do not decode into their entity's record. */
        UNDECODABLE("items that do not decode"),
        /** Items whose primary key is not the one their components give. */
        KEY_DIFFERS("items whose key is not the one their components give"),
        /** Items missing from an index they should be in. */
        MISSING_FROM_INDEX("items missing from an index they should be in"),
        /** Items whose index keys are not the ones their components give. */
        STALE_INDEX_KEY("items whose index keys are not the ones their components give"),
        /** Items in an index they should not be in (a sparse index whose components they lack). */
        UNEXPECTED_INDEX_KEY("items in an index they should not be in"),
        /**
         * Items holding the key attributes of an index no entity of the design declares any more: one
         * the live table still has, or one named by {@link TableCheck#droppedIndexes}.
         */
        DROPPED_INDEX_KEY("items holding the keys of an index the design dropped");

        private final String description;

        Kind(String description) {
            this.description = description;
        }

        /** What the kind means, in words. */
        public String description() {
            return description;
        }

        /** Whether it is a difference of the table's description rather than of its items. */
        public boolean ofDescription() {
            return ordinal() <= TABLE_SETTING.ordinal();
        }
    }

    public TableDifference {
        examples = List.copyOf(examples);
    }
}
