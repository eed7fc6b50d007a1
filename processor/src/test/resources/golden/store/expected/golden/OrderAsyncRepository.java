package golden;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncQuery;
import dev.keyway.runtime.async.AsyncScan;
import dev.keyway.runtime.async.AsyncUpdate;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * {@link Order} items in table {@code Store}, asynchronously: the methods of {@link OrderRepository}
 * on a {@code DynamoDbAsyncClient}, each returning at once with a {@code CompletableFuture}, queries
 * paged as futures or published with back-pressure; {@code put}, {@code create}, batches and
 * {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class OrderAsyncRepository extends AsyncEntityRepository<Order> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final OrderRepository prepared;

    /** A repository on table {@code Store}. */
    public OrderAsyncRepository(DynamoDbAsyncClient client) {
        this(client, StoreTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public OrderAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Store} with the application's settings
     * (cursor keys, request listener).
     */
    public OrderAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, StoreTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public OrderAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new OrderRepository(PREPARING, tableName, settings), settings);
    }

    private OrderAsyncRepository(DynamoDbAsyncClient client, OrderRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Order} with this primary key, if there is one. */
    public CompletableFuture<Optional<Order>> get(String customerId, Instant placedAt,
            String orderId) {
        return defer(() -> get(OrderKeys.primaryKey(customerId, placedAt, orderId)));
    }

    /** DeleteItem: removes the {@code Order} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String customerId, Instant placedAt, String orderId) {
        return defer(() -> delete(OrderKeys.primaryKey(customerId, placedAt, orderId)));
    }

    /**
     * UpdateItem of the {@code Order} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Order> update(String customerId, Instant placedAt, String orderId) {
        return asyncUpdate(() -> this.prepared.update(customerId, placedAt, orderId));
    }

    /** A Scan of index {@code GSI1}, published page by page on demand. */
    public AsyncScan<Order> scanGsi1() {
        return asyncScan(() -> this.prepared.scanGsi1());
    }

    /** A Scan of index {@code LSI1}, published page by page on demand. */
    public AsyncScan<Order> scanLsi1() {
        return asyncScan(() -> this.prepared.scanLsi1());
    }

    /**
     * Access pattern {@code ordersOf}, asynchronously: the query of {@link OrderRepository#ordersOf}, its
     * pages as futures or published on demand.
     */
    public AsyncQuery<Order> ordersOf(String customerId) {
        return asyncQuery(() -> this.prepared.ordersOf(customerId));
    }

    /**
     * Access pattern {@code ordersOf}, asynchronously, narrowed by the sort-key conditions of
     * {@link OrderRepository.OrdersOfQuery}: {@code q -> q.placedAt().eq(...)}.
     */
    public AsyncQuery<Order> ordersOf(String customerId,
            Function<? super OrderRepository.OrdersOfQuery, ? extends Query<Order>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.ordersOf(customerId)));
    }

    /**
     * Access pattern {@code byStatus}, asynchronously: the query of {@link OrderRepository#byStatus}, its
     * pages as futures or published on demand.
     */
    public AsyncQuery<Order> byStatus(Status status) {
        return asyncQuery(() -> this.prepared.byStatus(status));
    }

    /**
     * Access pattern {@code byStatus}, asynchronously, narrowed by the sort-key conditions of
     * {@link OrderRepository.ByStatusQuery}: {@code q -> q.placedAt().eq(...)}.
     */
    public AsyncQuery<Order> byStatus(Status status,
            Function<? super OrderRepository.ByStatusQuery, ? extends Query<Order>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.byStatus(status)));
    }

    /**
     * Access pattern {@code byTotal}, asynchronously: the query of {@link OrderRepository#byTotal}, its
     * pages as futures or published on demand.
     */
    public AsyncQuery<Order> byTotal(String customerId) {
        return asyncQuery(() -> this.prepared.byTotal(customerId));
    }

    /**
     * Access pattern {@code byTotal}, asynchronously, narrowed by the sort-key conditions of
     * {@link OrderRepository.ByTotalQuery}: {@code q -> q.total().eq(...)}.
     */
    public AsyncQuery<Order> byTotal(String customerId,
            Function<? super OrderRepository.ByTotalQuery, ? extends Query<Order>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.byTotal(customerId)));
    }
}
