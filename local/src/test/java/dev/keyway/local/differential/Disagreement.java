package dev.keyway.local.differential;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * A step on which Keyway Local and moto disagreed in a way no known moto deviation explains, with what
 * is needed to reproduce it.
 *
 * @param sequence the sequence's number in the run
 * @param sequenceSeed the seed of the sequence's requests
 * @param stepNumber the step's number in its sequence
 * @param scenario the table design and key space
 * @param create the CreateTable request of the sequence's table
 * @param step the step
 * @param keyway Keyway Local's answer
 * @param moto moto's answer
 * @param differences the unexplained differences
 * @param reproduction the shortest request sequence found that still disagrees (the step last), or null
 * @param readings both readings of the step's conditions on the items they applied to, or empty
 */
record Disagreement(int sequence, long sequenceSeed, int stepNumber, Scenario scenario, CreateTableRequest create, Step step,
        Observation keyway, Observation moto, List<Difference> differences, List<Step> reproduction, String readings) {

    String describe() {
        StringBuilder out = new StringBuilder();
        out.append("=== ").append(differences.stream().map(Difference::kind).distinct().toList()).append('\n');
        out.append("sequence ").append(sequence).append(" (seed ").append(sequenceSeed).append("), step ").append(stepNumber)
                .append(", ").append(step.feature()).append('\n');
        out.append("design: ").append(scenario.design()).append('\n');
        out.append("request: ").append(step.wire()).append('\n');
        for (Difference difference : differences) {
            out.append("  ").append(difference).append('\n');
        }
        if (!readings.isEmpty()) {
            out.append("  readings of the conditions:\n").append(readings);
        }
        if (reproduction != null) {
            out.append("minimal reproduction (").append(reproduction.size()).append(" requests after CreateTable):\n");
            out.append("  CreateTable ").append(WireJson.of(create)).append('\n');
            for (Step replayed : reproduction) {
                out.append("  ").append(replayed.wire()).append('\n');
            }
        } else {
            out.append("(not shrunk)\n");
        }
        return out.toString();
    }
}
