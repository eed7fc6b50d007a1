package dev.keyway.processor.model;

import java.util.List;

/**
 * A table of the round and its entities.
 *
 * @param model    the table, as its class and design documents describe it
 * @param entities the entities the table holds, in canonical-name order: each passed every check
 *                 of its own and of the table
 * @param written  those of {@code entities} whose own classes are written: all but those whose
 *                 generated class names are taken (KW058, KW059); when none is, the table's own
 *                 files are not written either
 */
public record TableDesign(TableModel model, List<EntityModel> entities, List<EntityModel> written) {

    public TableDesign {
        entities = List.copyOf(entities);
        written = List.copyOf(written);
    }
}
