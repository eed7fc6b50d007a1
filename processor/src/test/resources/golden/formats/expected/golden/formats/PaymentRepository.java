package golden.formats;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.OrderedKeyRange;
import dev.keyway.runtime.PartitionQuery;
import dev.keyway.runtime.PrefixKeyRange;
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
 * {@link Payment} items in table {@code Billing}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class PaymentRepository extends EntityRepository<Payment> {
    private static final AccessPatternSpec PAYMENTS_OF = AccessPatternSpec.onTable("Payment.paymentsOf")
            .sortKey("payment|<paidAt>");

    private static final AccessPatternSpec BY_METHOD = AccessPatternSpec.onIndex("Payment.byMethod",
            "gsi1").sortKey("<amountCents>:<reference>").filterOnType();

    private final EntityOperations<Payment> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Billing}. */
    public PaymentRepository(DynamoDbClient client) {
        this(client, BillingTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public PaymentRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, PaymentSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public PaymentRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, PaymentSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Billing} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public PaymentRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, BillingTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public PaymentRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, PaymentSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Payment} with this primary key, if there is one. */
    public Optional<Payment> get(String accountId, Instant paidAt) {
        return this.table.get(PaymentKeys.primaryKey(accountId, paidAt));
    }

    /** DeleteItem: removes the {@code Payment} with this primary key, if there is one. */
    public void delete(String accountId, Instant paidAt) {
        this.table.delete(PaymentKeys.primaryKey(accountId, paidAt), null);
    }

    /**
     * UpdateItem of the {@code Payment} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Payment> update(String accountId, Instant paidAt) {
        return this.table.update(PaymentKeys.primaryKey(accountId, paidAt),
                PaymentSchema.ACCOUNT_ID, accountId, PaymentSchema.PAID_AT, paidAt);
    }

    /**
     * A Scan of global index {@code gsi1}: the {@code Payment} items that have its keys (of a sparse
     * index, only those), in parallel segments if asked.
     */
    public Scan<Payment> scanGsi1() {
        return RuntimeAccess.scan(this.table, "gsi1");
    }

    /**
     * Access pattern {@code paymentsOf}: Query the table by
     * {@code pk = "account|<accountId>" AND begins_with(sk, "payment|")}, ascending; narrow it by
     * {@code paidAt}.
     */
    public PaymentsOfQuery paymentsOf(String accountId) {
        return PAYMENTS_OF.query(this.table, PaymentKeys.partitionKey(accountId),
                PaymentsOfQuery::new);
    }

    /**
     * Access pattern {@code byMethod}: Query index gsi1 by {@code gsi1pk = "method:<method>"} and filter
     * {@code _type = "Payment"}, ascending; narrow it by {@code amountCents}, then {@code reference}.
     */
    public ByMethodQuery byMethod(Payment.Method method) {
        return BY_METHOD.query(this.table, PaymentKeys.gsi1PartitionKey(method), ByMethodQuery::new);
    }

    /** A query of the {@code account|<accountId>} partition; {@code paidAt()} narrows it. */
    public static final class PaymentsOfQuery extends PartitionQuery<Payment, PaymentsOfQuery> {
        private PaymentsOfQuery(Query<Payment> query) {
            super(query, PaymentsOfQuery::new);
        }

        /**
         * Key conditions on {@code paidAt}: {@code eq} is {@code sk = "payment|<paidAt>"}; {@code between},
         * {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code sk} within
         * {@code "payment|"}.
         */
        public OrderedKeyRange<Payment, Instant, Query<Payment>> paidAt() {
            return orderedRange(PaymentKeys.PAID_AT);
        }
    }

    /** A query of the {@code method:<method>} partition; {@code amountCents()} narrows it. */
    public static final class ByMethodQuery extends PartitionQuery<Payment, ByMethodQuery> {
        private ByMethodQuery(Query<Payment> query) {
            super(query, ByMethodQuery::new);
        }

        /**
         * Key conditions on {@code amountCents}: {@code eq} is {@code begins_with(gsi1sk, "<amountCents>:")}
         * and leads to {@code reference}; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge}
         * are ranges of {@code gsi1sk}.
         */
        public OrderedKeyRange<Payment, Long, WithAmountCents> amountCents() {
            return orderedRange(PaymentKeys.AMOUNT_CENTS, WithAmountCents::new);
        }

        /**
         * A query of the items whose {@code <amountCents>:<reference>} fixes {@code amountCents};
         * {@code reference()} narrows it.
         */
        public static final class WithAmountCents extends PartitionQuery<Payment, WithAmountCents> {
            private WithAmountCents(Query<Payment> query) {
                super(query, WithAmountCents::new);
            }

            /**
             * Key conditions on {@code reference}: {@code eq} is {@code gsi1sk = "<amountCents>:<reference>"};
             * {@code beginsWith(prefix)} is {@code begins_with(gsi1sk, "<amountCents>:" + prefix)}. Keys do not
             * sort by {@code reference} as a value: no ranges.
             */
            public PrefixKeyRange<Payment, Query<Payment>> reference() {
                return prefixRange(PaymentKeys.REFERENCE);
            }
        }
    }
}
