package golden;

import dev.keyway.runtime.CollectionQuery;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.internal.query.AccessPatternSpec;
import dev.keyway.runtime.internal.query.CollectionTable;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The item collection {@link CustomerItem}:
 * Customer, Order items sharing a partition of table {@code Store}, read in one query. Items of other
 * types in the partition are skipped.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class CustomerItemCollection {
    private static final AccessPatternSpec PATTERN = AccessPatternSpec.onTable("CustomerItem.query")
            .filterOnType();

    private final CollectionTable<CustomerItem> table;

    /** The collection in table {@code Store}. */
    public CustomerItemCollection(DynamoDbClient client) {
        this(client, StoreTable.NAME);
    }

    /** The collection in the table of another name. */
    public CustomerItemCollection(DynamoDbClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * The collection in the table of that name, its requests reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public CustomerItemCollection(DynamoDbClient client, String tableName,
            RequestListener listener) {
        this.table = new CollectionTable<>(client, tableName, StoreTable.DEFINITION,
                List.<ItemSchema<? extends CustomerItem>>of(CustomerSchema.INSTANCE, OrderSchema.INSTANCE),
                listener);
    }

    /**
     * The collection in table {@code Store} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public CustomerItemCollection(DynamoDbClient client, KeywaySettings settings) {
        this(client, StoreTable.NAME, settings);
    }

    /** The collection in the table of that name with the application's settings. */
    public CustomerItemCollection(DynamoDbClient client, String tableName,
            KeywaySettings settings) {
        this.table = new CollectionTable<>(client, tableName, StoreTable.DEFINITION,
                List.<ItemSchema<? extends CustomerItem>>of(CustomerSchema.INSTANCE, OrderSchema.INSTANCE),
                settings);
    }

    /**
     * A Query on the table with key condition {@code PK = "CUSTOMER#<id>"}, filtered to the types
     * Customer, Order: the partition's items in sort-key order, each decoded into its own record.
     * Narrow it with a condition on the sort-key text ({@code sortKey().ge(...)}), e.g. from a member's
     * key class.
     */
    public CollectionQuery<CustomerItem> query(String id) {
        return PATTERN.query(this.table, CustomerKeys.partitionKey(id));
    }
}
