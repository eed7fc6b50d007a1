package golden.stream;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.OrderedKeyRange;
import dev.keyway.runtime.OrderedPrefixKeyRange;
import dev.keyway.runtime.PartitionQuery;
import dev.keyway.runtime.Query;
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
 * {@link Entry} items in table {@code Ledger}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class EntryRepository extends EntityRepository<Entry> {
    private static final AccessPatternSpec ENTRIES_OF = AccessPatternSpec.onTable("Entry.entriesOf")
            .sortKey("ENTRY#<bookedAt>#<entryId>");

    private final EntityOperations<Entry> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Ledger}. */
    public EntryRepository(DynamoDbClient client) {
        this(client, LedgerTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public EntryRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, EntrySchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public EntryRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, EntrySchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Ledger} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public EntryRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, LedgerTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public EntryRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, EntrySchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Entry} with this primary key, if there is one. */
    public Optional<Entry> get(String accountId, Instant bookedAt, String entryId) {
        return this.table.get(EntryKeys.primaryKey(accountId, bookedAt, entryId));
    }

    /** DeleteItem: removes the {@code Entry} with this primary key, if there is one. */
    public void delete(String accountId, Instant bookedAt, String entryId) {
        this.table.delete(EntryKeys.primaryKey(accountId, bookedAt, entryId), null);
    }

    /**
     * UpdateItem of the {@code Entry} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Entry> update(String accountId, Instant bookedAt, String entryId) {
        return this.table.update(EntryKeys.primaryKey(accountId, bookedAt, entryId),
                EntrySchema.ACCOUNT_ID, accountId, EntrySchema.BOOKED_AT, bookedAt, EntrySchema.ENTRY_ID, entryId);
    }

    /**
     * Access pattern {@code entriesOf}: Query the table by
     * {@code PK = "ACCOUNT#<accountId>" AND begins_with(SK, "ENTRY#")}, ascending; narrow it by
     * {@code bookedAt}, then {@code entryId}.
     */
    public EntriesOfQuery entriesOf(String accountId) {
        return ENTRIES_OF.query(this.table, EntryKeys.partitionKey(accountId), EntriesOfQuery::new);
    }

    /** A query of the {@code ACCOUNT#<accountId>} partition; {@code bookedAt()} narrows it. */
    public static final class EntriesOfQuery extends PartitionQuery<Entry, EntriesOfQuery> {
        private EntriesOfQuery(Query<Entry> query) {
            super(query, EntriesOfQuery::new);
        }

        /**
         * Key conditions on {@code bookedAt}: {@code eq} is {@code begins_with(SK, "ENTRY#<bookedAt>#")} and
         * leads to {@code entryId}; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are
         * ranges of {@code SK} within {@code "ENTRY#"}.
         */
        public OrderedKeyRange<Entry, Instant, WithBookedAt> bookedAt() {
            return orderedRange(EntryKeys.BOOKED_AT, WithBookedAt::new);
        }

        /**
         * A query of the items whose {@code ENTRY#<bookedAt>#<entryId>} fixes {@code bookedAt};
         * {@code entryId()} narrows it.
         */
        public static final class WithBookedAt extends PartitionQuery<Entry, WithBookedAt> {
            private WithBookedAt(Query<Entry> query) {
                super(query, WithBookedAt::new);
            }

            /**
             * Key conditions on {@code entryId}: {@code eq} is {@code SK = "ENTRY#<bookedAt>#<entryId>"};
             * {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code SK} within
             * {@code "ENTRY#<bookedAt>#"}; {@code beginsWith(prefix)} is
             * {@code begins_with(SK, "ENTRY#<bookedAt>#" + prefix)}.
             */
            public OrderedPrefixKeyRange<Entry, Query<Entry>> entryId() {
                return orderedPrefixRange(EntryKeys.ENTRY_ID);
            }
        }
    }
}
