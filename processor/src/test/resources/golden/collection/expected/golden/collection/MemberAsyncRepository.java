package golden.collection;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncUpdate;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * {@link Member} items in table {@code Work}, asynchronously: the methods of {@link MemberRepository}
 * on a {@code DynamoDbAsyncClient}, each returning at once with a {@code CompletableFuture}, queries
 * paged as futures or published with back-pressure; {@code put}, {@code create}, batches and
 * {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class MemberAsyncRepository extends AsyncEntityRepository<Member> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final MemberRepository prepared;

    /** A repository on table {@code Work}. */
    public MemberAsyncRepository(DynamoDbAsyncClient client) {
        this(client, WorkTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public MemberAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Work} with the application's settings
     * (cursor keys, request listener).
     */
    public MemberAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, WorkTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public MemberAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new MemberRepository(PREPARING, tableName, settings), settings);
    }

    private MemberAsyncRepository(DynamoDbAsyncClient client, MemberRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Member} with this primary key, if there is one. */
    public CompletableFuture<Optional<Member>> get(String projectId, String userId) {
        return defer(() -> get(MemberKeys.primaryKey(projectId, userId)));
    }

    /** DeleteItem: removes the {@code Member} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String projectId, String userId) {
        return defer(() -> delete(MemberKeys.primaryKey(projectId, userId)));
    }

    /**
     * UpdateItem of the {@code Member} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Member> update(String projectId, String userId) {
        return asyncUpdate(() -> this.prepared.update(projectId, userId));
    }
}
