package dev.keyway.runtime.internal.async;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.internal.request.TableCreation;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.schema.TableDefinition;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * {@link TableCreation} asynchronously, for the asynchronous repositories' {@code createTable()}:
 * the same requests in the same order (DescribeTable, CreateTable unless the table exists,
 * DescribeTable until the table and its indexes are active, then UpdateTimeToLive and
 * UpdateContinuousBackups for a table it created), each sent when the answer before it arrived.
 * The wait between two DescribeTables is a delayed send, not a sleeping thread. (The SDK's
 * {@code DynamoDbAsyncWaiter} waits for the table only; its indexes, a vector index's backfill
 * included, must be active too, as {@link TableCreation#isActive} says.)
 */
public final class AsyncTableCreation {

    private static final Duration ACTIVE_TIMEOUT = Duration.ofMinutes(10);
    private static final Duration ACTIVE_POLL = Duration.ofMillis(500);

    private AsyncTableCreation() {
    }

    /** As {@link TableCreation#createIfMissing}: completes once the table is active and set up. */
    public static CompletableFuture<Void> createIfMissing(AsyncRequests requests, TableDefinition definition,
                                                          String tableName, String entityType) {
        return Futures.attempt(() -> {
            Requests.Context context = Requests.Context.of(tableName, entityType, Operation.CREATE_TABLE);
            DescribeTableRequest describe = DescribeTableRequest.builder().tableName(tableName).build();
            CompletableFuture<Boolean> created = new CompletableFuture<>();
            requests.describeTable(context, describe).whenComplete((exists, failure) -> {
                Throwable error = failure == null ? null : AsyncRequests.unwrap(failure);
                if (error == null) {
                    created.complete(false);
                } else if (!(error instanceof ResourceNotFoundException)) {
                    created.completeExceptionally(error);
                } else {
                    Futures.attempt(() -> requests.createTable(context, definition.createTableRequest(tableName)))
                            .whenComplete((sent, refused) -> {
                        Throwable cause = refused == null ? null : AsyncRequests.unwrap(refused);
                        if (cause == null || cause instanceof ResourceInUseException) {
                            created.complete(cause == null); // else another caller created it first: wait for it
                        } else {
                            created.completeExceptionally(cause);
                        }
                    });
                }
            });
            return Futures.then(created, ours -> Futures.then(
                    awaitActive(requests, context, describe, System.nanoTime() + ACTIVE_TIMEOUT.toNanos()),
                    active -> ours ? setUp(requests, context, definition, tableName)
                            : CompletableFuture.completedFuture(null)));
        });
    }

    /** Time to live, then point-in-time recovery, for a table this call created. */
    private static CompletableFuture<Void> setUp(AsyncRequests requests, Requests.Context context,
                                                 TableDefinition definition, String tableName) {
        CompletableFuture<Void> ttl = definition.ttlAttribute().isEmpty() ? CompletableFuture.completedFuture(null)
                : Futures.map(requests.updateTimeToLive(context, UpdateTimeToLiveRequest.builder().tableName(tableName)
                        .timeToLiveSpecification(spec -> spec.attributeName(definition.ttlAttribute().get()).enabled(true))
                        .build()), response -> null);
        return Futures.then(ttl, done -> !definition.settings().pointInTimeRecoveryEnabled()
                ? CompletableFuture.completedFuture(null)
                : Futures.map(requests.updateContinuousBackups(context, UpdateContinuousBackupsRequest.builder()
                        .tableName(tableName)
                        .pointInTimeRecoverySpecification(definition.settings().pointInTimeRecovery().get()).build()),
                        response -> null));
    }

    private static CompletableFuture<Void> awaitActive(AsyncRequests requests, Requests.Context context,
                                                       DescribeTableRequest describe, long deadline) {
        return Futures.then(requests.describeTable(context, describe), response -> {
            if (TableCreation.isActive(response.table())) {
                return CompletableFuture.completedFuture(null);
            }
            if (System.nanoTime() > deadline) {
                return CompletableFuture.failedFuture(new KeywayException("Table " + describe.tableName()
                        + " did not become active within " + ACTIVE_TIMEOUT, null));
            }
            CompletableFuture<Void> later = new CompletableFuture<>();
            Futures.after(ACTIVE_POLL).execute(() -> Futures.forward(awaitActive(requests, context, describe, deadline),
                    later));
            return later;
        });
    }
}
