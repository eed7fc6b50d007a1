package golden.formats;

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
 * {@link Payment} items in table {@code Billing}, asynchronously: the methods of
 * {@link PaymentRepository} on a {@code DynamoDbAsyncClient}, each returning at once with a
 * {@code CompletableFuture}, queries paged as futures or published with back-pressure; {@code put},
 * {@code create}, batches and {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a
 * thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class PaymentAsyncRepository extends AsyncEntityRepository<Payment> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final PaymentRepository prepared;

    /** A repository on table {@code Billing}. */
    public PaymentAsyncRepository(DynamoDbAsyncClient client) {
        this(client, BillingTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public PaymentAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Billing} with the application's settings
     * (cursor keys, request listener).
     */
    public PaymentAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, BillingTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public PaymentAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new PaymentRepository(PREPARING, tableName, settings), settings);
    }

    private PaymentAsyncRepository(DynamoDbAsyncClient client, PaymentRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Payment} with this primary key, if there is one. */
    public CompletableFuture<Optional<Payment>> get(String accountId, Instant paidAt) {
        return defer(() -> get(PaymentKeys.primaryKey(accountId, paidAt)));
    }

    /** DeleteItem: removes the {@code Payment} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String accountId, Instant paidAt) {
        return defer(() -> delete(PaymentKeys.primaryKey(accountId, paidAt)));
    }

    /**
     * UpdateItem of the {@code Payment} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Payment> update(String accountId, Instant paidAt) {
        return asyncUpdate(() -> this.prepared.update(accountId, paidAt));
    }

    /** A Scan of index {@code gsi1}, published page by page on demand. */
    public AsyncScan<Payment> scanGsi1() {
        return asyncScan(() -> this.prepared.scanGsi1());
    }

    /**
     * Access pattern {@code paymentsOf}, asynchronously: the query of
     * {@link PaymentRepository#paymentsOf}, its pages as futures or published on demand.
     */
    public AsyncQuery<Payment> paymentsOf(String accountId) {
        return asyncQuery(() -> this.prepared.paymentsOf(accountId));
    }

    /**
     * Access pattern {@code paymentsOf}, asynchronously, narrowed by the sort-key conditions of
     * {@link PaymentRepository.PaymentsOfQuery}: {@code q -> q.paidAt().eq(...)}.
     */
    public AsyncQuery<Payment> paymentsOf(String accountId,
            Function<? super PaymentRepository.PaymentsOfQuery, ? extends Query<Payment>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.paymentsOf(accountId)));
    }

    /**
     * Access pattern {@code byMethod}, asynchronously: the query of {@link PaymentRepository#byMethod},
     * its pages as futures or published on demand.
     */
    public AsyncQuery<Payment> byMethod(Payment.Method method) {
        return asyncQuery(() -> this.prepared.byMethod(method));
    }

    /**
     * Access pattern {@code byMethod}, asynchronously, narrowed by the sort-key conditions of
     * {@link PaymentRepository.ByMethodQuery}: {@code q -> q.amountCents().eq(...)}.
     */
    public AsyncQuery<Payment> byMethod(Payment.Method method,
            Function<? super PaymentRepository.ByMethodQuery, ? extends Query<Payment>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.byMethod(method)));
    }
}
