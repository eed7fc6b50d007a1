package dev.keyway.benchmarks.coldstart;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
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
        Map<String, List<double[]>> results = FreshJvms.rounds(VARIANTS, runs, "cold start", FirstItem.class, "FIRST-ITEM",
                List.of());
        FreshJvms.write(out, "variant,run,jvmToMainMs,schemaToFirstItemMs,processToFirstItemMs", results);
        FreshJvms.print(results, "JVM to main", "schema to 1st item", "process to 1st item");
        System.out.println("(medians of " + runs + " fresh JVMs each; written to " + out + ")");
    }
}
