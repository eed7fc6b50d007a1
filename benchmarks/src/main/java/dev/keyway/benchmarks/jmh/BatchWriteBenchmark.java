package dev.keyway.benchmarks.jmh;

import dev.keyway.benchmarks.hand.HandBatchWrite;
import dev.keyway.benchmarks.model.TypicalItem;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import java.util.List;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A 1,000-item batch write of typical items against Keyway Local: 40 BatchWriteItem requests of 25
 * puts, sent one after the other, unprocessed items sent again. Keyway's {@code putAll} runs with
 * parallelism 1 so that it sends the same requests as the hand-written loop (its default is 4
 * requests in flight). Each call takes about a second, so each is timed on its own.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 4)
@Measurement(iterations = 10)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class BatchWriteBenchmark {

    @Param({"keyway", "handWritten"})
    public String impl;

    @Param({"loopback"})
    public String transport;

    private Database db;
    private List<TypicalItem> items;
    private final BatchOptions sequential = BatchOptions.defaults().withParallelism(1);

    @Setup(Level.Trial)
    public void setUp() {
        db = new Database(transport);
        items = Database.items("customer-batch", 1000);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        db.close();
    }

    @Benchmark
    public int batchWrite1000() {
        if (impl.equals("keyway")) {
            BatchResult<TypicalItem> result = db.repository.putAll(items, sequential);
            return result.orThrow().total();
        }
        return HandBatchWrite.putAll(db.client, Database.TABLE, items);
    }
}
