package golden.formats;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.OrderedKeyRange;
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

    /** A query of the {@code account|<accountId>} partition; {@code issuedAt()} narrows it. */
    public static final class InvoicesOfQuery extends PartitionQuery<Invoice, InvoicesOfQuery> {
        private InvoicesOfQuery(Query<Invoice> query) {
            super(query, InvoicesOfQuery::new);
        }

        /**
         * Key conditions on {@code issuedAt}: {@code eq} is {@code begins_with(sk, "invoice|<issuedAt>|")} and
         * leads to {@code number}; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are
         * ranges of {@code sk} within {@code "invoice|"}.
         */
        public OrderedKeyRange<Invoice, Instant, WithIssuedAt> issuedAt() {
            return orderedRange(InvoiceKeys.ISSUED_AT, WithIssuedAt::new);
        }

        /**
         * A query of the items whose {@code invoice|<issuedAt>|<number>} fixes {@code issuedAt};
         * {@code number()} narrows it.
         */
        public static final class WithIssuedAt extends PartitionQuery<Invoice, WithIssuedAt> {
            private WithIssuedAt(Query<Invoice> query) {
                super(query, WithIssuedAt::new);
            }

            /**
             * Key conditions on {@code number}: {@code eq} is {@code sk = "invoice|<issuedAt>|<number>"};
             * {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code sk} within
             * {@code "invoice|<issuedAt>|"}.
             */
            public OrderedKeyRange<Invoice, Long, Query<Invoice>> number() {
                return orderedRange(InvoiceKeys.NUMBER);
            }
        }
    }
}
