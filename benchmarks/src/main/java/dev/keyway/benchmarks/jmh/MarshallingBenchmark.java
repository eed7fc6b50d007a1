package dev.keyway.benchmarks.jmh;

import dev.keyway.benchmarks.Cases;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Marshalling ({@code toItem}) and unmarshalling ({@code fromItem}) of one item, per shape and
 * implementation; each combination runs in its own forks, so every call site sees one codec.
 * The round trip is {@code toItem + fromItem}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
// Two short forks rather than one long one: on a shared 2-core machine a whole JVM can land in
// a slow period. The close comparison, Keyway against hand-written code, is not read from here but
// from InterleavedMarshalling, which times both in the same JVMs.
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 2, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class MarshallingBenchmark {

    @Param({"small", "typical", "large"})
    public String shape;

    @Param({"keyway", "enhancedStatic", "enhancedBean", "handWritten"})
    public String impl;

    private Cases.Case subject;
    private Object value;
    private Map<String, AttributeValue> item;

    @Setup(Level.Trial)
    public void setUp() {
        subject = Cases.of(shape, impl);
        value = subject.value();
        item = subject.item(); // each implementation reads the item it writes
    }

    @Benchmark
    public Map<String, AttributeValue> toItem() {
        return subject.codec().toItem(value);
    }

    @Benchmark
    public Object fromItem() {
        return subject.codec().fromItem(item);
    }
}
