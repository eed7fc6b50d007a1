package dev.keyway.processor.model;

/**
 * One key of an entity: the attribute it is stored in, its template, and whether it is a
 * partition key (unordered) or a sort key (ordered), which decides how enums are encoded.
 */
public record KeyModel(String attribute, KeyTemplate template, boolean sortKey) {

    /**
     * Whether a query on an index whose sort key is {@code sortKey} filters on the type
     * attribute: when there is no sort key, or its template starts with a placeholder, nothing in
     * the key tells entities apart; otherwise {@code begins_with(SK, literal prefix)} and the
     * partition key keep the query to one entity (the table checks, KW043, prove it).
     */
    public static boolean filtersOnType(java.util.Optional<KeyModel> sortKey) {
        return sortKey.isEmpty() || sortKey.get().template().literalPrefix().isEmpty();
    }
}
