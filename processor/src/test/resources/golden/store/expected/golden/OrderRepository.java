package golden;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
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

    /**
     * A query of the {@code CUSTOMER#<customerId>} partition; its methods are key conditions on {@code SK}
     * within {@code "ORDER#"}, on {@code placedAt}.
     */
    public static final class OrdersOfQuery extends PartitionQuery<Order, OrdersOfQuery> {
        private OrdersOfQuery(Query<Order> query) {
            super(query, OrdersOfQuery::new);
        }

        /** {@code begins_with(SK, "ORDER#<placedAt>#")}: the items with this {@code placedAt}. */
        public OrdersOfPlacedAtQuery placedAt(Instant placedAt) {
            return narrow(OrderKeys.PLACED_AT, placedAt, OrdersOfPlacedAtQuery::new);
        }

        /** {@code placedAt} from {@code from} to {@code to}, both included. */
        public Query<Order> placedAtBetween(Instant from, Instant to) {
            return between(OrderKeys.PLACED_AT, from, to);
        }

        /** {@code placedAt} less than the value. */
        public Query<Order> placedAtLessThan(Instant placedAt) {
            return lessThan(OrderKeys.PLACED_AT, placedAt);
        }

        /** {@code placedAt} at most the value. */
        public Query<Order> placedAtLessThanOrEqual(Instant placedAt) {
            return lessThanOrEqual(OrderKeys.PLACED_AT, placedAt);
        }

        /** {@code placedAt} greater than the value. */
        public Query<Order> placedAtGreaterThan(Instant placedAt) {
            return greaterThan(OrderKeys.PLACED_AT, placedAt);
        }

        /** {@code placedAt} at least the value. */
        public Query<Order> placedAtGreaterThanOrEqual(Instant placedAt) {
            return greaterThanOrEqual(OrderKeys.PLACED_AT, placedAt);
        }
    }

    /**
     * A query of the items whose {@code ORDER#<placedAt>#<orderId>} fixes {@code placedAt}; its methods
     * are key conditions on {@code SK} within {@code "ORDER#<placedAt>#"}, on
     * {@code orderId}.
     */
    public static final class OrdersOfPlacedAtQuery extends PartitionQuery<Order, OrdersOfPlacedAtQuery> {
        private OrdersOfPlacedAtQuery(Query<Order> query) {
            super(query, OrdersOfPlacedAtQuery::new);
        }

        /** {@code SK = "ORDER#<placedAt>#<orderId>"}: the items with this {@code orderId}. */
        public Query<Order> orderId(String orderId) {
            return equalTo(OrderKeys.ORDER_ID, orderId);
        }

        /** {@code orderId} from {@code from} to {@code to}, both included. */
        public Query<Order> orderIdBetween(String from, String to) {
            return between(OrderKeys.ORDER_ID, from, to);
        }

        /** {@code orderId} less than the value. */
        public Query<Order> orderIdLessThan(String orderId) {
            return lessThan(OrderKeys.ORDER_ID, orderId);
        }

        /** {@code orderId} at most the value. */
        public Query<Order> orderIdLessThanOrEqual(String orderId) {
            return lessThanOrEqual(OrderKeys.ORDER_ID, orderId);
        }

        /** {@code orderId} greater than the value. */
        public Query<Order> orderIdGreaterThan(String orderId) {
            return greaterThan(OrderKeys.ORDER_ID, orderId);
        }

        /** {@code orderId} at least the value. */
        public Query<Order> orderIdGreaterThanOrEqual(String orderId) {
            return greaterThanOrEqual(OrderKeys.ORDER_ID, orderId);
        }

        /** {@code orderId} starts with {@code prefix}: {@code begins_with(SK, "ORDER#<placedAt>#" + prefix)}. */
        public Query<Order> orderIdBeginsWith(String prefix) {
            return beginsWith(OrderKeys.ORDER_ID, prefix);
        }
    }

    /**
     * A query of the {@code STATUS#<status>} partition; its methods are key conditions on {@code GSI1SK},
     * on {@code placedAt}.
     */
    public static final class ByStatusQuery extends PartitionQuery<Order, ByStatusQuery> {
        private ByStatusQuery(Query<Order> query) {
            super(query, ByStatusQuery::new);
        }

        /** {@code GSI1SK = "<placedAt>"}: the items with this {@code placedAt}. */
        public Query<Order> placedAt(Instant placedAt) {
            return equalTo(OrderKeys.PLACED_AT, placedAt);
        }

        /** {@code placedAt} from {@code from} to {@code to}, both included. */
        public Query<Order> placedAtBetween(Instant from, Instant to) {
            return between(OrderKeys.PLACED_AT, from, to);
        }

        /** {@code placedAt} less than the value. */
        public Query<Order> placedAtLessThan(Instant placedAt) {
            return lessThan(OrderKeys.PLACED_AT, placedAt);
        }

        /** {@code placedAt} at most the value. */
        public Query<Order> placedAtLessThanOrEqual(Instant placedAt) {
            return lessThanOrEqual(OrderKeys.PLACED_AT, placedAt);
        }

        /** {@code placedAt} greater than the value. */
        public Query<Order> placedAtGreaterThan(Instant placedAt) {
            return greaterThan(OrderKeys.PLACED_AT, placedAt);
        }

        /** {@code placedAt} at least the value. */
        public Query<Order> placedAtGreaterThanOrEqual(Instant placedAt) {
            return greaterThanOrEqual(OrderKeys.PLACED_AT, placedAt);
        }
    }

    /**
     * A query of the {@code CUSTOMER#<customerId>} partition; its methods are key conditions on
     * {@code LSI1SK} within {@code "TOTAL#"}, on {@code total}.
     */
    public static final class ByTotalQuery extends PartitionQuery<Order, ByTotalQuery> {
        private ByTotalQuery(Query<Order> query) {
            super(query, ByTotalQuery::new);
        }

        /** {@code begins_with(LSI1SK, "TOTAL#<total>#")}: the items with this {@code total}. */
        public ByTotalTotalQuery total(BigDecimal total) {
            return narrow(OrderKeys.TOTAL, total, ByTotalTotalQuery::new);
        }

        /** {@code total} from {@code from} to {@code to}, both included. */
        public Query<Order> totalBetween(BigDecimal from, BigDecimal to) {
            return between(OrderKeys.TOTAL, from, to);
        }

        /** {@code total} less than the value. */
        public Query<Order> totalLessThan(BigDecimal total) {
            return lessThan(OrderKeys.TOTAL, total);
        }

        /** {@code total} at most the value. */
        public Query<Order> totalLessThanOrEqual(BigDecimal total) {
            return lessThanOrEqual(OrderKeys.TOTAL, total);
        }

        /** {@code total} greater than the value. */
        public Query<Order> totalGreaterThan(BigDecimal total) {
            return greaterThan(OrderKeys.TOTAL, total);
        }

        /** {@code total} at least the value. */
        public Query<Order> totalGreaterThanOrEqual(BigDecimal total) {
            return greaterThanOrEqual(OrderKeys.TOTAL, total);
        }
    }

    /**
     * A query of the items whose {@code TOTAL#<total>#<orderId>} fixes {@code total}; its methods are key
     * conditions on {@code LSI1SK} within {@code "TOTAL#<total>#"}, on
     * {@code orderId}.
     */
    public static final class ByTotalTotalQuery extends PartitionQuery<Order, ByTotalTotalQuery> {
        private ByTotalTotalQuery(Query<Order> query) {
            super(query, ByTotalTotalQuery::new);
        }

        /** {@code LSI1SK = "TOTAL#<total>#<orderId>"}: the items with this {@code orderId}. */
        public Query<Order> orderId(String orderId) {
            return equalTo(OrderKeys.ORDER_ID, orderId);
        }

        /** {@code orderId} from {@code from} to {@code to}, both included. */
        public Query<Order> orderIdBetween(String from, String to) {
            return between(OrderKeys.ORDER_ID, from, to);
        }

        /** {@code orderId} less than the value. */
        public Query<Order> orderIdLessThan(String orderId) {
            return lessThan(OrderKeys.ORDER_ID, orderId);
        }

        /** {@code orderId} at most the value. */
        public Query<Order> orderIdLessThanOrEqual(String orderId) {
            return lessThanOrEqual(OrderKeys.ORDER_ID, orderId);
        }

        /** {@code orderId} greater than the value. */
        public Query<Order> orderIdGreaterThan(String orderId) {
            return greaterThan(OrderKeys.ORDER_ID, orderId);
        }

        /** {@code orderId} at least the value. */
        public Query<Order> orderIdGreaterThanOrEqual(String orderId) {
            return greaterThanOrEqual(OrderKeys.ORDER_ID, orderId);
        }

        /** {@code orderId} starts with {@code prefix}: {@code begins_with(LSI1SK, "TOTAL#<total>#" + prefix)}. */
        public Query<Order> orderIdBeginsWith(String prefix) {
            return beginsWith(OrderKeys.ORDER_ID, prefix);
        }
    }
}
