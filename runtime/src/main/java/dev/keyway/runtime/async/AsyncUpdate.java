package dev.keyway.runtime.async;

import dev.keyway.runtime.Update;
import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.CollectionAttribute;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.async.AsyncEntityOperations;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.internal.write.SingleWriteTransaction;
import dev.keyway.runtime.transaction.AsyncWriteTransaction;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A typed UpdateItem of one item, sent asynchronously: the changes and conditions of
 * {@link Update} (the same expressions, index keys rewritten from changed components, version
 * incremented), then {@link #execute()}. A change the synchronous update refuses at once (a
 * primitive component set to null, an invalid key) fails the future of {@link #execute()} instead,
 * and nothing is sent.
 *
 * <pre>{@code
 * orders.update("c1", "o-7").set(OrderSchema.STATUS, "SHIPPED").expectVersion(3).execute()
 *       .thenAccept(updated -> ...);
 * }</pre>
 *
 * @param <T> the record type
 */
public final class AsyncUpdate<T> {

    private final AsyncEntityOperations<T> table;
    private final Update<T> update;
    private RuntimeException invalid;
    private boolean exactlyOnce;
    private String clientRequestToken;

    private AsyncUpdate(AsyncEntityOperations<T> table, Update<T> update, RuntimeException invalid) {
        this.table = table;
        this.update = update;
        this.invalid = invalid;
    }

    /** The update built now, or one whose {@code execute()} fails with what building it threw. */
    static <T> AsyncUpdate<T> of(AsyncEntityOperations<T> table, Supplier<Update<T>> update) {
        try {
            return new AsyncUpdate<>(table, Objects.requireNonNull(update.get(), "update"), null);
        } catch (RuntimeException e) {
            return new AsyncUpdate<>(table, null, e);
        }
    }

    private AsyncUpdate<T> change(Consumer<Update<T>> change) {
        if (invalid == null) {
            try {
                change.accept(update);
            } catch (RuntimeException e) {
                invalid = e;
            }
        }
        return this;
    }

    /** Sets the attribute; a {@code null} value removes it. */
    public <V> AsyncUpdate<T> set(Attribute<V> attribute, V value) {
        return change(u -> u.set(attribute, value));
    }

    /** Removes the attribute. */
    public AsyncUpdate<T> remove(Attribute<?> attribute) {
        return change(u -> u.remove(attribute));
    }

    /** Sets the attribute only where the item lacks it ({@code if_not_exists}). */
    public <V> AsyncUpdate<T> setIfAbsent(Attribute<V> attribute, V value) {
        return change(u -> u.setIfAbsent(attribute, value));
    }

    /** Adds to a number atomically (from 0 when absent). */
    public <N extends Number> AsyncUpdate<T> increment(NumberAttribute<N> attribute, N amount) {
        return change(u -> u.increment(attribute, amount));
    }

    /** Subtracts from a number atomically (from 0 when absent). */
    public <N extends Number> AsyncUpdate<T> decrement(NumberAttribute<N> attribute, N amount) {
        return change(u -> u.decrement(attribute, amount));
    }

    /** Adds elements to a set ({@code ADD}). */
    @SafeVarargs
    public final <E> AsyncUpdate<T> add(CollectionAttribute<? extends Set<E>, E> attribute, E... elements) {
        return change(u -> u.add(attribute, elements));
    }

    /** Removes elements from a set ({@code DELETE}). */
    @SafeVarargs
    public final <E> AsyncUpdate<T> removeElements(CollectionAttribute<? extends Set<E>, E> attribute, E... elements) {
        return change(u -> u.removeElements(attribute, elements));
    }

    /** Appends elements to a list (creating it when absent). */
    @SafeVarargs
    public final <E> AsyncUpdate<T> append(CollectionAttribute<? extends List<E>, E> attribute, E... elements) {
        return change(u -> u.append(attribute, elements));
    }

    /** Prepends elements to a list (creating it when absent). */
    @SafeVarargs
    public final <E> AsyncUpdate<T> prepend(CollectionAttribute<? extends List<E>, E> attribute, E... elements) {
        return change(u -> u.prepend(attribute, elements));
    }

    /** Only if the condition holds for the stored item. Several conditions must all hold. */
    public AsyncUpdate<T> when(Condition condition) {
        return change(u -> u.when(condition));
    }

    /** Only if the item exists: no upsert. */
    public AsyncUpdate<T> onlyIfExists() {
        return change(Update::onlyIfExists);
    }

    /** Only if the stored {@code @Version} is this one, else {@link VersionConflictException}. */
    public AsyncUpdate<T> expectVersion(long version) {
        return change(u -> u.expectVersion(version));
    }

    /**
     * Sends the update (UpdateItem returning the new item); the item as it is afterwards, or a
     * {@link ConditionFailedException} / {@link VersionConflictException} carrying the stored item.
     */
    public CompletableFuture<T> execute() {
        if (invalid != null) {
            return CompletableFuture.failedFuture(invalid);
        }
        if (exactlyOnce) {
            return Futures.attempt(() -> Futures.then(AsyncExactlyOnceWrites.send(
                    AsyncWriteTransaction.on(table.requests().client()).update(this), clientRequestToken),
                    written -> table.readAfterWrite(RuntimeAccess.updateSpec(update).key())));
        }
        return Futures.attempt(() -> table.update(RuntimeAccess.updateSpec(update)));
    }

    /**
     * Sends the update exactly once when executed: a single-item TransactWriteItems with the SDK's
     * client request token, then a consistent GetItem of the item (a transaction returns none), as
     * {@link Update#exactlyOnce()}. Ignored when the update is added to an
     * {@link AsyncWriteTransaction}, which has a token of its own. An update that changes an
     * entity's {@code @Unique} values reads the stored item first and moves their guard items in the
     * same transaction, as the synchronous one does.
     */
    public AsyncUpdate<T> exactlyOnce() {
        exactlyOnce = true;
        return this;
    }

    /**
     * As {@link #exactlyOnce()}, with your client request token (1 to 36 characters): the same
     * update executed again with it within 10 minutes is applied at most once in all.
     */
    public AsyncUpdate<T> exactlyOnce(String clientRequestToken) {
        exactlyOnce = true;
        try {
            this.clientRequestToken = SingleWriteTransaction.checkedToken(clientRequestToken);
        } catch (RuntimeException e) {
            invalid = invalid == null ? e : invalid;
        }
        return this;
    }

    /** As {@link #execute()}, but empty instead of failing when a condition did not hold. */
    public CompletableFuture<Optional<T>> tryExecute() {
        CompletableFuture<Optional<T>> result = new CompletableFuture<>();
        execute().whenComplete((updated, failure) -> {
            Throwable error = failure == null ? null : AsyncRequests.unwrap(failure);
            if (error == null) {
                result.complete(Optional.of(updated));
            } else if (error instanceof ConditionFailedException && !(error instanceof UniqueConstraintException)) {
                // a value another item holds is not this update's own condition: it stands, as in Update.tryExecute
                result.complete(Optional.empty());
            } else {
                result.completeExceptionally(error);
            }
        });
        return result;
    }

    /** The update as built, for a transaction; what building it threw, thrown. */
    Update<T> built() {
        if (invalid != null) {
            throw invalid;
        }
        return update;
    }

    /** The asynchronous operations of the repository that made the update, for a transaction. */
    AsyncEntityOperations<T> operations() {
        return table;
    }

    /** The version this update expects, if any. */
    public Optional<Long> expectedVersion() {
        return update == null ? Optional.empty() : update.expectedVersion();
    }
}
