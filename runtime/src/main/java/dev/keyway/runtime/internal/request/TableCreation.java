package dev.keyway.runtime.internal.request;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.schema.TableDefinition;
import java.time.Duration;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * Creates a table from its {@link TableDefinition} unless it exists, waits until it is active and
 * turns time to live and point-in-time recovery on, for {@link TableDefinition#createIfMissing} and
 * repositories' {@code createTable()}; every request through {@link Requests}.
 */
public final class TableCreation {

    private static final Duration ACTIVE_TIMEOUT = Duration.ofMinutes(10);
    private static final Duration ACTIVE_POLL = Duration.ofMillis(500);

    private TableCreation() {
    }

    /**
     * Creates the table under the given name unless it exists (CreateTable, with the settings it
     * takes), then waits until it is active (DescribeTable) and, for a table it created, turns time
     * to live on for the definition's TTL attribute (UpdateTimeToLive) and point-in-time recovery on
     * when the settings ask for it (UpdateContinuousBackups, which DynamoDB takes only once the
     * table is active). Safe to call concurrently and repeatedly.
     *
     * @param requests   where the requests go
     * @param definition the table
     * @param tableName  the name to create it under
     * @param entityType who asks, for events: an entity type, or the table's default name
     */
    public static void createIfMissing(Requests requests, TableDefinition definition, String tableName,
                                       String entityType) {
        Requests.Context context = Requests.Context.of(tableName, entityType, Operation.CREATE_TABLE);
        DescribeTableRequest describe = DescribeTableRequest.builder().tableName(tableName).build();
        boolean created = false;
        try {
            requests.describeTable(context, describe);
        } catch (ResourceNotFoundException missing) {
            try {
                requests.createTable(context, definition.createTableRequest(tableName));
                created = true;
            } catch (ResourceInUseException createdMeanwhile) {
                // another caller created it first: wait for it below
            }
        }
        awaitActive(requests, context, describe);
        if (created && definition.ttlAttribute().isPresent()) {
            requests.updateTimeToLive(context, UpdateTimeToLiveRequest.builder().tableName(tableName)
                    .timeToLiveSpecification(ttl -> ttl.attributeName(definition.ttlAttribute().get()).enabled(true))
                    .build());
        }
        if (created && definition.settings().pointInTimeRecoveryEnabled()) {
            requests.updateContinuousBackups(context, UpdateContinuousBackupsRequest.builder().tableName(tableName)
                    .pointInTimeRecoverySpecification(definition.settings().pointInTimeRecovery().get()).build());
        }
    }

    /** Whether the table and each of its indexes are active, as DescribeTable describes them. */
    public static boolean isActive(TableDescription table) {
        // A vector index can be searched only once ACTIVE and no longer backfilling (Developer Guide,
        // "Data synchronization between tables and vector indexes").
        boolean indexesActive = table.globalSecondaryIndexes().stream()
                .allMatch(index -> index.indexStatus() == IndexStatus.ACTIVE)
                && table.vectorIndexes().stream().allMatch(index -> index.indexStatus() == IndexStatus.ACTIVE
                        && !Boolean.TRUE.equals(index.backfilling()));
        return table.tableStatus() == TableStatus.ACTIVE && indexesActive;
    }

    private static void awaitActive(Requests requests, Requests.Context context, DescribeTableRequest describe) {
        long deadline = System.nanoTime() + ACTIVE_TIMEOUT.toNanos();
        while (true) {
            if (isActive(requests.describeTable(context, describe).table())) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new KeywayException("Table " + describe.tableName() + " did not become active within "
                        + ACTIVE_TIMEOUT, null);
            }
            try {
                Thread.sleep(ACTIVE_POLL.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new KeywayException("Interrupted while waiting for table " + describe.tableName(), e);
            }
        }
    }
}
