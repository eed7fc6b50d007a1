package dev.keyway.kcl.shop;

import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ProcessedChanges;
import dev.keyway.runtime.transaction.WriteTransaction;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A stream handler as the README advises one: it keeps a {@link CounterCopy} of each counter, applying
 * each change exactly once through {@link ProcessedChanges#applyOnce} (the copy's update and the change's
 * marker in one transaction). It records, per counter, every version it was handed and every version it
 * applied, for the tests to check at least once, exactly once and order.
 */
public final class CounterProjection implements Consumer<CountersChange> {

    /** Per counter, each version handed to the projection, in the order handed (several workers: shared). */
    public final Map<String, List<Long>> handed = new ConcurrentHashMap<>();
    /** Per counter, each version the projection applied (its transaction committed), in that order. */
    public final Map<String, List<Long>> applied = new ConcurrentHashMap<>();
    private final DynamoDbClient client;
    private final CounterCopyRepository copies;
    private final ProcessedChanges processed;

    public CounterProjection(DynamoDbClient client, ProcessedChanges processed) {
        this.client = Objects.requireNonNull(client);
        this.copies = new CounterCopyRepository(client);
        this.processed = Objects.requireNonNull(processed);
    }

    @Override
    public void accept(CountersChange change) {
        if (change instanceof CountersChange.Undecodable undecodable) {
            throw undecodable.error();
        }
        if (!(change instanceof CountersChange.OfCounter ofCounter)) {
            return;
        }
        Change<Counter> counter = ofCounter.change();
        Counter latest = counter.latest().orElseThrow();
        record(handed, latest);
        WriteTransaction effects = WriteTransaction.on(client).update(copies.update(latest.id())
                .set(CounterCopySchema.LAST_VERSION, latest.version())
                .increment(CounterCopySchema.APPLIED, 1L));
        if (processed.applyOnce(change.event(), effects)) {
            record(applied, latest);
        }
    }

    private static void record(Map<String, List<Long>> log, Counter counter) {
        log.computeIfAbsent(counter.id(), id -> new CopyOnWriteArrayList<>()).add(counter.version());
    }
}
