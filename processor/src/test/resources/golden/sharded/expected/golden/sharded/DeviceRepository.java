package golden.sharded;

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
 * {@link Device} items in table {@code Telemetry}, one DynamoDB request per call: the methods here take key
 * components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from
 * {@link EntityRepository}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class DeviceRepository extends EntityRepository<Device> {
    private final EntityOperations<Device> table = RuntimeAccess.operations(this);

    /** A repository on table {@code Telemetry}. */
    public DeviceRepository(DynamoDbClient client) {
        this(client, TelemetryTable.NAME);
    }

    /** A repository on the table of another name (an environment's copy, a test table). */
    public DeviceRepository(DynamoDbClient client, String tableName) {
        super(client, tableName, DeviceSchema.INSTANCE);
    }

    /**
     * A repository on the table of that name whose requests are reported to the listener
     * ({@code null}: the default listener, see {@link RequestListener}).
     */
    public DeviceRepository(DynamoDbClient client, String tableName, RequestListener listener) {
        super(client, tableName, DeviceSchema.INSTANCE, listener);
    }

    /**
     * A repository on table {@code Telemetry} with the application's settings
     * (cursor keys, request listener, see {@link KeywaySettings}).
     */
    public DeviceRepository(DynamoDbClient client, KeywaySettings settings) {
        this(client, TelemetryTable.NAME, settings);
    }

    /** A repository on the table of that name with the application's settings. */
    public DeviceRepository(DynamoDbClient client, String tableName, KeywaySettings settings) {
        super(client, tableName, DeviceSchema.INSTANCE, settings);
    }

    /** GetItem: the {@code Device} with this primary key, if there is one. */
    public Optional<Device> get(String deviceId) {
        return this.table.get(DeviceKeys.primaryKey(deviceId));
    }

    /** DeleteItem: removes the {@code Device} with this primary key, if there is one. */
    public void delete(String deviceId) {
        this.table.delete(DeviceKeys.primaryKey(deviceId), null);
    }

    /**
     * UpdateItem of the {@code Device} with this primary key; {@code execute()} returns the item after it.
     * Index keys built from changed components are rewritten in the same request.
     */
    public Update<Device> update(String deviceId) {
        return this.table.update(DeviceKeys.primaryKey(deviceId),
                DeviceSchema.DEVICE_ID, deviceId);
    }
}
