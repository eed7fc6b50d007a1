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
 * Cold start: spawns fresh JVMs ({@code java -cp benchmarks.jar FirstItem <variant>}) that each
 * marshal one typical item, round-robin over the variants so that drift hits all alike, after one
 * unmeasured round (page cache). Reports the median per variant of (a) the schema's own cost —
 * from just before the schema is first touched to the first item — and (b) the time from process
 * start to the first item, JVM start-up included.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.keyway.benchmarks.coldstart.ColdStart [runs] [out.csv]}
 */
public final class ColdStart {

    static final List<String> VARIANTS = List.of("none", "handWritten", "keyway", "enhancedStatic",
            "enhancedImmutable", "enhancedBean");

    private ColdStart() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        Path out = Paths.get(args.length > 1 ? args[1] : "coldstart.csv");
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        String jar = Paths.get(ColdStart.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Map<String, List<double[]>> results = new LinkedHashMap<>();
        VARIANTS.forEach(v -> results.put(v, new ArrayList<>()));
        for (int run = 0; run <= runs; run++) {
            for (int i = 0; i < VARIANTS.size(); i++) {
                String variant = VARIANTS.get((i + run) % VARIANTS.size()); // rotate the order
                double[] measured = spawn(java, jar, variant);
                if (run > 0) { // round 0 warms the page cache
                    results.get(variant).add(measured);
                }
            }
            System.out.print(run == 0 ? "cold start: warm-up round" : " " + run);
            System.out.flush();
        }
        System.out.println();
        try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            csv.println("variant,run,jvmToMainMs,schemaToFirstItemMs,processToFirstItemMs");
            for (Map.Entry<String, List<double[]>> e : results.entrySet()) {
                int run = 1;
                for (double[] m : e.getValue()) {
                    csv.printf(Locale.ROOT, "%s,%d,%.3f,%.3f,%.3f%n", e.getKey(), run++, m[0], m[1], m[2]);
                }
            }
        }
        System.out.printf("%-18s %14s %22s %22s%n", "variant", "JVM to main", "schema to 1st item", "process to 1st item");
        for (Map.Entry<String, List<double[]>> e : results.entrySet()) {
            System.out.printf(Locale.ROOT, "%-18s %11.1f ms %19.1f ms %19.1f ms%n", e.getKey(),
                    Stats.median(e.getValue(), 0), Stats.median(e.getValue(), 1), Stats.median(e.getValue(), 2));
        }
        System.out.println("(medians of " + runs + " fresh JVMs each; written to " + out + ")");
    }

    private static double[] spawn(String java, String jar, String variant) throws IOException, InterruptedException {
        long spawned = System.nanoTime();
        Process process = new ProcessBuilder(java, "-cp", jar, FirstItem.class.getName(), variant, Long.toString(spawned))
                .redirectErrorStream(true).start();
        String result = null;
        StringBuilder output = new StringBuilder();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = reader.readLine()) != null; ) {
                output.append(line).append('\n');
                if (line.startsWith("FIRST-ITEM ")) {
                    result = line;
                }
            }
        }
        int exit = process.waitFor();
        if (exit != 0 || result == null) {
            throw new IllegalStateException(variant + " failed (exit " + exit + "):\n" + output);
        }
        String[] parts = result.split(" ");
        return new double[] {Long.parseLong(parts[2]) / 1e6, Long.parseLong(parts[3]) / 1e6, Long.parseLong(parts[4]) / 1e6};
    }
}
