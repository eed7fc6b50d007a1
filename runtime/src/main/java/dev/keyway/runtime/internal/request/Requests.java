package dev.keyway.runtime.internal.request;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.exception.RequestFailedException;
import dev.keyway.runtime.internal.item.ItemSize;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.listener.RequestEvent.RequestKind;
import dev.keyway.runtime.listener.InFlightRequest;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.runtime.listener.RequestStart;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyResponse;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The one way out to DynamoDB: every request Keyway makes is sent here (a build test checks that
 * no other runtime class calls the client). For each request it
 * <ul>
 *   <li>asks for consumed capacity when the listener wants it ({@code ReturnConsumedCapacity});</li>
 *   <li>turns an error the SDK has no type for (a {@code DynamoDbException} of that very class:
 *       {@code ValidationException} and the like) into a typed exception:
 *       {@link ItemTooLargeException} for DynamoDB's item-size refusals,
 *       {@link InvalidKeyValueException} for its key-size refusals, {@link RequestFailedException}
 *       for any other. Typed SDK exceptions pass as they are: the callers that know what a
 *       {@code ConditionalCheckFailedException} or a {@code TransactionCanceledException} means
 *       map them;</li>
 *   <li>reports a {@link RequestEvent} to the listener: the one given, else the
 *       {@linkplain RequestListener#getDefault() default} of the moment.</li>
 * </ul>
 *
 * <pre>{@code
 * Requests requests = new Requests(client, listener);
 * GetItemResponse found = requests.getItem(Requests.Context.of("Shop", "Order", Operation.GET).key(described),
 *         GetItemRequest.builder().tableName("Shop").key(key).build());
 * }</pre>
 */
public final class Requests {

    static final System.Logger LOG = System.getLogger(RequestListener.class.getName());

    private final DynamoDbClient client;
    private final RequestListener listener;

    /**
     * Requests sent through the client, reported to the listener.
     *
     * @param client   the client
     * @param listener the listener, or {@code null} for the default listener at each request
     */
    public Requests(DynamoDbClient client, RequestListener listener) {
        this.client = Objects.requireNonNull(client, "client");
        this.listener = listener;
    }

    /** Requests sent through the client, reported to the default listener. */
    public static Requests of(DynamoDbClient client) {
        return new Requests(client, null);
    }

    /** The client the requests go through. */
    public DynamoDbClient client() {
        return client;
    }

    /**
     * Requests through the client for an operation over several repositories (a transaction),
     * reported to each of their listeners once; to the default listener for those that have none.
     */
    public static Requests joint(DynamoDbClient client, List<Requests> involved) {
        List<RequestListener> listeners = new ArrayList<>();
        boolean toDefault = false;
        for (Requests requests : involved) {
            RequestListener own = requests.listener;
            if (own == null) {
                toDefault = true;
            } else if (listeners.stream().noneMatch(known -> known == own)) {
                listeners.add(own);
            }
        }
        if (listeners.isEmpty()) {
            return of(client);
        }
        if (toDefault) {
            listeners.add(CURRENT_DEFAULT);
        }
        RequestListener all = listeners.get(0);
        for (RequestListener next : listeners.subList(1, listeners.size())) {
            all = all.andThen(next);
        }
        return new Requests(client, all);
    }

    /** The default listener of the moment of each request, as a listener. */
    private static final RequestListener CURRENT_DEFAULT = new RequestListener() {
        @Override
        public void onRequest(RequestEvent event) {
            RequestListener.getDefault().onRequest(event);
        }

        @Override
        public InFlightRequest onSend(RequestStart start) {
            return RequestListener.getDefault().onSend(start);
        }

        @Override
        public RequestListener forCaller() {
            return RequestListener.getDefault().forCaller();
        }

        @Override
        public ReturnConsumedCapacity consumedCapacity() {
            return RequestListener.getDefault().consumedCapacity();
        }
    };

    /** The listener of this moment: the one given, else the default. */
    public RequestListener listener() {
        return listener != null ? listener : RequestListener.getDefault();
    }

    /** The listener given at construction, or {@code null} when this reports to the default. */
    RequestListener ownListener() {
        return listener;
    }

    /**
     * These requests, for sending on the present caller's behalf from other threads (a batch's chunks):
     * reported to the listener of this moment as bound to the caller ({@link RequestListener#forCaller}).
     * Called on the caller's thread; this itself when the listener keeps nothing of the caller.
     */
    public Requests forCaller() {
        RequestListener to = listener();
        RequestListener bound = forCaller(to);
        return bound == to ? this : new Requests(client, bound);
    }

    /** The listener bound to the present caller; the listener itself when {@code forCaller} throws (logged). */
    static RequestListener forCaller(RequestListener to) {
        try {
            RequestListener bound = to.forCaller();
            return bound == null ? to : bound;
        } catch (RuntimeException e) { // a listener's bug must not fail a request
            LOG.log(System.Logger.Level.WARNING, "RequestListener " + to + " failed to follow its caller", e);
            return to;
        }
    }

    /**
     * What a request is for, for events and error messages.
     *
     * @param tableName     the table
     * @param entityType    the entity type (or item collection, or types joined with {@code ,})
     * @param operation     what the caller asked for
     * @param accessPattern the access pattern of a query, or {@code null}
     * @param indexName     the index a query reads, or {@code null}
     * @param key           the item's key described as {@code PK=..., SK=...}, or {@code null} when
     *                      the request is about several items
     */
    public record Context(String tableName, String entityType, Operation operation, String accessPattern,
                          String indexName, String key) {

        /** Checks the parts that are always there. */
        public Context {
            Objects.requireNonNull(tableName, "tableName");
            Objects.requireNonNull(entityType, "entityType");
            Objects.requireNonNull(operation, "operation");
        }

        /** A request of an operation on a table, about no single item. */
        public static Context of(String tableName, String entityType, Operation operation) {
            return new Context(tableName, entityType, operation, null, null, null);
        }

        /** The same, about the item with this (described) key. */
        public Context key(String describedKey) {
            return new Context(tableName, entityType, operation, accessPattern, indexName, describedKey);
        }

        /** The same, for an access pattern's query on an index ({@code null}: the table). */
        public Context pattern(String pattern, String index) {
            return new Context(tableName, entityType, operation, pattern, index, key);
        }

        /** The same, for another operation. */
        public Context operation(Operation other) {
            return new Context(tableName, entityType, other, accessPattern, indexName, key);
        }
    }

    // ---- one method per DynamoDB operation -------------------------------------------------

    public GetItemResponse getItem(Context context, GetItemRequest request) {
        RequestListener to = listener();
        ReturnConsumedCapacity capacity = capacity(to);
        GetItemRequest sent = capacity == null ? request : request.toBuilder().returnConsumedCapacity(capacity).build();
        return send(to, context, RequestKind.GET_ITEM, 1, () -> client.getItem(sent),
Tally::of);
    }

    public PutItemResponse putItem(Context context, PutItemRequest request) {
        RequestListener to = listener();
        ReturnConsumedCapacity capacity = capacity(to);
        PutItemRequest sent = capacity == null ? request : request.toBuilder().returnConsumedCapacity(capacity).build();
        return send(to, context, RequestKind.PUT_ITEM, 1, () -> client.putItem(sent),
                Tally::ofWrite);
    }

    public UpdateItemResponse updateItem(Context context, UpdateItemRequest request) {
        RequestListener to = listener();
        ReturnConsumedCapacity capacity = capacity(to);
        UpdateItemRequest sent = capacity == null ? request : request.toBuilder().returnConsumedCapacity(capacity).build();
        return send(to, context, RequestKind.UPDATE_ITEM, 1, () -> client.updateItem(sent),
                Tally::ofWrite);
    }

    public DeleteItemResponse deleteItem(Context context, DeleteItemRequest request) {
        RequestListener to = listener();
        ReturnConsumedCapacity capacity = capacity(to);
        DeleteItemRequest sent = capacity == null ? request : request.toBuilder().returnConsumedCapacity(capacity).build();
        return send(to, context, RequestKind.DELETE_ITEM, 1, () -> client.deleteItem(sent),
                Tally::ofWrite);
    }

    /**
     * Sends a {@code SearchVectors} request. Its capacity comes in the response's own terms
     * ({@code VectorCapacity}, bytes): the event carries it as a {@code ConsumedCapacity} of the table
     * whose {@code VectorIndexes} holds it under the index's name, where a write's vector bytes are too.
     */
    public SearchVectorsResponse searchVectors(Context context, SearchVectorsRequest request) {
        RequestListener to = listener();
        ReturnConsumedCapacity capacity = capacity(to);
        SearchVectorsRequest sent = capacity == null ? request
                : request.toBuilder().returnConsumedCapacity(capacity).build();
        return send(to, context, RequestKind.SEARCH_VECTORS, 1, () -> client.searchVectors(sent),
                response -> searchTally(request, response));
    }

    /**
     * A search's tally: its capacity comes as a {@code VectorCapacity}, held here in a
     * {@code ConsumedCapacity} of the table under the index's name, where a write's vector bytes are too.
     */
    static Tally searchTally(SearchVectorsRequest request, SearchVectorsResponse response) {
        return new Tally(response.searchResults().size(), 0, 0, response.consumedCapacity() == null
                ? List.of() : List.of(ConsumedCapacity.builder().tableName(request.tableName())
                .vectorIndexes(Map.of(request.indexName(), response.consumedCapacity())).build()));
    }

    /** One page of a query. */
    public QueryResponse query(Context context, QueryRequest request) {
        RequestListener to = listener();
        ReturnConsumedCapacity capacity = capacity(to);
        QueryRequest sent = capacity == null ? request : request.toBuilder().returnConsumedCapacity(capacity).build();
        return send(to, context, RequestKind.QUERY, 1, () -> client.query(sent),
                Tally::of);
    }

    /** One page of a scan segment. */
    public ScanResponse scan(Context context, ScanRequest request) {
        RequestListener to = listener();
        ReturnConsumedCapacity capacity = capacity(to);
        ScanRequest sent = capacity == null ? request : request.toBuilder().returnConsumedCapacity(capacity).build();
        return send(to, context, RequestKind.SCAN, 1, () -> client.scan(sent),
                Tally::of);
    }

    /**
     * One BatchWriteItem.
     *
     * @param attempt 1 for the first sending of these items, more for a chunk sent again
     */
    public BatchWriteItemResponse batchWriteItem(Context context, BatchWriteItemRequest request, int attempt) {
        RequestListener to = listener();
        ReturnConsumedCapacity capacity = capacity(to);
        BatchWriteItemRequest sent = capacity == null ? request
                : request.toBuilder().returnConsumedCapacity(capacity).build();
        return send(to, context, RequestKind.BATCH_WRITE_ITEM, attempt, () -> client.batchWriteItem(sent),
                response -> Tally.of(request, response));
    }

    /**
     * One BatchGetItem.
     *
     * @param attempt 1 for the first sending of these keys, more for a chunk sent again
     */
    public BatchGetItemResponse batchGetItem(Context context, BatchGetItemRequest request, int attempt) {
        RequestListener to = listener();
        ReturnConsumedCapacity capacity = capacity(to);
        BatchGetItemRequest sent = capacity == null ? request
                : request.toBuilder().returnConsumedCapacity(capacity).build();
        return send(to, context, RequestKind.BATCH_GET_ITEM, attempt, () -> client.batchGetItem(sent), Tally::of);
    }

    public TransactWriteItemsResponse transactWriteItems(Context context, TransactWriteItemsRequest request) {
        RequestListener to = listener();
        ReturnConsumedCapacity capacity = capacity(to);
        TransactWriteItemsRequest sent = capacity == null ? request
                : request.toBuilder().returnConsumedCapacity(capacity).build();
        return send(to, context, RequestKind.TRANSACT_WRITE_ITEMS, 1, () -> client.transactWriteItems(sent),
                response -> Tally.of(request, response));
    }

    public TransactGetItemsResponse transactGetItems(Context context, TransactGetItemsRequest request) {
        RequestListener to = listener();
        ReturnConsumedCapacity capacity = capacity(to);
        TransactGetItemsRequest sent = capacity == null ? request
                : request.toBuilder().returnConsumedCapacity(capacity).build();
        return send(to, context, RequestKind.TRANSACT_GET_ITEMS, 1, () -> client.transactGetItems(sent), Tally::of);
    }

    public DescribeTableResponse describeTable(Context context, DescribeTableRequest request) {
        return send(listener(), context, RequestKind.DESCRIBE_TABLE, 1, () -> client.describeTable(request),
                response -> Tally.NOTHING);
    }

    public CreateTableResponse createTable(Context context, CreateTableRequest request) {
        return send(listener(), context, RequestKind.CREATE_TABLE, 1, () -> client.createTable(request),
                response -> Tally.NOTHING);
    }

    public UpdateTableResponse updateTable(Context context, UpdateTableRequest request) {
        return send(listener(), context, RequestKind.UPDATE_TABLE, 1, () -> client.updateTable(request),
                response -> Tally.NOTHING);
    }

    public UpdateTimeToLiveResponse updateTimeToLive(Context context, UpdateTimeToLiveRequest request) {
        return send(listener(), context, RequestKind.UPDATE_TIME_TO_LIVE, 1, () -> client.updateTimeToLive(request),
                response -> Tally.NOTHING);
    }

    public DescribeTimeToLiveResponse describeTimeToLive(Context context, DescribeTimeToLiveRequest request) {
        return send(listener(), context, RequestKind.DESCRIBE_TIME_TO_LIVE, 1, () -> client.describeTimeToLive(request),
                response -> Tally.NOTHING);
    }

    public UpdateContinuousBackupsResponse updateContinuousBackups(Context context,
                                                                   UpdateContinuousBackupsRequest request) {
        return send(listener(), context, RequestKind.UPDATE_CONTINUOUS_BACKUPS, 1,
                () -> client.updateContinuousBackups(request), response -> Tally.NOTHING);
    }

    public DescribeContinuousBackupsResponse describeContinuousBackups(
            Context context, DescribeContinuousBackupsRequest request) {
        return send(listener(), context, RequestKind.DESCRIBE_CONTINUOUS_BACKUPS, 1,
                () -> client.describeContinuousBackups(request), response -> Tally.NOTHING);
    }

    public GetResourcePolicyResponse getResourcePolicy(
            Context context, GetResourcePolicyRequest request) {
        return send(listener(), context, RequestKind.GET_RESOURCE_POLICY, 1,
                () -> client.getResourcePolicy(request), response -> Tally.NOTHING);
    }

    // ---- sending -----------------------------------------------------------------------------

    private <R> R send(RequestListener to, Context context, RequestKind kind, int attempt, Supplier<R> call,
                       Function<R, Tally> tally) {
        if (to == RequestListener.NONE) {
            try {
                return call.get();
            } catch (RuntimeException e) {
                throw typed(context, kind, e);
            }
        }
        InFlightRequest inFlight = started(to, context, kind, attempt);
        long start = System.nanoTime();
        R response;
        try {
            response = call.get();
        } catch (RuntimeException e) {
            RuntimeException thrown = typed(context, kind, e);
            long nanos = System.nanoTime() - start;
            sent(inFlight);
            report(inFlight, event(context, kind, attempt, nanos, Tally.NOTHING, thrown));
            throw thrown;
        }
        long nanos = System.nanoTime() - start;
        sent(inFlight);
        report(inFlight, event(context, kind, attempt, nanos, tally.apply(response), null));
        return response;
    }

    /**
     * What hears the end of a request about to be sent ({@link RequestListener#onSend}), on the sending
     * thread; the listener's {@code onRequest} when its {@code onSend} throws.
     */
    static InFlightRequest started(RequestListener to, Context context, RequestKind kind, int attempt) {
        try {
            InFlightRequest inFlight = to.onSend(new RequestStart(context.tableName(), context.entityType(),
                    context.operation(), Optional.ofNullable(context.accessPattern()),
                    Optional.ofNullable(context.indexName()), kind, attempt));
            if (inFlight != null) {
                return inFlight;
            }
        } catch (RuntimeException e) { // a listener's bug must not fail a request
            LOG.log(System.Logger.Level.WARNING, "RequestListener " + to + " failed before " + kind.apiName()
                    + " of " + context.entityType() + " in " + context.tableName(), e);
        }
        return to::onRequest;
    }

    /** Tells the listener that the client has the request, on the thread that sent it. */
    static void sent(InFlightRequest inFlight) {
        try {
            inFlight.sent();
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "RequestListener " + inFlight + " failed once a request was sent", e);
        }
    }

    static RequestEvent event(Context context, RequestKind kind, int attempt, long nanos, Tally tally,
                                      Throwable failure) {
        List<ConsumedCapacity> capacity = tally.capacity() == null ? List.of() : tally.capacity();
        return new RequestEvent(context.tableName(), context.entityType(), context.operation(),
                Optional.ofNullable(context.accessPattern()), Optional.ofNullable(context.indexName()), kind,
                Duration.ofNanos(nanos), tally.read(), tally.written(), attempt, tally.unprocessed(), capacity,
                Optional.ofNullable(failure));
    }

    static void report(InFlightRequest to, RequestEvent event) {
        try {
            to.ended(event);
        } catch (RuntimeException e) { // a listener's bug must not fail a request DynamoDB answered
            LOG.log(System.Logger.Level.WARNING, "RequestListener " + to + " failed on " + event.request().apiName()
                    + " of " + event.entityType() + " in " + event.tableName(), e);
        }
    }

    /** The consumed capacity to ask for, or {@code null} for none. */
    static ReturnConsumedCapacity capacity(RequestListener to) {
        ReturnConsumedCapacity capacity = to.consumedCapacity();
        return capacity == null || capacity == ReturnConsumedCapacity.NONE ? null : capacity;
    }

    // ---- errors ------------------------------------------------------------------------------

    /**
     * The exception to throw for a failed request: an error the SDK has no type for, typed;
     * anything else as it is.
     */
    static RuntimeException typed(Context context, RequestKind kind, RuntimeException error) {
        if (error.getClass() != DynamoDbException.class) {
            return error; // a documented SDK type, or already Keyway's own
        }
        DynamoDbException refused = (DynamoDbException) error;
        String code = refused.awsErrorDetails() == null || refused.awsErrorDetails().errorCode() == null
                ? "unknown" : refused.awsErrorDetails().errorCode();
        String message = refused.awsErrorDetails() != null && refused.awsErrorDetails().errorMessage() != null
                ? refused.awsErrorDetails().errorMessage() : String.valueOf(refused.getMessage());
        if (isItemTooLarge(message)) {
            return new ItemTooLargeException(context.entityType(), describedKey(context), ItemSize.LIMIT, error);
        }
        if (isKeyTooLarge(message)) {
            return new InvalidKeyValueException(context.entityType(), "key", "DynamoDB refused a key of "
                    + describedKey(context) + ": " + message, error);
        }
        return new RequestFailedException(context.entityType(), context.tableName(), kind.apiName(), code, message, error);
    }

    /**
     * Whether DynamoDB's message refuses an item for its size: "Item size has exceeded the maximum
     * allowed size" (PutItem, BatchWriteItem, TransactWriteItems) and "Item size to update has
     * exceeded the maximum allowed size" (UpdateItem, also as a transaction's cancellation reason).
     */
    public static boolean isItemTooLarge(String message) {
        String text = message == null ? "" : message.toLowerCase(Locale.ROOT);
        return text.contains("item size") && text.contains("exceeded the maximum allowed size");
    }

    /**
     * Whether DynamoDB's message refuses a key for its size: DynamoDB's "Size of hashkey has exceeded
     * the maximum size limit of 2048 bytes" and "Aggregated size of all range keys has exceeded the
     * size limit of 1024 bytes", DynamoDB Local's "Hash primary key values must be under 2048
     * bytes..." and, for an index key, "One or more parameter values were invalid: Size limit exceeded".
     */
    public static boolean isKeyTooLarge(String message) {
        String text = message == null ? "" : message.toLowerCase(Locale.ROOT);
        return text.contains("size of hashkey has exceeded")
                || text.contains("size of all range keys has exceeded")
                || text.contains("primary key values must be under")
                || text.contains("parameter values were invalid: size limit exceeded");
    }

    private static String describedKey(Context context) {
        return context.key() != null ? context.key() : "(one of the request's items)";
    }

    /** The distinct values, joined with {@code ,}: the tables or entity types of a transaction. */
    public static String joined(List<String> values) {
        List<String> distinct = new ArrayList<>();
        for (String value : values) {
            if (!distinct.contains(value)) {
                distinct.add(value);
            }
        }
        return String.join(",", distinct);
    }
}
