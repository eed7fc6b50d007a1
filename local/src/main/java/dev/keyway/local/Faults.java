package dev.keyway.local;

import dev.keyway.local.internal.fault.FaultPlan;

/**
 * The faults a {@link KeywayLocal} injects on purpose, drawn from seeded random numbers so that a run can be
 * repeated. Thread-safe.
 *
 * <p>Each request meets the matching faults in the order they were added: latency faults add their delay,
 * {@link Fault.Kind#UNPROCESSED} faults leave batch items out, and the first error fault that fires
 * answers the request (before or, with {@link Fault#afterApplying()}, after the engine applied it).
 * Every fault that fires counts once in {@link #injected()} and in its {@link Fault#times(int)}; an
 * unprocessed fault fires once per batch from which it left at least one item out.
 */
public final class Faults {

    static {
        FaultPlan.grantAccess(faults -> faults.plan);
    }

    private final FaultPlan plan;

    Faults(long seed) {
        this.plan = new FaultPlan(seed);
    }

    /**
     * Adds a fault; each request meets every matching fault in the order they were added.
     *
     * @param fault the fault
     * @return this plan
     */
    public Faults add(Fault fault) {
        plan.add(fault);
        return this;
    }

    /**
     * Starts the random numbers again from a seed.
     *
     * @param seed the seed
     * @return this plan
     */
    public Faults reseed(long seed) {
        plan.reseed(seed);
        return this;
    }

    /** Removes every fault and resets the count. */
    public void clear() {
        plan.clear();
    }

    /** @return how many faults were injected since the last {@link #clear()} */
    public long injected() {
        return plan.injected();
    }
}
