package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.stream.TableChanges;
import java.time.Clock;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The tables of a database by name, the clock, and the one place where items are written, so that every
 * write keeps the indexes in step and reaches the streams.
 */
final class Catalog {

    static final String REGION = "us-east-1";
    static final String ACCOUNT = "000000000000";
    static final String ARN_PREFIX = "arn:aws:dynamodb:" + REGION + ":" + ACCOUNT + ":table/";

    final Clock clock;
    final TableChanges changes;
    final Map<String, Table> tables = new TreeMap<>();

    Catalog(Clock clock, TableChanges changes) {
        this.clock = clock;
        this.changes = changes;
    }

    static String arnOf(String tableName) {
        return ARN_PREFIX + tableName;
    }

    /** A table named by its name or its ARN (DynamoDB's item operations accept both), or {@code null}. */
    Table find(String nameOrArn) {
        if (nameOrArn == null) {
            return null;
        }
        String name = nameOrArn.startsWith(ARN_PREFIX) ? nameOrArn.substring(ARN_PREFIX.length()) : nameOrArn;
        return tables.get(name);
    }

    /**
     * The table of an item operation.
     *
     * @throws ServiceError a ValidationException without a name, ResourceNotFoundException without the table
     */
    Table require(String nameOrArn) {
        if (nameOrArn == null) {
            new Constraints().notNull(null, "tableName").check();
        }
        Table table = find(nameOrArn);
        if (table == null) {
            throw ServiceError.resourceNotFound("Requested resource not found");
        }
        return table;
    }

    /** The table of a table operation: DynamoDB names the missing table in these messages. */
    Table requireForTableOperation(String nameOrArn) {
        if (nameOrArn == null) {
            new Constraints().notNull(null, "tableName").check();
        }
        Table table = find(nameOrArn);
        if (table == null) {
            throw ServiceError.resourceNotFound("Requested resource not found: Table: " + nameOrArn + " not found");
        }
        return table;
    }

    /**
     * Writes an item change to a table and its indexes and reports it to the stream (only a change that
     * changed something, on a table whose stream is on).
     *
     * @return the write units each index consumed
     */
    Map<String, Integer> commit(Table table, Map<String, AttributeValue> oldItem, Map<String, AttributeValue> newItem,
            boolean expiredByTimeToLive) {
        if (oldItem == null && newItem == null) {
            return Map.of();
        }
        Map<String, Integer> indexUnits = table.write(oldItem, newItem);
        if (table.streamEnabled && !Items.same(oldItem, newItem)) {
            Map<String, AttributeValue> keys = table.key.keyOf(newItem != null ? newItem : oldItem);
            changes.changed(table.name, keys, oldItem, newItem, expiredByTimeToLive);
        }
        return indexUnits;
    }
}
