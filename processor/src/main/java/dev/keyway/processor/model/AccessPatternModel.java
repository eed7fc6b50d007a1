package dev.keyway.processor.model;

import java.util.Optional;

/**
 * One generated query method.
 *
 * @param name           the method name
 * @param index          the index queried, or empty for the table's primary key
 * @param descending     whether results come in descending sort-key order by default
 * @param consistentRead whether it reads with strong consistency by default
 * @param filterOnType   whether the user asked for a filter on the type attribute
 *                       ({@code @AccessPattern(filterOnType = true)}) to read keys other entities share
 */
public record AccessPatternModel(String name, Optional<String> index, boolean descending, boolean consistentRead,
                                 boolean filterOnType) {

    /** A pattern without an explicit type filter. */
    public AccessPatternModel(String name, Optional<String> index, boolean descending, boolean consistentRead) {
        this(name, index, descending, consistentRead, false);
    }

    /**
     * Whether the query filters on the type attribute: when asked to, or when its index's sort
     * key cannot tell entities apart ({@link KeyModel#filtersOnType}).
     */
    public boolean filtersOnType(Optional<KeyModel> sortKey) {
        return filterOnType || KeyModel.filtersOnType(sortKey);
    }
}
