package golden.stream;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncUpdate;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BinaryOperator;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * {@link Account} items in table {@code Ledger}, asynchronously: the methods of
 * {@link AccountRepository} on a {@code DynamoDbAsyncClient}, each returning at once with a
 * {@code CompletableFuture}, queries paged as futures or published with back-pressure; {@code put},
 * {@code create}, batches and {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a
 * thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class AccountAsyncRepository extends AsyncEntityRepository<Account> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final AccountRepository prepared;

    /** A repository on table {@code Ledger}. */
    public AccountAsyncRepository(DynamoDbAsyncClient client) {
        this(client, LedgerTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public AccountAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Ledger} with the application's settings
     * (cursor keys, request listener).
     */
    public AccountAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, LedgerTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public AccountAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new AccountRepository(PREPARING, tableName, settings), settings);
    }

    private AccountAsyncRepository(DynamoDbAsyncClient client, AccountRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Account} with this primary key, if there is one. */
    public CompletableFuture<Optional<Account>> get(String accountId) {
        return defer(() -> get(AccountKeys.primaryKey(accountId)));
    }

    /** DeleteItem: removes the {@code Account} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String accountId) {
        return defer(() -> delete(AccountKeys.primaryKey(accountId)));
    }

    /**
     * UpdateItem of the {@code Account} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Account> update(String accountId) {
        return asyncUpdate(() -> this.prepared.update(accountId));
    }

    /**
     * PutItem on the stored version; on a version conflict, {@code merge(attempted, current)} with the
     * {@code Account} stored now (it comes with the conflict: no GetItem) and PutItem again when the
     * answer arrives, at most {@code maxAttempts} puts in all. {@code merge} returning {@code null} gives
     * up: the future fails with the {@code VersionConflictException}. Completes with the record as stored.
     */
    public CompletableFuture<Account> putRetrying(Account value, BinaryOperator<Account> merge,
            int maxAttempts) {
        return retryingPut(value, merge, maxAttempts);
    }
}
