package golden;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncQuery;
import dev.keyway.runtime.async.AsyncScan;
import dev.keyway.runtime.async.AsyncUpdate;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BinaryOperator;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * {@link Customer} items in table {@code Store}, asynchronously: the methods of
 * {@link CustomerRepository} on a {@code DynamoDbAsyncClient}, each returning at once with a
 * {@code CompletableFuture}, queries paged as futures or published with back-pressure; {@code put},
 * {@code create}, batches and {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a
 * thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class CustomerAsyncRepository extends AsyncEntityRepository<Customer> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final CustomerRepository prepared;

    /** A repository on table {@code Store}. */
    public CustomerAsyncRepository(DynamoDbAsyncClient client) {
        this(client, StoreTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public CustomerAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Store} with the application's settings
     * (cursor keys, request listener).
     */
    public CustomerAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, StoreTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public CustomerAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new CustomerRepository(PREPARING, tableName, settings), settings);
    }

    private CustomerAsyncRepository(DynamoDbAsyncClient client, CustomerRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Customer} with this primary key, if there is one. */
    public CompletableFuture<Optional<Customer>> get(String id) {
        return defer(() -> get(CustomerKeys.primaryKey(id)));
    }

    /** DeleteItem: removes the {@code Customer} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String id) {
        return defer(() -> delete(CustomerKeys.primaryKey(id)));
    }

    /**
     * UpdateItem of the {@code Customer} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Customer> update(String id) {
        return asyncUpdate(() -> this.prepared.update(id));
    }

    /**
     * PutItem on the stored version; on a version conflict, {@code merge(attempted, current)} with the
     * {@code Customer} stored now (it comes with the conflict: no GetItem) and PutItem again when the
     * answer arrives, at most {@code maxAttempts} puts in all. {@code merge} returning {@code null} gives
     * up: the future fails with the {@code VersionConflictException}. Completes with the record as stored.
     */
    public CompletableFuture<Customer> putRetrying(Customer value, BinaryOperator<Customer> merge,
            int maxAttempts) {
        return retryingPut(value, merge, maxAttempts);
    }

    /** A Scan of index {@code GSI1}, published page by page on demand. */
    public AsyncScan<Customer> scanGsi1() {
        return asyncScan(() -> this.prepared.scanGsi1());
    }

    /**
     * Access pattern {@code byEmail}, asynchronously: the query of {@link CustomerRepository#byEmail}, its
     * pages as futures or published on demand.
     */
    public AsyncQuery<Customer> byEmail(String email) {
        return asyncQuery(() -> this.prepared.byEmail(email));
    }
}
