package dev.keyway.runtime.internal.request;

import dev.keyway.runtime.internal.async.PreparingClient;
import dev.keyway.runtime.internal.request.Requests.Context;
import dev.keyway.runtime.listener.InFlightRequest;
import dev.keyway.runtime.listener.RequestEvent.RequestKind;
import dev.keyway.runtime.listener.RequestListener;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

/**
 * The one way out to DynamoDB for the asynchronous repositories, as {@link Requests} is for the
 * synchronous ones (a build test checks that no other runtime class calls the async client): the
 * same consumed-capacity request, the same typed errors and the same {@code RequestEvent} per
 * request, reported when the response (or the error) arrives. Nothing here waits: each method
 * returns the client's future composed, and an error completes it exceptionally with the typed
 * exception itself, not wrapped in a {@link CompletionException}.
 */
public final class AsyncRequests {

    private final DynamoDbAsyncClient client;
    private final RequestListener listener;

    /**
     * Requests sent through the client, reported to the listener.
     *
     * @param listener the listener, or {@code null} for the default listener at each request
     */
    public AsyncRequests(DynamoDbAsyncClient client, RequestListener listener) {
        this.client = Objects.requireNonNull(client, "client");
        this.listener = listener;
    }

    /**
     * Requests through the client for an operation over several repositories (a transaction),
     * reported to each of their listeners once, as {@link Requests#joint} reports them.
     */
    public static AsyncRequests joint(DynamoDbAsyncClient client, List<Requests> involved) {
        return new AsyncRequests(client, Requests.joint(PreparingClient.INSTANCE, involved).ownListener());
    }

    /** The client the requests go through. */
    public DynamoDbAsyncClient client() {
        return client;
    }

    /** The listener of this moment: the one given, else the default. */
    public RequestListener listener() {
        return listener != null ? listener : RequestListener.getDefault();
    }

    /** The listener given at construction, or {@code null} when this reports to the default. */
    public RequestListener ownListener() {
        return listener;
    }

    /** These requests, for sending on the present caller's behalf later or from other threads; see {@link Requests#forCaller()}. */
    public AsyncRequests forCaller() {
        RequestListener to = listener();
        RequestListener bound = Requests.forCaller(to);
        return bound == to ? this : new AsyncRequests(client, bound);
    }

    public CompletableFuture<GetItemResponse> getItem(Context context, GetItemRequest request) {
        return measured(context, RequestKind.GET_ITEM, 1, request, (sent, capacity) -> sent.toBuilder()
                .returnConsumedCapacity(capacity).build(), client::getItem, Tally::of);
    }

    public CompletableFuture<PutItemResponse> putItem(Context context, PutItemRequest request) {
        return measured(context, RequestKind.PUT_ITEM, 1, request, (sent, capacity) -> sent.toBuilder()
                .returnConsumedCapacity(capacity).build(), client::putItem, Tally::ofWrite);
    }

    public CompletableFuture<UpdateItemResponse> updateItem(Context context, UpdateItemRequest request) {
        return measured(context, RequestKind.UPDATE_ITEM, 1, request, (sent, capacity) -> sent.toBuilder()
                .returnConsumedCapacity(capacity).build(), client::updateItem, Tally::ofWrite);
    }

    public CompletableFuture<DeleteItemResponse> deleteItem(Context context, DeleteItemRequest request) {
        return measured(context, RequestKind.DELETE_ITEM, 1, request, (sent, capacity) -> sent.toBuilder()
                .returnConsumedCapacity(capacity).build(), client::deleteItem, Tally::ofWrite);
    }

    /** One page of a query. */
    public CompletableFuture<QueryResponse> query(Context context, QueryRequest request) {
        return measured(context, RequestKind.QUERY, 1, request, (sent, capacity) -> sent.toBuilder()
                .returnConsumedCapacity(capacity).build(), client::query, Tally::of);
    }

    /** One page of a scan segment. */
    public CompletableFuture<ScanResponse> scan(Context context, ScanRequest request) {
        return measured(context, RequestKind.SCAN, 1, request, (sent, capacity) -> sent.toBuilder()
                .returnConsumedCapacity(capacity).build(), client::scan, Tally::of);
    }

    /** A {@code SearchVectors} request, reported as {@link Requests#searchVectors} reports it (its vector capacity). */
    public CompletableFuture<SearchVectorsResponse> searchVectors(Context context, SearchVectorsRequest request) {
        return measured(context, RequestKind.SEARCH_VECTORS, 1, request, (sent, capacity) -> sent.toBuilder()
                .returnConsumedCapacity(capacity).build(), client::searchVectors,
                response -> Requests.searchTally(request, response));
    }

    /** One BatchWriteItem; {@code attempt} 1 for the first sending of these items. */
    public CompletableFuture<BatchWriteItemResponse> batchWriteItem(Context context, BatchWriteItemRequest request,
                                                                    int attempt) {
        return measured(context, RequestKind.BATCH_WRITE_ITEM, attempt, request, (sent, capacity) -> sent
                .toBuilder()
                .returnConsumedCapacity(capacity).build(), client::batchWriteItem,
                response -> Tally.of(request, response));
    }

    /** One BatchGetItem; {@code attempt} 1 for the first sending of these keys. */
    public CompletableFuture<BatchGetItemResponse> batchGetItem(Context context, BatchGetItemRequest request,
                                                                int attempt) {
        return measured(context, RequestKind.BATCH_GET_ITEM, attempt, request, (sent, capacity) -> sent.toBuilder()
                .returnConsumedCapacity(capacity).build(), client::batchGetItem, Tally::of);
    }

    public CompletableFuture<TransactWriteItemsResponse> transactWriteItems(Context context,
                                                                            TransactWriteItemsRequest request) {
        return measured(context, RequestKind.TRANSACT_WRITE_ITEMS, 1, request, (sent, capacity) -> sent.toBuilder()
                .returnConsumedCapacity(capacity).build(), client::transactWriteItems,
                response -> Tally.of(request, response));
    }

    public CompletableFuture<TransactGetItemsResponse> transactGetItems(Context context,
                                                                        TransactGetItemsRequest request) {
        return measured(context, RequestKind.TRANSACT_GET_ITEMS, 1, request, (sent, capacity) -> sent.toBuilder()
                .returnConsumedCapacity(capacity).build(), client::transactGetItems, Tally::of);
    }

    // ---- the table, for AsyncTableCreation ----------------------------------------------------

    public CompletableFuture<DescribeTableResponse> describeTable(Context context, DescribeTableRequest request) {
        return send(listener(), context, RequestKind.DESCRIBE_TABLE, 1, () -> client.describeTable(request),
                response -> Tally.NOTHING);
    }

    public CompletableFuture<CreateTableResponse> createTable(Context context, CreateTableRequest request) {
        return send(listener(), context, RequestKind.CREATE_TABLE, 1, () -> client.createTable(request),
                response -> Tally.NOTHING);
    }

    public CompletableFuture<UpdateTimeToLiveResponse> updateTimeToLive(Context context,
                                                                        UpdateTimeToLiveRequest request) {
        return send(listener(), context, RequestKind.UPDATE_TIME_TO_LIVE, 1, () -> client.updateTimeToLive(request),
                response -> Tally.NOTHING);
    }

    public CompletableFuture<UpdateContinuousBackupsResponse> updateContinuousBackups(
            Context context, UpdateContinuousBackupsRequest request) {
        return send(listener(), context, RequestKind.UPDATE_CONTINUOUS_BACKUPS, 1,
                () -> client.updateContinuousBackups(request), response -> Tally.NOTHING);
    }

    // ---- sending -----------------------------------------------------------------------------

    /**
     * Sends a request that can report its consumed capacity: asked for when the listener of this
     * moment wants it ({@link Requests#capacity}), then sent, reported and tallied as {@link #send}
     * does. Every data request goes through here, so that none forgets the capacity.
     *
     * @param withCapacity the request asking for that capacity ({@code toBuilder()...build()}: the SDK's
     *                     requests share no type to do it through)
     */
    private <Q, R> CompletableFuture<R> measured(Context context, RequestKind kind, int attempt, Q request,
                                                 BiFunction<Q, ReturnConsumedCapacity, Q> withCapacity,
                                                 Function<Q, CompletableFuture<R>> call, Function<R, Tally> tally) {
        RequestListener to = listener();
        ReturnConsumedCapacity capacity = Requests.capacity(to);
        Q sent = capacity == null ? request : withCapacity.apply(request, capacity);
        return send(to, context, kind, attempt, () -> call.apply(sent), tally);
    }

    /**
     * The client's future, reported and typed when it completes. A client that throws instead of
     * returning a future (an invalid request it refuses at once) fails the returned future too.
     */
    private <R> CompletableFuture<R> send(RequestListener to, Context context, RequestKind kind, int attempt,
                                          Supplier<CompletableFuture<R>> call, Function<R, Tally> tally) {
        InFlightRequest inFlight = to == RequestListener.NONE ? null : Requests.started(to, context, kind, attempt);
        long start = System.nanoTime();
        CompletableFuture<R> response;
        try {
            response = call.get();
        } catch (RuntimeException e) {
            response = CompletableFuture.failedFuture(e);
        }
        CompletableFuture<R> answered = new CompletableFuture<>();
        response.whenComplete((value, error) -> {
            long nanos = System.nanoTime() - start;
            if (error == null) {
                if (inFlight == null) {
                    answered.complete(value);
                    return;
                }
                Requests.report(inFlight, Requests.event(context, kind, attempt, nanos, tally.apply(value), null));
                completing(inFlight, () -> answered.complete(value));
                return;
            }
            Throwable cause = unwrap(error);
            Throwable thrown = cause instanceof RuntimeException runtime ? Requests.typed(context, kind, runtime) : cause;
            if (inFlight == null) {
                answered.completeExceptionally(thrown);
                return;
            }
            Requests.report(inFlight, Requests.event(context, kind, attempt, nanos, Tally.NOTHING, thrown));
            completing(inFlight, () -> answered.completeExceptionally(thrown));
        });
        if (inFlight != null) {
            Requests.sent(inFlight);
        }
        return answered;
    }

    /**
     * Completes the future through the listener ({@link InFlightRequest#completing}); completed all the
     * same when the listener throws or does not run it, so that no caller waits for ever on a listener's bug.
     */
    private static void completing(InFlightRequest inFlight, Runnable completion) {
        boolean[] ran = new boolean[1];
        try {
            inFlight.completing(() -> {
                ran[0] = true;
                completion.run();
            });
        } catch (RuntimeException e) {
            Requests.LOG.log(System.Logger.Level.WARNING, "RequestListener " + inFlight + " failed on completing", e);
        }
        if (!ran[0]) {
            completion.run();
        }
    }

    /** The exception inside the {@link CompletionException}s and {@link ExecutionException}s composing wraps it in. */
    public static Throwable unwrap(Throwable error) {
        Throwable cause = error;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException) && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }
}
