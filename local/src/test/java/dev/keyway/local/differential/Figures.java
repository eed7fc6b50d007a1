package dev.keyway.local.differential;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The run's figures: what was sent, how both sides answered, and every difference by kind. */
final class Figures {

    int designs;
    int sequences;
    int requests;
    int contentChecks;
    int resyncs;
    int shrinks;
    final Map<String, Integer> byOperation = new TreeMap<>();
    final Map<String, Integer> byFeature = new TreeMap<>();
    final Map<String, Integer> agreedOutcomes = new TreeMap<>();
    final Map<String, Integer> unexplained = new TreeMap<>();
    final Map<String, Integer> explained = new TreeMap<>();
    final Map<String, Integer> errorMessages = new TreeMap<>();
    final List<String> abandoned = new java.util.ArrayList<>();

    void sent(Step step, Observation keyway, Observation moto) {
        requests++;
        byOperation.merge(step.operation(), 1, Integer::sum);
        byFeature.merge(step.feature(), 1, Integer::sum);
        if (keyway.outcome().equals(moto.outcome())) {
            agreedOutcomes.merge(step.operation() + " " + keyway.outcome(), 1, Integer::sum);
        }
        for (Observation observation : List.of(keyway, moto)) {
            if (!observation.succeeded()) {
                String message = String.valueOf(observation.message()).replaceAll("\\{.*", "{...}");
                errorMessages.merge(step.operation() + " " + observation.outcome() + ": " + message, 1, Integer::sum);
            }
        }
    }

    void differences(List<Difference> differences) {
        for (Difference difference : differences) {
            if (difference.explained()) {
                explained.merge(difference.deviation().name(), 1, Integer::sum);
            } else {
                unexplained.merge(difference.kind(), 1, Integer::sum);
            }
        }
    }

    int unexplainedTotal() {
        return unexplained.values().stream().mapToInt(Integer::intValue).sum() + abandoned.size();
    }

    int explainedTotal() {
        return explained.values().stream().mapToInt(Integer::intValue).sum();
    }

    String summary(long seed, String subject, String witness, long millis) {
        StringBuilder out = new StringBuilder();
        out.append("Differential run: ").append(subject).append(" against ").append(witness).append('\n');
        out.append("  seed ").append(seed).append(", ").append(millis / 1000.0).append(" s\n");
        out.append("  requests ").append(requests).append(", designs ").append(designs).append(", sequences ")
                .append(sequences).append(", contents checks ").append(contentChecks).append(", re-synchronisations ")
                .append(resyncs).append(", reproductions shrunk ").append(shrinks).append('\n');
        out.append("  requests by operation: ").append(byOperation).append('\n');
        if (!abandoned.isEmpty()) {
            out.append("  sequences abandoned (re-synchronisation refused): ").append(abandoned.size()).append('\n');
            abandoned.forEach(reason -> out.append("    ").append(reason).append('\n'));
        }
        out.append("  outcomes both sides gave: ").append(agreedOutcomes).append('\n');
        out.append("  disagreements explained (known moto deviations, answers DynamoDB leaves open): ").append(explainedTotal())
                .append(' ')
                .append(explained).append('\n');
        out.append("  unexplained disagreements: ").append(unexplainedTotal()).append('\n');
        unexplained.forEach((kind, count) -> out.append("    ").append(count).append(" x ").append(kind).append('\n'));
        return out.toString();
    }

    String features() {
        StringBuilder out = new StringBuilder("  requests by feature:\n");
        byFeature.forEach((feature, count) -> out.append("    ").append(count).append(" x ").append(feature).append('\n'));
        out.append("  error answers (either side) by message:\n");
        errorMessages.forEach((message, count) -> out.append("    ").append(count).append(" x ").append(message).append('\n'));
        return out.toString();
    }
}
