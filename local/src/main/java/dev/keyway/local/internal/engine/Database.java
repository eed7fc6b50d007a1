package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.stream.TableChanges;
import java.time.Clock;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.TagResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.UntagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.UntagResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeLimitsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeLimitsResponse;

/**
 * One Keyway Local database: its tables and their items, indexes and time to live. Every operation takes
 * the SDK's request object and returns its response object, or throws a
 * {@link dev.keyway.local.internal.ServiceError}. Operations are serialised (one writer at a time), which
 * makes conditional writes and transactions atomic and isolated.
 */
public final class Database {

    /**
     * @param clock the time of items' time to live, stream records and table descriptions
     * @param changes where item changes and stream settings go
     */
    public Database(Clock clock, TableChanges changes) {
    }

    /** The CreateTable operation. */
    public CreateTableResponse createTable(CreateTableRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The DeleteTable operation. */
    public DeleteTableResponse deleteTable(DeleteTableRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The DescribeTable operation. */
    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The ListTables operation. */
    public ListTablesResponse listTables(ListTablesRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The UpdateTable operation. */
    public UpdateTableResponse updateTable(UpdateTableRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The UpdateTimeToLive operation. */
    public UpdateTimeToLiveResponse updateTimeToLive(UpdateTimeToLiveRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The DescribeTimeToLive operation. */
    public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The PutItem operation. */
    public PutItemResponse putItem(PutItemRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The GetItem operation. */
    public GetItemResponse getItem(GetItemRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The UpdateItem operation. */
    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The DeleteItem operation. */
    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The Query operation. */
    public QueryResponse query(QueryRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The Scan operation. */
    public ScanResponse scan(ScanRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The BatchGetItem operation. */
    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The BatchWriteItem operation. */
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The TransactWriteItems operation. */
    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The TransactGetItems operation. */
    public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The TagResource operation. */
    public TagResourceResponse tagResource(TagResourceRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The UntagResource operation. */
    public UntagResourceResponse untagResource(UntagResourceRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The ListTagsOfResource operation. */
    public ListTagsOfResourceResponse listTagsOfResource(ListTagsOfResourceRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The DescribeLimits operation. */
    public DescribeLimitsResponse describeLimits(DescribeLimitsRequest request) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Deletes every item whose time-to-live attribute holds a time before now, as DynamoDB's background
     * process does (stream records marked as the service's), and returns how many it deleted.
     */
    public int sweepExpiredItems() {
        throw new UnsupportedOperationException("not yet");
    }
}
