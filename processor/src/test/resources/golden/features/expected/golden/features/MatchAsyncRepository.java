package golden.features;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncQuery;
import dev.keyway.runtime.async.AsyncScan;
import dev.keyway.runtime.async.AsyncUpdate;
import dev.keyway.runtime.async.AsyncVectorSearch;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * {@link Match} items in table {@code Tournament}, asynchronously: the methods of
 * {@link MatchRepository} on a {@code DynamoDbAsyncClient}, each returning at once with a
 * {@code CompletableFuture}, queries paged as futures or published with back-pressure; {@code put},
 * {@code create}, batches and {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a
 * thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class MatchAsyncRepository extends AsyncEntityRepository<Match> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final MatchRepository prepared;

    /** A repository on table {@code Tournament}. */
    public MatchAsyncRepository(DynamoDbAsyncClient client) {
        this(client, TournamentTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public MatchAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Tournament} with the application's settings
     * (cursor keys, request listener).
     */
    public MatchAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, TournamentTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public MatchAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new MatchRepository(PREPARING, tableName, settings), settings);
    }

    private MatchAsyncRepository(DynamoDbAsyncClient client, MatchRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Match} with this primary key, if there is one. */
    public CompletableFuture<Optional<Match>> get(String matchId) {
        return defer(() -> get(MatchKeys.primaryKey(matchId)));
    }

    /** DeleteItem: removes the {@code Match} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String matchId) {
        return defer(() -> delete(MatchKeys.primaryKey(matchId)));
    }

    /**
     * UpdateItem of the {@code Match} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Match> update(String matchId) {
        return asyncUpdate(() -> this.prepared.update(matchId));
    }

    /**
     * A Scan of index {@code ByRegion} (a multi-attribute key), filtered to the type {@code Match},
     * published page by page on demand.
     */
    public AsyncScan<Match> scanByRegion() {
        return asyncScan(() -> this.prepared.scanByRegion());
    }

    /**
     * Access pattern {@code byRegion}, asynchronously: the query of {@link MatchRepository#byRegion}, its
     * pages as futures or published on demand.
     */
    public AsyncQuery<Match> byRegion(String tournament, String region) {
        return asyncQuery(() -> this.prepared.byRegion(tournament, region));
    }

    /**
     * Access pattern {@code byRegion}, asynchronously, narrowed by the conditions of
     * {@link MatchRepository.ByRegionQuery}.
     */
    public AsyncQuery<Match> byRegion(String tournament, String region,
            Function<? super MatchRepository.ByRegionQuery, ? extends Query<Match>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.byRegion(tournament, region)));
    }

    /**
     * Access pattern {@code similar}, asynchronously: the search of {@link MatchRepository#similar};
     * {@code top(k)} sends its SearchVectors request and returns a future.
     */
    public AsyncVectorSearch<Match> similar(String tournament, float[] vector) {
        return asyncSearch(() -> this.prepared.similar(tournament, vector));
    }
}
