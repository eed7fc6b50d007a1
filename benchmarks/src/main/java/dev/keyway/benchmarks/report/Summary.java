package dev.keyway.benchmarks.report;

import dev.keyway.benchmarks.interleaved.InterleavedMarshalling;
import java.io.IOException;
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
 * Turns one run's results ({@code jmh.json}, {@code interleaved.csv}, {@code coldstart.csv},
 * {@code endtoend.csv}, {@code processor.csv}, {@code shardedpage.csv}, {@code serverless.csv} in a
 * results directory) into the Markdown tables of the README: medians, ratios and the targets. A part
 * whose file is missing is left out.
 * JMH medians are the medians of the measurement iterations' scores.
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.keyway.benchmarks.report.Summary <results-dir>}
 */
public final class Summary {

    private final Map<String, Double> jmh = new LinkedHashMap<>();
    private final Map<String, String> units = new LinkedHashMap<>();
    private final StringBuilder out = new StringBuilder();
    private final List<String> verdicts = new ArrayList<>();

    private Summary() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Paths.get(args.length > 0 ? args[0] : "results");
        Summary summary = new Summary();
        summary.run(dir);
        Files.writeString(dir.resolve("summary.md"), summary.out, StandardCharsets.UTF_8);
        System.out.print(summary.out);
    }

    private void run(Path dir) throws IOException {
        Path jmhFile = dir.resolve("jmh.json");
        if (Files.exists(jmhFile)) {
            readJmh(jmhFile);
        }
        line("## Results");
        line("");
        environment(dir);
        marshalling();
        interleaved(dir.resolve("interleaved.csv"));
        keys();
        coldStart(dir.resolve("coldstart.csv"));
        endToEnd(dir.resolve("endtoend.csv"));
        processor(dir.resolve("processor.csv"));
        shardedPage(dir.resolve("shardedpage.csv"));
        serverless(dir.resolve("serverless.csv"));
        line("### Targets");
        line("");
        line("Every ratio from this one run. PASS: the target is met; MISS: it is not.");
        line("");
        line("| target | measured as | threshold | measured | verdict |");
        line("|---|---|---:|---:|---|");
        verdicts.forEach(this::line);
        line("");
    }

    // ---- input ---------------------------------------------------------------------------------

    @SuppressWarnings("unchecked")
    private void readJmh(Path file) throws IOException {
        List<Object> runs = (List<Object>) Json.parse(Files.readString(file));
        for (Object o : runs) {
            Map<String, Object> run = (Map<String, Object>) o;
            String benchmark = (String) run.get("benchmark");
            String name = benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1);
            Map<String, Object> params = (Map<String, Object>) run.getOrDefault("params", Map.of());
            StringBuilder key = new StringBuilder(name);
            params.entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .forEach(e -> key.append(' ').append(e.getKey()).append('=').append(e.getValue()));
            Map<String, Object> metric = (Map<String, Object>) run.get("primaryMetric");
            List<Double> scores = new ArrayList<>();
            for (Object fork : (List<Object>) metric.get("rawData")) {
                for (Object score : (List<Object>) fork) {
                    scores.add((Double) score);
                }
            }
            jmh.put(key.toString(), Stats.median(scores));
            units.put(key.toString(), (String) metric.get("scoreUnit"));
        }
    }

    private double get(String key) {
        Double value = jmh.get(key);
        return value == null ? Double.NaN : value;
    }

    private static List<String[]> csv(Path file) throws IOException {
        List<String[]> rows = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (String line : lines.subList(1, lines.size())) {
            if (!line.isBlank()) {
                rows.add(line.split(","));
            }
        }
        return rows;
    }

    /** A cold-start CSV (variant, run, three times) as each variant's rows of times. */
    private static Map<String, List<double[]>> byVariant(Path file) throws IOException {
        Map<String, List<double[]>> byVariant = new LinkedHashMap<>();
        for (String[] row : csv(file)) {
            byVariant.computeIfAbsent(row[0], v -> new ArrayList<>())
                    .add(new double[] {Double.parseDouble(row[2]), Double.parseDouble(row[3]), Double.parseDouble(row[4])});
        }
        return byVariant;
    }

    // ---- sections ------------------------------------------------------------------------------

    private void environment(Path dir) throws IOException {
        Path env = dir.resolve("environment.txt");
        if (Files.exists(env)) {
            line("Machine and run (command: `benchmarks/run.sh`):");
            line("");
            for (String fact : Files.readAllLines(env, StandardCharsets.UTF_8)) {
                if (!fact.isBlank()) {
                    line("- " + fact.trim());
                }
            }
            line("");
        }
    }

    private void marshalling() {
        if (!jmh.keySet().stream().anyMatch(k -> k.startsWith("MarshallingBenchmark"))) {
            return;
        }
        line("### 1. Marshalling (ns per item, median of the iterations; lower is better)");
        line("");
        line("| shape | implementation | toItem | fromItem | round trip | round trip vs Keyway |");
        line("|---|---|---:|---:|---:|---:|");
        for (String shape : List.of("small", "typical", "large")) {
            double keyway = roundTrip("keyway", shape);
            for (String impl : List.of("keyway", "enhancedStatic", "enhancedBean", "handWritten")) {
                double to = get("MarshallingBenchmark.toItem impl=" + impl + " shape=" + shape);
                double from = get("MarshallingBenchmark.fromItem impl=" + impl + " shape=" + shape);
                line(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %.2fx |", shape, label(impl), num(to), num(from),
                        num(to + from), (to + from) / keyway));
            }
        }
        line("");
        for (String shape : List.of("small", "typical", "large")) {
            double keyway = roundTrip("keyway", shape);
            double enhanced = roundTrip("enhancedStatic", shape);
            verdict("1. marshalling round trip ≥ 3x faster than the Enhanced Client's fastest schema, " + shape,
                    "static immutable ÷ Keyway", "≥ 3.00x", enhanced / keyway, "%.2fx", enhanced / keyway >= 3);
        }
        for (String shape : List.of("small", "typical", "large")) {
            double keyway = roundTrip("keyway", shape);
            double bean = roundTrip("enhancedBean", shape);
            verdict("1. marshalling round trip ≥ 3x faster than the Enhanced Client's bean schema, " + shape,
                    "`fromBean` ÷ Keyway", "≥ 3.00x", bean / keyway, "%.2fx", bean / keyway >= 3);
        }
        for (String shape : List.of("small", "typical", "large")) {
            double keyway = roundTrip("keyway", shape);
            double hand = roundTrip("handWritten", shape);
            verdict("1. marshalling round trip within 1.15x of hand-written code, " + shape + " (JMH, separate forks)",
                    "Keyway ÷ hand-written", "≤ 1.15x", keyway / hand, "%.2fx", keyway / hand <= 1.15);
        }
    }

    private void interleaved(Path file) throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        List<String[]> rows = csv(file); // jvm,round,shape,op,keywayNs,handWrittenNs
        long jvms = rows.stream().map(row -> row[0]).distinct().count();
        long rounds = rows.stream().map(row -> row[1]).distinct().count();
        line("### 1b. Keyway against hand-written code, interleaved in the same JVMs (ratio Keyway ÷ hand-written)");
        line("");
        line("Blocks of about 4 ms of each, back to back in alternating order, " + rounds + " rounds in each of " + jvms
                + " fresh JVMs; the ratio is taken per round, then the median over the rounds, then the median over the JVMs."
                + " The times (ns per call) are medians over all rounds.");
        line("");
        line("| shape | toItem: Keyway / hand-written | ratio | fromItem: Keyway / hand-written | ratio | round trip ratio |");
        line("|---|---:|---:|---:|---:|---:|");
        for (String shape : List.of("small", "typical", "large")) {
            line(String.format(Locale.ROOT, "| %s | %s / %s | %.2fx | %s / %s | %.2fx | %.2fx |", shape,
                    num(time(rows, shape, "toItem", 4)), num(time(rows, shape, "toItem", 5)),
                    InterleavedMarshalling.ratio(rows, shape, "toItem"),
                    num(time(rows, shape, "fromItem", 4)), num(time(rows, shape, "fromItem", 5)),
                    InterleavedMarshalling.ratio(rows, shape, "fromItem"),
                    InterleavedMarshalling.ratio(rows, shape, "roundTrip")));
        }
        line("");
        for (String shape : List.of("small", "typical", "large")) {
            double ratio = InterleavedMarshalling.ratio(rows, shape, "roundTrip");
            verdict("1. marshalling round trip within 1.15x of hand-written code, " + shape + " (interleaved, same JVMs)",
                    "Keyway ÷ hand-written, median of per-round ratios", "≤ 1.15x", ratio, "%.2fx", ratio <= 1.15);
        }
        Map<String, Double> before = Map.of("small", 1.07, "typical", 1.15, "large", 1.05); // #13: not slower than these
        for (String shape : List.of("small", "typical", "large")) {
            double ratio = InterleavedMarshalling.ratio(rows, shape, "roundTrip");
            verdict("#13 marshalling not slower: round trip, " + shape + " (interleaved)",
                    "Keyway ÷ hand-written, median of per-round ratios", String.format(Locale.ROOT, "≤ %.2fx", before.get(shape)),
                    ratio, "%.2fx", Math.round(ratio * 100) <= Math.round(before.get(shape) * 100));
        }
        for (String shape : List.of("small", "typical", "large")) {
            double ratio = InterleavedMarshalling.ratio(rows, shape, "fromItem");
            verdict("#13 `fromItem` within 1.15x of hand-written code, " + shape + " (interleaved)",
                    "Keyway ÷ hand-written, median of per-round ratios", "≤ 1.15x", ratio, "%.2fx", ratio <= 1.15);
        }
    }

    /** The median time per call of one implementation (column 4: Keyway, 5: hand-written) over all rounds. */
    private static double time(List<String[]> rows, String shape, String op, int column) {
        List<Double> times = new ArrayList<>();
        for (String[] row : rows) {
            if (row[2].equals(shape) && row[3].equals(op)) {
                times.add(Double.parseDouble(row[column]));
            }
        }
        return Stats.median(times);
    }

    private double roundTrip(String impl, String shape) {
        return get("MarshallingBenchmark.toItem impl=" + impl + " shape=" + shape)
                + get("MarshallingBenchmark.fromItem impl=" + impl + " shape=" + shape);
    }

    private void keys() {
        if (!jmh.containsKey("KeyBenchmark.sortKeyKeyway")) {
            return;
        }
        line("### 2. Key building (ns, median; `ORDER#<placedAt>#<orderId>`, an Instant and a String)");
        line("");
        line("| what | Keyway (generated `TypicalItemKeys`) | by hand (concatenation) | Keyway ÷ hand |");
        line("|---|---:|---:|---:|");
        for (String what : List.of("sortKey", "primaryKey")) {
            double keyway = get("KeyBenchmark." + what + "Keyway");
            double hand = get("KeyBenchmark." + what + "Hand");
            line(String.format(Locale.ROOT, "| %s | %s | %s | %.2fx |",
                    what.equals("sortKey") ? "sort key (String)" : "primary key (`Map` of PK and SK)", num(keyway), num(hand), keyway / hand));
        }
        line("");
    }

    private void coldStart(Path file) throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        Map<String, List<double[]>> byVariant = byVariant(file);
        int runs = byVariant.values().iterator().next().size();
        line("### 3. Cold start to the first marshalled typical item (ms, median of " + runs + " fresh JVMs each)");
        line("");
        line("| variant | JVM start to `main` | schema: first touch to first item | process start to first item | schema vs Keyway | process vs Keyway |");
        line("|---|---:|---:|---:|---:|---:|");
        double keywaySchema = Stats.median(byVariant.get("keyway"), 1);
        double keywayProcess = Stats.median(byVariant.get("keyway"), 2);
        for (Map.Entry<String, List<double[]>> e : byVariant.entrySet()) {
            double schema = Stats.median(e.getValue(), 1);
            double process = Stats.median(e.getValue(), 2);
            line(String.format(Locale.ROOT, "| %s | %.1f | %.1f | %.1f | %s | %.2fx |", label(e.getKey()),
                    Stats.median(e.getValue(), 0), schema, process,
                    e.getKey().equals("none") ? "" : String.format(Locale.ROOT, "%.2fx", schema / keywaySchema), process / keywayProcess));
        }
        line("");
        double bean = Stats.median(byVariant.get("enhancedBean"), 1);
        double immutable = Stats.median(byVariant.get("enhancedImmutable"), 1);
        double hand = Stats.median(byVariant.get("handWritten"), 1);
        double beanProcess = Stats.median(byVariant.get("enhancedBean"), 2);
        double immutableProcess = Stats.median(byVariant.get("enhancedImmutable"), 2);
        verdict("3. cold start to the first item ≤ 1/10 of the Enhanced Client's, `fromBean`",
                "first touch of the schema to first item, Keyway ÷ `fromBean`", "≤ 0.10", keywaySchema / bean, "%.2f",
                keywaySchema / bean <= 0.1);
        verdict("3. cold start to the first item ≤ 1/10 of the Enhanced Client's, `fromImmutableClass`",
                "first touch of the schema to first item, Keyway ÷ `fromImmutableClass`", "≤ 0.10", keywaySchema / immutable,
                "%.2f", keywaySchema / immutable <= 0.1);
        verdict("3. (same, whole process) `fromBean`", "process start to first item, Keyway ÷ `fromBean`", "≤ 0.10",
                keywayProcess / beanProcess, "%.2f", keywayProcess / beanProcess <= 0.1);
        verdict("3. (same, whole process) `fromImmutableClass`", "process start to first item, Keyway ÷ `fromImmutableClass`",
                "≤ 0.10", keywayProcess / immutableProcess, "%.2f", keywayProcess / immutableProcess <= 0.1);
        verdict("3. (derived) the mapper's own cold-start cost, above what hand-written code pays for the SDK's classes, `fromBean`",
                "(Keyway − hand-written) ÷ (`fromBean` − hand-written), first touch to first item", "≤ 0.10",
                (keywaySchema - hand) / (bean - hand), "%.2f", (keywaySchema - hand) / (bean - hand) <= 0.1);
        verdict("3. (derived) the same, `fromImmutableClass`",
                "(Keyway − hand-written) ÷ (`fromImmutableClass` − hand-written)", "≤ 0.10",
                (keywaySchema - hand) / (immutable - hand), "%.2f", (keywaySchema - hand) / (immutable - hand) <= 0.1);
        verdict("3. (reference: the limit) hand-written code ÷ `fromBean`", "first touch to first item, hand-written ÷ `fromBean`",
                "≤ 0.10", hand / bean, "%.2f", hand / bean <= 0.1);
        verdict("#13 cold start: what Keyway adds above hand-written code to the first item",
                "Keyway − hand-written, first touch to first item", "≤ 10 ms", keywaySchema - hand, "%.1f ms",
                keywaySchema - hand <= 10);
    }

    private void endToEnd(Path file) throws IOException {
        boolean jmhRows = jmh.keySet().stream().anyMatch(k -> k.startsWith("EndToEndBenchmark") || k.startsWith("BatchWriteBenchmark"));
        boolean clientSide = jmh.keySet().stream().anyMatch(k -> k.startsWith("ClientSideBenchmark"));
        if (!Files.exists(file) && !jmhRows && !clientSide) {
            return;
        }
        line("### 4. End to end against Keyway Local (typical item; ms per call)");
        line("");
        if (Files.exists(file)) {
            Map<String, List<double[]>> byOp = new LinkedHashMap<>();
            String transport = "";
            for (String[] row : csv(file)) {
                transport = row[1];
                byOp.computeIfAbsent(row[0], v -> new ArrayList<>())
                        .add(new double[] {Double.parseDouble(row[3]), Double.parseDouble(row[4])});
            }
            int rounds = byOp.values().iterator().next().size();
            List<double[]> batches = byOp.get("batchWrite1000");
            line("Both implementations in one JVM against one Keyway Local (" + transport + "), interleaved in short blocks: "
                    + "medians of " + rounds + " rounds (" + (batches == null ? 0 : batches.size()) + " for the batch write); "
                    + "the overhead is the median of the per-round ratios Keyway ÷ hand-written.");
            line("");
            line("| request | Keyway | hand-written low-level | Keyway overhead |");
            line("|---|---:|---:|---:|");
            for (Map.Entry<String, List<double[]>> e : byOp.entrySet()) {
                List<Double> ratios = new ArrayList<>();
                for (double[] row : e.getValue()) {
                    ratios.add(row[0] / row[1]);
                }
                double overhead = (Stats.median(ratios) - 1) * 100;
                line(String.format(Locale.ROOT, "| %s | %.3f | %.3f | %+.1f%% |", describe(e.getKey()),
                        Stats.median(e.getValue(), 0), Stats.median(e.getValue(), 1), overhead));
                verdict("4. end-to-end overhead ≤ 5%, " + describe(e.getKey()),
                        "median of per-round ratios Keyway ÷ hand-written, − 1", "≤ +5%", overhead, "%+.1f%%", overhead <= 5);
            }
            line("");
        }
        if (jmhRows) {
            line("JMH (`EndToEndBenchmark`, `BatchWriteBenchmark`: one fork per implementation):");
            line("");
            line("| request | transport | Keyway | hand-written low-level | Keyway ÷ hand − 1 |");
            line("|---|---|---:|---:|---:|");
            for (String transport : List.of("loopback", "inProcess")) {
                for (String op : List.of("EndToEndBenchmark.get", "EndToEndBenchmark.put", "EndToEndBenchmark.query",
                        "BatchWriteBenchmark.batchWrite1000")) {
                    String keywayKey = op + " impl=keyway transport=" + transport;
                    String handKey = op + " impl=handWritten transport=" + transport;
                    if (!jmh.containsKey(keywayKey) || !jmh.containsKey(handKey)) {
                        continue;
                    }
                    double keyway = get(keywayKey);
                    double hand = get(handKey);
                    String unit = units.get(keywayKey).replace("/op", "");
                    line(String.format(Locale.ROOT, "| %s | %s | %s %s | %s %s | %+.1f%% |", describe(op.substring(op.indexOf('.') + 1)),
                            transport, num(keyway), unit, num(hand), unit, (keyway / hand - 1) * 100));
                }
            }
            line("");
        }
        if (jmh.containsKey("ClientSideBenchmark.get impl=keyway")) {
            Map<String, Double> handEndToEnd = new LinkedHashMap<>();
            if (Files.exists(file)) {
                Map<String, List<Double>> hand = new LinkedHashMap<>();
                for (String[] row : csv(file)) {
                    hand.computeIfAbsent(row[0], v -> new ArrayList<>()).add(Double.parseDouble(row[4]));
                }
                hand.forEach((op, values) -> handEndToEnd.put(op, Stats.median(values)));
            }
            line("Client-side cost alone (JMH `ClientSideBenchmark`: the same calls on a stub client that answers at once;"
                    + " µs per call, median):");
            line("");
            line("| request | Keyway | hand-written | difference | difference ÷ hand-written end-to-end time |");
            line("|---|---:|---:|---:|---:|");
            for (String op : List.of("get", "put", "query")) {
                double keyway = get("ClientSideBenchmark." + op + " impl=keyway") / 1000;
                double hand = get("ClientSideBenchmark." + op + " impl=handWritten") / 1000;
                Double endToEnd = handEndToEnd.get(op);
                line(String.format(Locale.ROOT, "| %s | %.2f | %.2f | %+.2f | %s |", describe(op), keyway, hand, keyway - hand,
                        endToEnd == null ? "" : String.format(Locale.ROOT, "%+.2f%%", (keyway - hand) / (endToEnd * 1000) * 100)));
            }
            line("");
        }
    }

    /** One row of the targets table. */
    private void verdict(String target, String measuredAs, String threshold, double value, String format, boolean pass) {
        verdicts.add("| " + target + " | " + measuredAs + " | " + threshold + " | "
                + (Double.isNaN(value) ? "n/a" : String.format(Locale.ROOT, format, value)) + " | "
                + (Double.isNaN(value) ? "n/a" : pass ? "PASS" : "**MISS**") + " |");
    }

    private static String describe(String op) {
        return switch (op) {
            case "get" -> "GetItem";
            case "put" -> "PutItem";
            case "query" -> "Query, one 100-item page";
            case "batchWrite1000" -> "BatchWriteItem, 1,000 items (40 requests)";
            default -> op;
        };
    }

    private void processor(Path file) throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        Map<String, List<double[]>> byMode = new LinkedHashMap<>();
        String generated = "?";
        double entities = Double.NaN;
        double lines = Double.NaN;
        double characters = Double.NaN;
        for (String[] row : csv(file)) {
            byMode.computeIfAbsent(row[0], v -> new ArrayList<>()).add(new double[] {
                Double.parseDouble(row[2]), Double.parseDouble(row[3]), Double.parseDouble(row[6])});
            generated = row[5];
            entities = Double.parseDouble(row[4]);
            if (row.length > 8) {
                lines = Double.parseDouble(row[7]);
                characters = Double.parseDouble(row[8]);
            }
        }
        line("### 5. Processor cost: compiling 200 entity records (ms, median)");
        line("");
        line("\"Generated code as source\": the records and the " + generated + " files the processor generated, compiled"
                + " without the processor, as if written by hand.");
        line("");
        if (!Double.isNaN(lines)) {
            line(String.format(Locale.ROOT, "Generated: %,.0f lines, %.0f per entity (%,.0f characters, %,.0f per entity).",
                    lines, lines / entities, characters, characters / entities));
            line("");
            verdict("#13 generated lines per entity, 200-entity project", "lines of generated Java ÷ entities", "≤ 250",
                    lines / entities, "%.0f", lines / entities <= 250);
        }
        line("| javac | without the processor | with the Keyway processor | ratio | generated code as source, no processor"
                + " | with the processor ÷ generated code as source |");
        line("|---|---:|---:|---:|---:|---:|");
        for (Map.Entry<String, List<double[]>> e : byMode.entrySet()) {
            double plain = Stats.median(e.getValue(), 0);
            double keyway = Stats.median(e.getValue(), 1);
            double asSource = Stats.median(e.getValue(), 2);
            boolean warm = e.getKey().equals("warm");
            String mode = warm ? "in-process, warm (" + e.getValue().size() + " repetitions)"
                    : "fresh `javac` process (" + e.getValue().size() + " repetitions)";
            line(String.format(Locale.ROOT, "| %s | %s | %s | %.2fx | %s | %.2fx |", mode, num(plain), num(keyway), keyway / plain,
                    num(asSource), keyway / asSource));
            verdict("5. processor: compiling 200 entities ≤ 2x the plain compile, " + (warm ? "in-process" : "fresh javac"),
                    "with processor ÷ without", "≤ 2.00x", keyway / plain, "%.2fx", keyway / plain <= 2);
            verdict("5. (derived) the processor's own cost: with the processor ÷ the same generated code compiled as source, "
                            + (warm ? "in-process" : "fresh javac"),
                    "with processor ÷ generated code as source", "≤ 2.00x", keyway / asSource, "%.2fx", keyway / asSource <= 2);
            verdict("#13 compile time with the processor ≤ 8x the plain compile, " + (warm ? "in-process" : "fresh javac"),
                    "with processor ÷ without", "≤ 8.00x", keyway / plain, "%.2fx", keyway / plain <= 8);
            verdict("#13 the processor's own share ≤ 1.5x, " + (warm ? "in-process" : "fresh javac"),
                    "with processor ÷ generated code as source", "≤ 1.50x", keyway / asSource, "%.2fx", keyway / asSource <= 1.5);
        }
        line("");
    }

    private void shardedPage(Path file) throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        List<double[]> rows = new ArrayList<>(); // round,shards,pageSize,shardedMsPerPage,unshardedMsPerPage
        String shards = "?";
        String page = "?";
        for (String[] row : csv(file)) {
            shards = row[1];
            page = row[2];
            rows.add(new double[] {Double.parseDouble(row[3]), Double.parseDouble(row[4])});
        }
        List<Double> ratios = new ArrayList<>();
        rows.forEach(row -> ratios.add(row[0] / row[1]));
        double ratio = Stats.median(ratios);
        line("### 6. One page of a sharded access pattern (ms per page, median)");
        line("");
        line("The same events in a partition sharded " + shards + " ways (" + shards + " Query requests in parallel, merged in"
                + " sort-key order) and in one partition (one Query request), against Keyway Local on loopback, interleaved"
                + " in short blocks: medians of " + rows.size() + " rounds; the ratio is the median of the per-round ratios.");
        line("");
        line("| page | sharded (" + shards + " shards) | one partition | sharded ÷ one partition |");
        line("|---|---:|---:|---:|");
        line(String.format(Locale.ROOT, "| first page of %s items | %.3f | %.3f | %.2fx |", page, Stats.median(rows, 0),
                Stats.median(rows, 1), ratio));
        line("");
        verdict("#13 one page of a sharded access pattern (" + shards + " shards) ≤ 1.5x the same page from one partition",
                "median of per-round ratios sharded ÷ unsharded", "≤ 1.50x", ratio, "%.2fx", ratio <= 1.5);
    }

    private void serverless(Path file) throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        Map<String, List<double[]>> byVariant = byVariant(file);
        int runs = byVariant.values().iterator().next().size();
        double hand = Stats.median(byVariant.get("handWritten"), 2);
        line("### 7. Serverless cold start: process start to the first GetItem answered (ms, median of " + runs
                + " fresh JVMs each)");
        line("");
        line("Keyway Local on loopback, started before and outside the timed process; each process builds its client"
                + " (URL-connection HTTP client) and reads the typical item once.");
        line("");
        line("| variant | JVM start to `main` | `main` to the first GetItem answered | process start to the first GetItem answered"
                + " | vs hand-written |");
        line("|---|---:|---:|---:|---:|");
        for (Map.Entry<String, List<double[]>> e : byVariant.entrySet()) {
            double process = Stats.median(e.getValue(), 2);
            line(String.format(Locale.ROOT, "| %s | %.1f | %.1f | %.1f | %.2fx |", serverlessLabel(e.getKey()),
                    Stats.median(e.getValue(), 0), Stats.median(e.getValue(), 1), process, process / hand));
        }
        line("");
        double keyway = Stats.median(byVariant.get("keyway"), 2);
        verdict("#13 serverless cold start, Keyway within 1.1x of hand-written code",
                "process start to the first GetItem answered, Keyway ÷ hand-written", "≤ 1.10x", keyway / hand, "%.2fx",
                keyway / hand <= 1.1);
    }

    private static String serverlessLabel(String variant) {
        return switch (variant) {
            case "keyway" -> "Keyway (generated repository)";
            case "enhancedStatic" -> "Enhanced Client, static immutable schema";
            case "enhancedBean" -> "Enhanced Client, bean schema (`fromBean`)";
            case "handWritten" -> "hand-written, low-level client";
            default -> variant;
        };
    }

    // ---- formatting ----------------------------------------------------------------------------

    private static String label(String impl) {
        return switch (impl) {
            case "keyway" -> "Keyway (generated schema)";
            case "enhancedStatic" -> "Enhanced Client, static immutable schema";
            case "enhancedBean" -> "Enhanced Client, bean schema (`fromBean`)";
            case "enhancedImmutable" -> "Enhanced Client, `fromImmutableClass`";
            case "handWritten" -> "hand-written";
            case "none" -> "(JVM and data only)";
            default -> impl;
        };
    }

    private static String num(double value) {
        if (Double.isNaN(value)) {
            return "n/a";
        }
        return value >= 100 ? String.format(Locale.ROOT, "%,.0f", value) : String.format(Locale.ROOT, "%.1f", value);
    }

    private void line(String text) {
        out.append(text).append('\n');
    }
}
