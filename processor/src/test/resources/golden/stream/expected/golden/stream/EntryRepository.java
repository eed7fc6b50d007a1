package golden.stream;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
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

    /**
     * A query of the {@code ACCOUNT#<accountId>} partition; its methods are key conditions on {@code SK}
     * within {@code "ENTRY#"}, on {@code bookedAt}.
     */
    public static final class EntriesOfQuery extends PartitionQuery<Entry, EntriesOfQuery> {
        private EntriesOfQuery(Query<Entry> query) {
            super(query, EntriesOfQuery::new);
        }

        /** {@code begins_with(SK, "ENTRY#<bookedAt>#")}: the items with this {@code bookedAt}. */
        public EntriesOfBookedAtQuery bookedAt(Instant bookedAt) {
            return narrow(EntryKeys.BOOKED_AT, bookedAt, EntriesOfBookedAtQuery::new);
        }

        /** {@code bookedAt} from {@code from} to {@code to}, both included. */
        public Query<Entry> bookedAtBetween(Instant from, Instant to) {
            return between(EntryKeys.BOOKED_AT, from, to);
        }

        /** {@code bookedAt} less than the value. */
        public Query<Entry> bookedAtLessThan(Instant bookedAt) {
            return lessThan(EntryKeys.BOOKED_AT, bookedAt);
        }

        /** {@code bookedAt} at most the value. */
        public Query<Entry> bookedAtLessThanOrEqual(Instant bookedAt) {
            return lessThanOrEqual(EntryKeys.BOOKED_AT, bookedAt);
        }

        /** {@code bookedAt} greater than the value. */
        public Query<Entry> bookedAtGreaterThan(Instant bookedAt) {
            return greaterThan(EntryKeys.BOOKED_AT, bookedAt);
        }

        /** {@code bookedAt} at least the value. */
        public Query<Entry> bookedAtGreaterThanOrEqual(Instant bookedAt) {
            return greaterThanOrEqual(EntryKeys.BOOKED_AT, bookedAt);
        }
    }

    /**
     * A query of the items whose {@code ENTRY#<bookedAt>#<entryId>} fixes {@code bookedAt}; its methods
     * are key conditions on {@code SK} within {@code "ENTRY#<bookedAt>#"}, on
     * {@code entryId}.
     */
    public static final class EntriesOfBookedAtQuery extends PartitionQuery<Entry, EntriesOfBookedAtQuery> {
        private EntriesOfBookedAtQuery(Query<Entry> query) {
            super(query, EntriesOfBookedAtQuery::new);
        }

        /** {@code SK = "ENTRY#<bookedAt>#<entryId>"}: the items with this {@code entryId}. */
        public Query<Entry> entryId(String entryId) {
            return equalTo(EntryKeys.ENTRY_ID, entryId);
        }

        /** {@code entryId} from {@code from} to {@code to}, both included. */
        public Query<Entry> entryIdBetween(String from, String to) {
            return between(EntryKeys.ENTRY_ID, from, to);
        }

        /** {@code entryId} less than the value. */
        public Query<Entry> entryIdLessThan(String entryId) {
            return lessThan(EntryKeys.ENTRY_ID, entryId);
        }

        /** {@code entryId} at most the value. */
        public Query<Entry> entryIdLessThanOrEqual(String entryId) {
            return lessThanOrEqual(EntryKeys.ENTRY_ID, entryId);
        }

        /** {@code entryId} greater than the value. */
        public Query<Entry> entryIdGreaterThan(String entryId) {
            return greaterThan(EntryKeys.ENTRY_ID, entryId);
        }

        /** {@code entryId} at least the value. */
        public Query<Entry> entryIdGreaterThanOrEqual(String entryId) {
            return greaterThanOrEqual(EntryKeys.ENTRY_ID, entryId);
        }

        /** {@code entryId} starts with {@code prefix}: {@code begins_with(SK, "ENTRY#<bookedAt>#" + prefix)}. */
        public Query<Entry> entryIdBeginsWith(String prefix) {
            return beginsWith(EntryKeys.ENTRY_ID, prefix);
        }
    }
}
