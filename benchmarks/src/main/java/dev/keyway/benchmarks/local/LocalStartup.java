package dev.keyway.benchmarks.local;

import dev.keyway.benchmarks.coldstart.FreshJvms;
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
        return FreshJvms.rounds(VARIANTS, runs, "fresh JVMs", FirstGetInProcess.class, FirstGetInProcess.MARKER, List.of(),
                COLUMNS.size());
    }
}
