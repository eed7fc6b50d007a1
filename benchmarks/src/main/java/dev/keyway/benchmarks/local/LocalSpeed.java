package dev.keyway.benchmarks.local;

import dev.keyway.benchmarks.report.Stats;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Keyway Local's own speed, the benchmark of issue #23, section 6, side by side in one run:
 * <ol>
 *   <li>fresh JVMs ({@link LocalStartup}): process start to the SDK's {@code DynamoDbClient} created, against
 *       process start to {@code KeywayLocal.inMemory()}, CreateTable, PutItem and the first GetItem answered
 *       in-process; the target is at most 50 ms between the two medians; a third variant sends the same requests
 *       through the SDK alone, with no database, to split that difference into the SDK's share and Keyway Local's;</li>
 *   <li>in this JVM after warm-up ({@link SequentialPuts}): 1,000 sequential PutItems in-process (target at most
 *       100 ms, median of the repetitions; DynamoDB Local 2.6.1 needed about 800 ms on this machine kind) and
 *       the same over loopback, and through the SDK client alone with no database (its floor);</li>
 *   <li>the wall time of the project's whole test suite before and after the move, which this harness does not
 *       measure: "before" is the last full {@code mvn -B verify} on DynamoDB Local (176 s), "after" is left for
 *       the lead to fill in.</li>
 * </ol>
 * Writes {@code localstart.csv}, {@code localputs.csv} and {@code local.md} (the table, ready to paste) into the
 * results directory.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.keyway.benchmarks.local.LocalSpeed [runs] [repetitions] [results-dir]}
 * (default 7 fresh JVMs per variant, 15 measured repetitions of 1,000 PutItems after twice as many warm-up ones).
 */
public final class LocalSpeed {

    static final double START_TARGET_MS = 50;
    static final double PUTS_TARGET_MS = 100;
    static final double DYNAMODB_LOCAL_PUTS_MS = 800;
    static final int SUITE_BEFORE_S = 176;

    private LocalSpeed() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        int repetitions = args.length > 1 ? Integer.parseInt(args[1]) : 15;
        Path results = Paths.get(args.length > 2 ? args[2] : ".");
        Files.createDirectories(results);

        Map<String, List<double[]>> startup = LocalStartup.rounds(runs);
        writeStartup(results.resolve("localstart.csv"), startup);
        Map<String, List<double[]>> puts = SequentialPuts.run(2 * repetitions, repetitions);
        writePuts(results.resolve("localputs.csv"), puts);

        List<String> table = table(startup, puts, runs, repetitions);
        table.forEach(System.out::println);
        Files.write(results.resolve("local.md"), table, StandardCharsets.UTF_8);
        System.out.println("(written to " + results.resolve("local.md") + ", localstart.csv and localputs.csv)");
    }

    /** The results as a Markdown table with a verdict per target. */
    static List<String> table(Map<String, List<double[]>> startup, Map<String, List<double[]>> puts, int runs,
                              int repetitions) {
        List<double[]> sdk = startup.get("sdkClient");
        List<double[]> local = startup.get("keywayLocal");
        List<double[]> alone = startup.get("sdkAlone");
        double sdkMs = Stats.median(sdk, 2);
        double localMs = Stats.median(local, 2);
        double difference = localMs - sdkMs;
        List<Double> paired = new ArrayList<>(); // same round, one after the other: the drift is shared
        for (int i = 0; i < Math.min(sdk.size(), local.size()); i++) {
            paired.add(local.get(i)[2] - sdk.get(i)[2]);
        }
        List<double[]> inProcess = puts.get("inProcess");
        List<double[]> loopback = puts.get("loopback");
        List<double[]> sdkAlone = puts.get("sdkAlone");
        double inProcessMs = Stats.median(inProcess, 0);
        List<String> lines = new ArrayList<>();
        lines.add("Measured " + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")) + ", "
                + Runtime.getRuntime().availableProcessors() + " cores, JDK " + System.getProperty("java.version")
                + ", load average " + loadAverage() + " at the end; medians of " + runs
                + " fresh JVMs per variant and of " + repetitions + " repetitions of 1,000 PutItems. CPU: the process's"
                + " CPU time over the same span (all threads), for how much of the wall time was work.");
        lines.add("");
        lines.add("| measure (issue #23, section 6) | target | measured (wall) | CPU | verdict |");
        lines.add("|---|---:|---|---|---|");
        lines.add(String.format(Locale.ROOT, "| process start to the SDK's `DynamoDbClient` created (no request) | | %.0f ms "
                + "(JVM to main %.0f ms) | %.0f ms | |", sdkMs, Stats.median(sdk, 0), Stats.median(sdk, 7)));
        lines.add(String.format(Locale.ROOT, "| process start to the first GetItem answered in-process (`inMemory()` "
                + "%.0f ms, CreateTable %.0f ms, PutItem %.0f ms, GetItem %.0f ms) | | %.0f ms | %.0f ms | |",
                Stats.median(local, 3), Stats.median(local, 4), Stats.median(local, 5), Stats.median(local, 6), localMs,
                Stats.median(local, 7)));
        lines.add(String.format(Locale.ROOT, "| process start to the same three requests answered by the SDK alone (an "
                + "HTTP client answering `{}`, no database; client %.0f ms, CreateTable %.0f ms, PutItem %.0f ms, GetItem "
                + "%.0f ms) | | %.0f ms | %.0f ms | |", Stats.median(alone, 3), Stats.median(alone, 4),
                Stats.median(alone, 5), Stats.median(alone, 6), Stats.median(alone, 2), Stats.median(alone, 7)));
        lines.add(String.format(Locale.ROOT, "| **first GetItem in-process beyond the SDK client's own creation** | ≤ %.0f ms "
                + "| +%.0f ms (per round, paired: +%.0f ms) | +%.0f ms | %s |", START_TARGET_MS, difference,
                Stats.median(paired), Stats.median(local, 7) - Stats.median(sdk, 7), verdict(difference, START_TARGET_MS)));
        lines.add(String.format(Locale.ROOT, "| of which the SDK's own first requests (SDK alone − client created) | | +%.0f ms "
                + "| +%.0f ms | |", Stats.median(alone, 2) - sdkMs, Stats.median(alone, 7) - Stats.median(sdk, 7)));
        lines.add(String.format(Locale.ROOT, "| of which Keyway Local's own share (Keyway Local − SDK alone) | | +%.0f ms "
                + "| +%.0f ms | |", localMs - Stats.median(alone, 2), Stats.median(local, 7) - Stats.median(alone, 7)));
        lines.add(String.format(Locale.ROOT, "| **1,000 sequential PutItems in-process, warm** | ≤ %.0f ms | %.0f ms (%.0f to %.0f) "
                + "| %.0f ms | %s |", PUTS_TARGET_MS, inProcessMs, min(inProcess), max(inProcess), Stats.median(inProcess, 1),
                verdict(inProcessMs, PUTS_TARGET_MS)));
        lines.add(String.format(Locale.ROOT, "| the same, SDK client alone (an HTTP client answering `{}`, no database): "
                + "the floor under both | | %.0f ms (%.0f to %.0f) | %.0f ms | |", Stats.median(sdkAlone, 0), min(sdkAlone),
                max(sdkAlone), Stats.median(sdkAlone, 1)));
        lines.add(String.format(Locale.ROOT, "| 1,000 sequential PutItems over loopback (HTTP on 127.0.0.1), warm | | %.0f ms "
                + "(%s; DynamoDB Local: about %.0f ms) | %.0f ms | no target |", Stats.median(loopback, 0),
                loopback.size() == 1 ? "1 repetition, within its time budget"
                        : String.format(Locale.ROOT, "%.0f to %.0f, %d repetitions within its time budget", min(loopback),
                                max(loopback), loopback.size()),
                DYNAMODB_LOCAL_PUTS_MS, Stats.median(loopback, 1)));
        lines.add(String.format(Locale.ROOT, "| whole test suite, `mvn -B verify`: before (DynamoDB Local) → after "
                + "(Keyway Local) | | %d s → (the last full run, measured apart) | | |", SUITE_BEFORE_S));
        return lines;
    }

    private static String verdict(double measured, double target) {
        return measured <= target ? "PASS" : "**MISS**";
    }

    private static double min(List<double[]> rows) {
        return rows.stream().mapToDouble(r -> r[0]).min().orElse(Double.NaN);
    }

    private static double max(List<double[]> rows) {
        return rows.stream().mapToDouble(r -> r[0]).max().orElse(Double.NaN);
    }

    private static String loadAverage() {
        try {
            return String.join(" ", Arrays.asList(Files.readString(Paths.get("/proc/loadavg")).split(" ")).subList(0, 3));
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static void writeStartup(Path out, Map<String, List<double[]>> startup) throws IOException {
        try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            csv.println("variant,run," + String.join(",", LocalStartup.COLUMNS));
            startup.forEach((variant, rows) -> {
                for (int i = 0; i < rows.size(); i++) {
                    StringBuilder row = new StringBuilder(variant).append(',').append(i + 1);
                    for (double value : rows.get(i)) {
                        row.append(String.format(Locale.ROOT, ",%.3f", value));
                    }
                    csv.println(row);
                }
            });
        }
    }

    private static void writePuts(Path out, Map<String, List<double[]>> puts) throws IOException {
        try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            csv.println("transport,repetition,thousandPutItemsMs,processCpuMs");
            puts.forEach((transport, times) -> {
                for (int i = 0; i < times.size(); i++) {
                    csv.printf(Locale.ROOT, "%s,%d,%.3f,%.3f%n", transport, i + 1, times.get(i)[0], times.get(i)[1]);
                }
            });
        }
    }
}
