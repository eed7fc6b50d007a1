package dev.keyway.runtime.stream;

import dev.keyway.runtime.exception.KeywayException;

/**
 * A change of a stream that a {@link StreamReader}'s handler (or decoding, or a {@code keyway-kcl}
 * worker's) failed on: its cause is what the handler threw. The change is not checkpointed; the reader
 * retries it, unless it {@link #gaveUp() gave up} after its {@code maxAttempts}, which stops the reader.
 */
public final class ChangeFailedException extends KeywayException {

    private final String eventId;
    private final String shardId;
    private final String sequenceNumber;
    private final int attempts;
    private final boolean gaveUp;

    /**
     * A change a handler failed on, for a module that hands a stream's changes to a handler of its own
     * ({@code keyway-kcl}), so that each way of reading a stream reports a failed change alike.
     *
     * @param message        what failed and what happens next (retried, or given up)
     * @param cause          what the handler (or decoding) threw
     * @param eventId        the change's stream event id
     * @param shardId        the shard it is in
     * @param sequenceNumber its sequence number in the shard
     * @param attempts       how many times the handler was given the change and failed
     * @param gaveUp         whether the reader stops on it
     */
    public ChangeFailedException(String message, Throwable cause, String eventId, String shardId, String sequenceNumber,
                                 int attempts, boolean gaveUp) {
        super(message, cause);
        this.eventId = eventId;
        this.shardId = shardId;
        this.sequenceNumber = sequenceNumber;
        this.attempts = attempts;
        this.gaveUp = gaveUp;
    }

    /** A change the handler failed on: retried later, or, the attempts used up, the reader gives up. */
    static ChangeFailedException ofHandler(String streamArn, String shardId, String eventId, String sequenceNumber,
            int attempts, boolean giveUp, java.time.Duration retryIn, RuntimeException cause) {
        return new ChangeFailedException("The handler of " + streamArn + " failed on change " + eventId + " (shard "
                + shardId + ", sequence number " + sequenceNumber + ", attempt " + attempts + ")"
                + (giveUp ? "; the reader gives up and stops, its checkpoint before this change: "
                        : "; it is delivered again (in " + retryIn.toMillis()
                        + " ms on a started reader), and the later changes of its item wait for it: ") + cause,
                cause, eventId, shardId, sequenceNumber, attempts, giveUp);
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

    /** Whether the reader stopped on it, having tried it its {@code maxAttempts}. */
    public boolean gaveUp() {
        return gaveUp;
    }
}
