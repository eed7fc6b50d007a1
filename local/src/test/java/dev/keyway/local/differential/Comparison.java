package dev.keyway.local.differential;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Compares what the two sides answered to one step: success against error, the error type, then every
 * field (returned items and attributes, counts, orders, pages, cancellation reasons), each difference
 * checked against the known moto deviations.
 */
final class Comparison {

    private Comparison() {
    }

    /** The differences between Keyway Local's and moto's answers to a step; empty when they agree. */
    static List<Difference> of(Case base) {
        Step step = base.step();
        Observation keyway = base.keyway();
        Observation moto = base.moto();
        List<Difference> differences = new ArrayList<>();
        if (!keyway.outcome().equals(moto.outcome())) {
            String kind = step.operation() + ": outcome " + keyway.outcome() + " / moto " + moto.outcome();
            differences.add(new Difference(kind, keyway.toString(), moto.toString(),
                    KnownMotoDeviation.explaining(base.withField("outcome"))));
            return differences;
        }
        Set<String> fields = new LinkedHashSet<>(keyway.fields().keySet());
        fields.addAll(moto.fields().keySet());
        fields.remove("HTTP status");
        if (!Objects.equals(keyway.fields().get("Items"), moto.fields().get("Items"))) {
            // the orders and pages of different items differ anyway: one difference, not three
            fields.remove("Order");
            fields.remove("Pages");
        }
        for (String field : fields) {
            Object mine = keyway.fields().get(field);
            Object theirs = moto.fields().get(field);
            if (!Objects.equals(mine, theirs)) {
                differences.add(new Difference(step.operation() + ": " + field, String.valueOf(mine), String.valueOf(theirs),
                        KnownMotoDeviation.explaining(base.withField(field))));
            }
        }
        return differences;
    }

    /**
     * The differences between the two sides' contents after a write.
     *
     * @param write the write's case (its answers)
     * @param keyway Keyway Local's contents
     * @param moto moto's contents
     * @param inherited the deviation that explained the write's own difference (its effect is explained too), or null
     */
    static List<Difference> afterWrite(Case write, Observation keyway, Observation moto, KnownMotoDeviation inherited) {
        List<Difference> differences = new ArrayList<>();
        String prefix = write.step().operation() + " then contents: ";
        if (!keyway.outcome().equals(moto.outcome())) {
            differences.add(new Difference(prefix + "outcome", keyway.toString(), moto.toString(), null));
            return differences;
        }
        for (String field : keyway.fields().keySet()) {
            Object mine = keyway.fields().get(field);
            Object theirs = moto.fields().get(field);
            if (!Objects.equals(mine, theirs)) {
                KnownMotoDeviation deviation = inherited != null ? inherited
                        : KnownMotoDeviation.explaining(write.withField("contents " + field));
                differences.add(new Difference(prefix + field, String.valueOf(mine), String.valueOf(theirs), deviation));
            }
        }
        return differences;
    }
}
