package dev.keyway.tools;

import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.tools.TableDifference.Kind;
import java.util.List;
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

    /** A fix variant: items to move under the key their components give, or to declare the format of. */
    static final String MOVE = "move";
    /** A fix variant: items to move, a component's value holding the key's delimiter, which no format reads back. */
    static final String MOVE_ONLY = "move only";
    /** A fix variant: items that neither decode nor have keys the templates parse. */
    static final String BY_HAND = "by hand";
    /** A fix variant: items lacking a component's attribute whose value their primary key holds. */
    static final String COMPONENT_IN_KEY = "component in key";

    /**
     * The fix of a difference.
     *
     * @param kind          what differs
     * @param entity        the entity type it concerns, or {@code null}
     * @param index         the index it concerns, or {@code null}
     * @param table         the design's table
     * @param typeCandidate for {@link Kind#MISSING_TYPE}: an attribute, not the design's, that holds one
     *                      value in every such item of the entity ({@code entityType = "member"}), if any
     * @param variant       which items of the kind: {@link #MOVE}, {@link #MOVE_ONLY}, {@link #BY_HAND},
     *                      {@link #COMPONENT_IN_KEY}, or {@code null}
     */
    static String of(Kind kind, String entity, String index, TableDefinition table,
                     Optional<TypeCandidate> typeCandidate, String variant) {
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
                    + "deleting the index and creating it as designed with UpdateTable (IndexUpdate.of(<Table>.DEFINITION)"
                    + ".replacing(\""
                    + index + "\")); a table's own key, by copying the items into a table created from the design";
            case MISSING_INDEX -> vector(table, index) ? "create it as designed with UpdateTable: <Table>.DEFINITION"
                    + ".updateIndexes(client, tableName) creates the design's missing vector indexes and waits until "
                    + "they are ACTIVE and no longer backfilling; DynamoDB fills them from the items already there"
                    : "create it as designed with UpdateTable: <Table>.DEFINITION.updateIndexes(client, "
                    + "tableName) creates the design's missing global indexes and waits until they are active; then run "
                    + "backfill() of its entities for the items that lack its keys";
            case INDEX_KEY_SCHEMA, INDEX_PROJECTION -> "an index's keys and projection cannot change: delete it and "
                    + "create it again as designed with UpdateTable (IndexUpdate.of(<Table>.DEFINITION).replacing(\"" + index
                    + "\").run(client, tableName)), then run backfill() of its entities";
            case TIME_TO_LIVE -> "turn it on for '" + table.ttlAttribute().orElse("?") + "' with UpdateTimeToLive "
                    + "(createTable() does so only for a table it creates)";
            case TABLE_SETTING -> "change the setting as the design declares it (UpdateTable, UpdateContinuousBackups or "
                    + "PutResourcePolicy); createTable() sets them only on a table it creates";
            case UNKNOWN_TYPE -> "reads leave these items out; if a type is an entity's written another way, declare "
                    + "it with @Entity(type = ...); if they are other code's, say so: TableCheck.leaveTypes(...) "
                    + "(--leave-type) counts them apart";
            case MISSING_TYPE -> typeCandidate.map(candidate -> "each holds '" + candidate.attribute() + "' = \""
                    + candidate.value() + "\", which the design does not write: if that names its type, declare "
                    + "@Entity(typeAttribute = \"" + candidate.attribute() + "\", type = \"" + candidate.value()
                    + "\") and they are read as they are; else run " + adopt(entity, type))
                    .orElse("run " + adopt(entity, type));
            case UNMATCHED_KEYS -> MOVE.equals(variant)
                    ? "their attributes decode as " + entity + "'s, under another key than theirs: " + MOVE_TEXT
                    + "; then " + adopt(entity, type)
                    : "no entity's key templates parse these keys and their attributes decode as no entity's under "
                    + "keys like theirs: if they are other code's, say so (TableCheck.leaveKeyPrefixes(...), "
                    + "--leave-key-prefix), and reads and adoption leave them as they are; if they are an entity's "
                    + "written in another format, declare it (@KeyFormat, delimiters)";
            case KEY_MISMATCH -> BY_HAND.equals(variant)
                    ? "these items neither decode nor have keys the templates parse: correct them by hand or with a "
                    + "migration of your own; reads, backfill() and adoptUntyped() leave them as they are"
                    : MOVE_TEXT + (MOVE_ONLY.equals(variant) ? " (no key format reads back a value holding the key's "
                    + "delimiter: the key the components give escapes it)" : "; or, if every item of " + entity
                    + " writes its keys this one way, declare it (@KeyFormat, delimiters) so that the templates read "
                    + "them as they are");
            case UNDECODABLE -> COMPONENT_IN_KEY.equals(variant)
                    ? "a component these items need is only in their key: write it as its attribute (UpdateItem SET "
                    + "it to the value the key holds), then check again; neither backfill() nor adoptUntyped() can "
                    + "type or index an item that does not decode"
                    : "fix these items (or the record's types) by hand or with a migration of your own: "
                    + "backfill() and adoptUntyped() leave them as they are and report them";
            case KEY_DIFFERS -> MOVE_TEXT + (MOVE_ONLY.equals(variant) ? " (the key the components give escapes the "
                    + "delimiter the value holds)" : "");
            case MISSING_FROM_INDEX, STALE_INDEX_KEY, UNEXPECTED_INDEX_KEY -> "run backfill().indexes(\"" + index
                    + "\") of " + entity + "'s repository (with adoptUntyped() for its items without '" + type
                    + "')";
            case VECTOR_INDEX -> "a vector index cannot change: delete it and create it again as designed with "
                    + "UpdateTable (IndexUpdate.of(<Table>.DEFINITION).replacing(\"" + index + "\").run(client, "
                    + "tableName)); DynamoDB fills it from the table's items, and searches fail until it is ACTIVE and "
                    + "no longer backfilling";
            case INDEX_NOT_IN_DESIGN -> indexNotInDesign(index, false);
            case DROPPED_INDEX_KEY -> dropIndexKeys(entity, index, List.of(), type);
        };
    }

    /**
     * The fix of a live index no entity declares: if the design dropped it, remove its keys from the
     * items and delete it (a global one: a local index is deleted only with its table); if other code
     * queries it, say so.
     */
    static String indexNotInDesign(String index, boolean local) {
        return (local ? "no entity declares this local index, which DynamoDB deletes only with its table: if the "
                + "design dropped it, remove its keys from the items (backfill().dropIndexKeys(\"" + index + "\") of "
                + "each entity the check lists with them) so that it holds nothing, and copy the items into a table "
                + "created from the design to be rid of it"
                : "if the design dropped it: remove its keys from the items (backfill().dropIndexKeys(\"" + index
                + "\") of each entity the check lists with them), then delete it: IndexUpdate.of(<Table>.DEFINITION)"
                + ".deleting(\"" + index + "\").run(client, tableName), and check with droppedIndexes(\"" + index
                + "\") (--dropped-index " + index + ") until no item holds its keys")
                + "; if other code queries it, say so: TableCheck.leaveIndexes(\"" + index + "\") (--leave-index "
                + index + ")";
    }

    /** The fix of a live vector index no entity declares: delete it if the design dropped it, else leave it. */
    static String vectorIndexNotInDesign(String index) {
        return "if the design dropped it, delete it: IndexUpdate.of(<Table>.DEFINITION).deleting(\"" + index
                + "\").run(client, tableName) (the items keep their vectors); if other code searches it, say so: "
                + "TableCheck.leaveIndexes(\"" + index + "\") (--leave-index " + index + ")";
    }

    /**
     * The fix of items holding the key attributes of an index dropped from the whole design: the
     * backfill that removes exactly those attributes ({@code <index>PK/SK} need not be named).
     */
    static String dropIndexKeys(String entity, String index, List<String> attributes, String type) {
        boolean usual = attributes.isEmpty() || attributes.equals(List.of(index + "PK", index + "SK"));
        String call = usual ? "dropIndexKeys(\"" + index + "\")" : "dropIndexKeys(\"" + index + "\", "
                + String.join(", ", attributes.stream().map(attribute -> "\"" + attribute + "\"").toList()) + ")";
        return "run backfill()." + call + " of " + entity + "'s repository (with adoptUntyped() for its items "
                + "without '" + type + "'): it removes those attributes from the entity's items";
    }

    /** The fix of a difference whose items need no variant. */
    static String of(Kind kind, String entity, String index, TableDefinition table,
                     Optional<TypeCandidate> typeCandidate) {
        return of(kind, entity, index, table, typeCandidate, null);
    }

    /** How an item is moved under the key its components give: the one fix a backfill never makes. */
    private static final String MOVE_TEXT = "a backfill never moves an item to another key: write each under the key "
            + "its components give (PutItem with attribute_not_exists, so that an item already there is kept: then "
            + "decide by hand) and delete it under its old key";

    /** DynamoDB creates a local index only with its table, and never changes or deletes one. */
    private static final String LOCAL_INDEX = "a local index exists only as its table was created with it: copy the "
            + "items into a table created from the design (createTable() of one of its repositories, or the generated "
            + "<Table>.cfn.json), then point the application at it";

    private static boolean vector(TableDefinition table, String index) {
        return table.vectorIndexes().stream().anyMatch(candidate -> candidate.name().equals(index));
    }

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
