package dev.keyway.runtime.transaction;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.internal.write.TransactionItems;
import dev.keyway.runtime.internal.write.UniqueGuards;
import dev.keyway.runtime.listener.RequestEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Sends a {@link WriteTransaction}'s items as one {@code TransactWriteItems} request, and turns a
 * cancellation into a {@link TransactionFailedException} naming each item's reason (once
 * resent first when it failed only on stale guards of {@code @Unique} values, now released).
 */
final class TransactWriteRequest {

    private final List<TransactionEntry<?>> entries;

    TransactWriteRequest(List<TransactionEntry<?>> entries) {
        this.entries = entries;
    }

    /**
     * Sends the items through the client, with the token if there is one.
     *
     * @throws TransactionFailedException if DynamoDB cancelled the transaction; nothing was written
     */
    void send(DynamoDbClient client, String clientRequestToken) {
        TransactWriteItemsRequest.Builder request = request(clientRequestToken);
        Requests.Context context = context();
        Requests joint = Requests.joint(client, involved());
        try {
            joint.transactWriteItems(context, request.build());
        } catch (TransactionCanceledException e) {
            if (!releasedStaleGuards(e) || clientRequestToken != null) {
                throw cancelled(e); // with a token, a resend could be answered as the cancelled one was
            }
            try { // once: the claims that failed only on stale guards can succeed now
                joint.transactWriteItems(context, request.build());
            } catch (TransactionCanceledException again) {
                throw cancelled(again);
            }
        }
    }

    /**
     * Whether the transaction failed only on claims of {@code @Unique} values whose guards were
     * stale (the owner gone, expired or holding another value), now released.
     */
    private boolean releasedStaleGuards(TransactionCanceledException e) {
        Map<EntityOperations<?>, List<UniqueGuards.Guard>> claims = failedClaims(e);
        for (Map.Entry<EntityOperations<?>, List<UniqueGuards.Guard>> table : claims.entrySet()) {
            if (!table.getKey().uniques().staleGuards().releaseStale(RequestEvent.Operation.WRITE_TRANSACTION,
                    table.getValue())) {
                return false;
            }
        }
        return !claims.isEmpty();
    }

    /**
     * The claims of {@code @Unique} values the transaction failed on because their guard exists,
     * by the entity's table, if that is all that failed (else none: another failure stands,
     * whatever the guards). {@link AsyncWriteTransaction} releases their stale guards asynchronously.
     */
    Map<EntityOperations<?>, List<UniqueGuards.Guard>> failedClaims(TransactionCanceledException e) {
        List<CancellationReason> reasons = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
        Map<EntityOperations<?>, List<UniqueGuards.Guard>> claims = new LinkedHashMap<>();
        for (int i = 0; i < reasons.size(); i++) {
            String code = reasons.get(i).code();
            if (code == null || code.equals("None")) {
                continue;
            }
            TransactionEntry<?> entry = i < entries.size() ? entries.get(i) : null;
            if (entry == null || entry.guard() == null || !entry.guard().operation().equals("claim")
                    || !TransactionFailedException.CONDITIONAL_CHECK_FAILED.equals(code)) {
                return Map.of();
            }
            claims.computeIfAbsent(entry.table(), table -> new ArrayList<>()).add(entry.guard());
        }
        return claims;
    }

    /** The TransactWriteItems of the entries, with the token if there is one. */
    TransactWriteItemsRequest.Builder request(String clientRequestToken) {
        List<TransactWriteItem> items = new ArrayList<>(entries.size());
        entries.forEach(entry -> items.add(entry.item()));
        TransactWriteItemsRequest.Builder request = TransactWriteItemsRequest.builder().transactItems(items);
        if (clientRequestToken != null) {
            request.clientRequestToken(clientRequestToken);
        }
        return request;
    }

    /** Where the entries' requests are reported: each repository's listener once. */
    List<Requests> involved() {
        List<Requests> involved = new ArrayList<>(entries.size());
        entries.forEach(entry -> involved.add(entry.table().requests()));
        return involved;
    }

    /** What the request is for, in events and messages. */
    Requests.Context context() {
        List<String> tables = new ArrayList<>(entries.size());
        List<String> types = new ArrayList<>(entries.size());
        for (TransactionEntry<?> entry : entries) {
            tables.add(entry.table().tableName());
            types.add(entry.entityType());
        }
        return Requests.Context.of(Requests.joined(tables), Requests.joined(types),
                RequestEvent.Operation.WRITE_TRANSACTION).key(entries.size() == 1 ? entries.get(0).key() : null);
    }

    TransactionFailedException cancelled(TransactionCanceledException e) {
        List<CancellationReason> given = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
        List<TransactionFailedException.Reason> reasons = new ArrayList<>(entries.size());
        for (int i = 0; i < entries.size(); i++) {
            reasons.add(reason(entries.get(i), i < given.size() ? given.get(i) : null, e));
        }
        return new TransactionFailedException(reasons, e);
    }

    private static <T> TransactionFailedException.Reason reason(TransactionEntry<T> entry, CancellationReason given,
                                                                   TransactionCanceledException e) {
        // DynamoDB gives one reason per item in request order; "Unknown" covers a response that lacks some.
        String code = given == null || given.code() == null ? "Unknown" : given.code();
        String message = given == null || given.message() == null ? "" : given.message();
        Optional<KeywayException> cause;
        if (TransactionFailedException.CONDITIONAL_CHECK_FAILED.equals(code)) {
            Map<String, AttributeValue> old = given.hasItem() ? given.item() : Map.of();
            cause = Optional.of(entry.conditionFailure(old, e));
        } else {
            cause = TransactionItems.typedCause(code, message, entry.entityType(), entry.key(), e);
        }
        return new TransactionFailedException.Reason(entry.operation(), entry.entityType(),
                entry.table().tableName(), entry.key(), code, message, cause);
    }
}
