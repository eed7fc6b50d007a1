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
import java.util.Optional;
import java.util.function.BinaryOperator;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link Customer} items in table {@code Store}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 *
 * <p>Optimistic locking on {@code version}: {@code put}, {@code create} and
 * {@code delete(record)} store the next version on condition that the stored version is the record's
 * (for version 0: that there is no item); a different one throws
 * {@link dev.keyway.runtime.exception.VersionConflictException}.
 *
 * <p>{@code putAll} and {@code deleteAll} are refused ({@code BatchWriteRefusedException}): the
 * {@code @Unique} values need transactional writes; a {@code WriteTransaction} takes them.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class CustomerRepository extends EntityRepository<Customer> {
    private static final AccessPatternSpec BY_EMAIL = AccessPatternSpec.onIndex("Customer.byEmail", "GSI1")
            .sortKey("CUSTOMER");

    private final EntityOperations<Customer> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Store}. */
    public CustomerRepository(DynamoDbClient client) {
        this(client, StoreTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public CustomerRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, CustomerSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public CustomerRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, CustomerSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Store} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public CustomerRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, StoreTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public CustomerRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, CustomerSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Customer} with this primary key, if there is one. */
    public Optional<Customer> get(String id) {
        return this.table.get(CustomerKeys.primaryKey(id));
    }

    /** DeleteItem: removes the {@code Customer} with this primary key, if there is one. */
    public void delete(String id) {
        this.table.delete(CustomerKeys.primaryKey(id), null);
    }

    /**
     * UpdateItem of the {@code Customer} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Customer> update(String id) {
        return this.table.update(CustomerKeys.primaryKey(id),
                CustomerSchema.ID, id);
    }

    /**
     * PutItem on the stored version; on a version conflict, {@code merge(attempted, current)} with the
     * {@code Customer} stored now (it comes with the conflict: no GetItem) and PutItem again, at most
     * {@code maxAttempts} puts in all. {@code merge} returning {@code null} gives up and throws the
     * {@code VersionConflictException}. Returns the record as stored.
     */
    public Customer putRetrying(Customer value, BinaryOperator<Customer> merge, int maxAttempts) {
        return this.table.putRetrying(value, merge, maxAttempts);
    }

    /**
     * A Scan of global index {@code GSI1}: the {@code Customer} items that have its keys (of a sparse
     * index, only those), in parallel segments if asked.
     */
    public Scan<Customer> scanGsi1() {
        return RuntimeAccess.scan(this.table, "GSI1");
    }

    /**
     * Access pattern {@code byEmail}: Query index GSI1 by
     * {@code GSI1PK = "EMAIL#<email>" AND begins_with(GSI1SK, "CUSTOMER")}, ascending.
     */
    public ByEmailQuery byEmail(String email) {
        return BY_EMAIL.query(this.table, CustomerKeys.gsi1PartitionKey(email), ByEmailQuery::new);
    }

    /** A query of the {@code EMAIL#<email>} partition. */
    public static final class ByEmailQuery extends PartitionQuery<Customer, ByEmailQuery> {
        private ByEmailQuery(Query<Customer> query) {
            super(query, ByEmailQuery::new);
        }
    }
}
