package dev.keyway.opentelemetry;

import io.opentelemetry.api.common.AttributeKey;
import java.util.List;

/**
 * The attributes Keyway's spans carry: the semantic conventions' (v1.44.0: database spans, AWS SDK
 * spans, AWS DynamoDB, messaging) and Keyway's own, under {@code keyway.}.
 */
public final class KeywayAttributes {

    /** {@code db.system.name}: always {@code aws.dynamodb}. */
    public static final AttributeKey<String> DB_SYSTEM_NAME = AttributeKey.stringKey("db.system.name");
    /** {@code db.operation.name}: the DynamoDB operation, {@code Query}, {@code PutItem}... */
    public static final AttributeKey<String> DB_OPERATION_NAME = AttributeKey.stringKey("db.operation.name");
    /** {@code db.collection.name}: the table, when the request is on one table. */
    public static final AttributeKey<String> DB_COLLECTION_NAME = AttributeKey.stringKey("db.collection.name");
    /** {@code db.response.status_code}: DynamoDB's error code of a failed request it answered. */
    public static final AttributeKey<String> DB_RESPONSE_STATUS_CODE = AttributeKey.stringKey("db.response.status_code");
    /** {@code error.type}: DynamoDB's error code, else the exception's class name. */
    public static final AttributeKey<String> ERROR_TYPE = AttributeKey.stringKey("error.type");
    /** {@code rpc.system}: always {@code aws-api}. */
    public static final AttributeKey<String> RPC_SYSTEM = AttributeKey.stringKey("rpc.system");
    /** {@code rpc.service}: always {@code DynamoDB}. */
    public static final AttributeKey<String> RPC_SERVICE = AttributeKey.stringKey("rpc.service");
    /** {@code rpc.method}: the DynamoDB operation. */
    public static final AttributeKey<String> RPC_METHOD = AttributeKey.stringKey("rpc.method");
    /** {@code aws.dynamodb.table_names}: the tables of the request. */
    public static final AttributeKey<List<String>> TABLE_NAMES = AttributeKey.stringArrayKey("aws.dynamodb.table_names");
    /** {@code aws.dynamodb.index_name}: the index a Query or Scan reads. */
    public static final AttributeKey<String> INDEX_NAME = AttributeKey.stringKey("aws.dynamodb.index_name");
    /** {@code aws.dynamodb.consumed_capacity}: each {@code ConsumedCapacity} of the answer, as JSON. */
    public static final AttributeKey<List<String>> CONSUMED_CAPACITY =
            AttributeKey.stringArrayKey("aws.dynamodb.consumed_capacity");

    /** {@code keyway.entity}: the entity type ({@code Order}), item collection, or types joined with {@code ,}. */
    public static final AttributeKey<String> ENTITY = AttributeKey.stringKey("keyway.entity");
    /** {@code keyway.operation}: what Keyway did for its caller, as the repository names it: {@code get}, {@code putAll}... */
    public static final AttributeKey<String> OPERATION = AttributeKey.stringKey("keyway.operation");
    /** {@code keyway.access_pattern}: the access pattern of a query ({@code ordersOf}). */
    public static final AttributeKey<String> ACCESS_PATTERN = AttributeKey.stringKey("keyway.access_pattern");
    /** {@code keyway.attempt}: 1, or 2, 3... for a batch chunk Keyway sent again (its leftovers, or after throttling). */
    public static final AttributeKey<Long> ATTEMPT = AttributeKey.longKey("keyway.attempt");
    /** {@code keyway.outcome}: {@code success}, {@code condition_failed}, {@code throttled} or {@code failed}. */
    public static final AttributeKey<String> OUTCOME = AttributeKey.stringKey("keyway.outcome");
    /** {@code keyway.items.read}: the items the answer returned. */
    public static final AttributeKey<Long> ITEMS_READ = AttributeKey.longKey("keyway.items.read");
    /** {@code keyway.items.written}: the items the request wrote. */
    public static final AttributeKey<Long> ITEMS_WRITTEN = AttributeKey.longKey("keyway.items.written");
    /** {@code keyway.unprocessed_items}: the items or keys a batch's answer left unprocessed, to be sent again. */
    public static final AttributeKey<Long> UNPROCESSED_ITEMS = AttributeKey.longKey("keyway.unprocessed_items");
    /** {@code keyway.capacity.read_units}: the read capacity units DynamoDB reported consumed. */
    public static final AttributeKey<Double> READ_UNITS = AttributeKey.doubleKey("keyway.capacity.read_units");
    /** {@code keyway.capacity.write_units}: the write capacity units DynamoDB reported consumed. */
    public static final AttributeKey<Double> WRITE_UNITS = AttributeKey.doubleKey("keyway.capacity.write_units");
    /** {@code keyway.vector.search_request_bytes}: a SearchVectors' vector search bytes. */
    public static final AttributeKey<Double> VECTOR_SEARCH_BYTES = AttributeKey.doubleKey("keyway.vector.search_request_bytes");
    /** {@code keyway.vector.write_request_bytes}: a write's vector index bytes. */
    public static final AttributeKey<Double> VECTOR_WRITE_BYTES = AttributeKey.doubleKey("keyway.vector.write_request_bytes");

    /** {@code messaging.system}: {@code aws.dynamodb.streams}, for a change handler's span. */
    public static final AttributeKey<String> MESSAGING_SYSTEM = AttributeKey.stringKey("messaging.system");
    /** {@code messaging.operation.name}: {@code process}. */
    public static final AttributeKey<String> MESSAGING_OPERATION_NAME = AttributeKey.stringKey("messaging.operation.name");
    /** {@code messaging.operation.type}: {@code process}. */
    public static final AttributeKey<String> MESSAGING_OPERATION_TYPE = AttributeKey.stringKey("messaging.operation.type");
    /** {@code messaging.destination.name}: the table whose stream the change came from. */
    public static final AttributeKey<String> MESSAGING_DESTINATION = AttributeKey.stringKey("messaging.destination.name");
    /** {@code messaging.message.id}: the stream record's {@code eventID}. */
    public static final AttributeKey<String> MESSAGING_MESSAGE_ID = AttributeKey.stringKey("messaging.message.id");
    /** {@code keyway.change.sequence_number}: the record's position in its shard. */
    public static final AttributeKey<String> CHANGE_SEQUENCE_NUMBER = AttributeKey.stringKey("keyway.change.sequence_number");
    /** {@code keyway.change.kind}: {@code INSERT}, {@code MODIFY} or {@code REMOVE}. */
    public static final AttributeKey<String> CHANGE_KIND = AttributeKey.stringKey("keyway.change.kind");
    /** {@code keyway.change.time_to_live_expiry}: set, {@code true}, on a removal by time to live. */
    public static final AttributeKey<Boolean> CHANGE_TTL_EXPIRY = AttributeKey.booleanKey("keyway.change.time_to_live_expiry");
    /** {@code keyway.change.approximate_creation_time}: when DynamoDB recorded the change (ISO-8601), if the record says. */
    public static final AttributeKey<String> CHANGE_CREATION_TIME =
            AttributeKey.stringKey("keyway.change.approximate_creation_time");

    private KeywayAttributes() {
    }
}
