package dev.keyway.local.internal.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One page of a Query or Scan: items are evaluated in order until Limit items were evaluated (before the
 * filter) or 1 MB was read; the page then ends with a LastEvaluatedKey at the last evaluated item.
 */
final class PageBuilder {

    private final ReadPlan plan;
    private final Integer limit;
    final List<Map<String, AttributeValue>> items = new ArrayList<>();
    int count;
    int scanned;
    private long bytes;
    private long fetchedBytes;
    Map<String, AttributeValue> lastEvaluatedKey;

    PageBuilder(ReadPlan plan, Integer limit) {
        this.plan = plan;
        this.limit = limit;
    }

    /** Evaluates one stored item; returns false once the page is full. */
    boolean offer(Map<String, AttributeValue> item) {
        scanned++;
        bytes += plan.readBytes(item);
        if (plan.fetch) {
            fetchedBytes += Capacity.sizeOf(item);
        }
        Map<String, AttributeValue> entry = plan.entry(item);
        if (plan.filter == null || plan.filter.test(entry)) {
            count++;
            if (!plan.count()) {
                items.add(plan.render(entry));
            }
        }
        if (limit != null && scanned >= limit || bytes >= ReadPlan.PAGE_BYTES) {
            lastEvaluatedKey = plan.position(item);
            return false;
        }
        return true;
    }

    /**
     * The capacity the page consumed: the sizes of all entries read, summed and then rounded up to 4 KB
     * once (Developer Guide, "Query and Scan"), on the index when an index was read; the table items a
     * local index fetched are charged to the table.
     */
    Capacity.Usage usage() {
        double factor = plan.consistent ? Capacity.STRONG : Capacity.EVENTUAL;
        Capacity.Usage usage = new Capacity.Usage(plan.table);
        double units = Capacity.readUnits(bytes) * factor;
        if (plan.index == null) {
            usage.addTable(units);
        } else {
            usage.addIndex(plan.index.name, units);
            if (fetchedBytes > 0) {
                usage.addTable(Capacity.readUnits(fetchedBytes) * factor);
            }
        }
        return usage;
    }
}
