package dev.keyway.local;

/**
 * The faults a {@link KeywayLocal} injects on purpose, drawn from seeded random numbers so that a run can be
 * repeated. Thread-safe.
 */
public final class Faults {

    Faults(long seed) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Adds a fault; each request meets every matching fault in the order they were added.
     *
     * @param fault the fault
     * @return this plan
     */
    public Faults add(Fault fault) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Starts the random numbers again from a seed.
     *
     * @param seed the seed
     * @return this plan
     */
    public Faults reseed(long seed) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Removes every fault and resets the count. */
    public void clear() {
        throw new UnsupportedOperationException("not yet");
    }

    /** @return how many faults were injected since the last {@link #clear()} */
    public long injected() {
        throw new UnsupportedOperationException("not yet");
    }
}
