package dev.keyway.runtime.async;

import dev.keyway.runtime.ExactlyOnceWrites;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.write.SingleWriteTransaction;
import dev.keyway.runtime.transaction.AsyncWriteTransaction;
import dev.keyway.runtime.transaction.WriteTransaction;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * An asynchronous repository's writes sent exactly once, as {@link ExactlyOnceWrites} sends a
 * synchronous repository's: each is a single-item {@code TransactWriteItems} with a client request
 * token (the SDK's own per call, which its retries reuse, or yours), which DynamoDB applies at
 * most once within 10 minutes, so that a write whose answer was lost and that is sent again is
 * answered as the first one was. Each future fails with the exception the write fails with alone
 * ({@link VersionConflictException}, {@code ItemAlreadyExistsException}, {@code ConditionFailedException},
 * {@code UniqueConstraintException}, {@code TransactionConflictException}), not with the
 * transaction's cancellation. Obtained from {@link AsyncEntityRepository#exactlyOnce()}.
 *
 * <pre>{@code
 * accounts.exactlyOnce().put(current.withBalance(current.balance() + 10))
 *         .thenAccept(stored -> ...);       // a VersionConflictException now is always another writer's
 * }</pre>
 *
 * <p>An entity with {@code @Unique} values: its guard items are in the transaction, as in the
 * synchronous {@code exactlyOnce()}: {@code create} claims the values; {@code put} and {@code delete}
 * first read the stored item (a consistent GetItem, as an {@link AsyncWriteTransaction} does), then
 * claim the new values and release the old ones, on condition that the stored values are still
 * those (a {@code ConditionFailedException} when the item changed in between, not read and sent
 * again as the repository's own write is).
 *
 * @param <T> the record type
 */
public final class AsyncExactlyOnceWrites<T> {

    private final AsyncEntityRepository<T> repository;
    private final DynamoDbAsyncClient client;
    private final String clientRequestToken;

    AsyncExactlyOnceWrites(AsyncEntityRepository<T> repository, DynamoDbAsyncClient client, String clientRequestToken) {
        this.repository = Objects.requireNonNull(repository, "repository");
        this.client = client;
        this.clientRequestToken = clientRequestToken == null ? null : SingleWriteTransaction.checkedToken(clientRequestToken);
    }

    /** The token these writes carry, if it is yours (else the SDK makes one per call). */
    public Optional<String> clientRequestToken() {
        return Optional.ofNullable(clientRequestToken);
    }

    /** TransactWriteItems of one Put: {@link AsyncEntityRepository#put(Object)} sent exactly once. */
    public CompletableFuture<T> put(T record) {
        return put(record, null);
    }

    /** TransactWriteItems of one Put if the condition ({@code null} for none) holds. */
    public CompletableFuture<T> put(T record, Condition condition) {
        return send(transaction -> transaction.put(repository, record, condition), result -> result.stored(record));
    }

    /** TransactWriteItems of one Put on condition that the key is new: {@code create} sent exactly once. */
    public CompletableFuture<T> create(T record) {
        return send(transaction -> transaction.create(repository, record), result -> result.stored(record));
    }

    /** TransactWriteItems of one Delete of the record's item (for a {@code @Version} entity, on its version). */
    public CompletableFuture<Void> delete(T record) {
        return delete(record, null);
    }

    /** TransactWriteItems of one Delete of the record's item if the condition ({@code null} for none) holds. */
    public CompletableFuture<Void> delete(T record, Condition condition) {
        return send(transaction -> transaction.delete(repository, record, condition), result -> null);
    }

    private <R> CompletableFuture<R> send(Function<AsyncWriteTransaction, AsyncWriteTransaction> write,
                                          Function<WriteTransaction.Result, R> answer) {
        return Futures.attempt(() -> Futures.map(send(write.apply(AsyncWriteTransaction.on(client)), clientRequestToken),
                answer));
    }

    /**
     * Sends a transaction of one entity write with the token ({@code null} for the SDK's own); its
     * failure is what that write fails with alone, as {@code ExactlyOnceWrites.send}.
     */
    static CompletableFuture<WriteTransaction.Result> send(AsyncWriteTransaction transaction, String token) {
        if (token != null) {
            transaction.clientRequestToken(token);
        }
        return Futures.map(transaction.execute(), result -> result,
                error -> error instanceof TransactionFailedException cancelled ? SingleWriteTransaction.alone(cancelled) : error);
    }
}
