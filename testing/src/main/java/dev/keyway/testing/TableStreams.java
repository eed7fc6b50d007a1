package dev.keyway.testing;

import dev.keyway.runtime.stream.ChangeDecoder;
import dev.keyway.runtime.stream.StreamReader;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Runs stream handlers in a test: each {@link #follow followed} table's stream is read on the test
 * database (Keyway Local, or the configured endpoint) from its oldest change, on a daemon thread, and
 * {@link #awaitCaughtUp()} waits until every handler has seen every change written so far.
 * {@link KeywayLocalExtension} injects one per test and stops its readers when the test ends:
 *
 * <pre>{@code
 * @Test
 * void countsOrders(DynamoDbClient client, TableStreams streams) {
 *     orders.createTable();                                   // the table declares a stream
 *     streams.follow(ShopChange.DECODER, change -> counter.accept(change));
 *     orders.put(order);
 *     streams.awaitCaughtUp();                                // the handler has seen the put
 *     assertEquals(1, counter.count());
 * }
 * }</pre>
 *
 * <p>A handler that throws has its change delivered again (at least once, like the real thing), on the
 * change's own retry schedule; after {@value #MAX_ATTEMPTS} failed attempts at one change the reader gives
 * up and {@link #awaitCaughtUp()} fails with a {@link dev.keyway.runtime.stream.ChangeFailedException}
 * whose cause is the handler's exception, so that a broken handler fails its test at once.
 */
public final class TableStreams implements ExtensionContext.Store.CloseableResource, AutoCloseable {

    /** How long {@link #awaitCaughtUp()} waits. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    /** How many times a change is handed to a handler that keeps failing before the reader gives up. */
    public static final int MAX_ATTEMPTS = 3;

    private static final Duration POLL_INTERVAL = Duration.ofMillis(50);

    private final TestDatabase db;
    private final List<StreamReader<?>> readers = new CopyOnWriteArrayList<>();

    /** Stream helpers on this test database. */
    public TableStreams(TestDatabase db) {
        this.db = Objects.requireNonNull(db, "db");
    }

    /**
     * Starts reading the stream of the decoder's table under its default name, from its oldest change.
     *
     * @return the running reader, stopped by {@link #close()}
     */
    public <C> StreamReader<C> follow(ChangeDecoder<C> decoder, Consumer<? super C> handler) {
        return follow(decoder.table().name(), decoder, handler);
    }

    /**
     * Starts reading the stream of {@code tableName} (created with a stream), from its oldest change.
     *
     * @return the running reader, stopped by {@link #close()}
     */
    public <C> StreamReader<C> follow(String tableName, ChangeDecoder<C> decoder, Consumer<? super C> handler) {
        StreamReader<C> reader = StreamReader.forTable(db.client(), db.streamsClient(), tableName)
                .pollInterval(POLL_INTERVAL)
                .maxAttempts(MAX_ATTEMPTS)
                .onError(failure -> { }) // awaitCaughtUp reports it
                .build(decoder, handler);
        readers.add(reader);
        return reader.start();
    }

    /** Waits until every followed stream's handler has handled every change written before the call. */
    public void awaitCaughtUp() {
        awaitCaughtUp(DEFAULT_TIMEOUT);
    }

    /** {@link #awaitCaughtUp()} with another timeout. */
    public void awaitCaughtUp(Duration timeout) {
        for (StreamReader<?> reader : readers) {
            reader.awaitCaughtUp(timeout);
        }
    }

    /** Stops every reader. */
    @Override
    public void close() {
        readers.forEach(StreamReader::close);
        readers.clear();
    }
}
