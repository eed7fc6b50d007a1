package dev.keyway.runtime;

import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.TransactionConflictException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.write.SingleWriteTransaction;
import dev.keyway.runtime.transaction.WriteTransaction;
import java.util.Objects;
import java.util.Optional;

/**
 * A repository's writes sent exactly once: each is a single-item {@code TransactWriteItems} with a
 * client request token, which DynamoDB applies at most once within 10 minutes. A request whose
 * answer was lost after DynamoDB applied it (a timeout, a 500) and that the AWS SDK sends again is
 * answered as the first one was, successfully, instead of being applied twice or, for a
 * {@code @Version} write, failing with a {@link VersionConflictException} on the version it wrote
 * itself. Obtained from {@link EntityRepository#exactlyOnce()} (a token of the SDK's own per call,
 * which its retries reuse) or {@link EntityRepository#exactlyOnce(String)} (your token: repeat the
 * same write with it, within 10 minutes, after a call failed in a way that leaves its outcome
 * unknown).
 *
 * <pre>{@code
 * Account current = accounts.get("a").orElseThrow();
 * accounts.exactlyOnce().put(current.withBalance(current.balance() + 10));   // a VersionConflictException now
 *                                                                           // is always another writer's
 * }</pre>
 *
 * <p><b>Cost.</b> DynamoDB bills a transactional write twice the write capacity of the same plain
 * write (two write request units per 1 KB); the puts and creates of an entity with {@code @Unique}
 * values are transactions with their guard items anyway, so for them the cost is the same. Each write means what it
 * means alone ({@link EntityRepository#put(Object)}, {@link EntityRepository#create(Object)},
 * {@link EntityRepository#delete(Object)}), and fails with the exception it throws alone
 * ({@link VersionConflictException}, {@link ItemAlreadyExistsException},
 * {@link ConditionFailedException}, {@link UniqueConstraintException}; a
 * {@link TransactionConflictException} when DynamoDB cancelled it for another request writing the
 * item at the same time, after which nothing was written). A write of an entity with
 * {@code @Unique} values whose item changed between the read of its values and the write fails with
 * {@link ConditionFailedException} rather than being read and sent again as the repository's own
 * write is. The requests are reported to listeners as the operation {@code writeTransaction}.
 *
 * <p>With your own token a view is for one write: sending another write with a token already used
 * fails with DynamoDB's {@code IdempotentParameterMismatchException}, and a repeated write does not
 * say whether this call or the earlier one wrote. DynamoDB remembers tokens for the account and
 * region, not per table: make them unique per operation (a {@code UUID} is 36 characters, the
 * longest token DynamoDB takes). For updates, see {@link Update#exactlyOnce()}.
 *
 * @param <T> the record type
 */
public final class ExactlyOnceWrites<T> {

    private final EntityRepository<T> repository;
    private final String clientRequestToken;

    ExactlyOnceWrites(EntityRepository<T> repository, String clientRequestToken) {
        this.repository = Objects.requireNonNull(repository, "repository");
        this.clientRequestToken = clientRequestToken == null ? null : SingleWriteTransaction.checkedToken(clientRequestToken);
    }

    /** The token these writes carry, if it is yours (else the SDK makes one per call). */
    public Optional<String> clientRequestToken() {
        return Optional.ofNullable(clientRequestToken);
    }

    /**
     * TransactWriteItems of one Put: {@link EntityRepository#put(Object)} sent exactly once.
     *
     * @return the record as stored (with its new version)
     * @throws VersionConflictException if the stored version is not the record's (never this call's own write)
     */
    public T put(T record) {
        return put(record, null);
    }

    /**
     * TransactWriteItems of one Put if the condition holds: {@link EntityRepository#put(Object, Condition)}
     * sent exactly once.
     *
     * @param condition the condition, or {@code null} for none
     * @return the record as stored (with its new version)
     * @throws ConditionFailedException if the condition does not hold
     */
    public T put(T record, Condition condition) {
        WriteTransaction transaction = WriteTransaction.on(repository.table().client()).put(repository, record, condition);
        return send(transaction, clientRequestToken).stored(record);
    }

    /**
     * TransactWriteItems of one Put with {@code attribute_not_exists}: {@link EntityRepository#create(Object)}
     * sent exactly once, so that a retry of a lost answer is not refused as an existing item.
     *
     * @return the record as stored (version 1 for a {@code @Version} entity)
     * @throws ItemAlreadyExistsException if an item with this key existed before this call
     */
    public T create(T record) {
        WriteTransaction transaction = WriteTransaction.on(repository.table().client()).create(repository, record);
        return send(transaction, clientRequestToken).stored(record);
    }

    /**
     * TransactWriteItems of one Delete of the record's item: {@link EntityRepository#delete(Object)}
     * sent exactly once (for a {@code @Version} entity only if the stored version is the record's).
     *
     * @throws VersionConflictException if the stored version is not the record's
     */
    public void delete(T record) {
        delete(record, null);
    }

    /**
     * TransactWriteItems of one Delete of the record's item if the condition holds.
     *
     * @param condition the condition, or {@code null} for none
     * @throws ConditionFailedException if the condition does not hold
     */
    public void delete(T record, Condition condition) {
        send(WriteTransaction.on(repository.table().client()).delete(repository, record, condition), clientRequestToken);
    }

    /**
     * Sends a transaction of one entity write (with its guard items) and throws what that write
     * throws alone: the typed cause of its cancellation reason.
     *
     * @param token the client request token, or {@code null} for the SDK's own
     */
    static WriteTransaction.Result send(WriteTransaction transaction, String token) {
        if (token != null) {
            transaction.clientRequestToken(token);
        }
        try {
            return transaction.execute();
        } catch (TransactionFailedException cancelled) {
            throw SingleWriteTransaction.alone(cancelled);
        }
    }
}
