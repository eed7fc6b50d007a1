package golden.sharded;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyPart;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Device} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Telemetry}: {@code PK} = {@code DEVICE#<deviceId>}, {@code SK} = {@code DEVICE}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class DeviceKeys {
    /** {@code deviceId} as keys encode it. */
    public static final KeyPart<String> DEVICE_ID = KeyPart.ofString(DeviceSchema.ENTITY_TYPE, "deviceId");

    private DeviceKeys() {
    }

    /** The partition key {@code PK}: {@code DEVICE#<deviceId>}. */
    public static String partitionKey(String deviceId) {
        return "DEVICE#" + DEVICE_ID.encode(deviceId);
    }

    /** The sort key {@code SK}: {@code DEVICE}. */
    public static String sortKey() {
        return "DEVICE";
    }

    /** The text every {@code SK} of this entity starts with (template {@code DEVICE}). */
    public static String sortKeyPrefix() {
        return "DEVICE";
    }

    /**
     * The primary key of the {@code Device} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Device> primaryKey(String deviceId) {
        return Key.of(DeviceSchema.ENTITY_TYPE, "PK", AttributeValue.fromS(partitionKey(deviceId)),
                "SK", AttributeValue.fromS(sortKey()));
    }

    /** The primary key of the given {@code Device}, built from its key components. */
    public static Key<Device> primaryKey(Device device) {
        return primaryKey(device.deviceId());
    }
}
