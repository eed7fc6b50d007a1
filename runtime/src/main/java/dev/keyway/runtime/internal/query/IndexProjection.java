package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What an index that holds only part of the items ({@code KEYS_ONLY}, {@code INCLUDE}) can filter
 * on. DynamoDB evaluates a query's or scan's filter on the index's items before the whole items are
 * fetched, and the index has only what it projects, so a filter on an attribute it does not hold
 * would match nothing there (or, negated, everything), and a query of the index is refused
 * ("does not project one or more filter attributes"), a local index's too: such a filter is refused
 * when it is set.
 */
public final class IndexProjection {

    private IndexProjection() {
    }

    /**
     * Checks that a filter on an index that holds part of the items names only attributes it holds.
     *
     * @param what names the query or scan, for the message
     * @throws IllegalArgumentException naming the attribute the index lacks
     */
    public static void checkFilter(TableDefinition table, String indexName, Condition filter, String what) {
        IndexDefinition index = table.index(indexName);
        if (index.holdsWholeItems()) {
            return;
        }
        Set<String> held = new LinkedHashSet<>();
        held.add(table.partitionKeyAttribute());
        table.sortKeyAttribute().ifPresent(held::add);
        held.addAll(index.keyAttributes());
        held.add(table.typeAttribute());
        held.addAll(index.nonKeyAttributes());
        Expressions names = new Expressions();
        filter.render(names);
        for (String attribute : names.names().values()) {
            if (!held.contains(attribute)) {
                throw new IllegalArgumentException(what + " filters on '" + attribute + "', which index " + indexName
                        + " does not hold (" + index.projection() + ": " + String.join(", ", held) + "); DynamoDB "
                        + "filters the index's items, before the whole items are fetched. Filter on what it holds, "
                        + "or include the attribute in the index (projection = Projection.INCLUDE, include = ...)");
            }
        }
    }

    /**
     * Checks that a filter of a query on an index with a multi-attribute key names none of its key
     * attributes, which DynamoDB refuses in a Query's filter: the key conditions say it instead.
     *
     * @throws IllegalArgumentException naming the key attribute
     */
    public static void checkNotKey(TableDefinition table, String indexName, Condition filter, String what) {
        IndexDefinition index = table.index(indexName);
        Expressions names = new Expressions();
        filter.render(names);
        for (String attribute : names.names().values()) {
            if (index.keyAttributes().contains(attribute)) {
                throw new IllegalArgumentException(what + " filters on '" + attribute + "', a key attribute of index "
                        + indexName + ", which DynamoDB refuses in a Query's filter: put the condition on the key instead "
                        + "(the query's accessor of that component, left to right)");
            }
        }
    }
}
