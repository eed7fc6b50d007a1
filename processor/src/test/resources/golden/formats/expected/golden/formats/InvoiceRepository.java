package golden.formats;

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
 * {@link Invoice} items in table {@code Billing}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class InvoiceRepository extends EntityRepository<Invoice> {
    private static final AccessPatternSpec INVOICES_OF = AccessPatternSpec.onTable("Invoice.invoicesOf")
            .sortKey("invoice|<issuedAt>|<number>");

    private final EntityOperations<Invoice> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Billing}. */
    public InvoiceRepository(DynamoDbClient client) {
        this(client, BillingTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public InvoiceRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, InvoiceSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public InvoiceRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, InvoiceSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Billing} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public InvoiceRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, BillingTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public InvoiceRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, InvoiceSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Invoice} with this primary key, if there is one. */
    public Optional<Invoice> get(String accountId, Instant issuedAt, long number) {
        return this.table.get(InvoiceKeys.primaryKey(accountId, issuedAt, number));
    }

    /** DeleteItem: removes the {@code Invoice} with this primary key, if there is one. */
    public void delete(String accountId, Instant issuedAt, long number) {
        this.table.delete(InvoiceKeys.primaryKey(accountId, issuedAt, number), null);
    }

    /**
     * UpdateItem of the {@code Invoice} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Invoice> update(String accountId, Instant issuedAt, long number) {
        return this.table.update(InvoiceKeys.primaryKey(accountId, issuedAt, number),
                InvoiceSchema.ACCOUNT_ID, accountId, InvoiceSchema.ISSUED_AT, issuedAt, InvoiceSchema.NUMBER, number);
    }

    /**
     * Access pattern {@code invoicesOf}: Query the table by
     * {@code pk = "account|<accountId>" AND begins_with(sk, "invoice|")}, ascending; narrow it by
     * {@code issuedAt}, then {@code number}.
     */
    public InvoicesOfQuery invoicesOf(String accountId) {
        return INVOICES_OF.query(this.table, InvoiceKeys.partitionKey(accountId),
                InvoicesOfQuery::new);
    }

    /**
     * A query of the {@code account|<accountId>} partition; its methods are key conditions on {@code sk}
     * within {@code "invoice|"}, on {@code issuedAt}.
     */
    public static final class InvoicesOfQuery extends PartitionQuery<Invoice, InvoicesOfQuery> {
        private InvoicesOfQuery(Query<Invoice> query) {
            super(query, InvoicesOfQuery::new);
        }

        /** {@code begins_with(sk, "invoice|<issuedAt>|")}: the items with this {@code issuedAt}. */
        public InvoicesOfIssuedAtQuery issuedAt(Instant issuedAt) {
            return narrow(InvoiceKeys.ISSUED_AT, issuedAt, InvoicesOfIssuedAtQuery::new);
        }

        /** {@code issuedAt} from {@code from} to {@code to}, both included. */
        public Query<Invoice> issuedAtBetween(Instant from, Instant to) {
            return between(InvoiceKeys.ISSUED_AT, from, to);
        }

        /** {@code issuedAt} less than the value. */
        public Query<Invoice> issuedAtLessThan(Instant issuedAt) {
            return lessThan(InvoiceKeys.ISSUED_AT, issuedAt);
        }

        /** {@code issuedAt} at most the value. */
        public Query<Invoice> issuedAtLessThanOrEqual(Instant issuedAt) {
            return lessThanOrEqual(InvoiceKeys.ISSUED_AT, issuedAt);
        }

        /** {@code issuedAt} greater than the value. */
        public Query<Invoice> issuedAtGreaterThan(Instant issuedAt) {
            return greaterThan(InvoiceKeys.ISSUED_AT, issuedAt);
        }

        /** {@code issuedAt} at least the value. */
        public Query<Invoice> issuedAtGreaterThanOrEqual(Instant issuedAt) {
            return greaterThanOrEqual(InvoiceKeys.ISSUED_AT, issuedAt);
        }
    }

    /**
     * A query of the items whose {@code invoice|<issuedAt>|<number>} fixes {@code issuedAt}; its methods
     * are key conditions on {@code sk} within {@code "invoice|<issuedAt>|"}, on
     * {@code number}.
     */
    public static final class InvoicesOfIssuedAtQuery extends PartitionQuery<Invoice, InvoicesOfIssuedAtQuery> {
        private InvoicesOfIssuedAtQuery(Query<Invoice> query) {
            super(query, InvoicesOfIssuedAtQuery::new);
        }

        /** {@code sk = "invoice|<issuedAt>|<number>"}: the items with this {@code number}. */
        public Query<Invoice> number(long number) {
            return equalTo(InvoiceKeys.NUMBER, number);
        }

        /** {@code number} from {@code from} to {@code to}, both included. */
        public Query<Invoice> numberBetween(long from, long to) {
            return between(InvoiceKeys.NUMBER, from, to);
        }

        /** {@code number} less than the value. */
        public Query<Invoice> numberLessThan(long number) {
            return lessThan(InvoiceKeys.NUMBER, number);
        }

        /** {@code number} at most the value. */
        public Query<Invoice> numberLessThanOrEqual(long number) {
            return lessThanOrEqual(InvoiceKeys.NUMBER, number);
        }

        /** {@code number} greater than the value. */
        public Query<Invoice> numberGreaterThan(long number) {
            return greaterThan(InvoiceKeys.NUMBER, number);
        }

        /** {@code number} at least the value. */
        public Query<Invoice> numberGreaterThanOrEqual(long number) {
            return greaterThanOrEqual(InvoiceKeys.NUMBER, number);
        }
    }
}
