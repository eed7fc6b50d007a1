package golden.sharded;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncUpdate;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * {@link Device} items in table {@code Telemetry}, asynchronously: the methods of
 * {@link DeviceRepository} on a {@code DynamoDbAsyncClient}, each returning at once with a
 * {@code CompletableFuture}, queries paged as futures or published with back-pressure; {@code put},
 * {@code create}, batches and {@code scan} come from {@link AsyncEntityRepository}. Nothing blocks a
 * thread.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class DeviceAsyncRepository extends AsyncEntityRepository<Device> {
    /** Builds the keys, queries and updates this repository sends; it sends nothing itself. */
    private final DeviceRepository prepared;

    /** A repository on table {@code Telemetry}. */
    public DeviceAsyncRepository(DynamoDbAsyncClient client) {
        this(client, TelemetryTable.NAME, KeywaySettings.defaults());
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public DeviceAsyncRepository(DynamoDbAsyncClient client, String tableName) {
        this(client, tableName, KeywaySettings.defaults());
    }

    /**
     * A repository on table {@code Telemetry} with the application's settings
     * (cursor keys, request listener).
     */
    public DeviceAsyncRepository(DynamoDbAsyncClient client, KeywaySettings settings) {
        this(client, TelemetryTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public DeviceAsyncRepository(DynamoDbAsyncClient client, String tableName,
            KeywaySettings settings) {
        this(client, new DeviceRepository(PREPARING, tableName, settings), settings);
    }

    private DeviceAsyncRepository(DynamoDbAsyncClient client, DeviceRepository prepared,
            KeywaySettings settings) {
        super(client, prepared, settings);
        this.prepared = prepared;
    }

    /** GetItem: the {@code Device} with this primary key, if there is one. */
    public CompletableFuture<Optional<Device>> get(String deviceId) {
        return defer(() -> get(DeviceKeys.primaryKey(deviceId)));
    }

    /** DeleteItem: removes the {@code Device} with this primary key, if there is one. */
    public CompletableFuture<Void> delete(String deviceId) {
        return defer(() -> delete(DeviceKeys.primaryKey(deviceId)));
    }

    /**
     * UpdateItem of the {@code Device} with this primary key; {@code execute()} completes with the item
     * after it. Index keys built from changed components are rewritten in the same request.
     */
    public AsyncUpdate<Device> update(String deviceId) {
        return asyncUpdate(() -> this.prepared.update(deviceId));
    }
}
