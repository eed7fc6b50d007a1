package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.stream.TableChanges;
import java.time.Clock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;
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
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
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
import software.amazon.awssdk.services.dynamodb.model.DeleteResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteResourcePolicyResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyResponse;
import software.amazon.awssdk.services.dynamodb.model.PutResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.PutResourcePolicyResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsResponse;

/**
 * One Keyway Local database: its tables and their items, indexes and time to live. Every operation takes
 * the SDK's request object and returns its response object, or throws a
 * {@link dev.keyway.local.internal.ServiceError}.
 *
 * <p>Concurrency: one read-write lock guards the whole database. Reads share it; every write, conditional
 * write and transaction holds it exclusively, which makes them atomic and isolated. Keyway Local therefore
 * never answers {@code TransactionConflict} (or a {@code TransactionInProgressException}) on its own; only
 * fault injection does.
 */
public final class Database {

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private long writes; // guarded by the write lock
    private final Catalog catalog;
    private final TableOperations tables;
    private final TableUpdates tableUpdates;
    private final ItemOperations items;
    private final Reads reads;
    private final Batches batches;
    private final Transactions transactions;
    private final TimeToLive timeToLive;
    private final Tags tags;
    private final ContinuousBackups continuousBackups;
    private final ResourcePolicies resourcePolicies;
    private final VectorSearches vectorSearches;

    /**
     * @param clock the time of items' time to live, stream records and table descriptions
     * @param changes where item changes and stream settings go
     */
    public Database(Clock clock, TableChanges changes) {
        this.catalog = new Catalog(clock, changes);
        this.tables = new TableOperations(catalog);
        this.tableUpdates = new TableUpdates(catalog, tables);
        this.items = new ItemOperations(catalog);
        this.reads = new Reads(catalog);
        this.batches = new Batches(catalog);
        this.transactions = new Transactions(catalog);
        this.timeToLive = new TimeToLive(catalog);
        this.tags = new Tags(catalog);
        this.continuousBackups = new ContinuousBackups(catalog);
        this.resourcePolicies = new ResourcePolicies(catalog);
        this.vectorSearches = new VectorSearches(catalog);
    }

    private <T> T write(Supplier<T> operation) {
        lock.writeLock().lock();
        try {
            return operation.get();
        } finally {
            writes++; // a refused write counts too: the count only has to grow with every change
            lock.writeLock().unlock();
        }
    }

    /**
     * A count that grows with every write operation (whether it changed anything or not), so that the
     * data directory knows when a new snapshot is due.
     */
    public long changeCount() {
        lock.readLock().lock();
        try {
            return writes;
        } finally {
            lock.readLock().unlock();
        }
    }

    private <T> T read(Supplier<T> operation) {
        lock.readLock().lock();
        try {
            return operation.get();
        } finally {
            lock.readLock().unlock();
        }
    }

    /** The CreateTable operation. */
    public CreateTableResponse createTable(CreateTableRequest request) {
        return write(() -> tables.createTable(request));
    }

    /** The DeleteTable operation. */
    public DeleteTableResponse deleteTable(DeleteTableRequest request) {
        return write(() -> tables.deleteTable(request));
    }

    /** The DescribeTable operation (a write: it moves new indexes from CREATING to ACTIVE). */
    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        return write(() -> tables.describeTable(request));
    }

    /** The ListTables operation. */
    public ListTablesResponse listTables(ListTablesRequest request) {
        return read(() -> tables.listTables(request));
    }

    /** The UpdateTable operation. */
    public UpdateTableResponse updateTable(UpdateTableRequest request) {
        return write(() -> tableUpdates.updateTable(request));
    }

    /** The UpdateTimeToLive operation. */
    public UpdateTimeToLiveResponse updateTimeToLive(UpdateTimeToLiveRequest request) {
        return write(() -> timeToLive.update(request));
    }

    /** The DescribeTimeToLive operation. */
    public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
        return read(() -> timeToLive.describe(request));
    }

    /** The UpdateContinuousBackups operation: the point-in-time recovery setting (no backups are taken). */
    public UpdateContinuousBackupsResponse updateContinuousBackups(
            UpdateContinuousBackupsRequest request) {
        return write(() -> continuousBackups.update(request));
    }

    /** The DescribeContinuousBackups operation. */
    public DescribeContinuousBackupsResponse describeContinuousBackups(
            DescribeContinuousBackupsRequest request) {
        return read(() -> continuousBackups.describe(request));
    }

    /** The PutResourcePolicy operation: the document is stored, not evaluated. */
    public PutResourcePolicyResponse putResourcePolicy(
            PutResourcePolicyRequest request) {
        return write(() -> resourcePolicies.put(request));
    }

    /** The GetResourcePolicy operation. */
    public GetResourcePolicyResponse getResourcePolicy(
            GetResourcePolicyRequest request) {
        return read(() -> resourcePolicies.get(request));
    }

    /** The DeleteResourcePolicy operation. */
    public DeleteResourcePolicyResponse deleteResourcePolicy(
            DeleteResourcePolicyRequest request) {
        return write(() -> resourcePolicies.delete(request));
    }

    /** The PutItem operation. */
    public PutItemResponse putItem(PutItemRequest request) {
        return write(() -> items.putItem(request));
    }

    /** The GetItem operation. */
    public GetItemResponse getItem(GetItemRequest request) {
        return read(() -> items.getItem(request));
    }

    /** The UpdateItem operation. */
    public UpdateItemResponse updateItem(UpdateItemRequest request) {
        return write(() -> items.updateItem(request));
    }

    /** The DeleteItem operation. */
    public DeleteItemResponse deleteItem(DeleteItemRequest request) {
        return write(() -> items.deleteItem(request));
    }

    /** The Query operation. */
    public QueryResponse query(QueryRequest request) {
        return read(() -> reads.query(request));
    }

    /** The SearchVectors operation: exact nearest-neighbour search of a vector index. */
    public SearchVectorsResponse searchVectors(SearchVectorsRequest request) {
        return read(() -> vectorSearches.searchVectors(request));
    }

    /** The Scan operation. */
    public ScanResponse scan(ScanRequest request) {
        return read(() -> reads.scan(request));
    }

    /** The BatchGetItem operation. */
    public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
        return read(() -> batches.batchGetItem(request));
    }

    /** The BatchWriteItem operation. */
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
        return write(() -> batches.batchWriteItem(request));
    }

    /** The TransactWriteItems operation. */
    public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
        return write(() -> transactions.transactWriteItems(request));
    }

    /** The TransactGetItems operation. */
    public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
        return read(() -> transactions.transactGetItems(request));
    }

    /** The TagResource operation. */
    public TagResourceResponse tagResource(TagResourceRequest request) {
        return write(() -> tags.tagResource(request));
    }

    /** The UntagResource operation. */
    public UntagResourceResponse untagResource(UntagResourceRequest request) {
        return write(() -> tags.untagResource(request));
    }

    /** The ListTagsOfResource operation. */
    public ListTagsOfResourceResponse listTagsOfResource(ListTagsOfResourceRequest request) {
        return read(() -> tags.listTagsOfResource(request));
    }

    /** The DescribeLimits operation: DynamoDB's documented default quotas of an account in a region. */
    public DescribeLimitsResponse describeLimits(DescribeLimitsRequest request) {
        return DescribeLimitsResponse.builder()
                .accountMaxReadCapacityUnits(80_000L)
                .accountMaxWriteCapacityUnits(80_000L)
                .tableMaxReadCapacityUnits(40_000L)
                .tableMaxWriteCapacityUnits(40_000L)
                .build();
    }

    /**
     * Deletes every item whose time-to-live attribute holds a time before now, as DynamoDB's background
     * process does (stream records marked as the service's), and returns how many it deleted.
     */
    public int sweepExpiredItems() {
        return write(timeToLive::sweep);
    }

    /** The whole state as plain data (tables with their definitions, items, time to live and tags). */
    public DatabaseState snapshot() {
        return read(() -> DatabaseState.of(catalog));
    }

    /**
     * A database holding a state taken by {@link #snapshot()}. Streams are not part of the state: a table
     * whose stream was on gets a new stream from {@code changes}.
     */
    public static Database restore(DatabaseState state, Clock clock, TableChanges changes) {
        Database database = new Database(clock, changes);
        database.write(() -> {
            state.restoreInto(database.catalog, database.tables);
            return null;
        });
        return database;
    }
}
