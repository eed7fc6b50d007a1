package dev.keyway.runtime.internal.backfill;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The requests on a backfill's lease table: one item per segment of a named backfill (partition
 * key {@code backfill}, sort key {@code segment}), holding the lease's owner and expiry, the
 * segment's checkpoint token and whether it is done. Every change is one conditional
 * {@code UpdateItem}: a claim succeeds only on a segment not done whose lease is free or expired
 * (by the claimant's clock), and a renewal, a checkpoint or a release only while the worker still
 * owns the lease, so a worker that lost its lease can never move the checkpoint of the worker that
 * took it over. The claim returns the item as it then is, so the new owner resumes from exactly
 * the checkpoint the old one stored last.
 */
@InternalApi
public final class LeaseTable {

    /** The partition key: the backfill's name. */
    public static final String BACKFILL = "backfill";
    /** The sort key: the segment, a number. */
    public static final String SEGMENT = "segment";
    static final String OWNER = "leaseOwner";
    static final String EXPIRES = "leaseExpiresAt"; // epoch milliseconds of the owner's clock
    static final String CHECKPOINT = "checkpoint";
    static final String DONE = "segmentDone";
    static final String CLAIMS = "leaseClaims";

    /** The entity type of the lease table's requests, for listeners and metrics. */
    public static final String ENTITY = "BackfillLease";

    private final Requests requests;
    private final String tableName;
    private final Requests.Context context;

    /**
     * One segment's lease as stored.
     *
     * @param segment    the segment
     * @param owner      the worker holding it, or {@code null}
     * @param expiresAt  when the lease ends, epoch milliseconds; 0 when free
     * @param checkpoint the segment's last checkpoint token, or {@code null} before its first page
     * @param done       whether the segment is read to its end
     * @param claims     how often it was claimed (more than once: taken over, or claimed again)
     */
    public record Lease(int segment, String owner, long expiresAt, String checkpoint, boolean done, long claims) {

        static Lease of(Map<String, AttributeValue> item) {
            return new Lease(Integer.parseInt(item.get(SEGMENT).n()),
                    item.containsKey(OWNER) ? item.get(OWNER).s() : null,
                    item.containsKey(EXPIRES) ? Long.parseLong(item.get(EXPIRES).n()) : 0,
                    item.containsKey(CHECKPOINT) ? item.get(CHECKPOINT).s() : null,
                    item.containsKey(DONE) && Boolean.TRUE.equals(item.get(DONE).bool()),
                    item.containsKey(CLAIMS) ? Long.parseLong(item.get(CLAIMS).n()) : 0);
        }

        /** Whether a worker may claim it at {@code now}: not done, and free or expired. */
        public boolean claimable(long now) {
            return !done && (owner == null || expiresAt < now);
        }
    }

    /**
     * @param client    the client of the lease table
     * @param tableName the lease table
     */
    public LeaseTable(DynamoDbClient client, String tableName) {
        this.requests = Requests.of(client);
        this.tableName = tableName;
        this.context = Requests.Context.of(tableName, ENTITY, Operation.BACKFILL);
    }

    /** The table's name. */
    public String tableName() {
        return tableName;
    }

    /**
     * Creates the table (on-demand capacity) unless it exists, and waits until it is active. Workers
     * starting together may all try: the losers of {@code CreateTable} wait like the winner.
     */
    public void createIfMissing(Duration timeout) {
        DescribeTableRequest describe = DescribeTableRequest.builder().tableName(tableName).build();
        Requests.Context creating = context.operation(Operation.CREATE_TABLE);
        try {
            requests.describeTable(creating, describe);
        } catch (ResourceNotFoundException missing) {
            try {
                requests.createTable(creating, CreateTableRequest.builder().tableName(tableName)
                        .billingMode(BillingMode.PAY_PER_REQUEST)
                        .keySchema(KeySchemaElement.builder().attributeName(BACKFILL).keyType(KeyType.HASH).build(),
                                KeySchemaElement.builder().attributeName(SEGMENT).keyType(KeyType.RANGE).build())
                        .attributeDefinitions(
                                AttributeDefinition.builder().attributeName(BACKFILL)
                                        .attributeType(ScalarAttributeType.S).build(),
                                AttributeDefinition.builder().attributeName(SEGMENT)
                                        .attributeType(ScalarAttributeType.N).build()).build());
            } catch (ResourceInUseException createdByAnotherWorker) {
                // another worker created it meanwhile: wait for it like our own
            }
        }
        long deadline = System.nanoTime() + timeout.toNanos();
        while (requests.describeTable(creating, describe).table().tableStatus() != TableStatus.ACTIVE) {
            if (System.nanoTime() > deadline) {
                throw new KeywayException("Lease table " + tableName + " did not become active within " + timeout, null);
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new KeywayException("Interrupted while waiting for lease table " + tableName, e);
            }
        }
    }

    /** Every lease of the backfill, read consistently, by segment. */
    public Map<Integer, Lease> all(String backfill) {
        Map<Integer, Lease> leases = new HashMap<>();
        Map<String, AttributeValue> start = null;
        do {
            QueryRequest.Builder request = QueryRequest.builder().tableName(tableName).consistentRead(true)
                    .keyConditionExpression("#b = :b").expressionAttributeNames(Map.of("#b", BACKFILL))
                    .expressionAttributeValues(Map.of(":b", AttributeValue.fromS(backfill)));
            if (start != null) {
                request.exclusiveStartKey(start);
            }
            QueryResponse response = requests.query(context, request.build());
            response.items().forEach(item -> {
                Lease lease = Lease.of(item);
                leases.put(lease.segment(), lease);
            });
            start = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
                    ? response.lastEvaluatedKey() : null;
        } while (start != null);
        return leases;
    }

    /**
     * Claims a segment for a worker until {@code until}, if it is not done and its lease is free or
     * expired at {@code now}.
     *
     * @return the lease as it is now the worker's, or empty if another worker holds it or it is done
     */
    public Optional<Lease> claim(String backfill, int segment, String worker, long now, long until) {
        try {
            UpdateItemResponse response = requests.updateItem(context.key("segment " + segment), UpdateItemRequest.builder().tableName(tableName)
                    .key(key(backfill, segment))
                    .updateExpression("SET #o = :me, #e = :until, #d = if_not_exists(#d, :false) ADD #c :one")
                    .conditionExpression("attribute_not_exists(#s) OR (#d = :false AND (attribute_not_exists(#o) "
                            + "OR #e < :now))")
                    .expressionAttributeNames(Map.of("#o", OWNER, "#e", EXPIRES, "#d", DONE, "#c", CLAIMS, "#s", SEGMENT))
                    .expressionAttributeValues(Map.of(":me", AttributeValue.fromS(worker), ":until", number(until),
                            ":false", AttributeValue.fromBool(false), ":one", number(1), ":now", number(now)))
                    .returnValues(ReturnValue.ALL_NEW).build());
            return Optional.of(Lease.of(response.attributes()));
        } catch (ConditionalCheckFailedException taken) {
            return Optional.empty();
        }
    }

    /** Extends the worker's lease to {@code until}; false if it is no longer the worker's. */
    public boolean renew(String backfill, int segment, String worker, long until) {
        return ownersUpdate(backfill, segment, worker, "SET #e = :until", Map.of(":until", number(until)), Map.of());
    }

    /**
     * Stores the segment's checkpoint and extends the lease; when the segment is done, marks it so
     * and frees the lease. False if the lease is no longer the worker's: nothing is written.
     */
    public boolean checkpoint(String backfill, int segment, String worker, String token, boolean done, long until) {
        return done
                ? ownersUpdate(backfill, segment, worker, "SET #k = :k, #d = :true REMOVE #o, #e",
                        Map.of(":k", AttributeValue.fromS(token), ":true", AttributeValue.fromBool(true)),
                        Map.of("#k", CHECKPOINT, "#d", DONE))
                : ownersUpdate(backfill, segment, worker, "SET #k = :k, #e = :until",
                        Map.of(":k", AttributeValue.fromS(token), ":until", number(until)), Map.of("#k", CHECKPOINT));
    }

    /** Frees the worker's lease, so that another worker may claim the segment at once; false if it was not its. */
    public boolean release(String backfill, int segment, String worker) {
        return ownersUpdate(backfill, segment, worker, "REMOVE #o, #e", Map.of(), Map.of());
    }

    private boolean ownersUpdate(String backfill, int segment, String worker, String update,
                                 Map<String, AttributeValue> values, Map<String, String> names) {
        Map<String, String> allNames = new HashMap<>(names);
        allNames.put("#o", OWNER);
        if (update.contains("#e")) {
            allNames.put("#e", EXPIRES);
        }
        Map<String, AttributeValue> allValues = new HashMap<>(values);
        allValues.put(":me", AttributeValue.fromS(worker));
        try {
            requests.updateItem(context.key("segment " + segment), UpdateItemRequest.builder().tableName(tableName).key(key(backfill, segment))
                    .updateExpression(update).conditionExpression("#o = :me")
                    .expressionAttributeNames(allNames).expressionAttributeValues(allValues).build());
            return true;
        } catch (ConditionalCheckFailedException lost) {
            return false;
        }
    }

    private static Map<String, AttributeValue> key(String backfill, int segment) {
        return Map.of(BACKFILL, AttributeValue.fromS(backfill), SEGMENT, number(segment));
    }

    private static AttributeValue number(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }
}
