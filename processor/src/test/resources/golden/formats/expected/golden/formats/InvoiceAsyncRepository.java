package golden.formats;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncQuery;
import dev.keyway.runtime.async.AsyncUpdate;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * {@link Invoice} items in table {@code Billing}, asynchronously: the methods of
 * {@link InvoiceRepository} on a {@code DynamoDbAsyncClient}, each returning at once with a
 * {@code CompletableFuture}, queries paged as futures or published with back-pressure; {@code put},
 * {@code create}, batches and {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a
 * thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class InvoiceAsyncRepository extends AsyncEntityRepository<Invoice> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final InvoiceRepository prepared;

    /** A repository on table {@code Billing}. */
    public InvoiceAsyncRepository(DynamoDbAsyncClient client) {
        this(client, BillingTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public InvoiceAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Billing} with the application's settings
     * (cursor keys, request listener).
     */
    public InvoiceAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, BillingTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public InvoiceAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new InvoiceRepository(PREPARING, tableName, settings), settings);
    }

    private InvoiceAsyncRepository(DynamoDbAsyncClient client, InvoiceRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Invoice} with this primary key, if there is one. */
    public CompletableFuture<Optional<Invoice>> get(String accountId, Instant issuedAt,
            long number) {
        return defer(() -> get(InvoiceKeys.primaryKey(accountId, issuedAt, number)));
    }

    /** DeleteItem: removes the {@code Invoice} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String accountId, Instant issuedAt, long number) {
        return defer(() -> delete(InvoiceKeys.primaryKey(accountId, issuedAt, number)));
    }

    /**
     * UpdateItem of the {@code Invoice} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Invoice> update(String accountId, Instant issuedAt, long number) {
        return asyncUpdate(() -> this.prepared.update(accountId, issuedAt, number));
    }

    /**
     * Access pattern {@code invoicesOf}, asynchronously: the query of
     * {@link InvoiceRepository#invoicesOf}, its pages as futures or published on demand.
     */
    public AsyncQuery<Invoice> invoicesOf(String accountId) {
        return asyncQuery(() -> this.prepared.invoicesOf(accountId));
    }

    /**
     * Access pattern {@code invoicesOf}, asynchronously, narrowed by the sort-key conditions of
     * {@link InvoiceRepository.InvoicesOfQuery}: {@code q -> q.issuedAt().eq(...)}.
     */
    public AsyncQuery<Invoice> invoicesOf(String accountId,
            Function<? super InvoiceRepository.InvoicesOfQuery, ? extends Query<Invoice>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.invoicesOf(accountId)));
    }
}
