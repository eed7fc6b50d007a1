package dev.keyway.local;

import java.time.Duration;
import java.util.Set;

/**
 * One fault Keyway Local injects on purpose: what goes wrong, on which operations and tables, how often,
 * and whether before or after the request is applied. Immutable; each method returns a copy.
 *
 * <pre>{@code
 * local.faults().add(Fault.throttling().on("PutItem", "UpdateItem").onTable("Shop").probability(0.3));
 * local.faults().add(Fault.internalError().on("UpdateItem").afterApplying().times(1));
 * local.faults().add(Fault.unprocessed().on("BatchWriteItem").probability(0.5));
 * }</pre>
 */
public final class Fault {

    /** What goes wrong. */
    public enum Kind {
        /** {@code ProvisionedThroughputExceededException}, HTTP 400, which the SDK retries. */
        THROTTLING,
        /** {@code ThrottlingException}, HTTP 400, which the SDK retries. */
        REQUEST_THROTTLING,
        /** {@code InternalServerError}, HTTP 500. */
        INTERNAL_ERROR,
        /** {@code ServiceUnavailable}, HTTP 503. */
        SERVICE_UNAVAILABLE,
        /** {@code TransactionCanceledException} with a {@code TransactionConflict} reason, for transactions. */
        TRANSACTION_CONFLICT,
        /** Items of a batch left in {@code UnprocessedItems} or {@code UnprocessedKeys}, each with the probability. */
        UNPROCESSED,
        /** The answer is delayed. */
        LATENCY
    }

    private final Kind kind;
    private final Set<String> operations;
    private final Set<String> tables;
    private final double probability;
    private final int times;
    private final boolean afterApplying;
    private final Duration latency;

    private Fault(Kind kind, Set<String> operations, Set<String> tables, double probability, int times,
            boolean afterApplying, Duration latency) {
        this.kind = kind;
        this.operations = operations;
        this.tables = tables;
        this.probability = probability;
        this.times = times;
        this.afterApplying = afterApplying;
        this.latency = latency;
    }

    private static Fault of(Kind kind) {
        return new Fault(kind, Set.of(), Set.of(), 1.0, Integer.MAX_VALUE, false, Duration.ZERO);
    }

    /** @return a {@code ProvisionedThroughputExceededException} fault on every operation */
    public static Fault throttling() {
        return of(Kind.THROTTLING);
    }

    /** @return a {@code ThrottlingException} fault on every operation */
    public static Fault requestThrottling() {
        return of(Kind.REQUEST_THROTTLING);
    }

    /** @return an {@code InternalServerError} (500) fault on every operation */
    public static Fault internalError() {
        return of(Kind.INTERNAL_ERROR);
    }

    /** @return a {@code ServiceUnavailable} (503) fault on every operation */
    public static Fault serviceUnavailable() {
        return of(Kind.SERVICE_UNAVAILABLE);
    }

    /** @return a {@code TransactionConflict} cancellation of {@code TransactWriteItems} and {@code TransactGetItems} */
    public static Fault transactionConflict() {
        return new Fault(Kind.TRANSACTION_CONFLICT, Set.of("TransactWriteItems", "TransactGetItems"), Set.of(), 1.0,
                Integer.MAX_VALUE, false, Duration.ZERO);
    }

    /** @return batch items left unprocessed, in {@code BatchWriteItem} and {@code BatchGetItem} */
    public static Fault unprocessed() {
        return new Fault(Kind.UNPROCESSED, Set.of("BatchWriteItem", "BatchGetItem"), Set.of(), 1.0, Integer.MAX_VALUE,
                false, Duration.ZERO);
    }

    /**
     * @param delay how long each answer is delayed
     * @return a latency fault on every operation
     */
    public static Fault latency(Duration delay) {
        if (delay.isNegative()) {
            throw new IllegalArgumentException("delay must not be negative: " + delay);
        }
        return new Fault(Kind.LATENCY, Set.of(), Set.of(), 1.0, Integer.MAX_VALUE, false, delay);
    }

    /**
     * @param operationNames DynamoDB operation names, such as {@code PutItem} or {@code GetRecords}
     * @return this fault on those operations only
     */
    public Fault on(String... operationNames) {
        return new Fault(kind, Set.of(operationNames), tables, probability, times, afterApplying, latency);
    }

    /**
     * @param tableNames table names
     * @return this fault on requests that touch one of those tables only
     */
    public Fault onTable(String... tableNames) {
        return new Fault(kind, operations, Set.of(tableNames), probability, times, afterApplying, latency);
    }

    /**
     * @param chance the chance, from 0 to 1, that a matching request (or, for {@link Kind#UNPROCESSED},
     *     a batch item) meets the fault, drawn from the database's seeded random numbers
     * @return this fault with that chance
     */
    public Fault probability(double chance) {
        if (!(chance >= 0.0 && chance <= 1.0)) {
            throw new IllegalArgumentException("probability must be between 0 and 1: " + chance);
        }
        return new Fault(kind, operations, tables, chance, times, afterApplying, latency);
    }

    /**
     * @param count how many times at most the fault is injected
     * @return this fault, injected at most that many times
     */
    public Fault times(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("times must be at least 1: " + count);
        }
        return new Fault(kind, operations, tables, probability, count, afterApplying, latency);
    }

    /**
     * The request is applied, then the error is answered, as when a response is lost: the caller cannot
     * tell whether its write happened. For error kinds only.
     *
     * @return this fault, after applying
     */
    public Fault afterApplying() {
        return new Fault(kind, operations, tables, probability, times, true, latency);
    }

    public Kind kind() {
        return kind;
    }

    /** @return the operation names it applies to; empty for all */
    public Set<String> operations() {
        return operations;
    }

    /** @return the table names it applies to; empty for all */
    public Set<String> tables() {
        return tables;
    }

    public double probability() {
        return probability;
    }

    public int times() {
        return times;
    }

    public boolean isAfterApplying() {
        return afterApplying;
    }

    public Duration latency() {
        return latency;
    }

    @Override
    public String toString() {
        return "Fault[" + kind + (operations.isEmpty() ? "" : " on " + operations)
                + (tables.isEmpty() ? "" : " tables " + tables) + (probability < 1 ? " p=" + probability : "")
                + (times < Integer.MAX_VALUE ? " times=" + times : "") + (afterApplying ? " after applying" : "")
                + (kind == Kind.LATENCY ? " " + latency : "") + "]";
    }
}
