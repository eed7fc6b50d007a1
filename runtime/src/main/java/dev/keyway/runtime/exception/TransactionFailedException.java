package dev.keyway.runtime.exception;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.transaction.ReadTransaction;
import dev.keyway.runtime.transaction.WriteTransaction;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * DynamoDB cancelled a transaction: nothing of it was written (or, for a {@link ReadTransaction},
 * nothing was read). {@link #reasons()} says, for every item in the order it was added, what
 * DynamoDB reported, with a typed cause where one applies; {@link #failed()} keeps the items that
 * caused the cancellation.
 *
 * <pre>{@code
 * try {
 *     WriteTransaction.on(client)
 *             .put(accounts, from.withBalance(from.balance() - 50))
 *             .put(accounts, to.withBalance(to.balance() + 50))
 *             .create(transfers, transfer)
 *             .execute();
 * } catch (TransactionFailedException e) {
 *     for (TransactionFailedException.Reason reason : e.failed()) {
 *         if (reason.cause().orElse(null) instanceof VersionConflictException conflict) {
 *             // someone else changed this account: read it again and retry
 *         } else if (reason.cause().orElse(null) instanceof TransactionConflictException busy) {
 *             // another request was writing it at the same moment: execute the transaction again
 *         }
 *         log.warn("{} {} {}: {}", reason.operation(), reason.entityType(), reason.key(), reason.code());
 *     }
 * }
 * }</pre>
 *
 * <p>A failed condition is mapped as a single write maps it: a {@code create} whose key is
 * taken has an {@link ItemAlreadyExistsException} cause, a write of a stale {@code @Version}
 * a {@link VersionConflictException}, any other failed condition (a condition check's
 * included) a {@link ConditionFailedException}. {@code TransactionConflict} (another request was
 * writing one of the items: retry) has a {@link TransactionConflictException}; a
 * {@code ValidationError} for the item's size an {@link ItemTooLargeException}, one for a key's
 * size an {@link InvalidKeyValueException}. Other codes ({@code ProvisionedThroughputExceeded},
 * {@code ThrottlingError}, other {@code ValidationError}s, {@code ItemCollectionSizeLimitExceeded})
 * have no typed cause; {@code None} marks an item that was fine. A failed condition's reason carries
 * the item as it was stored ({@link Reason#current(Class)}): every conditional item of a transaction
 * asks for it ({@code ReturnValuesOnConditionCheckFailure=ALL_OLD}).
 */
public class TransactionFailedException extends KeywayException {

    /** The code DynamoDB reports for an item that did not cause the cancellation. */
    public static final String NONE = "None";

    /** The code of a failed condition. */
    public static final String CONDITIONAL_CHECK_FAILED = "ConditionalCheckFailed";

    /** The code of an item another request was writing at the same time; its cause is a {@link TransactionConflictException}. */
    public static final String TRANSACTION_CONFLICT = "TransactionConflict";

    /**
     * What DynamoDB reported for one item of a cancelled transaction.
     *
     * @param operation  {@code "put"}, {@code "create"}, {@code "update"}, {@code "delete"},
     *                   {@code "check"} or {@code "get"}
     * @param entityType the entity type of the item
     * @param tableName  the table of the item
     * @param key        the item's primary key, described as {@code PK=..., SK=...}
     * @param code       DynamoDB's code: {@code "None"}, {@code "ConditionalCheckFailed"},
     *                   {@code "TransactionConflict"}...; {@code "Unknown"} when DynamoDB gave no
     *                   reason for the item
     * @param message    DynamoDB's message, empty when it gave none
     * @param cause      the typed exception a single write would have thrown (a failed condition,
     *                   an item too large), or a {@link TransactionConflictException}
     */
    public record Reason(String operation, String entityType, String tableName, String key, String code,
                         String message, Optional<KeywayException> cause) {

        /** Checks the parts. */
        @InternalApi
        public Reason {
            Objects.requireNonNull(operation, "operation");
            Objects.requireNonNull(entityType, "entityType");
            Objects.requireNonNull(tableName, "tableName");
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(code, "code");
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(cause, "cause");
        }

        /**
         * The item whose condition failed, as stored when DynamoDB evaluated the transaction,
         * decoded as its record: {@link ConditionFailedException#current(Class)} of the cause.
         * Empty when the reason is not a failed condition, when there was no item, and for a
         * {@code @Unique} value's guard item.
         *
         * @throws IllegalArgumentException if {@code recordType} is not the entity's record type
         * @throws ItemDecodeException      if the item does not decode as the entity's record
         */
        public <R> Optional<R> current(Class<R> recordType) {
            return cause.filter(ConditionFailedException.class::isInstance)
                    .flatMap(failure -> ((ConditionFailedException) failure).current(recordType));
        }

        /** The item whose condition failed, raw: {@link ConditionFailedException#currentItem()} of the cause. */
        public Optional<java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>> currentItem() {
            return cause.filter(ConditionFailedException.class::isInstance)
                    .flatMap(failure -> ((ConditionFailedException) failure).currentItem());
        }

        /** Whether this item caused the cancellation (its code is not {@code "None"}). */
        public boolean failed() {
            return !NONE.equals(code);
        }

        /** For messages: {@code create Account PK=ACCOUNT#a, SK=ACCOUNT in Bank: ConditionalCheckFailed (...)}. */
        public String describe() {
            String detail = cause.map(Throwable::getMessage).orElse(message);
            return operation + " " + entityType + " " + key + " in " + tableName + ": " + code
                    + (detail.isEmpty() ? "" : " (" + detail + ")");
        }
    }

    private final List<Reason> reasons;

    /**
     * An exception for these reasons; the transactions create them.
     *
     * @param reasons one per item, in the order the items were added
     * @param cause   the SDK's {@code TransactionCanceledException}
     */
    public TransactionFailedException(List<Reason> reasons, Throwable cause) {
        super(message(reasons, cause), cause);
        this.reasons = List.copyOf(reasons);
    }

    /** What DynamoDB reported for every item, in the order the items were added to the transaction. */
    public List<Reason> reasons() {
        return reasons;
    }

    /** The reasons of the items that caused the cancellation: those whose code is not {@code "None"}. */
    public List<Reason> failed() {
        return reasons.stream().filter(Reason::failed).toList();
    }

    private static String message(List<Reason> reasons, Throwable cause) {
        List<Reason> failed = reasons.stream().filter(Reason::failed).toList();
        StringBuilder message = new StringBuilder("Transaction cancelled: ");
        if (failed.isEmpty()) {
            return message.append("DynamoDB named no failed item").append(cause == null ? "" : ": " + cause.getMessage())
                    .toString();
        }
        message.append(failed.size()).append(" of ").append(reasons.size())
                .append(reasons.size() == 1 ? " item" : " items").append(" failed");
        for (int i = 0; i < reasons.size(); i++) {
            if (reasons.get(i).failed()) {
                message.append("; [").append(i).append("] ").append(reasons.get(i).describe());
            }
        }
        return message.toString();
    }
}
