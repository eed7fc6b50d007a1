package dev.keyway.benchmarks.interleaved;

import dev.keyway.benchmarks.Cases;
import dev.keyway.benchmarks.Fixtures;
import dev.keyway.benchmarks.hand.HandWritten;
import dev.keyway.benchmarks.model.LargeItem;
import dev.keyway.benchmarks.model.LargeItemSchema;
import dev.keyway.benchmarks.model.SmallItem;
import dev.keyway.benchmarks.model.SmallItemSchema;
import dev.keyway.benchmarks.model.TypicalItem;
import dev.keyway.benchmarks.model.TypicalItemSchema;
import dev.keyway.benchmarks.report.Stats;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keyway's generated schema against hand-written code, {@code toItem} and {@code fromItem} of every
 * shape, timed in the same JVM in alternating short blocks, so that whatever slows this machine down
 * hits both alike.
 *
 * <p>Why, beside JMH: JMH runs each implementation in forks of its own, one after the other, and on
 * this shared 2-core machine the same case moves by up to 2x between forks; a 15% target cannot be
 * read from that. Here each round times a block of calls (about 4 ms) of Keyway and of hand-written
 * code back to back, in alternating order (ABBA); the ratio of the two is taken per round and its
 * median over the rounds is the JVM's result. Several fresh JVMs are run, because the JIT's choices
 * differ from one JVM to the next; the result is the median of their medians.
 *
 * <p>Each implementation and operation has a loop of its own (a lambda), so that every call in it is
 * monomorphic and inlined as under JMH. Results are stored to a volatile field, which neither
 * implementation can elide; each implementation reads the item it wrote (they are identical: see
 * {@code Verify}).
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.keyway.benchmarks.interleaved.InterleavedMarshalling
 * [jvms] [rounds] [out.csv]} (default 5 JVMs, 100 measured rounds each, after 3 s of warm-up).
 */
public final class InterleavedMarshalling {

    static final long WARMUP_NANOS = 3_000_000_000L;
    static final long BLOCK_NANOS = 4_000_000L;

    /** The last result: a volatile store per call, so that no call can be dropped. */
    static volatile Object sink;

    /** A block of {@code calls} calls of one implementation's operation. */
    interface Block {
        void run(int calls);
    }

    /** One shape and operation: Keyway's block and hand-written code's, and their calls per block. */
    record Pair(String shape, String op, Block keyway, Block hand, int[] calls) {
    }

    private InterleavedMarshalling() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("child")) {
            child(Integer.parseInt(args[1]));
            return;
        }
        int jvms = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        String out = args.length > 2 ? args[2] : "interleaved.csv";
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        List<String[]> rows = new ArrayList<>();
        for (int jvm = 1; jvm <= jvms; jvm++) {
            Process process = new ProcessBuilder(java, "-Xms1g", "-Xmx1g", "-cp", System.getProperty("java.class.path"),
                    InterleavedMarshalling.class.getName(), "child", Integer.toString(rounds))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    rows.add(("" + jvm + "," + line).split(","));
                }
            }
            if (process.waitFor() != 0) {
                throw new IllegalStateException("JVM " + jvm + " failed");
            }
            System.out.printf(Locale.ROOT, "  JVM %d of %d done%n", jvm, jvms);
        }
        try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(Paths.get(out), StandardCharsets.UTF_8))) {
            csv.println("jvm,round,shape,op,keywayNs,handWrittenNs");
            rows.forEach(row -> csv.println(String.join(",", row)));
        }
        for (String shape : Cases.SHAPES) {
            System.out.printf(Locale.ROOT, "%-8s Keyway ÷ hand-written: toItem %.2fx, fromItem %.2fx, round trip %.2fx%n", shape,
                    ratio(rows, shape, "toItem"), ratio(rows, shape, "fromItem"), ratio(rows, shape, "roundTrip"));
        }
        System.out.println("(medians over " + jvms + " JVMs of each JVM's median per-round ratio; written to " + out + ")");
    }

    /**
     * The median over the JVMs of each JVM's median per-round ratio Keyway ÷ hand-written, for one
     * operation or for the round trip ({@code toItem + fromItem} of the same round).
     */
    public static double ratio(List<String[]> rows, String shape, String op) {
        Map<String, List<Double>> byJvm = new LinkedHashMap<>();
        Map<String, double[]> toItems = new LinkedHashMap<>();
        for (String[] row : rows) {
            if (!row[2].equals(shape)) {
                continue;
            }
            double keyway = Double.parseDouble(row[4]);
            double hand = Double.parseDouble(row[5]);
            String round = row[0] + "/" + row[1];
            if (op.equals("roundTrip")) {
                if (row[3].equals("toItem")) {
                    toItems.put(round, new double[] {keyway, hand});
                } else if (toItems.containsKey(round)) {
                    double[] to = toItems.get(round);
                    byJvm.computeIfAbsent(row[0], k -> new ArrayList<>()).add((to[0] + keyway) / (to[1] + hand));
                }
            } else if (row[3].equals(op)) {
                byJvm.computeIfAbsent(row[0], k -> new ArrayList<>()).add(keyway / hand);
            }
        }
        List<Double> medians = new ArrayList<>();
        byJvm.values().forEach(ratios -> medians.add(Stats.median(ratios)));
        return Stats.median(medians);
    }

    /** One JVM: warms every block up, sizes the blocks, then prints one line per round, shape and operation. */
    static void child(int rounds) {
        List<Pair> pairs = pairs();
        long warmUpEnd = System.nanoTime() + WARMUP_NANOS;
        while (System.nanoTime() < warmUpEnd) {
            for (Pair pair : pairs) {
                pair.keyway().run(200);
                pair.hand().run(200);
            }
        }
        for (Pair pair : pairs) {
            long start = System.nanoTime();
            pair.hand().run(1_000);
            double perCall = (System.nanoTime() - start) / 1_000.0;
            pair.calls()[0] = (int) Math.max(10, BLOCK_NANOS / perCall);
        }
        StringBuilder out = new StringBuilder();
        for (int round = 1; round <= rounds; round++) {
            for (Pair pair : pairs) {
                int calls = pair.calls()[0];
                double keyway;
                double hand;
                if (round % 2 == 1) {
                    keyway = time(pair.keyway(), calls);
                    hand = time(pair.hand(), calls);
                } else {
                    hand = time(pair.hand(), calls);
                    keyway = time(pair.keyway(), calls);
                }
                out.append(String.format(Locale.ROOT, "%d,%s,%s,%.1f,%.1f%n", round, pair.shape(), pair.op(), keyway, hand));
            }
        }
        System.out.print(out);
    }

    /** Nanoseconds per call over one block. */
    private static double time(Block block, int calls) {
        long start = System.nanoTime();
        block.run(calls);
        return (System.nanoTime() - start) / (double) calls;
    }

    private static List<Pair> pairs() {
        SmallItem small = Fixtures.small();
        TypicalItem typical = Fixtures.typical();
        LargeItem large = Fixtures.large();
        Map<String, AttributeValue> smallItem = SmallItemSchema.INSTANCE.toItem(small);
        Map<String, AttributeValue> typicalItem = TypicalItemSchema.INSTANCE.toItem(typical);
        Map<String, AttributeValue> largeItem = LargeItemSchema.INSTANCE.toItem(large);
        Map<String, AttributeValue> smallHand = HandWritten.toItem(small);
        Map<String, AttributeValue> typicalHand = HandWritten.toItem(typical);
        Map<String, AttributeValue> largeHand = HandWritten.toItem(large);
        return List.of(
                new Pair("small", "toItem",
                        n -> { for (int i = 0; i < n; i++) { sink = SmallItemSchema.INSTANCE.toItem(small); } },
                        n -> { for (int i = 0; i < n; i++) { sink = HandWritten.toItem(small); } }, new int[1]),
                new Pair("small", "fromItem",
                        n -> { for (int i = 0; i < n; i++) { sink = SmallItemSchema.INSTANCE.fromItem(smallItem); } },
                        n -> { for (int i = 0; i < n; i++) { sink = HandWritten.smallFromItem(smallHand); } }, new int[1]),
                new Pair("typical", "toItem",
                        n -> { for (int i = 0; i < n; i++) { sink = TypicalItemSchema.INSTANCE.toItem(typical); } },
                        n -> { for (int i = 0; i < n; i++) { sink = HandWritten.toItem(typical); } }, new int[1]),
                new Pair("typical", "fromItem",
                        n -> { for (int i = 0; i < n; i++) { sink = TypicalItemSchema.INSTANCE.fromItem(typicalItem); } },
                        n -> { for (int i = 0; i < n; i++) { sink = HandWritten.typicalFromItem(typicalHand); } }, new int[1]),
                new Pair("large", "toItem",
                        n -> { for (int i = 0; i < n; i++) { sink = LargeItemSchema.INSTANCE.toItem(large); } },
                        n -> { for (int i = 0; i < n; i++) { sink = HandWritten.toItem(large); } }, new int[1]),
                new Pair("large", "fromItem",
                        n -> { for (int i = 0; i < n; i++) { sink = LargeItemSchema.INSTANCE.fromItem(largeItem); } },
                        n -> { for (int i = 0; i < n; i++) { sink = HandWritten.largeFromItem(largeHand); } }, new int[1]));
    }
}
