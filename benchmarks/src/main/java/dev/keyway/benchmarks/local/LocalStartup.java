package dev.keyway.benchmarks.local;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Part 1 of {@link LocalSpeed}: fresh JVMs ({@code java -cp benchmarks.jar FirstGetInProcess <variant>}, default
 * JVM options, as a test JVM starts), the three variants in a rotated order each round so that the machine's drift
 * hits all alike, after one unmeasured round that warms the page cache. Each child reports its times measured
 * from the parent's {@code System.nanoTime()} just before the process started.
 */
final class LocalStartup {

    static final List<String> VARIANTS = List.of("sdkClient", "keywayLocal", "sdkAlone");
    /** The columns of a child's row, in milliseconds. */
    static final List<String> COLUMNS = List.of("jvmToMainMs", "mainToEndMs", "processToEndMs", "startOrClientMs",
            "createTableMs", "putItemMs", "getItemMs", "processCpuMs");

    private LocalStartup() {
    }

    /** Each variant's rows (milliseconds, {@link #COLUMNS}), one per measured round. */
    static Map<String, List<double[]>> rounds(int runs) throws Exception {
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        String jar = Paths.get(LocalStartup.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Map<String, List<double[]>> results = new LinkedHashMap<>();
        VARIANTS.forEach(v -> results.put(v, new ArrayList<>()));
        for (int run = 0; run <= runs; run++) {
            for (int i = 0; i < VARIANTS.size(); i++) {
                String variant = VARIANTS.get((i + run) % VARIANTS.size()); // rotate the order
                double[] measured = spawn(List.of(java, "-cp", jar, FirstGetInProcess.class.getName(), variant), variant);
                if (run > 0) { // round 0 warms the page cache
                    results.get(variant).add(measured);
                }
            }
            System.out.print(run == 0 ? "fresh JVMs: warm-up round" : " " + run);
            System.out.flush();
        }
        System.out.println();
        return results;
    }

    private static double[] spawn(List<String> command, String variant) throws IOException, InterruptedException {
        List<String> timed = new ArrayList<>(command);
        long spawned = System.nanoTime();
        timed.add(Long.toString(spawned));
        Process process = new ProcessBuilder(timed).redirectErrorStream(true).start();
        String result = null;
        StringBuilder output = new StringBuilder();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = reader.readLine()) != null; ) {
                output.append(line).append('\n');
                if (line.startsWith(FirstGetInProcess.MARKER + " ")) {
                    result = line;
                }
            }
        }
        int exit = process.waitFor();
        if (exit != 0 || result == null) {
            throw new IllegalStateException(variant + " failed (exit " + exit + "):\n" + output);
        }
        String[] parts = result.split(" ");
        return Arrays.stream(parts, 2, 2 + COLUMNS.size()).mapToDouble(p -> Long.parseLong(p) / 1e6).toArray();
    }
}
