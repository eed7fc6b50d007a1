package golden;

import dev.keyway.runtime.CollectionQuery;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.async.AsyncItemCollection;
import dev.keyway.runtime.async.AsyncQuery;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The item collection {@link CustomerItem}, asynchronously:
 * the queries of {@link CustomerItemCollection} on a {@code DynamoDbAsyncClient}, each returning at
 * once; pages as futures or published with back-pressure. Nothing blocks a thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class CustomerItemAsyncCollection extends AsyncItemCollection<CustomerItem> {
    /** Builds the queries this collection sends; it sends nothing itself. */
    private final CustomerItemCollection prepared;

    /** The collection in table {@code Store}. */
    public CustomerItemAsyncCollection(DynamoDbAsyncClient client) {
        this(client, StoreTable.NAME, KeywaySettings.defaults());
    }

    /** The collection in the table of another name. */
    public CustomerItemAsyncCollection(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * The collection in table {@code Store} with the application's settings
     * (cursor keys, request listener).
     */
    public CustomerItemAsyncCollection(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, StoreTable.NAME, settings);
    }

    /** The collection in the table of that name with the application's settings. */
    public CustomerItemAsyncCollection(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        super(client, settings);
        this.prepared = new CustomerItemCollection(PREPARING, tableName, settings);
    }

    /**
     * The query of {@link CustomerItemCollection#query}, asynchronously: the partition's items in sort-key
     * order, each decoded into its own record, its pages as futures or published on demand.
     */
    public AsyncQuery<CustomerItem> query(String id) {
        return asyncQuery(() -> this.prepared.query(id));
    }

    /**
     * The query of {@link CustomerItemCollection#query}, asynchronously, narrowed by its conditions:
     * {@code q -> q.sortKey().ge(...)}.
     */
    public AsyncQuery<CustomerItem> query(String id,
            Function<? super CollectionQuery<CustomerItem>, ? extends Query<CustomerItem>> narrow) {
        return asyncQuery(() -> narrow.apply(this.prepared.query(id)));
    }
}
