package dev.keyway.benchmarks.jmh;

import dev.keyway.benchmarks.Fixtures;
import dev.keyway.benchmarks.hand.HandRequests;
import dev.keyway.benchmarks.hand.HandWritten;
import dev.keyway.benchmarks.model.TypicalItem;
import dev.keyway.runtime.Page;
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
 * GetItem, PutItem and a 100-item Query page of the typical item against Keyway Local: through
 * Keyway's generated repository, and as the same requests built by hand on the low-level client
 * (hand-written marshalling, keys by concatenation).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class EndToEndBenchmark {

    @Param({"keyway", "handWritten"})
    public String impl;

    @Param({"loopback"})
    public String transport;

    private Database db;
    private TypicalItem item;

    @Setup(Level.Trial)
    public void setUp() {
        db = new Database(transport);
        try {
            item = Fixtures.typical();
            if (impl.equals("keyway")) {
                db.repository.put(item);
            } else {
                db.client.putItem(put -> put.tableName(Database.TABLE).item(HandWritten.toItem(item)));
            }
            db.seedQueryItems(impl);
            // both read back what they wrote
            TypicalItem read = get();
            if (!read.equals(item)) {
                throw new IllegalStateException("get returned " + read + ", not " + item);
            }
            int found = query().size();
            if (found != 100) {
                throw new IllegalStateException("the query returned " + found + " items, not 100");
            }
        } catch (RuntimeException e) {
            db.close(); // Keyway Local's loopback server would keep the fork alive
            throw e;
        }
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        db.close();
    }

    @Benchmark
    public TypicalItem get() {
        if (impl.equals("keyway")) {
            return db.repository.get(item.customerId(), item.placedAt(), item.orderId()).orElseThrow();
        }
        return HandRequests.get(db.client, Database.TABLE, item.customerId(), item.placedAt(), item.orderId());
    }

    @Benchmark
    public Object put() {
        if (impl.equals("keyway")) {
            return db.repository.put(item);
        }
        return HandRequests.put(db.client, Database.TABLE, item);
    }

    @Benchmark
    public List<TypicalItem> query() {
        if (impl.equals("keyway")) {
            Page<TypicalItem> page = db.repository.ordersOf(Database.QUERY_CUSTOMER).limit(100).page();
            return page.items();
        }
        return HandRequests.query(db.client, Database.TABLE, Database.QUERY_CUSTOMER, 100);
    }
}
