package dev.keyway.local.internal.fault;

import dev.keyway.local.Fault;
import dev.keyway.local.Faults;
import dev.keyway.local.internal.ServiceError;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * The faults of one database and the seeded random numbers that decide them. Every decision for a request
 * (which faults fire, which batch items are left out) is taken at once under one lock, in the order the
 * faults were added, so that the same seed and the same sequence of requests give the same faults.
 */
public final class FaultPlan {

    private static volatile Function<Faults, FaultPlan> access;

    private final Object lock = new Object();
    private final List<Planned> planned = new ArrayList<>();
    private SplittableRandom random;
    private long injected;

    /** A fault as planned, with how many more times it may fire. */
    private static final class Planned {
        final Fault fault;
        int remaining;

        Planned(Fault fault) {
            this.fault = fault;
            this.remaining = fault.times();
        }
    }

    /**
     * @param seed the seed of the random numbers
     */
    public FaultPlan(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /**
     * Lets {@link Faults} hand its plan to the router without a public accessor; only the first call counts.
     *
     * @param accessor from the public handle to its plan
     */
    public static void grantAccess(Function<Faults, FaultPlan> accessor) {
        if (access == null) {
            access = accessor;
        }
    }

    /**
     * @param faults the public handle
     * @return its plan
     */
    public static FaultPlan of(Faults faults) {
        Objects.requireNonNull(faults, "faults");
        return access.apply(faults);
    }

    public void add(Fault fault) {
        Objects.requireNonNull(fault, "fault");
        synchronized (lock) {
            planned.add(new Planned(fault));
        }
    }

    public void reseed(long seed) {
        synchronized (lock) {
            random = new SplittableRandom(seed);
        }
    }

    public void clear() {
        synchronized (lock) {
            planned.clear();
            injected = 0;
        }
    }

    public long injected() {
        synchronized (lock) {
            return injected;
        }
    }

    /** @return whether no fault is planned (the router then skips the plan entirely) */
    public boolean isEmpty() {
        synchronized (lock) {
            return planned.isEmpty();
        }
    }

    /**
     * Answers a request through the planned faults.
     *
     * @param operation the operation name, such as {@code PutItem}
     * @param request the SDK request object
     * @param engine the operation itself
     * @return the response object
     * @throws ServiceError an injected error, or the engine's own
     */
    public Object apply(String operation, Object request, Function<Object, Object> engine) {
        Decision decision;
        synchronized (lock) {
            decision = planned.isEmpty() ? null : decide(operation, request);
        }
        if (decision == null) {
            return engine.apply(request); // outside the lock: requests without faults run concurrently
        }
        if (!decision.latency.isZero()) {
            sleep(decision.latency);
        }
        if (decision.errorBefore != null) {
            throw decision.errorBefore;
        }
        Object response;
        if (decision.batch == null) {
            response = engine.apply(request);
        } else if (decision.leftOut > 0 && decision.batch.nothingLeft()) {
            // API Reference, BatchWriteItem and BatchGetItem: when none of the items can be processed, the
            // operation answers ProvisionedThroughputExceededException, not a response with all of them left.
            throw ServiceError.provisionedThroughputExceeded();
        } else {
            response = decision.batch.merge(engine.apply(decision.batch.engineRequest()));
        }
        if (decision.errorAfter != null) {
            throw decision.errorAfter;
        }
        return response;
    }

    /** What the faults decided for one request. */
    private static final class Decision {
        Duration latency = Duration.ZERO;
        ServiceError errorBefore;
        ServiceError errorAfter;
        UnprocessedBatch batch;
        int leftOut;
    }

    private Decision decide(String operation, Object request) {
        Decision decision = new Decision();
        Set<String> tables = null;
        for (Planned entry : planned) {
            Fault fault = entry.fault;
            if (entry.remaining <= 0 || !(fault.operations().isEmpty() || fault.operations().contains(operation))) {
                continue;
            }
            if (!fault.tables().isEmpty()) {
                if (tables == null) {
                    tables = RequestTables.of(request);
                }
                if (tables.stream().noneMatch(fault.tables()::contains)) {
                    continue;
                }
            }
            if (fault.kind() == Fault.Kind.UNPROCESSED) {
                if (!UnprocessedBatch.applies(request)) {
                    continue;
                }
                if (decision.batch == null) {
                    decision.batch = new UnprocessedBatch(request);
                }
                int leftOut = decision.batch.leaveOut(fault.probability(), random::nextDouble);
                if (leftOut > 0) {
                    decision.leftOut += leftOut;
                    fired(entry);
                }
                continue;
            }
            if (random.nextDouble() >= fault.probability()) {
                continue;
            }
            if (fault.kind() == Fault.Kind.LATENCY) {
                decision.latency = decision.latency.plus(fault.latency());
                fired(entry);
                continue;
            }
            ServiceError error = error(fault.kind(), request);
            if (error == null) {
                continue;
            }
            fired(entry);
            if (fault.isAfterApplying()) {
                decision.errorAfter = error;
            } else {
                decision.errorBefore = error;
            }
            break; // one error answers the request; later faults are not consulted
        }
        return decision;
    }

    private void fired(Planned entry) {
        entry.remaining--;
        injected++;
    }

    private ServiceError error(Fault.Kind kind, Object request) {
        switch (kind) {
            case THROTTLING:
                return ServiceError.provisionedThroughputExceeded();
            case REQUEST_THROTTLING:
                return ServiceError.throttling();
            case INTERNAL_ERROR:
                return ServiceError.internal("Internal server error");
            case SERVICE_UNAVAILABLE:
                return ServiceError.serviceUnavailable();
            case TRANSACTION_CONFLICT:
                return transactionConflict(request);
            default:
                return null;
        }
    }

    /**
     * A transaction is cancelled with {@code TransactionConflict} on one action (drawn) and {@code None} on
     * the rest, as DynamoDB answers when another transaction holds an item; a single-item operation gets
     * {@code TransactionConflictException}, as DynamoDB answers a write on an item a transaction holds.
     */
    private ServiceError transactionConflict(Object request) {
        int actions;
        if (request instanceof TransactWriteItemsRequest transaction) {
            actions = transaction.transactItems().size();
        } else if (request instanceof TransactGetItemsRequest transaction) {
            actions = transaction.transactItems().size();
        } else {
            return ServiceError.transactionConflict();
        }
        if (actions == 0) {
            return null; // the engine refuses an empty transaction itself
        }
        int conflicting = random.nextInt(actions);
        List<CancellationReason> reasons = new ArrayList<>(actions);
        for (int i = 0; i < actions; i++) {
            reasons.add(i == conflicting
                    ? CancellationReason.builder().code("TransactionConflict")
                            .message("Transaction is ongoing for the item").build()
                    : CancellationReason.builder().code("None").build());
        }
        return ServiceError.transactionCanceled(reasons);
    }

    private static void sleep(Duration latency) {
        try {
            Thread.sleep(latency.toMillis(), latency.toNanosPart() % 1_000_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
