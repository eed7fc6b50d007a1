package dev.keyway.benchmarks.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Medians. */
public final class Stats {

    private Stats() {
    }

    public static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int n = sorted.size();
        if (n == 0) {
            return Double.NaN;
        }
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    public static double median(List<double[]> rows, int column) {
        List<Double> values = new ArrayList<>(rows.size());
        for (double[] row : rows) {
            values.add(row[column]);
        }
        return median(values);
    }
}
