package dev.keyway.runtime.async;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.internal.async.PreparingClient;
import dev.keyway.runtime.internal.query.AsyncCollectionPages;
import dev.keyway.runtime.internal.request.AsyncRequests;
import java.util.Objects;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What every generated {@code XAsyncCollection} has: the queries of the item collection {@code X}
 * (several entity types sharing a partition) as {@link AsyncQuery}s on a {@code DynamoDbAsyncClient},
 * pages as futures or published with back-pressure. The generated subclass keeps the synchronous
 * {@code XCollection} on a client that sends nothing, which builds each query (so both take the same
 * arguments and conditions and check them alike); this class sends it. Items are decoded each by its
 * own type's schema, items of other types skipped; cursors are the synchronous collection's.
 *
 * <pre>{@code
 * CustomerItemAsyncCollection items = new CustomerItemAsyncCollection(DynamoDbAsyncClient.create());
 * items.query("c1").descending().limit(11).page()
 *      .thenAccept(page -> page.items().forEach(item -> render(item)));
 * }</pre>
 *
 * @param <S> the sealed type the collection's entities implement
 */
public abstract class AsyncItemCollection<S> {

    /**
     * For generated subclasses: the synchronous client of their prepared collection, which sends
     * nothing and refuses a synchronous call.
     */
    @InternalApi
    protected static final DynamoDbClient PREPARING = PreparingClient.INSTANCE;

    private final AsyncCollectionPages<S> pages;

    /** For generated subclasses: queries sent with {@code client}, reported as the settings say. */
    @InternalApi
    protected AsyncItemCollection(DynamoDbAsyncClient client, KeywaySettings settings) {
        this.pages = new AsyncCollectionPages<>(new AsyncRequests(Objects.requireNonNull(client, "client"),
                Objects.requireNonNull(settings, "settings").requestListener().orElse(null)));
    }

    /**
     * The query the prepared collection builds, run asynchronously; what building it throws (an
     * invalid key) fails its pages and publishers instead.
     */
    @InternalApi
    protected final AsyncQuery<S> asyncQuery(Supplier<? extends Query<S>> query) {
        return AsyncQuery.of(pages, query);
    }
}
