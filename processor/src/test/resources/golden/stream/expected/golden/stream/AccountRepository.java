package golden.stream;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.listener.RequestListener;
import java.util.Optional;
import java.util.function.BinaryOperator;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link Account} items in table {@code Ledger}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 *
 * <p>Optimistic locking on {@code version}: {@code put}, {@code create} and
 * {@code delete(record)} store the next version on condition that the stored version is the record's
 * (for version 0: that there is no item); a different one throws
 * {@link dev.keyway.runtime.exception.VersionConflictException}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class AccountRepository extends EntityRepository<Account> {
    private final EntityOperations<Account> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Ledger}. */
    public AccountRepository(DynamoDbClient client) {
        this(client, LedgerTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public AccountRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, AccountSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public AccountRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, AccountSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Ledger} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public AccountRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, LedgerTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public AccountRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, AccountSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Account} with this primary key, if there is one. */
    public Optional<Account> get(String accountId) {
        return this.table.get(AccountKeys.primaryKey(accountId));
    }

    /** DeleteItem: removes the {@code Account} with this primary key, if there is one. */
    public void delete(String accountId) {
        this.table.delete(AccountKeys.primaryKey(accountId), null);
    }

    /**
     * UpdateItem of the {@code Account} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Account> update(String accountId) {
        return this.table.update(AccountKeys.primaryKey(accountId),
                AccountSchema.ACCOUNT_ID, accountId);
    }

    /**
     * PutItem on the stored version; on a version conflict, {@code merge(attempted, current)} with the
     * {@code Account} stored now (it comes with the conflict: no GetItem) and PutItem again, at most
     * {@code maxAttempts} puts in all. {@code merge} returning {@code null} gives up and throws the
     * {@code VersionConflictException}. Returns the record as stored.
     */
    public Account putRetrying(Account value, BinaryOperator<Account> merge, int maxAttempts) {
        return this.table.putRetrying(value, merge, maxAttempts);
    }
}
