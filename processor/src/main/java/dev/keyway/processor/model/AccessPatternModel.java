package dev.keyway.processor.model;

import java.util.Optional;

/**
 * One generated query method.
 *
 * @param name       the method name
 * @param index      the index queried, or empty for the table's primary key
 * @param descending     whether results come in descending sort-key order by default
 * @param consistentRead whether it reads with strong consistency by default
 */
public record AccessPatternModel(String name, Optional<String> index, boolean descending, boolean consistentRead) {
}
