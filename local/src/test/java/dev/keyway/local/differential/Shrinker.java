package dev.keyway.local.differential;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * Finds a short request sequence that still shows a disagreement: replays the history on fresh tables
 * on both sides, removing chunks of requests (halving the chunk size) while the last request still
 * disagrees in the same way.
 */
final class Shrinker {

    private final Backend keyway;
    private final Backend moto;
    private final int maxReplays;
    private final long deadline;

    /**
     * @param maxReplays how many replays one shrink may take
     * @param budget how long all shrinks of the run may take together
     */
    Shrinker(Backend keyway, Backend moto, int maxReplays, java.time.Duration budget) {
        this.keyway = keyway;
        this.moto = moto;
        this.maxReplays = maxReplays;
        this.deadline = System.nanoTime() + budget.toNanos();
    }

    private boolean timeLeft() {
        return System.nanoTime() < deadline;
    }

    /**
     * @param create the table's CreateTable request
     * @param scenario the table's design and key space
     * @param history the requests since the table was created or last re-synchronised, the disagreeing one last
     * @param kind the disagreement's kind, as {@link Difference#kind()}
     * @return a shortest sequence found, the disagreeing request last; null if even the full history does not
     *     reproduce it
     */
    List<Step> shrink(CreateTableRequest create, Scenario scenario, List<Step> history, String kind) {
        int[] replays = {0};
        if (!timeLeft() || !reproduces(create, scenario, history, kind, replays)) {
            return null;
        }
        List<Step> current = new ArrayList<>(history);
        int chunk = Math.max(1, (current.size() - 1) / 2);
        while (replays[0] < maxReplays && timeLeft()) {
            boolean removed = false;
            for (int start = 0; start < current.size() - 1 && replays[0] < maxReplays && timeLeft(); ) {
                int end = Math.min(start + chunk, current.size() - 1);
                List<Step> candidate = new ArrayList<>(current.subList(0, start));
                candidate.addAll(current.subList(end, current.size()));
                if (reproduces(create, scenario, candidate, kind, replays)) {
                    current = candidate;
                    removed = true;
                } else {
                    start = end;
                }
            }
            if (chunk == 1 && !removed) {
                break;
            }
            chunk = Math.max(1, chunk / 2);
        }
        return current;
    }

    private boolean reproduces(CreateTableRequest create, Scenario scenario, List<Step> steps, String kind, int[] replays) {
        replays[0]++;
        String table = create.tableName();
        Tables.reset(keyway.client(), create, List.of());
        Tables.reset(moto.client(), create, List.of());
        for (Step step : steps.subList(0, steps.size() - 1)) {
            step.runOn(keyway.client());
            step.runOn(moto.client());
        }
        TableState keywayBefore = new TableState(scenario, Observe.everything(keyway.client(), table, null));
        TableState motoBefore = new TableState(scenario, Observe.everything(moto.client(), table, null));
        Step last = steps.get(steps.size() - 1);
        Observation mine = keyway.run(last);
        Observation theirs = moto.run(last);
        TableState keywayAfter = new TableState(scenario, Observe.everything(keyway.client(), table, null));
        TableState motoAfter = new TableState(scenario, Observe.everything(moto.client(), table, null));
        Case base = new Case(last, null, mine, theirs, keywayBefore, keywayAfter, motoBefore, motoAfter);
        List<Difference> differences = new ArrayList<>(Comparison.of(base));
        if (last.writes()) {
            KnownMotoDeviation inherited = !differences.isEmpty() && differences.stream().allMatch(Difference::explained)
                    ? differences.get(0).deviation() : null;
            Step check = Tables.contentsCheck(table, SequenceRunner.indexNames(create));
            differences.addAll(Comparison.afterWrite(base, keyway.run(check), moto.run(check), inherited));
        }
        return differences.stream().anyMatch(difference -> !difference.explained() && difference.kind().equals(kind));
    }
}
