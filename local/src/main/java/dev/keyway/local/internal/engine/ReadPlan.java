package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.expression.Condition;
import dev.keyway.local.internal.expression.Projection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a Query or Scan reads and returns: the table or index, the Select mode, the projection and the
 * filter, and the rules between them (API Reference, Query and Scan, "Select"): ALL_PROJECTED_ATTRIBUTES
 * only on an index, SPECIFIC_ATTRIBUTES exactly with a ProjectionExpression, ALL_ATTRIBUTES on a global
 * index only if it projects everything; a local index fetches unprojected attributes from the table.
 */
final class ReadPlan {

    static final List<String> SELECTS = List.of("SPECIFIC_ATTRIBUTES", "COUNT", "ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES");
    /** DynamoDB stops a page once it has read 1 MB. */
    static final long PAGE_BYTES = 1024 * 1024;

    final Table table;
    final SecondaryIndex index;
    final String select;
    final Projection projection;
    final Condition filter;
    final boolean consistent;
    /** Whether the read sees the table item rather than the index entry (a local index fetch). */
    final boolean fetch;
    /** Whether the answer, not only the filter, needs the fetched attributes. */
    private final boolean fetchForAnswer;

    private ReadPlan(Table table, SecondaryIndex index, String select, Projection projection, Condition filter,
            boolean consistent, boolean fetch, boolean fetchForAnswer) {
        this.fetchForAnswer = fetchForAnswer;
        this.table = table;
        this.index = index;
        this.select = select;
        this.projection = projection;
        this.filter = filter;
        this.consistent = consistent;
        this.fetch = fetch;
    }

    /**
     * Checks Select against ProjectionExpression, before the table is looked up.
     *
     * @param prefix what DynamoDB puts before these messages: Query says {@code 1 validation error detected: },
     *     Scan nothing
     */
    static String select(String select, boolean hasProjection, boolean hasIndex, String prefix) {
        Constraints.checkEnum(select, "select", SELECTS);
        if (select == null) {
            return hasProjection ? "SPECIFIC_ATTRIBUTES" : hasIndex ? "ALL_PROJECTED_ATTRIBUTES" : "ALL_ATTRIBUTES";
        }
        if (hasProjection && !"SPECIFIC_ATTRIBUTES".equals(select)) {
            throw ServiceError.validation(prefix + "Cannot specify the ProjectionExpression when choosing to get "
                    + ("COUNT".equals(select) ? "only the Count" : select));
        }
        if (!hasProjection && "SPECIFIC_ATTRIBUTES".equals(select)) {
            throw ServiceError.validation(prefix
                    + "Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES");
        }
        if (!hasIndex && "ALL_PROJECTED_ATTRIBUTES".equals(select)) {
            throw ServiceError.validation(prefix + "ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName");
        }
        return select;
    }

    /** The index a read names, checked: it exists, it is readable, and it allows the read's consistency. */
    static SecondaryIndex index(Table table, String indexName, boolean consistent) {
        if (indexName == null) {
            return null;
        }
        SecondaryIndex index = table.indexes.get(indexName);
        if (index == null) {
            throw ServiceError.validation("The table does not have the specified index: " + indexName);
        }
        if (!index.active()) {
            throw ServiceError.validation("Cannot read from backfilling global secondary index: " + indexName);
        }
        if (index.global && consistent) {
            throw ServiceError.validation("Consistent reads are not supported on global secondary indexes");
        }
        return index;
    }

    static ReadPlan of(Table table, SecondaryIndex index, String select, Projection projection, Condition filter,
            boolean consistent) {
        boolean fetch = false;
        boolean fetchForAnswer = false;
        if (index != null && !index.projectsAll()) {
            Set<String> projected = index.projectedAttributes(table.key);
            boolean wantsMore = "ALL_ATTRIBUTES".equals(select) || projection != null
                    && !projected.containsAll(projection.topLevelAttributes());
            if (wantsMore && index.global) {
                if ("ALL_ATTRIBUTES".equals(select)) {
                    throw ServiceError.validation("One or more parameter values were invalid: Select type ALL_ATTRIBUTES is "
                            + "not supported for global secondary index " + index.name
                            + " because its projection type is not ALL");
                }
                List<String> missing = new ArrayList<>(projection.topLevelAttributes());
                missing.removeAll(projected);
                throw ServiceError.validation("One or more parameter values were invalid: Global secondary index "
                        + index.name + " does not project " + missing);
            }
            List<String> unprojectedInFilter = new ArrayList<>(filter == null ? Set.of() : filter.topLevelAttributes());
            unprojectedInFilter.removeAll(projected);
            if (!unprojectedInFilter.isEmpty() && index.global) {
                // A global index holds only its projection; DynamoDB refuses a filter it could not evaluate.
                throw ServiceError.validation("One or more parameter values were invalid: Secondary index " + index.name
                        + " does not project one or more filter attributes: " + unprojectedInFilter);
            }
            // A local index fetches what it does not project from the table (Developer Guide, "Local secondary
            // indexes", projected attributes), for the filter as for the answer.
            fetch = wantsMore || !unprojectedInFilter.isEmpty();
            fetchForAnswer = wantsMore;
        }
        return new ReadPlan(table, index, select, projection, filter, consistent, fetch, fetchForAnswer);
    }

    /** The entry a read of this table or index sees for a stored item. */
    Map<String, AttributeValue> entry(Map<String, AttributeValue> item) {
        return index == null || fetch ? item : index.project(item, table.key);
    }

    /** The bytes a read of this item counts (the index entry of an index; a fetch adds the table item). */
    long readBytes(Map<String, AttributeValue> item) {
        return Capacity.sizeOf(index == null ? item : index.project(item, table.key));
    }

    /** The item as the answer returns it. */
    Map<String, AttributeValue> render(Map<String, AttributeValue> entry) {
        Map<String, AttributeValue> seen = fetch && !fetchForAnswer ? index.project(entry, table.key) : entry;
        return projection == null ? seen : projection.apply(seen);
    }

    boolean count() {
        return "COUNT".equals(select);
    }

    /** The LastEvaluatedKey of a page that stopped at this item: the table's key, and the index's. */
    Map<String, AttributeValue> position(Map<String, AttributeValue> item) {
        return index == null ? table.key.keyOf(item) : index.positionOf(item, table.key);
    }

    /** The key attributes an ExclusiveStartKey of this read must have, exactly. */
    List<String> positionAttributes() {
        List<String> names = new ArrayList<>(table.key.attributes());
        if (index != null) {
            for (String name : index.key.attributes()) {
                if (!names.contains(name)) {
                    names.add(name);
                }
            }
        }
        return names;
    }

    OrderedItems store() {
        return index == null ? table.items : index.entries;
    }

    ItemKey partitionOf(Map<String, AttributeValue> item) {
        return index == null ? table.key.partitionOf(item) : index.partitionOf(item);
    }

    ItemKey sortOf(Map<String, AttributeValue> item) {
        return index == null ? table.key.sortOf(item) : index.sortOf(item, table.key);
    }

    KeyShape key() {
        return index == null ? table.key : index.key;
    }
}
