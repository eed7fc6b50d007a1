package dev.keyway.runtime.stream;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** What one round of a {@link StreamReader} did: for its pauses, awaitCaughtUp and the failures it reports. */
final class ReadRound {
    final long number;
    int handled;
    boolean more;
    boolean caughtUp;
    Long nextRetryNanos;
    final List<ChangeFailedException> failures = new ArrayList<>();

    ReadRound(long number) {
        this.number = number;
    }

    /** None when there is more to read now; else the poll interval, or until the next retry if sooner. */
    long pauseNanos(Duration pollInterval) {
        if (more) {
            return 0;
        }
        long pause = pollInterval.toNanos();
        if (nextRetryNanos != null) {
            pause = Math.max(0, Math.min(pause, nextRetryNanos - System.nanoTime()));
        }
        return pause;
    }
}
