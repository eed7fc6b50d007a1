package dev.keyway.runtime.listener;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * The read-only requests keyway-tools' {@code TableCheck} sends about a live table (DescribeTable,
 * DescribeTimeToLive, Scan, and for a design with table settings DescribeContinuousBackups and
 * GetResourcePolicy), sent the way the runtime sends its own: the default
 * {@link RequestListener} sees each one under an operation, and DynamoDB's errors arrive as the
 * runtime's exceptions.
 */
@InternalApi
public final class TableInspection {

    private final Requests requests;
    private final Requests.Context context;

    private TableInspection(DynamoDbClient client, String tableName, Operation operation) {
        this.requests = Requests.of(Objects.requireNonNull(client, "client"));
        this.context = Requests.Context.of(tableName, "", operation);
    }

    /** Requests about the table of that name, reported to listeners under {@code operation}. */
    public static TableInspection of(DynamoDbClient client, String tableName, Operation operation) {
        return new TableInspection(client, tableName, operation);
    }

    /** The table's name. */
    public String tableName() {
        return context.tableName();
    }

    /** Sends a DescribeTable request. */
    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        return requests.describeTable(context, request);
    }

    /** Sends a DescribeTimeToLive request. */
    public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
        return requests.describeTimeToLive(context, request);
    }

    /** Sends a DescribeContinuousBackups request (point-in-time recovery). */
    public DescribeContinuousBackupsResponse describeContinuousBackups(DescribeContinuousBackupsRequest request) {
        return requests.describeContinuousBackups(context, request);
    }

    /** Sends a GetResourcePolicy request. */
    public GetResourcePolicyResponse getResourcePolicy(GetResourcePolicyRequest request) {
        return requests.getResourcePolicy(context, request);
    }

    /** Sends a Scan request (one page). */
    public ScanResponse scan(ScanRequest request) {
        return requests.scan(context, request);
    }
}
