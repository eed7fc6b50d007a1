package dev.keyway.tools;

import dev.keyway.runtime.TableDefinition;
import dev.keyway.tools.TableDifference.Kind;
import java.util.Optional;

/**
 * Which fix applies to a difference, in words a person can act on: what Keyway does about it
 * ({@code backfill()}, {@code backfill().adoptUntyped()}, {@code createTable()}), what the design can
 * declare instead ({@code @Entity(typeAttribute, type)}, {@code @KeyFormat}, key attributes), or
 * what only a person or a table operation can do.
 */
final class Fixes {

    private Fixes() {
    }

    /**
     * The fix of a difference.
     *
     * @param kind          what differs
     * @param entity        the entity type it concerns, or {@code null}
     * @param index         the index it concerns, or {@code null}
     * @param table         the design's table
     * @param typeCandidate for {@link Kind#MISSING_TYPE}: an attribute, not the design's, that holds one
     *                      value in every such item of the entity ({@code entityType = "member"}), if any
     */
    static String of(Kind kind, String entity, String index, TableDefinition table,
                     Optional<TypeCandidate> typeCandidate) {
        String type = table.typeAttribute();
        if (index != null && local(table, index) && (kind == Kind.MISSING_INDEX || kind == Kind.INDEX_KEY_SCHEMA
                || kind == Kind.INDEX_PROJECTION)) {
            return LOCAL_INDEX;
        }
        return switch (kind) {
            case MISSING_TABLE -> "create it: createTable() of one of its repositories, or deploy the generated "
                    + "<Table>.cfn.json";
            case TABLE_KEY_SCHEMA -> "a table's keys cannot change: name the live key attributes in the design "
                    + "(@PartitionKey(attribute = ...), @SortKey(attribute = ...)), or copy the items into a table "
                    + "created from the design";
            case ATTRIBUTE_DEFINITION -> "the design writes string keys: an index's key can only be defined again by "
                    + "deleting the index and creating it as designed (UpdateTable); a table's own key, by copying the "
                    + "items into a table created from the design";
            case MISSING_INDEX -> "create it as designed with UpdateTable (the generated <Table>.cfn.json has its "
                    + "definition); then run backfill() of its entities for the items that lack its keys";
            case INDEX_KEY_SCHEMA, INDEX_PROJECTION -> "an index's keys and projection cannot change: delete it and "
                    + "create it again as designed (UpdateTable), then run backfill() of its entities";
            case TIME_TO_LIVE -> "turn it on for '" + table.ttlAttribute().orElse("?") + "' with UpdateTimeToLive "
                    + "(createTable() does so only for a table it creates)";
            case UNKNOWN_TYPE -> "reads leave these items out; if a type is an entity's written another way, declare "
                    + "it with @Entity(type = ...), else leave them to the code that wrote them";
            case MISSING_TYPE -> typeCandidate.map(candidate -> "each holds '" + candidate.attribute() + "' = \""
                    + candidate.value() + "\", which the design does not write: if that names its type, declare "
                    + "@Entity(typeAttribute = \"" + candidate.attribute() + "\", type = \"" + candidate.value()
                    + "\") and they are read as they are; else run " + adopt(entity, type))
                    .orElse("run " + adopt(entity, type));
            case UNMATCHED_KEYS -> "no entity's key templates parse these keys: if they are an entity's, declare how "
                    + "its keys are written (@KeyFormat, delimiters); else they are other code's, which reads and "
                    + "adoption leave as they are";
            case KEY_MISMATCH -> "declare how this entity's keys are written (@KeyFormat, delimiters) so that its "
                    + "templates parse them; a backfill never moves an item to another key";
            case UNDECODABLE -> "fix these items (or the record's types) by hand or with a migration of your own: "
                    + "backfill() and adoptUntyped() leave them as they are and report them";
            case KEY_DIFFERS -> "a backfill never moves an item to another key: declare how the keys are written "
                    + "(@KeyFormat), or write the item under its key and delete the old one";
            case MISSING_FROM_INDEX, STALE_INDEX_KEY, UNEXPECTED_INDEX_KEY -> "run backfill().indexes(\"" + index
                    + "\") of " + entity + "'s repository (with adoptUntyped() for its items without '" + type
                    + "')";
        };
    }

    /** DynamoDB creates a local index only with its table, and never changes or deletes one. */
    private static final String LOCAL_INDEX = "a local index exists only as its table was created with it: copy the "
            + "items into a table created from the design (createTable() of one of its repositories, or the generated "
            + "<Table>.cfn.json), then point the application at it";

    private static boolean local(TableDefinition table, String index) {
        return table.indexes().stream().anyMatch(candidate -> candidate.name().equals(index) && candidate.local());
    }

    private static String adopt(String entity, String type) {
        return "backfill().adoptUntyped() of " + entity + "'s repository (dryRun() first): it sets '" + type
                + "' and the index keys on the items whose keys are " + entity + "'s";
    }

    /**
     * An attribute that every untyped item of an entity holds with one string value, and that the
     * design does not write: perhaps the item's type under another name.
     */
    record TypeCandidate(String attribute, String value) {
    }
}
