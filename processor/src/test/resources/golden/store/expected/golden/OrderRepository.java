package golden;

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
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link Order} items in table {@code Store}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class OrderRepository extends EntityRepository<Order> {
    private static final AccessPatternSpec ORDERS_OF = AccessPatternSpec.onTable("Order.ordersOf")
            .sortKey("ORDER#<placedAt>#<orderId>");

    private static final AccessPatternSpec BY_STATUS = AccessPatternSpec.onIndex("Order.byStatus", "GSI1")
            .sortKey("<placedAt>").filterOnType().descending();

    private static final AccessPatternSpec BY_TOTAL = AccessPatternSpec.onIndex("Order.byTotal", "LSI1")
            .sortKey("TOTAL#<total>#<orderId>").consistentRead();

    private final EntityOperations<Order> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Store}. */
    public OrderRepository(DynamoDbClient client) {
        this(client, StoreTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public OrderRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, OrderSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public OrderRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, OrderSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Store} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public OrderRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, StoreTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public OrderRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, OrderSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Order} with this primary key, if there is one. */
    public Optional<Order> get(String customerId, Instant placedAt, String orderId) {
        return this.table.get(OrderKeys.primaryKey(customerId, placedAt, orderId));
    }

    /** DeleteItem: removes the {@code Order} with this primary key, if there is one. */
    public void delete(String customerId, Instant placedAt, String orderId) {
        this.table.delete(OrderKeys.primaryKey(customerId, placedAt, orderId), null);
    }

    /**
     * UpdateItem of the {@code Order} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Order> update(String customerId, Instant placedAt, String orderId) {
        return this.table.update(OrderKeys.primaryKey(customerId, placedAt, orderId),
                OrderSchema.CUSTOMER_ID, customerId, OrderSchema.PLACED_AT, placedAt, OrderSchema.ORDER_ID, orderId);
    }

    /**
     * A Scan of global index {@code GSI1}: the {@code Order} items that have its keys (of a sparse index,
     * only those), in parallel segments if asked.
     */
    public Scan<Order> scanGsi1() {
        return RuntimeAccess.scan(this.table, "GSI1");
    }

    /**
     * A Scan of local index {@code LSI1}: the {@code Order} items that have its keys (of a sparse index,
     * only those), in parallel segments if asked.
     * The index holds part of each item: every page's items are fetched whole from the table
     * (BatchGetItem).
     */
    public Scan<Order> scanLsi1() {
        return RuntimeAccess.scan(this.table, "LSI1");
    }

    /**
     * Access pattern {@code ordersOf}: Query the table by
     * {@code PK = "CUSTOMER#<customerId>" AND begins_with(SK, "ORDER#")}, ascending; narrow it by
     * {@code placedAt}, then {@code orderId}.
     */
    public OrdersOfQuery ordersOf(String customerId) {
        return ORDERS_OF.query(this.table, OrderKeys.partitionKey(customerId), OrdersOfQuery::new);
    }

    /**
     * Access pattern {@code byStatus}: Query index GSI1 by {@code GSI1PK = "STATUS#<status>"} and filter
     * {@code _type = "Order"}, descending; narrow it by {@code placedAt}.
     */
    public ByStatusQuery byStatus(Status status) {
        return BY_STATUS.query(this.table, OrderKeys.gsi1PartitionKey(status), ByStatusQuery::new);
    }

    /**
     * Access pattern {@code byTotal}: Query index LSI1 by
     * {@code PK = "CUSTOMER#<customerId>" AND begins_with(LSI1SK, "TOTAL#")}, ascending, strongly
     * consistent; narrow it by {@code total}, then {@code orderId}.
     */
    public ByTotalQuery byTotal(String customerId) {
        return BY_TOTAL.query(this.table, OrderKeys.lsi1PartitionKey(customerId), ByTotalQuery::new);
    }

    /** A query of the {@code CUSTOMER#<customerId>} partition; {@code placedAt()} narrows it. */
    public static final class OrdersOfQuery extends PartitionQuery<Order, OrdersOfQuery> {
        private OrdersOfQuery(Query<Order> query) {
            super(query, OrdersOfQuery::new);
        }

        /**
         * Key conditions on {@code placedAt}: {@code eq} is {@code begins_with(SK, "ORDER#<placedAt>#")} and
         * leads to {@code orderId}; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are
         * ranges of {@code SK} within {@code "ORDER#"}.
         */
        public OrderedKeyRange<Order, Instant, WithPlacedAt> placedAt() {
            return orderedRange(OrderKeys.PLACED_AT, WithPlacedAt::new);
        }

        /**
         * A query of the items whose {@code ORDER#<placedAt>#<orderId>} fixes {@code placedAt};
         * {@code orderId()} narrows it.
         */
        public static final class WithPlacedAt extends PartitionQuery<Order, WithPlacedAt> {
            private WithPlacedAt(Query<Order> query) {
                super(query, WithPlacedAt::new);
            }

            /**
             * Key conditions on {@code orderId}: {@code eq} is {@code SK = "ORDER#<placedAt>#<orderId>"};
             * {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code SK} within
             * {@code "ORDER#<placedAt>#"}; {@code beginsWith(prefix)} is
             * {@code begins_with(SK, "ORDER#<placedAt>#" + prefix)}.
             */
            public OrderedPrefixKeyRange<Order, Query<Order>> orderId() {
                return orderedPrefixRange(OrderKeys.ORDER_ID);
            }
        }
    }

    /** A query of the {@code STATUS#<status>} partition; {@code placedAt()} narrows it. */
    public static final class ByStatusQuery extends PartitionQuery<Order, ByStatusQuery> {
        private ByStatusQuery(Query<Order> query) {
            super(query, ByStatusQuery::new);
        }

        /**
         * Key conditions on {@code placedAt}: {@code eq} is {@code GSI1SK = "<placedAt>"}; {@code between},
         * {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code GSI1SK}.
         */
        public OrderedKeyRange<Order, Instant, Query<Order>> placedAt() {
            return orderedRange(OrderKeys.PLACED_AT);
        }
    }

    /** A query of the {@code CUSTOMER#<customerId>} partition; {@code total()} narrows it. */
    public static final class ByTotalQuery extends PartitionQuery<Order, ByTotalQuery> {
        private ByTotalQuery(Query<Order> query) {
            super(query, ByTotalQuery::new);
        }

        /**
         * Key conditions on {@code total}: {@code eq} is {@code begins_with(LSI1SK, "TOTAL#<total>#")} and
         * leads to {@code orderId}; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are
         * ranges of {@code LSI1SK} within {@code "TOTAL#"}.
         */
        public OrderedKeyRange<Order, BigDecimal, WithTotal> total() {
            return orderedRange(OrderKeys.TOTAL, WithTotal::new);
        }

        /**
         * A query of the items whose {@code TOTAL#<total>#<orderId>} fixes {@code total}; {@code orderId()}
         * narrows it.
         */
        public static final class WithTotal extends PartitionQuery<Order, WithTotal> {
            private WithTotal(Query<Order> query) {
                super(query, WithTotal::new);
            }

            /**
             * Key conditions on {@code orderId}: {@code eq} is {@code LSI1SK = "TOTAL#<total>#<orderId>"};
             * {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code LSI1SK}
             * within {@code "TOTAL#<total>#"}; {@code beginsWith(prefix)} is
             * {@code begins_with(LSI1SK, "TOTAL#<total>#" + prefix)}.
             */
            public OrderedPrefixKeyRange<Order, Query<Order>> orderId() {
                return orderedPrefixRange(OrderKeys.ORDER_ID);
            }
        }
    }
}
