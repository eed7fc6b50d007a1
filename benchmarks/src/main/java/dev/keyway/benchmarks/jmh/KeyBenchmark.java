package dev.keyway.benchmarks.jmh;

import dev.keyway.benchmarks.hand.HandWritten;
import dev.keyway.benchmarks.model.TypicalItemKeys;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Key building for the multi-component sort key {@code ORDER#<placedAt>#<orderId>} (an instant and a
 * string) and for the whole primary key map: Keyway's generated key builders (escaped strings,
 * fixed-width instants, null checks) vs string concatenation by hand with the same fixed-width
 * instant text ({@link dev.keyway.benchmarks.hand.FixedInstant}; {@code Instant.toString()} is not
 * fixed-width, so it would not build the same key), without escaping.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class KeyBenchmark {

    public String customerId = "customer-0042";
    public String orderId = "order-2024-000981";
    public Instant placedAt = Instant.ofEpochSecond(1_714_558_530L, 123_456_789L); // 2024-05-01T10:15:30.123456789Z

    @Benchmark
    public String sortKeyKeyway() {
        return TypicalItemKeys.sortKey(placedAt, orderId);
    }

    @Benchmark
    public String sortKeyHand() {
        return HandWritten.typicalSortKey(placedAt, orderId);
    }

    @Benchmark
    public Map<String, AttributeValue> primaryKeyKeyway() {
        return TypicalItemKeys.primaryKey(customerId, placedAt, orderId).attributes(); // the map the SDK takes
    }

    @Benchmark
    public Map<String, AttributeValue> primaryKeyHand() {
        return HandWritten.typicalKey(customerId, placedAt, orderId);
    }
}
