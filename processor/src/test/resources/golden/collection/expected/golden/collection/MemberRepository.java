package golden.collection;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.listener.RequestListener;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@link Member} items in table {@code Work}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class MemberRepository extends EntityRepository<Member> {
    private final EntityOperations<Member> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Work}. */
    public MemberRepository(DynamoDbClient client) {
        this(client, WorkTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public MemberRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, MemberSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public MemberRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, MemberSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Work} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public MemberRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, WorkTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public MemberRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, MemberSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Member} with this primary key, if there is one. */
    public Optional<Member> get(String projectId, String userId) {
        return this.table.get(MemberKeys.primaryKey(projectId, userId));
    }

    /** DeleteItem: removes the {@code Member} with this primary key, if there is one. */
    public void delete(String projectId, String userId) {
        this.table.delete(MemberKeys.primaryKey(projectId, userId), null);
    }

    /**
     * UpdateItem of the {@code Member} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Member> update(String projectId, String userId) {
        return this.table.update(MemberKeys.primaryKey(projectId, userId),
                MemberSchema.PROJECT_ID, projectId, MemberSchema.USER_ID, userId);
    }
}
