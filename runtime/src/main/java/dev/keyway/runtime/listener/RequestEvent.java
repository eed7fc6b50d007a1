package dev.keyway.runtime.listener;

import dev.keyway.runtime.Query;
import dev.keyway.runtime.Scan;
import dev.keyway.runtime.backfill.Backfill;
import dev.keyway.runtime.batch.ReadBatch;
import dev.keyway.runtime.batch.WriteBatch;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.RequestFailedException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.runtime.transaction.ReadTransaction;
import dev.keyway.runtime.transaction.WriteTransaction;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.VectorCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * One DynamoDB request Keyway made, as a {@link RequestListener} sees it once the request is
 * answered (or failed): what it was for, how long it took, what it read and wrote, and what
 * DynamoDB says it consumed.
 *
 * <pre>{@code
 * RequestListener log = event -> System.out.printf("%s %s.%s %s %d ms, %d read, %.1f RCU%n",
 *         event.tableName(), event.entityType(), event.accessPattern().orElse(event.operation().tag()),
 *         event.request().apiName(), event.latency().toMillis(), event.itemsRead(), event.readCapacityUnits());
 * }</pre>
 *
 * <p>One call can make several requests: a query page on a sharded partition makes one Query per
 * shard, a query on an index that holds part of the items fetches them with a BatchGetItem, a
 * batch sends chunks and retries them, a write of an entity with {@code @Unique} values reads the
 * item and writes a transaction. Each request is one event, all with the operation and access
 * pattern of the call. A Query or Scan request reads one page, so counting those events counts
 * pages.
 *
 * @param tableName        the table (for a transaction over several tables, their names joined with {@code ,})
 * @param entityType       the entity type, e.g. {@code Order}; for an item collection its name
 *                         ({@code CustomerItem}); for a transaction over several entity types,
 *                         their names joined with {@code ,}
 * @param operation        what Keyway was doing for its caller
 * @param accessPattern    the access pattern of a query ({@code ordersOf}), if it was one
 * @param indexName        the index a Query read, if it read one
 * @param request          the DynamoDB operation of the request
 * @param latency          from sending the request to its answer, the SDK's own retries included
 * @param itemsRead        the items the answer returned (after filters)
 * @param itemsWritten     the items the request wrote (puts, updates and deletes; a failed
 *                         request wrote none)
 * @param attempt          1 for the first request of its items; 2, 3... for a batch chunk sent
 *                         again (unprocessed items, throttling)
 * @param unprocessed      the items or keys the answer left unprocessed (batches), to be sent again
 *                         or reported
 * @param consumedCapacity what DynamoDB reported consumed, one entry per table; empty unless the
 *                         listener asked for it ({@link RequestListener#consumedCapacity()})
 * @param failure          the exception the request ended with, if it failed: as the SDK
 *                         reported it, or the typed {@link KeywayException} Keyway made of it
 */
public record RequestEvent(String tableName, String entityType, Operation operation, Optional<String> accessPattern,
                           Optional<String> indexName, RequestKind request, Duration latency, int itemsRead,
                           int itemsWritten, int attempt, int unprocessed, List<ConsumedCapacity> consumedCapacity,
                           Optional<Throwable> failure) {

    /** Checks the parts and copies the capacity list. */
    public RequestEvent {
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(entityType, "entityType");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(accessPattern, "accessPattern");
        Objects.requireNonNull(indexName, "indexName");
        Objects.requireNonNull(request, "request");
        Objects.requireNonNull(latency, "latency");
        consumedCapacity = List.copyOf(consumedCapacity);
        Objects.requireNonNull(failure, "failure");
    }

    /** What Keyway was doing for its caller when it made a request. */
    public enum Operation {
        /** {@code get} by key. */
        GET("get"),
        /** {@code put}. */
        PUT("put"),
        /** {@code create}. */
        CREATE("create"),
        /** {@code delete}. */
        DELETE("delete"),
        /** {@code update(...).execute()}. */
        UPDATE("update"),
        /** An access pattern's or an item collection's query. */
        QUERY("query"),
        /** A vector index access pattern's search ({@code VectorSearch.top}). */
        SEARCH("search"),
        /** {@code scan().forEach} or {@code stream()}. */
        SCAN("scan"),
        /** {@code scan().count()}. */
        COUNT("count"),
        /** {@code putAll}. */
        BATCH_PUT("putAll"),
        /** {@code deleteAll}. */
        BATCH_DELETE("deleteAll"),
        /** {@code getAll}. */
        BATCH_GET("getAll"),
        /** {@link WriteTransaction#execute()}. */
        WRITE_TRANSACTION("writeTransaction"),
        /** {@link ReadTransaction#execute()}. */
        READ_TRANSACTION("readTransaction"),
        /** {@link WriteBatch#execute()}: puts and deletes of several entities. */
        WRITE_BATCH("writeBatch"),
        /** {@link ReadBatch#execute()}: gets of several entities. */
        READ_BATCH("readBatch"),
        /** {@link Backfill#run()}: its scan, the items it rewrites and reads again. */
        BACKFILL("backfill"),
        /** {@code createTable()} and {@link TableDefinition#createIfMissing}. */
        CREATE_TABLE("createTable"),
        /** A check of a live table against the design ({@code keyway-tools}): it describes and scans the table. */
        CHECK("check"),
        /** A {@code StreamReader} finding its table's stream, or {@code ProcessedChanges} reading a marker. */
        READ_STREAM("readStream");

        private final String tag;

        Operation(String tag) {
            this.tag = tag;
        }

        /** The operation's name as a repository method calls it, for metric tags: {@code get}, {@code putAll}... */
        public String tag() {
            return tag;
        }
    }

    /** The DynamoDB operation of a request. */
    public enum RequestKind {
        GET_ITEM("GetItem", false),
        PUT_ITEM("PutItem", true),
        UPDATE_ITEM("UpdateItem", true),
        DELETE_ITEM("DeleteItem", true),
        QUERY("Query", false),
        SCAN("Scan", false),
        SEARCH_VECTORS("SearchVectors", false),
        BATCH_GET_ITEM("BatchGetItem", false),
        BATCH_WRITE_ITEM("BatchWriteItem", true),
        TRANSACT_GET_ITEMS("TransactGetItems", false),
        TRANSACT_WRITE_ITEMS("TransactWriteItems", true),
        DESCRIBE_TABLE("DescribeTable", false),
        CREATE_TABLE("CreateTable", false),
        UPDATE_TABLE("UpdateTable", false),
        UPDATE_TIME_TO_LIVE("UpdateTimeToLive", false),
        DESCRIBE_TIME_TO_LIVE("DescribeTimeToLive", false),
        UPDATE_CONTINUOUS_BACKUPS("UpdateContinuousBackups", false),
        DESCRIBE_CONTINUOUS_BACKUPS("DescribeContinuousBackups", false),
        GET_RESOURCE_POLICY("GetResourcePolicy", false);

        private final String apiName;
        private final boolean write;

        RequestKind(String apiName, boolean write) {
            this.apiName = apiName;
            this.write = write;
        }

        /** The operation's name in DynamoDB's API: {@code GetItem}, {@code BatchWriteItem}... */
        public String apiName() {
            return apiName;
        }

        /** Whether the operation writes items, so that the capacity it consumes is write capacity. */
        public boolean writes() {
            return write;
        }
    }

    /** How a request ended, for metric tags. */
    public enum Outcome {
        /** DynamoDB answered. */
        SUCCESS,
        /** A condition did not hold: a conditional write, or a transaction cancelled for one. */
        CONDITION_FAILED,
        /** DynamoDB refused it for lack of capacity (after the SDK's own retries). */
        THROTTLED,
        /** Any other failure. */
        FAILED
    }

    /** How the request ended. */
    public Outcome outcome() {
        if (failure.isEmpty()) {
            return Outcome.SUCCESS;
        }
        Throwable error = failure.get();
        if (error instanceof ConditionalCheckFailedException || error instanceof ConditionFailedException) {
            return Outcome.CONDITION_FAILED;
        }
        if (error instanceof TransactionCanceledException cancelled && cancelled.hasCancellationReasons()
                && cancelled.cancellationReasons().stream().anyMatch(reason ->
                        TransactionFailedException.CONDITIONAL_CHECK_FAILED.equals(reason.code()))) {
            return Outcome.CONDITION_FAILED;
        }
        if (error instanceof software.amazon.awssdk.awscore.exception.AwsServiceException service
                && service.isThrottlingException()
                || error instanceof RequestFailedException refused && refused.throttling()) {
            return Outcome.THROTTLED;
        }
        return Outcome.FAILED;
    }

    /** Whether this request sent items again: a batch chunk's leftovers, or a throttled chunk. */
    public boolean retry() {
        return attempt > 1;
    }

    /** The capacity units DynamoDB reported consumed, over every table and index; 0 when not asked for. */
    public double capacityUnits() {
        double units = 0;
        for (ConsumedCapacity capacity : consumedCapacity) {
            units += capacity.capacityUnits() == null ? 0 : capacity.capacityUnits();
        }
        return units;
    }

    /**
     * The read capacity units consumed: what DynamoDB reported as read units, else all the units
     * of a request that reads ({@link RequestKind#writes()} false).
     */
    public double readCapacityUnits() {
        return unitsOf(false);
    }

    /**
     * The write capacity units consumed: what DynamoDB reported as write units, else all the units
     * of a request that writes.
     */
    public double writeCapacityUnits() {
        return unitsOf(true);
    }

    /**
     * The vector search bytes DynamoDB reported for a {@code SearchVectors} ({@code VectorSearchRequestBytes},
     * asked for by {@code TOTAL} or {@code INDEXES}); 0 for other requests or when not asked for. Vector
     * index operations are metered in bytes, apart from capacity units (Developer Guide, "Monitoring vector
     * index capacity").
     */
    public double vectorSearchRequestBytes() {
        return vectorBytes(true);
    }

    /**
     * The vector write bytes DynamoDB reported over every vector index a write changed
     * ({@code ConsumedCapacity.VectorIndexes}' {@code VectorWriteRequestBytes}, reported for {@code INDEXES}
     * only); 0 for a write that changed no vector index, or when not asked for.
     */
    public double vectorWriteRequestBytes() {
        return vectorBytes(false);
    }

    private double vectorBytes(boolean search) {
        double bytes = 0;
        for (ConsumedCapacity capacity : consumedCapacity) {
            for (VectorCapacity vector : capacity.vectorIndexes().values()) {
                Double reported = search ? vector.vectorSearchRequestBytes() : vector.vectorWriteRequestBytes();
                bytes += reported == null ? 0 : reported;
            }
        }
        return bytes;
    }

    /** The write (or read) units: as DynamoDB split them where it did, else by the kind of request. */
    private double unitsOf(boolean writes) {
        double units = 0;
        for (ConsumedCapacity capacity : consumedCapacity) {
            if (capacity.readCapacityUnits() != null || capacity.writeCapacityUnits() != null) {
                Double split = writes ? capacity.writeCapacityUnits() : capacity.readCapacityUnits();
                units += split == null ? 0 : split;
            } else if (request.writes() == writes) {
                units += capacity.capacityUnits() == null ? 0 : capacity.capacityUnits();
            }
        }
        return units;
    }
}
