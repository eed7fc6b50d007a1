package golden.features;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.OrderedKeyRange;
import dev.keyway.runtime.PartitionQuery;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.Scan;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.VectorSearch;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.query.AccessPatternSpec;
import dev.keyway.runtime.internal.query.AttributeKeyCondition;
import dev.keyway.runtime.internal.vector.VectorSearchRequest;
import dev.keyway.runtime.listener.RequestListener;
import java.time.LocalDate;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link Match} items in table {@code Tournament}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class MatchRepository extends EntityRepository<Match> {
    private static final AccessPatternSpec BY_REGION = AccessPatternSpec.onIndex("Match.byRegion",
            "ByRegion").filterOnType();

    private final EntityOperations<Match> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Tournament}. */
    public MatchRepository(DynamoDbClient client) {
        this(client, TournamentTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public MatchRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, MatchSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public MatchRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, MatchSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Tournament} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public MatchRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, TournamentTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public MatchRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, MatchSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Match} with this primary key, if there is one. */
    public Optional<Match> get(String matchId) {
        return this.table.get(MatchKeys.primaryKey(matchId));
    }

    /** DeleteItem: removes the {@code Match} with this primary key, if there is one. */
    public void delete(String matchId) {
        this.table.delete(MatchKeys.primaryKey(matchId), null);
    }

    /**
     * UpdateItem of the {@code Match} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Match> update(String matchId) {
        return this.table.update(MatchKeys.primaryKey(matchId),
                MatchSchema.MATCH_ID, matchId);
    }

    /**
     * A Scan of global index {@code ByRegion} (a multi-attribute key) filtered to the type {@code Match}:
     * the items that store all of {@code tournament + region / round + playedOn} (of an optional one, only
     * those that hold it), in parallel segments if asked.
     * The index holds part of each item: every page's items are fetched whole from the table
     * (BatchGetItem).
     */
    public Scan<Match> scanByRegion() {
        return RuntimeAccess.scan(this.table, "ByRegion");
    }

    /**
     * SearchVectors on vector index {@code SimilarMatches} (EUCLIDEAN distance, 3 dimensions): the
     * {@code Match} items whose {@code embedding} is nearest to {@code vector}, in the partition of
     * {@code tournament}, nearest first; {@code top(k)} sends the request.
     * <p>The index is eventually consistent with the table, and DynamoDB's search approximate.
     */
    public VectorSearch<Match> similar(String tournament, float[] vector) {
        return VectorSearchRequest.of(this.table, "similar", "SimilarMatches", vector)
                .partition(MatchSchema.TOURNAMENT, tournament);
    }

    /**
     * Access pattern {@code byRegion}: Query index ByRegion (a multi-attribute key) by
     * {@code tournament = :tournament AND region = :region} and filter {@code _type = "Match"}, ascending;
     * narrow it by {@code round}, then {@code playedOn}.
     */
    public ByRegionQuery byRegion(String tournament, String region) {
        return BY_REGION.query(this.table,
                AttributeKeyCondition.partition(MatchSchema.TOURNAMENT, tournament)
                .and(MatchSchema.REGION, region), ByRegionQuery::new);
    }

    /** A query of one partition of index ByRegion; {@code round()} narrows it. */
    public static final class ByRegionQuery extends PartitionQuery<Match, ByRegionQuery> {
        private ByRegionQuery(Query<Match> query) {
            super(query, ByRegionQuery::new);
        }

        /**
         * Key conditions on {@code round} (attribute {@code round}, N): {@code eq} is {@code round = value}
         * and leads to {@code playedOn}; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge}
         * compare numbers.
         */
        public OrderedKeyRange<Match, Integer, WithRound> round() {
            return orderedRange(MatchSchema.ROUND, WithRound::new);
        }

        /** A query whose {@code round} equal the values given; {@code playedOn()} narrows it. */
        public static final class WithRound extends PartitionQuery<Match, WithRound> {
            private WithRound(Query<Match> query) {
                super(query, WithRound::new);
            }

            /**
             * Key conditions on {@code playedOn} (attribute {@code playedOn}, S): {@code eq} is
             * {@code playedOn = value}; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} compare
             * UTF-8 bytes.
             */
            public OrderedKeyRange<Match, LocalDate, Query<Match>> playedOn() {
                return orderedRange(MatchSchema.PLAYED_ON);
            }
        }
    }
}
