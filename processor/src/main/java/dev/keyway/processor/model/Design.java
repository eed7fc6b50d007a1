package dev.keyway.processor.model;

import java.util.List;

/**
 * Everything one processing round writes, read and validated before any file is: its tables
 * (each with its entities) and its item collections, every generated class already named.
 *
 * @param tables      the tables, in name order
 * @param collections the valid item collections, in the order the round lists them
 */
public record Design(List<TableDesign> tables, List<CollectionModel> collections) {

    public Design {
        tables = List.copyOf(tables);
        collections = List.copyOf(collections);
    }
}
