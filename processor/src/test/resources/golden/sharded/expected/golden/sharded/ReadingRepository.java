package golden.sharded;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.OrderedKeyRange;
import dev.keyway.runtime.OrderedPrefixKeyRange;
import dev.keyway.runtime.PartitionQuery;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.Scan;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.query.AccessPatternSpec;
import dev.keyway.runtime.listener.RequestListener;
import java.time.Instant;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link Reading} items in table {@code Telemetry}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ReadingRepository extends EntityRepository<Reading> {
    private static final AccessPatternSpec READINGS_OF = AccessPatternSpec.onTable("Reading.readingsOf")
            .sortKey("READING#<takenAt>#<readingId>").sharded(8);

    private static final AccessPatternSpec BY_KIND = AccessPatternSpec.onIndex("Reading.byKind", "ByKind")
            .sortKey("<takenAt>").filterOnType().descending().sharded(4);

    private final EntityOperations<Reading> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Telemetry}. */
    public ReadingRepository(DynamoDbClient client) {
        this(client, TelemetryTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public ReadingRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, ReadingSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public ReadingRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, ReadingSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Telemetry} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public ReadingRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, TelemetryTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public ReadingRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, ReadingSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Reading} with this primary key, if there is one. */
    public Optional<Reading> get(String deviceId, Instant takenAt, String readingId) {
        return this.table.get(ReadingKeys.primaryKey(deviceId, takenAt, readingId));
    }

    /** DeleteItem: removes the {@code Reading} with this primary key, if there is one. */
    public void delete(String deviceId, Instant takenAt, String readingId) {
        this.table.delete(ReadingKeys.primaryKey(deviceId, takenAt, readingId), null);
    }

    /**
     * UpdateItem of the {@code Reading} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Reading> update(String deviceId, Instant takenAt, String readingId) {
        return this.table.update(ReadingKeys.primaryKey(deviceId, takenAt, readingId),
                ReadingSchema.DEVICE_ID, deviceId, ReadingSchema.TAKEN_AT, takenAt,
                        ReadingSchema.READING_ID, readingId);
    }

    /**
     * A Scan of global index {@code ByKind}: the {@code Reading} items that have its keys (of a sparse
     * index, only those), in parallel segments if asked.
     */
    public Scan<Reading> scanByKind() {
        return RuntimeAccess.scan(this.table, "ByKind");
    }

    /**
     * Access pattern {@code readingsOf}: Query the table by
     * {@code PK = "DEVICE#<deviceId>" AND begins_with(SK, "READING#")}, ascending; narrow it by
     * {@code takenAt}, then {@code readingId}.
     * The partition is sharded into 8: one query per shard, in parallel, merged in sort-key order.
     */
    public ReadingsOfQuery readingsOf(String deviceId) {
        return READINGS_OF.query(this.table, shard -> ReadingKeys.partitionKey(deviceId, shard),
                ReadingsOfQuery::new);
    }

    /**
     * Access pattern {@code byKind}: Query index ByKind by {@code ByKindPK = "KIND#<kind>"} and filter
     * {@code _type = "Reading"}, descending; narrow it by {@code takenAt}.
     * The partition is sharded into 4: one query per shard, in parallel, merged in sort-key order.
     */
    public ByKindQuery byKind(String kind) {
        return BY_KIND.query(this.table, shard -> ReadingKeys.byKindPartitionKey(kind, shard),
                ByKindQuery::new);
    }

    /** A query of the {@code DEVICE#<deviceId>} partition; {@code takenAt()} narrows it. */
    public static final class ReadingsOfQuery extends PartitionQuery<Reading, ReadingsOfQuery> {
        private ReadingsOfQuery(Query<Reading> query) {
            super(query, ReadingsOfQuery::new);
        }

        /**
         * Key conditions on {@code takenAt}: {@code eq} is {@code begins_with(SK, "READING#<takenAt>#")} and
         * leads to {@code readingId}; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are
         * ranges of {@code SK} within {@code "READING#"}.
         */
        public OrderedKeyRange<Reading, Instant, WithTakenAt> takenAt() {
            return orderedRange(ReadingKeys.TAKEN_AT, WithTakenAt::new);
        }

        /**
         * A query of the items whose {@code READING#<takenAt>#<readingId>} fixes {@code takenAt};
         * {@code readingId()} narrows it.
         */
        public static final class WithTakenAt extends PartitionQuery<Reading, WithTakenAt> {
            private WithTakenAt(Query<Reading> query) {
                super(query, WithTakenAt::new);
            }

            /**
             * Key conditions on {@code readingId}: {@code eq} is {@code SK = "READING#<takenAt>#<readingId>"};
             * {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code SK} within
             * {@code "READING#<takenAt>#"}; {@code beginsWith(prefix)} is
             * {@code begins_with(SK, "READING#<takenAt>#" + prefix)}.
             */
            public OrderedPrefixKeyRange<Reading, Query<Reading>> readingId() {
                return orderedPrefixRange(ReadingKeys.READING_ID);
            }
        }
    }

    /** A query of the {@code KIND#<kind>} partition; {@code takenAt()} narrows it. */
    public static final class ByKindQuery extends PartitionQuery<Reading, ByKindQuery> {
        private ByKindQuery(Query<Reading> query) {
            super(query, ByKindQuery::new);
        }

        /**
         * Key conditions on {@code takenAt}: {@code eq} is {@code ByKindSK = "<takenAt>"}; {@code between},
         * {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code ByKindSK}.
         */
        public OrderedKeyRange<Reading, Instant, Query<Reading>> takenAt() {
            return orderedRange(ReadingKeys.TAKEN_AT);
        }
    }
}
