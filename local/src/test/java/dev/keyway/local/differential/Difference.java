package dev.keyway.local.differential;

/**
 * One way the two sides answered a step differently.
 *
 * @param kind the operation and what differed, such as {@code Query: Order} or {@code UpdateItem: outcome}
 * @param subject what Keyway Local answered (the compared field, or the whole observation for outcomes)
 * @param witness what moto answered
 * @param deviation the known moto deviation that explains it, or null when unexplained
 */
record Difference(String kind, String subject, String witness, KnownMotoDeviation deviation) {

    boolean explained() {
        return deviation != null;
    }

    @Override
    public String toString() {
        return kind + (deviation == null ? "" : " [known moto deviation " + deviation.name() + "]")
                + "\n    Keyway Local: " + subject + "\n    moto:         " + witness;
    }
}
