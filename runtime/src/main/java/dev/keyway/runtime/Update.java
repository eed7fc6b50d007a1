package dev.keyway.runtime;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.CollectionAttribute;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.IncompleteKeyUpdateException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.write.SingleWriteTransaction;
import dev.keyway.runtime.internal.write.UpdateSpec;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.transaction.WriteTransaction;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A typed UpdateItem on one item, built from the schema's attribute references and sent by
 * {@link #execute()}, which returns the item as it is after the update.
 *
 * <pre>{@code
 * Order shipped = orders.update("c1", placedAt, "o-17")
 *         .set(OrderSchema.STATUS, Status.SHIPPED)           // also rewrites GSI1PK = STATUS#SHIPPED
 *         .add(OrderSchema.TAGS, "express")
 *         .increment(OrderSchema.ATTEMPTS, 1)
 *         .when(OrderSchema.STATUS.eq(Status.PAID))
 *         .execute();
 * }</pre>
 *
 * <p>Like DynamoDB's UpdateItem it creates the item when it is missing (an upsert: atomic
 * counters rely on it), but only when it gives every primitive component a value ({@link #set}
 * to a value, {@link #setIfAbsent}, {@link #increment}, {@link #decrement}; key components and
 * the {@code @Version} always have one), since an item without one cannot be read. An update
 * that leaves a primitive unset is sent on condition that the item exists: on a missing item it
 * writes nothing and fails with a {@link ConditionFailedException} that says so.
 * {@link #onlyIfExists()} refuses to create in any case. Setting a component that a
 * secondary-index key is built from rewrites that key in the same request, or fails with
 * {@link IncompleteKeyUpdateException} before any request when the key needs components the
 * update does not give; removing such a component removes the key (the item leaves the index).
 * Primary-key components cannot be changed: write a new item instead.
 *
 * @param <T> the record type
 */
public final class Update<T> {

    private final UpdateSpec<T> spec;
    /** Whether {@link #execute()} sends a single-item transaction with a client request token. */
    private boolean exactlyOnce;
    /** The caller's client request token, or {@code null} for the SDK's own. */
    private String clientRequestToken;

    /** An update building this spec; generated repositories make them through {@code RuntimeAccess}. */
    Update(UpdateSpec<T> spec) {
        this.spec = spec;
    }

    /** What this update sends, for {@link WriteTransaction}. */
    UpdateSpec<T> spec() {
        return spec;
    }

    /**
     * Sets the attribute; a {@code null} value removes it.
     *
     * @throws IllegalArgumentException for {@code null} and a primitive component, which an item cannot be read without
     */
    public <V> Update<T> set(Attribute<V> attribute, V value) {
        spec.set(attribute, value);
        return this;
    }

    /**
     * Removes the attribute (the component reads back as null, or an empty Optional or set).
     *
     * @throws IllegalArgumentException for a primitive component, which an item cannot be read without
     */
    public Update<T> remove(Attribute<?> attribute) {
        spec.remove(attribute);
        return this;
    }

    /** Sets the attribute only where the item lacks it ({@code if_not_exists}). */
    public <V> Update<T> setIfAbsent(Attribute<V> attribute, V value) {
        spec.setIfAbsent(attribute, value);
        return this;
    }

    /** Adds to a number atomically (from 0 when absent); {@link #execute()} returns the new value. */
    public <N extends Number> Update<T> increment(NumberAttribute<N> attribute, N amount) {
        spec.arithmetic(attribute, amount, "+");
        return this;
    }

    /** Subtracts from a number atomically (from 0 when absent). */
    public <N extends Number> Update<T> decrement(NumberAttribute<N> attribute, N amount) {
        spec.arithmetic(attribute, amount, "-");
        return this;
    }

    /** Adds elements to a set ({@code ADD}); adding present elements changes nothing, so it is idempotent. */
    @SafeVarargs
    public final <E> Update<T> add(CollectionAttribute<? extends Set<E>, E> attribute, E... elements) {
        spec.addElements(attribute, elements);
        return this;
    }

    /** Removes elements from a set ({@code DELETE}); removing absent elements changes nothing. */
    @SafeVarargs
    public final <E> Update<T> removeElements(CollectionAttribute<? extends Set<E>, E> attribute, E... elements) {
        spec.deleteElements(attribute, elements);
        return this;
    }

    /** Appends elements to a list (creating it when absent). */
    @SafeVarargs
    public final <E> Update<T> append(CollectionAttribute<? extends List<E>, E> attribute, E... elements) {
        spec.listAppend(attribute, elements, false);
        return this;
    }

    /** Prepends elements to a list (creating it when absent). */
    @SafeVarargs
    public final <E> Update<T> prepend(CollectionAttribute<? extends List<E>, E> attribute, E... elements) {
        spec.listAppend(attribute, elements, true);
        return this;
    }

    /** Only if the condition holds for the stored item. Several conditions must all hold. */
    public Update<T> when(Condition condition) {
        spec.when(condition);
        return this;
    }

    /** Only if the item exists: no upsert. */
    public Update<T> onlyIfExists() {
        spec.onlyIfExists();
        return this;
    }

    /**
     * Only if the stored {@code @Version} is this one (optimistic locking; version 0: only if there
     * is no item yet); a different version fails with {@link VersionConflictException}. Every
     * update of a versioned entity increments its version.
     *
     * @throws UnsupportedOperationException if the entity has no {@code @Version} component
     */
    public Update<T> expectVersion(long version) {
        spec.expectVersion(version);
        return this;
    }

    /**
     * Sends this update exactly once: {@link #execute()} sends it as a single-item
     * TransactWriteItems with a client request token, which the AWS SDK's own retries of the call
     * reuse and DynamoDB applies at most once within 10 minutes. A request whose answer was lost
     * after DynamoDB applied it (a timeout, a 500) is then not applied twice (an {@link #increment}
     * counts once) and, with {@link #expectVersion}, not refused as a {@link VersionConflictException}
     * on the version it wrote itself: a conflict is then always another writer's.
     *
     * <p>Costs: DynamoDB bills the transactional write twice the write capacity of an UpdateItem,
     * and since a transaction returns no item, {@link #execute()} then reads it (one consistent
     * GetItem), which may show a later writer's change too; when that read fails, the call fails
     * as a write with an unknown outcome does: with {@link #exactlyOnce(String) your token},
     * execute the same update again. Ignored when the update is added to a
     * {@link WriteTransaction}, which has a token of its own.
     *
     * <pre>{@code
     * counters.update("orders").increment(CounterSchema.VALUE, 1L).exactlyOnce().execute();
     * }</pre>
     */
    public Update<T> exactlyOnce() {
        this.exactlyOnce = true;
        return this;
    }

    /**
     * As {@link #exactlyOnce()}, with your client request token: within 10 minutes, the same update
     * executed again with the same token (after a call that failed with its outcome unknown, say)
     * is applied at most once in all. One token per intended update; another update with a token
     * already used fails with DynamoDB's {@code IdempotentParameterMismatchException}.
     *
     * @param clientRequestToken 1 to 36 characters (a {@code UUID}'s text fits)
     * @throws IllegalArgumentException if the token is empty or longer
     */
    public Update<T> exactlyOnce(String clientRequestToken) {
        this.clientRequestToken = SingleWriteTransaction.checkedToken(clientRequestToken);
        this.exactlyOnce = true;
        return this;
    }

    /**
     * Sends the update and returns the item as it is afterwards: UpdateItem returning the new item,
     * or after {@link #exactlyOnce()} TransactWriteItems and a consistent GetItem.
     *
     * @throws ConditionFailedException      if a condition did not hold, or the item does not exist and the
     *                                       update leaves a primitive component unset
     * @throws VersionConflictException      if {@link #expectVersion} did not match
     * @throws IncompleteKeyUpdateException  if an index key cannot be rewritten (before any request)
     * @throws IllegalArgumentException      if it expects version 0 (it can only create the item) and leaves
     *                                       a primitive component unset (before any request)
     */
    public T execute() {
        if (!exactlyOnce) {
            return spec.table().update(spec);
        }
        WriteTransaction transaction = WriteTransaction.on(spec.table().client()).update(this);
        ExactlyOnceWrites.send(transaction, clientRequestToken);
        return spec.table().readAfterWrite(spec.key(), RequestEvent.Operation.UPDATE);
    }

    /**
     * As {@link #execute()}, but empty instead of failing when a condition did not hold; a
     * {@code @Unique} value another item holds still throws {@link UniqueConstraintException}.
     */
    public Optional<T> tryExecute() {
        try {
            return Optional.of(execute());
        } catch (UniqueConstraintException taken) {
            throw taken; // a failed condition too, but not this update's own: it stands
        } catch (ConditionFailedException notApplied) {
            return Optional.empty();
        }
    }

    /** The version this update expects, if any. */
    public Optional<Long> expectedVersion() {
        return Optional.ofNullable(spec.expectedVersion());
    }
}
