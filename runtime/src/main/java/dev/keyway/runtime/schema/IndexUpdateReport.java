package dev.keyway.runtime.schema;

import java.util.List;

/**
 * What an {@link IndexUpdate} did to a live table's indexes and what it left.
 *
 * @param table       the live table's name
 * @param created     the design's global indexes it created (each active when the update returned)
 * @param deleted     the indexes it deleted, as {@link IndexUpdate#deleting} asked
 * @param notInDesign the table's indexes that no entity of the design declares, left as they are
 * @param differing   the design's indexes that exist with other keys, another kind or fewer attributes
 *                    than the design needs, each with what differs; left as they are (DynamoDB cannot
 *                    change an index: delete it and run the update again)
 * @param impossible  the design's local indexes the table lacks: DynamoDB creates a local index only
 *                    with its table, so only a table created from the design has them
 * @param tableCreated whether the table was missing and created from the design
 */
public record IndexUpdateReport(String table, List<String> created, List<String> deleted, List<String> notInDesign,
                                List<String> differing, List<String> impossible, boolean tableCreated) {

    /** Copies the lists. */
    public IndexUpdateReport {
        created = List.copyOf(created);
        deleted = List.copyOf(deleted);
        notInDesign = List.copyOf(notInDesign);
        differing = List.copyOf(differing);
        impossible = List.copyOf(impossible);
    }

    /** Whether the table now has every index of the design as designed (indexes not in the design aside). */
    public boolean upToDate() {
        return differing.isEmpty() && impossible.isEmpty();
    }
}
