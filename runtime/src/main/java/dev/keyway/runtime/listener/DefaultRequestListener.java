package dev.keyway.runtime.listener;

import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/** Holds the process-wide default {@link RequestListener}; an interface cannot hold mutable state. */
final class DefaultRequestListener {

    private static volatile RequestListener current = RequestListener.NONE;

    private DefaultRequestListener() {
    }

    static void set(RequestListener listener) {
        current = listener;
    }

    static RequestListener get() {
        return current;
    }

    /**
     * Runs both, the second also when the first throws; what one throws is still thrown (and logged
     * by the runtime), the second's suppressed in the first's.
     */
    static void both(Runnable first, Runnable second) {
        RuntimeException failed = null;
        for (Runnable each : new Runnable[] {first, second}) {
            try {
                each.run();
            } catch (RuntimeException e) {
                if (failed == null) {
                    failed = e;
                } else {
                    failed.addSuppressed(e);
                }
            }
        }
        if (failed != null) {
            throw failed;
        }
    }

    /** {@code INDEXES} over {@code TOTAL} over {@code NONE}. */
    static ReturnConsumedCapacity moreDetailed(ReturnConsumedCapacity a, ReturnConsumedCapacity b) {
        return rank(a) >= rank(b) ? a : b;
    }

    private static int rank(ReturnConsumedCapacity capacity) {
        return switch (capacity == null ? ReturnConsumedCapacity.NONE : capacity) {
            case INDEXES -> 2;
            case TOTAL -> 1;
            default -> 0;
        };
    }
}
