package dev.keyway.it.async;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
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
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * An asynchronous client that never answers by itself: each request is recorded with an
 * incomplete future, which only the test completes ({@link #next()}, then {@code answer} or
 * {@code fail}). A repository call that waited for an answer (a {@code join()}, a {@code get()}, a
 * sleep before sending) would therefore hang the thread that called it: the tests call every
 * method under a timeout and answer on their own thread.
 */
final class RecordingAsyncClient implements DynamoDbAsyncClient {

    /** One request and the future the repository got for it. */
    record Call(Object request, CompletableFuture<Object> response) {

        @SuppressWarnings("unchecked")
        <R> R request(Class<R> type) {
            return type.cast(request);
        }

        void answer(Object value) {
            response.complete(value);
        }

        void fail(Throwable error) {
            response.completeExceptionally(error);
        }
    }

    private final LinkedBlockingQueue<Call> calls = new LinkedBlockingQueue<>();

    /** The next request sent, waiting up to 5 seconds (the test waits; the repository must not). */
    Call next() throws InterruptedException {
        Call call = calls.poll(5, TimeUnit.SECONDS);
        if (call == null) {
            throw new AssertionError("no request was sent");
        }
        return call;
    }

    /** Whether a request is waiting for an answer, after {@code within}. */
    boolean sent(Duration within) throws InterruptedException {
        Call call = calls.poll(within.toMillis(), TimeUnit.MILLISECONDS);
        if (call != null) {
            calls.add(call); // keep it: the order of one test's requests does not matter here
            return true;
        }
        return false;
    }

    @SuppressWarnings("unchecked")
    private <R> CompletableFuture<R> record(Object request) {
        CompletableFuture<Object> response = new CompletableFuture<>();
        calls.add(new Call(request, response));
        return (CompletableFuture<R>) (CompletableFuture<?>) response;
    }

    @Override
    public CompletableFuture<GetItemResponse> getItem(GetItemRequest request) {
        return record(request);
    }

    @Override
    public CompletableFuture<PutItemResponse> putItem(PutItemRequest request) {
        return record(request);
    }

    @Override
    public CompletableFuture<UpdateItemResponse> updateItem(UpdateItemRequest request) {
        return record(request);
    }

    @Override
    public CompletableFuture<DeleteItemResponse> deleteItem(DeleteItemRequest request) {
        return record(request);
    }

    @Override
    public CompletableFuture<QueryResponse> query(QueryRequest request) {
        return record(request);
    }

    @Override
    public CompletableFuture<ScanResponse> scan(ScanRequest request) {
        return record(request);
    }

    @Override
    public CompletableFuture<software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse> searchVectors(
            software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest request) {
        return record(request);
    }

    @Override
    public CompletableFuture<BatchWriteItemResponse> batchWriteItem(BatchWriteItemRequest request) {
        return record(request);
    }

    @Override
    public CompletableFuture<BatchGetItemResponse> batchGetItem(BatchGetItemRequest request) {
        return record(request);
    }

    @Override
    public CompletableFuture<TransactWriteItemsResponse> transactWriteItems(TransactWriteItemsRequest request) {
        return record(request);
    }

    @Override
    public CompletableFuture<DescribeTableResponse> describeTable(DescribeTableRequest request) {
        return record(request);
    }

    @Override
    public CompletableFuture<CreateTableResponse> createTable(CreateTableRequest request) {
        return record(request);
    }

    @Override
    public String serviceName() {
        return SERVICE_NAME;
    }

    @Override
    public void close() {
    }
}
