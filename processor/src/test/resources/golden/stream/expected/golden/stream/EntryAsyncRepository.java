package golden.stream;

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
 * {@link Entry} items in table {@code Ledger}, asynchronously: the methods of {@link EntryRepository}
 * on a {@code DynamoDbAsyncClient}, each returning at once with a {@code CompletableFuture}, queries
 * paged as futures or published with back-pressure; {@code put}, {@code create}, batches and
 * {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class EntryAsyncRepository extends AsyncEntityRepository<Entry> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final EntryRepository prepared;

    /** A repository on table {@code Ledger}. */
    public EntryAsyncRepository(DynamoDbAsyncClient client) {
        this(client, LedgerTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public EntryAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Ledger} with the application's settings
     * (cursor keys, request listener).
     */
    public EntryAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, LedgerTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public EntryAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new EntryRepository(PREPARING, tableName, settings), settings);
    }

    private EntryAsyncRepository(DynamoDbAsyncClient client, EntryRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Entry} with this primary key, if there is one. */
    public CompletableFuture<Optional<Entry>> get(String accountId, Instant bookedAt,
            String entryId) {
        return defer(() -> get(EntryKeys.primaryKey(accountId, bookedAt, entryId)));
    }

    /** DeleteItem: removes the {@code Entry} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String accountId, Instant bookedAt, String entryId) {
        return defer(() -> delete(EntryKeys.primaryKey(accountId, bookedAt, entryId)));
    }

    /**
     * UpdateItem of the {@code Entry} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Entry> update(String accountId, Instant bookedAt, String entryId) {
        return asyncUpdate(() -> this.prepared.update(accountId, bookedAt, entryId));
    }

    /**
     * Access pattern {@code entriesOf}, asynchronously: the query of {@link EntryRepository#entriesOf},
     * its pages as futures or published on demand.
     */
    public AsyncQuery<Entry> entriesOf(String accountId) {
        return asyncQuery(() -> this.prepared.entriesOf(accountId));
    }

    /**
     * Access pattern {@code entriesOf}, asynchronously, narrowed by the sort-key conditions of
     * {@link EntryRepository.EntriesOfQuery}: {@code q -> q.bookedAt().eq(...)}.
     */
    public AsyncQuery<Entry> entriesOf(String accountId,
            Function<? super EntryRepository.EntriesOfQuery, ? extends Query<Entry>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.entriesOf(accountId)));
    }
}
