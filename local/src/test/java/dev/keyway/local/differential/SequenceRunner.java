package dev.keyway.local.differential;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Runs one request sequence on a fresh table on both sides: sends each request to both, compares the
 * answers, compares the table's contents after every write (and its indexes' every few writes and at
 * the end), shrinks unexplained disagreements to a reproduction and re-synchronises both sides on Keyway
 * Local's contents after any write the two did not do alike, so that one difference does not cascade.
 */
final class SequenceRunner {

    private final Backend keyway;
    private final Backend moto;
    private final Figures figures;
    private final List<Disagreement> disagreements;
    private final Shrinker shrinker;
    private final int maxShrinks;
    private final int indexCheckEvery;
    private final Set<String> shrunkKinds = new HashSet<>();

    SequenceRunner(Backend keyway, Backend moto, Figures figures, List<Disagreement> disagreements, int maxShrinks,
            java.time.Duration shrinkBudget, int indexCheckEvery) {
        this.keyway = keyway;
        this.moto = moto;
        this.figures = figures;
        this.disagreements = disagreements;
        // shrinking replays whole histories: a budget keeps a run with many disagreements within bounds
        this.shrinker = new Shrinker(keyway, moto, 300, shrinkBudget);
        this.maxShrinks = maxShrinks;
        this.indexCheckEvery = indexCheckEvery;
    }

    static List<String> indexNames(CreateTableRequest create) {
        List<String> names = new ArrayList<>();
        create.globalSecondaryIndexes().stream().map(GlobalSecondaryIndex::indexName).forEach(names::add);
        create.localSecondaryIndexes().stream().map(LocalSecondaryIndex::indexName).forEach(names::add);
        return names;
    }

    /** What a sequence carries from step to step: its history since the last re-synchronisation and both states. */
    private static final class Progress {
        List<Step> history = new ArrayList<>();
        TableState keywayState;
        TableState motoState;
        int writes;
    }

    /**
     * @param number the sequence's number, which names its table
     * @param scenario the design and key space
     * @param seed the seed of the sequence's requests
     * @param length how many requests to send
     */
    void run(int number, Scenario scenario, long seed, int length) {
        String table = "differential-" + number;
        CreateTableRequest create = scenario.design().createTableRequest(table);
        List<String> indexes = indexNames(create);
        Tables.reset(keyway.client(), create, List.of());
        Tables.reset(moto.client(), create, List.of());
        figures.sequences++;
        RequestGenerator generator = new RequestGenerator(new Random(seed), scenario, table);
        Progress progress = new Progress();
        progress.keywayState = TableState.empty(scenario);
        progress.motoState = TableState.empty(scenario);
        for (int i = 0; i < length; i++) {
            Step step = generator.next();
            Observation mine = keyway.run(step);
            Observation theirs = moto.run(step);
            figures.sent(step, mine, theirs);
            progress.history.add(step);
            TableState keywayAfter = progress.keywayState;
            TableState motoAfter = progress.motoState;
            List<Map<String, AttributeValue>> keywayItems = null;
            List<Map<String, AttributeValue>> motoItems = null;
            if (step.writes()) {
                keywayItems = Observe.everything(keyway.client(), table, null);
                motoItems = Observe.everything(moto.client(), table, null);
                keywayAfter = new TableState(scenario, keywayItems);
                motoAfter = new TableState(scenario, motoItems);
            }
            Case base = new Case(step, null, mine, theirs, progress.keywayState, keywayAfter, progress.motoState, motoAfter);
            List<Difference> differences = new ArrayList<>(Comparison.of(base));
            boolean diverged = false;
            if (step.writes()) {
                KnownMotoDeviation inherited = !differences.isEmpty() && differences.stream().allMatch(Difference::explained)
                        ? differences.get(0).deviation() : null;
                List<String> checked = ++progress.writes % indexCheckEvery == 0 ? indexes : List.of();
                List<Difference> contents = Comparison.afterWrite(base, contents(keywayItems, keyway, table, checked),
                        contents(motoItems, moto, table, checked), inherited);
                figures.contentChecks++;
                diverged = !contents.isEmpty();
                differences.addAll(contents);
            }
            progress.keywayState = keywayAfter;
            progress.motoState = motoAfter;
            if (!differences.isEmpty()) {
                try {
                    settle(number, seed, i, scenario, create, base, differences, progress, diverged);
                } catch (software.amazon.awssdk.core.exception.SdkException failure) {
                    // a side refused its own contents back (or a replay failed): the sequence cannot go on
                    figures.abandoned.add("sequence " + number + " after step " + i + ": " + failure.getMessage());
                    Tables.delete(keyway.client(), table);
                    Tables.delete(moto.client(), table);
                    return;
                }
            }
        }
        Step last = Tables.contentsCheck(table, indexes);
        figures.contentChecks++;
        Observation mine = keyway.run(last);
        Observation theirs = moto.run(last);
        List<Difference> differences = Comparison.of(new Case(last, null, mine, theirs, progress.keywayState,
                progress.keywayState, progress.motoState, progress.motoState));
        figures.differences(differences);
        if (differences.stream().anyMatch(d -> !d.explained())) {
            disagreements.add(new Disagreement(number, seed, length, scenario, create, last, mine, theirs,
                    differences.stream().filter(d -> !d.explained()).toList(), null, ""));
        }
        Tables.delete(keyway.client(), table);
        Tables.delete(moto.client(), table);
    }

    private static Observation contents(List<Map<String, AttributeValue>> items, Backend side, String table, List<String> indexes) {
        Observation observation = Observation.ok().field("table", Canonical.itemSet(items));
        for (String index : indexes) {
            observation.field("index " + index, Canonical.itemSet(Observe.everything(side.client(), table, index)));
        }
        return observation;
    }

    /**
     * Records a step's differences, shrinks an unexplained one not seen before, and re-synchronises the
     * sides when their contents differ (or a shrink replaced them).
     */
    private void settle(int number, long seed, int stepNumber, Scenario scenario, CreateTableRequest create, Case base,
            List<Difference> differences, Progress progress, boolean diverged) {
        figures.differences(differences);
        List<Difference> unexplained = differences.stream().filter(d -> !d.explained()).toList();
        List<Step> reproduction = null;
        boolean shrunk = false;
        if (!unexplained.isEmpty()) {
            String kind = unexplained.get(0).kind();
            if (shrunkKinds.size() < maxShrinks && shrunkKinds.add(kind)) {
                reproduction = shrinker.shrink(create, scenario, progress.history, kind);
                figures.shrinks++;
                shrunk = true;
            }
            disagreements.add(new Disagreement(number, seed, stepNumber, scenario, create, base.step(), base.keyway(),
                    base.moto(), unexplained, reproduction, ConditionReadings.describe(base)));
        }
        if (diverged || shrunk) {
            resynchronise(create, scenario, progress);
        }
    }

    /** Puts Keyway Local's contents (as they were after the step) on both sides, and starts the history from them. */
    private void resynchronise(CreateTableRequest create, Scenario scenario, Progress progress) {
        figures.resyncs++;
        List<Map<String, AttributeValue>> snapshot = progress.keywayState.items();
        Tables.reset(keyway.client(), create, snapshot);
        Tables.reset(moto.client(), create, snapshot);
        progress.keywayState = new TableState(scenario, snapshot);
        progress.motoState = new TableState(scenario, snapshot);
        List<Step> puts = new ArrayList<>();
        for (Map<String, AttributeValue> item : snapshot) {
            PutItemRequest put = PutItemRequest.builder().tableName(create.tableName()).item(item).build();
            puts.add(new Step("PutItem", put, true, "snapshot", client -> {
                client.putItem(put);
                return Observation.ok();
            }));
        }
        progress.history = puts;
    }
}
