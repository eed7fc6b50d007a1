package dev.keyway.sample.service;

import dev.keyway.runtime.exception.TransactionFailedException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Turns a cancelled transaction into the refusal of the first item whose condition failed:
 * {@code on(0, () -> conflict)} for the transaction's first item, and so on. A cancellation
 * without a failed item that has a refusal (a conflict with a concurrent transaction) is rethrown.
 */
final class Cancellation {

    private final Map<Integer, Supplier<ServiceException>> refusals = new LinkedHashMap<>();

    Cancellation on(int item, Supplier<ServiceException> refusal) {
        refusals.put(item, refusal);
        return this;
    }

    RuntimeException explain(TransactionFailedException cancelled) {
        for (int i = 0; i < cancelled.reasons().size(); i++) {
            if (cancelled.reasons().get(i).failed() && refusals.containsKey(i)) {
                return refusals.get(i).get();
            }
        }
        return cancelled;
    }
}
