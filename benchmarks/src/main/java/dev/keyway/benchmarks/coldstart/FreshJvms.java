package dev.keyway.benchmarks.coldstart;

import dev.keyway.benchmarks.report.Stats;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What both cold-start harnesses do: run a child main in a fresh JVM per variant and round, the
 * variants in a rotated order each round so that drift hits all alike, after one unmeasured round
 * (the page cache); read the three times the child prints after its marker (nanoseconds, measured
 * from the parent's {@code System.nanoTime()} just before the process started, which the child
 * gets as its last argument); write them as CSV and print their medians.
 */
public final class FreshJvms {

    private FreshJvms() {
    }

    /** Each variant's three times in milliseconds, one row per measured round. */
    static Map<String, List<double[]>> rounds(List<String> variants, int runs, String label, Class<?> child,
                                             String marker, List<String> arguments) throws Exception {
        return rounds(variants, runs, label, child, marker, arguments, 3);
    }

    /**
     * Each variant's times in milliseconds, one row per measured round: the {@code columns} numbers the child
     * prints after its marker and variant.
     */
    public static Map<String, List<double[]>> rounds(List<String> variants, int runs, String label, Class<?> child,
            String marker, List<String> arguments, int columns) throws Exception {
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        String jar = Paths.get(FreshJvms.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Map<String, List<double[]>> results = new LinkedHashMap<>();
        variants.forEach(v -> results.put(v, new ArrayList<>()));
        for (int run = 0; run <= runs; run++) {
            for (int i = 0; i < variants.size(); i++) {
                String variant = variants.get((i + run) % variants.size()); // rotate the order
                List<String> command = new ArrayList<>(List.of(java, "-cp", jar, child.getName(), variant));
                command.addAll(arguments);
                double[] measured = spawn(command, variant, marker, columns);
                if (run > 0) { // round 0 warms the page cache
                    results.get(variant).add(measured);
                }
            }
            System.out.print(run == 0 ? label + ": warm-up round" : " " + run);
            System.out.flush();
        }
        System.out.println();
        return results;
    }

    /** The rows as CSV under {@code header}: variant, run, then the three times. */
    static void write(Path out, String header, Map<String, List<double[]>> results) throws IOException {
        try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            csv.println(header);
            for (Map.Entry<String, List<double[]>> e : results.entrySet()) {
                int run = 1;
                for (double[] m : e.getValue()) {
                    csv.printf(Locale.ROOT, "%s,%d,%.3f,%.3f,%.3f%n", e.getKey(), run++, m[0], m[1], m[2]);
                }
            }
        }
    }

    /** The medians per variant, under the three columns' titles. */
    static void print(Map<String, List<double[]>> results, String... titles) {
        System.out.printf("%-18s %20s %26s %26s%n", "variant", titles[0], titles[1], titles[2]);
        for (Map.Entry<String, List<double[]>> e : results.entrySet()) {
            System.out.printf(Locale.ROOT, "%-18s %17.1f ms %23.1f ms %23.1f ms%n", e.getKey(),
                    Stats.median(e.getValue(), 0), Stats.median(e.getValue(), 1), Stats.median(e.getValue(), 2));
        }
    }

    /** Runs the child, passing the time it was started at, and reads its times (ms). */
    private static double[] spawn(List<String> command, String variant, String marker, int columns)
            throws IOException, InterruptedException {
        List<String> timed = new ArrayList<>(command);
        long spawned = System.nanoTime();
        timed.add(Long.toString(spawned));
        Process process = new ProcessBuilder(timed).redirectErrorStream(true).start();
        String result = null;
        StringBuilder output = new StringBuilder();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = reader.readLine()) != null; ) {
                output.append(line).append('\n');
                if (line.startsWith(marker + " ")) {
                    result = line;
                }
            }
        }
        int exit = process.waitFor();
        if (exit != 0 || result == null) {
            throw new IllegalStateException(variant + " failed (exit " + exit + "):\n" + output);
        }
        String[] parts = result.split(" ");
        double[] times = new double[columns];
        for (int column = 0; column < columns; column++) {
            times[column] = Long.parseLong(parts[2 + column]) / 1e6;
        }
        return times;
    }
}
