package dev.keyway.runtime.transaction;

import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.async.AsyncEntityOperations;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.async.StaleClaimResend;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.internal.write.UniqueGuards;
import dev.keyway.runtime.listener.RequestEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Sends a {@link TransactWriteRequest} through an asynchronous client as its {@code send} does
 * through a synchronous one: a cancellation becomes the same {@link TransactionFailedException};
 * one that failed only on claims of {@code @Unique} values whose guards were stale releases them
 * (each entity's asynchronous operations read and release, one claim after another) and, without a
 * client request token, sends the transaction once more. Each request is sent when the answer to
 * the one before arrives; nothing waits.
 */
final class AsyncTransactWriteRequest {

    private final TransactWriteRequest request;
    private final AsyncRequests joint;
    private final Requests.Context context;
    private final Function<EntityOperations<?>, AsyncEntityOperations<?>> tables;

    /**
     * @param tables the asynchronous operations of each entity of the transaction, by its prepared operations
     */
    AsyncTransactWriteRequest(DynamoDbAsyncClient client, TransactWriteRequest request,
                              Function<EntityOperations<?>, AsyncEntityOperations<?>> tables) {
        this.request = request;
        this.joint = AsyncRequests.joint(client, request.involved());
        this.context = request.context();
        this.tables = tables;
    }

    /**
     * Sends the items with the token if there is one; the future fails with
     * {@link TransactionFailedException} if DynamoDB cancelled the transaction.
     */
    CompletableFuture<Void> send(String clientRequestToken) {
        TransactWriteItemsRequest built = request.request(clientRequestToken).build();
        return StaleClaimResend.send(() -> joint.transactWriteItems(context, built),
                cancelled -> Futures.map(releaseStale(new ArrayList<>(request.failedClaims(cancelled).entrySet()), 0),
                        // with a token, a resend could be answered as the cancelled one was
                        released -> released && clientRequestToken == null),
                request::cancelled);
    }

    /** Whether every table's failed claims are free now, as {@code TransactWriteRequest} releases them: in order. */
    private CompletableFuture<Boolean> releaseStale(List<Map.Entry<EntityOperations<?>, List<UniqueGuards.Guard>>> claims,
                                                    int from) {
        if (from == claims.size()) {
            return CompletableFuture.completedFuture(from > 0);
        }
        Map.Entry<EntityOperations<?>, List<UniqueGuards.Guard>> table = claims.get(from);
        return Futures.then(tables.apply(table.getKey()).releaseStale(RequestEvent.Operation.WRITE_TRANSACTION,
                table.getValue()), released -> released ? releaseStale(claims, from + 1)
                : CompletableFuture.completedFuture(false));
    }
}
