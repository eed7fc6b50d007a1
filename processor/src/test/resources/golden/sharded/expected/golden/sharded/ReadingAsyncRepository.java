package golden.sharded;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncQuery;
import dev.keyway.runtime.async.AsyncScan;
import dev.keyway.runtime.async.AsyncUpdate;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * {@link Reading} items in table {@code Telemetry}, asynchronously: the methods of
 * {@link ReadingRepository} on a {@code DynamoDbAsyncClient}, each returning at once with a
 * {@code CompletableFuture}, queries paged as futures or published with back-pressure; {@code put},
 * {@code create}, batches and {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a
 * thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ReadingAsyncRepository extends AsyncEntityRepository<Reading> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final ReadingRepository prepared;

    /** A repository on table {@code Telemetry}. */
    public ReadingAsyncRepository(DynamoDbAsyncClient client) {
        this(client, TelemetryTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public ReadingAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Telemetry} with the application's settings
     * (cursor keys, request listener).
     */
    public ReadingAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, TelemetryTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public ReadingAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new ReadingRepository(PREPARING, tableName, settings), settings);
    }

    private ReadingAsyncRepository(DynamoDbAsyncClient client, ReadingRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Reading} with this primary key, if there is one. */
    public CompletableFuture<Optional<Reading>> get(String deviceId, Instant takenAt,
            String readingId) {
        return defer(() -> get(ReadingKeys.primaryKey(deviceId, takenAt, readingId)));
    }

    /** DeleteItem: removes the {@code Reading} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String deviceId, Instant takenAt, String readingId) {
        return defer(() -> delete(ReadingKeys.primaryKey(deviceId, takenAt, readingId)));
    }

    /**
     * UpdateItem of the {@code Reading} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Reading> update(String deviceId, Instant takenAt, String readingId) {
        return asyncUpdate(() -> this.prepared.update(deviceId, takenAt, readingId));
    }

    /** A Scan of index {@code ByKind}, published page by page on demand. */
    public AsyncScan<Reading> scanByKind() {
        return asyncScan(() -> this.prepared.scanByKind());
    }

    /**
     * Access pattern {@code readingsOf}, asynchronously: the query of
     * {@link ReadingRepository#readingsOf}, its pages as futures or published on demand.
     */
    public AsyncQuery<Reading> readingsOf(String deviceId) {
        return asyncQuery(() -> this.prepared.readingsOf(deviceId));
    }

    /**
     * Access pattern {@code readingsOf}, asynchronously, narrowed by the sort-key conditions of
     * {@link ReadingRepository.ReadingsOfQuery}: {@code q -> q.takenAt().eq(...)}.
     */
    public AsyncQuery<Reading> readingsOf(String deviceId,
            Function<? super ReadingRepository.ReadingsOfQuery, ? extends Query<Reading>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.readingsOf(deviceId)));
    }

    /**
     * Access pattern {@code byKind}, asynchronously: the query of {@link ReadingRepository#byKind}, its
     * pages as futures or published on demand.
     */
    public AsyncQuery<Reading> byKind(String kind) {
        return asyncQuery(() -> this.prepared.byKind(kind));
    }

    /**
     * Access pattern {@code byKind}, asynchronously, narrowed by the sort-key conditions of
     * {@link ReadingRepository.ByKindQuery}: {@code q -> q.takenAt().eq(...)}.
     */
    public AsyncQuery<Reading> byKind(String kind,
            Function<? super ReadingRepository.ByKindQuery, ? extends Query<Reading>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.byKind(kind)));
    }
}
