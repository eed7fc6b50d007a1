package dev.keyway.runtime.internal.async;

import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.PreparedWrite;
import dev.keyway.runtime.internal.WriteRequests;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.internal.write.StaleGuards;
import dev.keyway.runtime.internal.write.TransactionItems;
import dev.keyway.runtime.internal.write.UniqueGuards;
import dev.keyway.runtime.internal.write.UpdateSpec;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The writes of an entity with {@code @Unique} components, asynchronously, as
 * {@link EntityOperations} makes them: a consistent read of the stored item, the guards
 * {@link UniqueGuards} decides from it, one {@code TransactWriteItems} of the item and its guards;
 * a claim that failed on a stale guard released ({@link StaleGuards}) and the transaction sent
 * once more; a write without a condition of its own read and sent again when the item changed
 * since it was read. The same requests, the same exceptions; each step is sent when the answer
 * to the one before arrives, and nothing waits.
 *
 * @param <T> the record type
 */
final class AsyncUniqueWrites<T> {

    /** As {@code EntityOperations.CHANGED_SINCE_READ_ATTEMPTS}: how often a write is read and sent. */
    private static final int CHANGED_SINCE_READ_ATTEMPTS = 3;

    private final EntityOperations<T> prepared;
    private final UniqueGuards<T> uniques;
    private final AsyncRequests requests;
    private final ItemSchema<T> schema;

    AsyncUniqueWrites(EntityOperations<T> prepared, AsyncRequests requests) {
        this.prepared = prepared;
        this.uniques = prepared.uniques();
        this.requests = requests;
        this.schema = prepared.schema();
    }

    /** Whether the entity has unique values, and its writes go through here. */
    boolean applies() {
        return uniques.applies();
    }

    /** A create with a claim per value, as {@code EntityOperations.create}: nothing is read. */
    CompletableFuture<T> create(PreparedWrite<T> write) {
        UniqueGuards.Guarded<T> guarded = uniques.create(write);
        return Futures.map(execute(Operation.CREATE, TransactionItems.put(prepared.tableName(), guarded.write()),
                guarded.write(), guarded.guards()), done -> write.stored());
    }

    /** A put that claims new values and releases old ones, as {@code EntityOperations.put}. */
    CompletableFuture<T> put(PreparedWrite<T> write) {
        return Futures.map(againWhereChangedSinceRead(write.conditions(), 1, () -> Futures.then(
                read(Operation.PUT, schema.primaryKey(write.stored())), old -> {
                    UniqueGuards.Guarded<T> guarded = uniques.put(write, old);
                    return execute(Operation.PUT, TransactionItems.put(prepared.tableName(), guarded.write()),
                            guarded.write(), guarded.guards());
                })), done -> write.stored());
    }

    /** A delete that releases the stored item's values, as {@code EntityOperations.delete}. */
    CompletableFuture<Void> delete(PreparedWrite<T> write) {
        return againWhereChangedSinceRead(write.conditions(), 1, () -> Futures.then(
                read(Operation.DELETE, write.item()), old -> {
                    UniqueGuards.Guarded<T> guarded = uniques.delete(write, old);
                    if (guarded.guards().isEmpty()) { // no item, nothing claimed: on condition that it is still so
                        return plainDelete(guarded.write());
                    }
                    return execute(Operation.DELETE, TransactionItems.delete(prepared.tableName(), guarded.write()),
                            guarded.write(), guarded.guards());
                }));
    }

    /**
     * An update that changes unique values (or sets the {@code @Ttl}), as {@code EntityOperations.update}:
     * the transaction, then a consistent read of the item it left, since a transaction returns none.
     */
    CompletableFuture<T> update(UpdateSpec<T> update) {
        List<Condition> conditions = new ArrayList<>(2);
        update.expression(new Expressions(), conditions); // the caller's own conditions
        CompletableFuture<Void> written = againWhereChangedSinceRead(conditions, 1, () -> Futures.then(
                read(Operation.UPDATE, update.key()), old -> {
                    Expressions placeholders = new Expressions(); // each attempt renders its own
                    List<Condition> own = new ArrayList<>(2);
                    String changes = update.expression(placeholders, own);
                    UniqueGuards.GuardedUpdate guarded = uniques.update(update, own, old);
                    return execute(Operation.UPDATE, TransactionItems.update(prepared.tableName(), update.key(),
                                    changes, guarded.conditions(), placeholders),
                            PreparedWrite.ofUpdate(update.key(), guarded.conditions(), update), guarded.guards());
                }));
        return Futures.then(written, done -> Futures.map(requests.getItem(
                prepared.context(Operation.UPDATE).key(schema.table().describeKey(update.key())),
                uniques.readRequest(update.key())), response -> schema.fromItem(response.item())));
    }

    // ---- as EntityOperations and UniqueGuards do synchronously -----------------------------

    /**
     * The write, read and sent again where it failed only because the item changed since it was
     * read (a write without a condition of its own), as {@code EntityOperations.againWhereChangedSinceRead}.
     */
    private <R> CompletableFuture<R> againWhereChangedSinceRead(List<Condition> ownConditions, int attempt,
                                                                Supplier<CompletableFuture<R>> readAndWrite) {
        CompletableFuture<R> result = new CompletableFuture<>();
        Futures.attempt(readAndWrite).whenComplete((done, failure) -> {
            Throwable error = failure == null ? null : AsyncRequests.unwrap(failure);
            boolean changedSinceRead = error instanceof ConditionFailedException
                    && !(error instanceof ItemAlreadyExistsException) && !(error instanceof UniqueConstraintException);
            if (error == null) {
                result.complete(done);
            } else if (changedSinceRead && ownConditions.isEmpty() && attempt < CHANGED_SINCE_READ_ATTEMPTS) {
                Futures.forward(againWhereChangedSinceRead(ownConditions, attempt + 1, readAndWrite), result);
            } else {
                result.completeExceptionally(error);
            }
        });
        return result;
    }

    /** The consistent read of a stored item or guard (empty for none). */
    CompletableFuture<Map<String, AttributeValue>> read(Operation operation, Map<String, AttributeValue> key) {
        return Futures.map(requests.getItem(uniques.readContext(operation, key), uniques.readRequest(key)),
                UniqueGuards::itemOf);
    }

    /** A DeleteItem without guards, its failed condition as Keyway's exception. */
    private CompletableFuture<Void> plainDelete(PreparedWrite<T> write) {
        Requests.Context context = prepared.context(Operation.DELETE).key(schema.table().describeKey(write.item()));
        return Futures.map(requests.deleteItem(context, WriteRequests.delete(prepared.tableName(), write)),
                response -> null, error -> AsyncEntityOperations.conditionFailure(prepared, write, error));
    }

    /**
     * The entity's write and its guards in one transaction, as {@link UniqueGuards#execute}: sent once
     * more after the stale guards of the failed claims were released.
     */
    private CompletableFuture<Void> execute(Operation operation, TransactWriteItem entityItem,
                                            PreparedWrite<T> entityWrite, List<UniqueGuards.Guard> guards) {
        TransactWriteItemsRequest request = UniqueGuards.transaction(entityItem, guards);
        Requests.Context context = prepared.context(operation).key(schema.table().describeKey(entityWrite.item()));
        return StaleClaimResend.send(() -> requests.transactWriteItems(context, request),
                cancelled -> releaseStale(operation, UniqueGuards.failedClaims(guards, cancelled), 0),
                cancelled -> uniques.failure(guards, entityWrite, cancelled));
    }

    /** Whether every failed claim's guard is gone now, as {@link StaleGuards#releaseStale}: one claim after another. */
    CompletableFuture<Boolean> releaseStale(Operation operation, List<UniqueGuards.Guard> claims, int from) {
        if (claims.isEmpty()) {
            return CompletableFuture.completedFuture(false);
        }
        if (from == claims.size()) {
            return CompletableFuture.completedFuture(true);
        }
        return Futures.then(release(operation, claims.get(from)),
                released -> released ? releaseStale(operation, claims, from + 1) : CompletableFuture.completedFuture(false));
    }

    /** Whether the claim's guard is gone: absent when read, or released because its owner is stale. */
    private CompletableFuture<Boolean> release(Operation operation, UniqueGuards.Guard claim) {
        StaleGuards<T> stale = uniques.staleGuards();
        return Futures.then(read(operation, claim.key()), guard -> {
            if (guard.isEmpty()) {
                return CompletableFuture.completedFuture(true); // released since the claim failed
            }
            Optional<Map<String, AttributeValue>> ownerKey = stale.ownerKeyOf(guard);
            if (ownerKey.isEmpty()) {
                return CompletableFuture.completedFuture(false);
            }
            return Futures.then(read(operation, ownerKey.get()), ownerItem -> {
                Optional<TransactWriteItemsRequest> release = stale.releaseRequest(claim, guard, ownerKey.get(),
                        ownerItem);
                if (release.isEmpty()) {
                    return CompletableFuture.completedFuture(false);
                }
                CompletableFuture<Boolean> released = new CompletableFuture<>();
                requests.transactWriteItems(stale.releaseContext(operation, guard), release.get())
                        .whenComplete((response, failure) -> {
                            Throwable error = failure == null ? null : AsyncRequests.unwrap(failure);
                            if (error == null) {
                                released.complete(true);
                            } else if (error instanceof TransactionCanceledException) {
                                released.complete(false); // another claimer took it, or the owner holds it again
                            } else {
                                released.completeExceptionally(error);
                            }
                        });
                return released;
            });
        });
    }
}
