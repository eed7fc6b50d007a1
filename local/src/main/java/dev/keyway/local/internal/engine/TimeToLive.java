package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

/**
 * UpdateTimeToLive, DescribeTimeToLive and the sweep that deletes expired items (Developer Guide, "Time to
 * Live"): an item expires when its TTL attribute is a number of epoch seconds before now, and not more
 * than five years before now; other values are ignored. Nothing expires except by {@link #sweep()}.
 */
final class TimeToLive {

    /** DynamoDB ignores expiry times more than five years in the past. */
    static final Duration IGNORED_AFTER = Duration.ofDays(5 * 365);

    private final Catalog catalog;

    TimeToLive(Catalog catalog) {
        this.catalog = catalog;
    }

    UpdateTimeToLiveResponse update(UpdateTimeToLiveRequest request) {
        TimeToLiveSpecification specification = request.timeToLiveSpecification();
        Constraints constraints = new Constraints().name(request.tableName(), "tableName")
                .notNull(specification, "timeToLiveSpecification");
        if (specification != null) {
            constraints.notNull(specification.enabled(), "timeToLiveSpecification.enabled")
                    .notNull(specification.attributeName(), "timeToLiveSpecification.attributeName");
            String name = specification.attributeName();
            if (name != null && (name.isEmpty() || name.length() > 255)) {
                constraints.fail(name, "timeToLiveSpecification.attributeName", name.isEmpty()
                        ? "Member must have length greater than or equal to 1"
                        : "Member must have length less than or equal to 255");
            }
        }
        constraints.check();
        Table table = catalog.requireForTableOperation(request.tableName());
        boolean enable = specification.enabled();
        if (enable && table.timeToLiveEnabled) {
            throw ServiceError.validation("TimeToLive is already enabled");
        }
        if (!enable && !table.timeToLiveEnabled) {
            throw ServiceError.validation("TimeToLive is already disabled");
        }
        if (!enable && !specification.attributeName().equals(table.timeToLiveAttribute)) {
            throw ServiceError.validation("The specified attribute name does not match the TimeToLive attribute name of "
                    + "the table: " + table.timeToLiveAttribute);
        }
        table.timeToLiveEnabled = enable;
        table.timeToLiveAttribute = enable ? specification.attributeName() : null;
        return UpdateTimeToLiveResponse.builder().timeToLiveSpecification(specification).build();
    }

    DescribeTimeToLiveResponse describe(DescribeTimeToLiveRequest request) {
        new Constraints().name(request.tableName(), "tableName").check();
        Table table = catalog.requireForTableOperation(request.tableName());
        TimeToLiveDescription.Builder description = TimeToLiveDescription.builder()
                .timeToLiveStatus(table.timeToLiveEnabled ? "ENABLED" : "DISABLED");
        if (table.timeToLiveEnabled) {
            description.attributeName(table.timeToLiveAttribute);
        }
        return DescribeTimeToLiveResponse.builder().timeToLiveDescription(description.build()).build();
    }

    /** Deletes the expired items of every table, as DynamoDB's background process does. */
    int sweep() {
        long now = catalog.clock.instant().getEpochSecond();
        long oldest = now - IGNORED_AFTER.getSeconds();
        int deleted = 0;
        for (Table table : catalog.tables.values()) {
            if (!table.timeToLiveEnabled) {
                continue;
            }
            List<Map<String, AttributeValue>> expired = new ArrayList<>();
            table.items.partitions().values().forEach(partition -> partition.values().forEach(item -> {
                if (expired(item.get(table.timeToLiveAttribute), now, oldest)) {
                    expired.add(item);
                }
            }));
            for (Map<String, AttributeValue> item : expired) {
                catalog.commit(table, item, null, true);
                deleted++;
            }
        }
        return deleted;
    }

    static boolean expired(AttributeValue value, long now, long oldest) {
        if (value == null || value.n() == null) {
            return false;
        }
        BigDecimal seconds;
        try {
            seconds = new BigDecimal(value.n());
        } catch (NumberFormatException e) {
            return false;
        }
        return seconds.compareTo(BigDecimal.valueOf(now)) < 0 && seconds.compareTo(BigDecimal.valueOf(oldest)) >= 0;
    }
}
