package dev.keyway.processor.model;

/**
 * One key of an entity: the attribute it is stored in, its template, and whether it is a
 * partition key (unordered) or a sort key (ordered), which decides how enums are encoded.
 */
public record KeyModel(String attribute, KeyTemplate template, boolean sortKey) {
}
