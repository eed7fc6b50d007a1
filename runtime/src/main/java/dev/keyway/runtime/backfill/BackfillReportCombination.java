package dev.keyway.runtime.backfill;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Assembles the report of a whole backfill from its slices' reports ({@link BackfillReport#combine}).
 * A segment covered twice is refused rather than counted twice: its items would be counted twice
 * and one of its two checkpoints would hide the other, so the whole report could say complete of a
 * segment whose later run failed. A segment covered by no report leaves the combination incomplete.
 */
final class BackfillReportCombination {

    private BackfillReportCombination() {
    }

    static BackfillReport combine(List<BackfillReport> reports) {
        if (reports.isEmpty()) {
            throw new IllegalArgumentException("combine at least one backfill report");
        }
        BackfillReport first = reports.get(0);
        BackfillReport.Counts counts = new BackfillReport.Counts(0, 0, 0, 0, 0, 0, 0, 0, 0);
        List<BackfillReport.Change> samples = new ArrayList<>();
        List<BackfillReport.Failure> failures = new ArrayList<>();
        List<String> unmatched = new ArrayList<>();
        List<BackfillCheckpoint> checkpoints = new ArrayList<>();
        Map<Integer, BackfillReport> coveredBy = new HashMap<>();
        for (BackfillReport report : reports) {
            requireSameBackfill(first, report);
            for (BackfillCheckpoint checkpoint : report.checkpoints()) {
                BackfillReport other = coveredBy.putIfAbsent(checkpoint.segment(), report);
                if (other != null) {
                    throw new IllegalArgumentException("Segment " + checkpoint.segment() + " of the backfill of "
                            + report.entityType() + " in " + report.tableName() + " is in two reports (" + other.scope()
                            + " and " + report.scope() + "): give each slice's last report once, and slices that do "
                            + "not overlap");
                }
                checkpoints.add(checkpoint);
            }
            counts = counts.plus(report.counts());
            samples.addAll(report.samples());
            addUpTo(failures, report.failures());
            addUpTo(unmatched, report.unmatchedKeys());
        }
        checkpoints.sort(Comparator.comparingInt(BackfillCheckpoint::segment));
        return new BackfillReport(first.entityType(), first.tableName(), first.dryRun(), first.adoptsUntyped(), counts,
                samples, failures, unmatched, checkpoints, new BackfillReport.Scope(0, first.totalSegments() - 1,
                first.totalSegments()));
    }

    private static void requireSameBackfill(BackfillReport first, BackfillReport report) {
        String difference = !first.entityType().equals(report.entityType()) ? "entity types"
                : !first.tableName().equals(report.tableName()) ? "tables"
                : first.totalSegments() != report.totalSegments() ? "segment counts"
                : first.dryRun() != report.dryRun() ? "runs (a dry run and a run that writes)"
                : first.adoptsUntyped() != report.adoptsUntyped() ? "runs (one adopts untyped items, one not)" : null;
        if (difference != null) {
            throw new IllegalArgumentException("Cannot combine reports of different " + difference + ": " + first
                    + " and " + report + "; combine the slices of one backfill");
        }
    }

    private static <E> void addUpTo(List<E> to, List<E> from) {
        for (E element : from) {
            if (to.size() >= BackfillReport.MAX_FAILURES_KEPT) {
                return;
            }
            to.add(element);
        }
    }
}
