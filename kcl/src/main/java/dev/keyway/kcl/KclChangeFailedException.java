package dev.keyway.kcl;

import dev.keyway.runtime.exception.KeywayException;

/**
 * A change that a {@link KclStreamWorker}'s handler (or decoding) failed on: its cause is what the
 * handler threw. The change is retried in place; once it has failed {@code maxAttempts} times the
 * worker {@link #gaveUp() gives up}: it stops, the shard's checkpoint before this change, and another
 * worker (or this one started again) reads the shard from there after the lease expires.
 */
public final class KclChangeFailedException extends KeywayException {

    private final String eventId;
    private final String shardId;
    private final String sequenceNumber;
    private final int attempts;
    private final boolean gaveUp;

    KclChangeFailedException(String streamArn, String shardId, String eventId, String sequenceNumber, int attempts,
                             boolean gaveUp, long retryInMillis, Throwable cause) {
        super("The handler of " + streamArn + " failed on change " + eventId + " (shard " + shardId
                + ", sequence number " + sequenceNumber + ", attempt " + attempts + ")"
                + (gaveUp ? "; the worker gives up and stops, the shard's checkpoint before this change: "
                        : "; it is handed on again in " + retryInMillis + " ms, and the shard waits for it: ")
                + cause, cause);
        this.eventId = eventId;
        this.shardId = shardId;
        this.sequenceNumber = sequenceNumber;
        this.attempts = attempts;
        this.gaveUp = gaveUp;
    }

    /** The change's stream event id. */
    public String eventId() {
        return eventId;
    }

    /** The shard it is in. */
    public String shardId() {
        return shardId;
    }

    /** Its sequence number in the shard. */
    public String sequenceNumber() {
        return sequenceNumber;
    }

    /** How many times the handler was given the change and failed. */
    public int attempts() {
        return attempts;
    }

    /** Whether the worker stopped on it, having tried it its {@code maxAttempts}. */
    public boolean gaveUp() {
        return gaveUp;
    }
}
