package dev.keyway.runtime.backfill;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a {@link BackfillRun} did to some items: the counts, the sample changes, the failures with
 * the keys a checkpoint keeps, the keys of untyped items no entity's. One per page while the page is
 * written (on its segment's thread), added to the run's totals when its checkpoint is passed, so
 * that a page read again after a stop is never counted twice. Not thread-safe.
 */
final class BackfillTally {

    long scanned;
    long changed;
    long unchanged;
    long deletedMeanwhile;
    long failed;
    long conflicts;
    long adopted;
    long otherEntities;
    long unmatched;
    final List<BackfillReport.Change> changes = new ArrayList<>();
    final List<BackfillReport.Failure> failures = new ArrayList<>();
    final List<Map<String, AttributeValue>> failedKeys = new ArrayList<>();
    final List<String> unmatchedKeys = new ArrayList<>();
    private final int samples;

    /** @param samples the most changes kept */
    BackfillTally(int samples) {
        this.samples = samples;
    }

    void changed(BackfillReport.Change change, boolean adopts) {
        scanned++;
        changed++;
        adopted += adopts ? 1 : 0;
        if (changes.size() < samples) {
            changes.add(change);
        }
    }

    void unchanged() {
        scanned++;
        unchanged++;
    }

    void deletedMeanwhile() {
        scanned++;
        deletedMeanwhile++;
    }

    void conflict() {
        conflicts++;
    }

    void failed(Map<String, AttributeValue> key, BackfillReport.Failure failure) {
        scanned++;
        failed++;
        failedKeys.add(key);
        if (failures.size() < BackfillReport.MAX_FAILURES_KEPT) {
            failures.add(failure);
        }
    }

    void otherEntity() {
        otherEntities++;
    }

    void unmatched(String key) {
        unmatched++;
        if (unmatchedKeys.size() < BackfillReport.MAX_FAILURES_KEPT) {
            unmatchedKeys.add(key);
        }
    }

    /** Adds another tally's counts, and its samples, failures and keys as far as there is room. */
    void add(BackfillTally other) {
        scanned += other.scanned;
        changed += other.changed;
        unchanged += other.unchanged;
        deletedMeanwhile += other.deletedMeanwhile;
        failed += other.failed;
        conflicts += other.conflicts;
        adopted += other.adopted;
        otherEntities += other.otherEntities;
        unmatched += other.unmatched;
        addUpTo(changes, other.changes, samples);
        addUpTo(failures, other.failures, BackfillReport.MAX_FAILURES_KEPT);
        addUpTo(unmatchedKeys, other.unmatchedKeys, BackfillReport.MAX_FAILURES_KEPT);
    }

    private static <E> void addUpTo(List<E> to, List<E> from, int max) {
        for (E element : from) {
            if (to.size() >= max) {
                return;
            }
            to.add(element);
        }
    }

    BackfillReport.Counts counts() {
        return new BackfillReport.Counts(scanned, changed, unchanged, deletedMeanwhile, failed, conflicts, adopted,
                otherEntities, unmatched);
    }
}
