package dev.keyway.runtime.schema;

import java.util.List;

/**
 * What an {@link IndexUpdate} did to a live table's indexes and what it left.
 *
 * @param table       the live table's name
 * @param created     the design's global and vector indexes it created (each active when the update returned)
 * @param deleted     the indexes it deleted, as {@link IndexUpdate#deleting} asked
 * @param notInDesign the table's indexes that no entity of the design declares, left as they are
 * @param differing   the design's indexes that exist with other keys, another kind or fewer attributes
 *                    than the design needs (a vector index: with another attribute, dimensions, distance,
 *                    search schema or projection), each with what differs; left as they are (DynamoDB cannot
 *                    change an index: delete it and run the update again)
 * @param impossible  the design's local indexes the table lacks, for which no request was sent:
 *                    DynamoDB creates a local index only with its table (CreateTable; UpdateTable cannot
 *                    add one), so only a table created from the design has them
 * @param tableCreated whether the table was missing and created from the design
 * @param nothingToBackfill the created indexes with multi-attribute keys: their keys are attributes the items
 *                    store already, so DynamoDB filled them with the items written before and there is nothing
 *                    to backfill
 */
public record IndexUpdateReport(String table, List<String> created, List<String> deleted, List<String> notInDesign,
                                List<String> differing, List<String> impossible, boolean tableCreated,
                                List<String> nothingToBackfill) {

    /** Copies the lists. */
    public IndexUpdateReport {
        created = List.copyOf(created);
        deleted = List.copyOf(deleted);
        notInDesign = List.copyOf(notInDesign);
        differing = List.copyOf(differing);
        impossible = List.copyOf(impossible);
        nothingToBackfill = List.copyOf(nothingToBackfill);
    }

    /** A report of indexes whose keys are all written by Keyway (none with a multi-attribute key). */
    public IndexUpdateReport(String table, List<String> created, List<String> deleted, List<String> notInDesign,
                             List<String> differing, List<String> impossible, boolean tableCreated) {
        this(table, created, deleted, notInDesign, differing, impossible, tableCreated, List.of());
    }

    /** Whether the table now has every index of the design as designed (indexes not in the design aside). */
    public boolean upToDate() {
        return differing.isEmpty() && impossible.isEmpty();
    }

    /** What the update did and, for each thing it left, what to do about it, one line each. */
    public String toText() {
        StringBuilder out = new StringBuilder("Table ").append(table).append(tableCreated ? ": created from the design"
                : "").append('\n');
        created.forEach(index -> out.append("  created ").append(index).append(nothingToBackfill.contains(index)
                ? " (active): a multi-attribute key, which DynamoDB filled from the attributes the items store: nothing "
                + "to backfill\n"
                : " (active): run backfill() of its entities for the items written before\n"));
        deleted.forEach(index -> out.append("  deleted ").append(index).append('\n'));
        notInDesign.forEach(index -> out.append("  not in the design, left as it is: ").append(index).append(" (if the "
                + "design dropped it: backfill().dropIndexKeys(\"").append(index).append("\") of each entity that "
                + "wrote its keys, then IndexUpdate...deleting(\"").append(index).append("\"))\n"));
        differing.forEach(index -> out.append("  differs, left as it is: ").append(index).append(" (IndexUpdate..."
                + "replacing(...) deletes it and creates it as designed)\n"));
        impossible.forEach(index -> out.append("  local index ").append(index).append(" missing: DynamoDB adds a local "
                + "index only with its table; copy the items into a table created from the design\n"));
        out.append(upToDate() ? "  up to date\n" : "  not up to date\n");
        return out.toString();
    }
}
