package dev.keyway.benchmarks.coldstart;

import dev.keyway.benchmarks.BenchDatabase;
import dev.keyway.benchmarks.Fixtures;
import dev.keyway.benchmarks.hand.HandRequests;
import dev.keyway.benchmarks.model.BenchTable;
import dev.keyway.benchmarks.model.TypicalItemRepository;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;

/**
 * A serverless-style cold start: from process start to the first GetItem answered, as a function's
 * first invocation pays it. Keyway Local runs as a server on loopback in this process, started
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
        Map<String, List<double[]>> results;
        try (BenchDatabase local = BenchDatabase.onLoopback()) {
            new TypicalItemRepository(local.client()).createTable();
            HandRequests.put(local.client(), BenchTable.NAME, Fixtures.typical()); // the same item every variant writes
            results = FreshJvms.rounds(VARIANTS, runs, "serverless cold start", FirstGet.class, "FIRST-GET",
                    List.of(local.endpoint().toString()));
        }
        FreshJvms.write(out, "variant,run,jvmToMainMs,mainToFirstGetMs,processToFirstGetMs", results);
        FreshJvms.print(results, "JVM to main", "main to 1st GetItem", "process to 1st GetItem");
        System.out.println("(medians of " + runs + " fresh JVMs each; written to " + out + ")");
    }
}
