package dev.keyway.benchmarks.coldstart;

import dev.keyway.benchmarks.Fixtures;
import dev.keyway.benchmarks.hand.HandRequests;
import dev.keyway.benchmarks.model.BenchTable;
import dev.keyway.benchmarks.model.TypicalItemRepository;
import dev.keyway.benchmarks.report.Stats;
import dev.keyway.testing.DynamoDbLocal;
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
 * A serverless-style cold start: from process start to the first GetItem answered, as a function's
 * first invocation pays it. DynamoDB Local runs as a server on loopback in this process, started
 * and holding the typical item before anything is timed; each measurement is a fresh JVM
 * ({@code java -cp benchmarks.jar FirstGet <variant> <endpoint>}, default JVM options) that creates
 * its {@code DynamoDbClient} (URL-connection HTTP client, static credentials, the endpoint) and reads
 * the item once: by hand-written code, through Keyway's generated repository, and through the
 * Enhanced Client with its static immutable schema and with {@code TableSchema.fromBean}.
 *
 * <p>One unmeasured round warms the page cache, then {@code runs} rounds, each running every variant
 * once in a rotated order so that drift hits all alike; medians per variant. The time is measured
 * from the parent's {@code System.nanoTime()} just before it starts the process to the child's just
 * after the answer (Linux's monotonic clock is shared by processes).
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.keyway.benchmarks.coldstart.ServerlessColdStart [runs] [out.csv]}
 */
public final class ServerlessColdStart {

    static final List<String> VARIANTS = List.of("handWritten", "keyway", "enhancedStatic", "enhancedBean");

    private ServerlessColdStart() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        Path out = Paths.get(args.length > 1 ? args[1] : "serverless.csv");
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        String jar = Paths.get(ServerlessColdStart.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        Map<String, List<double[]>> results = new LinkedHashMap<>();
        VARIANTS.forEach(v -> results.put(v, new ArrayList<>()));
        try (DynamoDbLocal local = DynamoDbLocal.onLoopback()) {
            new TypicalItemRepository(local.client()).createTable();
            HandRequests.put(local.client(), BenchTable.NAME, Fixtures.typical()); // the same item every variant writes
            String endpoint = local.endpoint().toString();
            for (int run = 0; run <= runs; run++) {
                for (int i = 0; i < VARIANTS.size(); i++) {
                    String variant = VARIANTS.get((i + run) % VARIANTS.size()); // rotate the order
                    double[] measured = spawn(java, jar, variant, endpoint);
                    if (run > 0) { // round 0 warms the page cache
                        results.get(variant).add(measured);
                    }
                }
                System.out.print(run == 0 ? "serverless cold start: warm-up round" : " " + run);
                System.out.flush();
            }
            System.out.println();
        }
        try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            csv.println("variant,run,jvmToMainMs,mainToFirstGetMs,processToFirstGetMs");
            for (Map.Entry<String, List<double[]>> e : results.entrySet()) {
                int run = 1;
                for (double[] m : e.getValue()) {
                    csv.printf(Locale.ROOT, "%s,%d,%.3f,%.3f,%.3f%n", e.getKey(), run++, m[0], m[1], m[2]);
                }
            }
        }
        System.out.printf("%-16s %14s %26s %26s%n", "variant", "JVM to main", "main to 1st GetItem", "process to 1st GetItem");
        for (Map.Entry<String, List<double[]>> e : results.entrySet()) {
            System.out.printf(Locale.ROOT, "%-16s %11.1f ms %23.1f ms %23.1f ms%n", e.getKey(),
                    Stats.median(e.getValue(), 0), Stats.median(e.getValue(), 1), Stats.median(e.getValue(), 2));
        }
        System.out.println("(medians of " + runs + " fresh JVMs each; written to " + out + ")");
    }

    private static double[] spawn(String java, String jar, String variant, String endpoint)
            throws IOException, InterruptedException {
        long spawned = System.nanoTime();
        Process process = new ProcessBuilder(java, "-cp", jar, FirstGet.class.getName(), variant, endpoint,
                Long.toString(spawned)).redirectErrorStream(true).start();
        String result = null;
        StringBuilder output = new StringBuilder();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = reader.readLine()) != null; ) {
                output.append(line).append('\n');
                if (line.startsWith("FIRST-GET ")) {
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
