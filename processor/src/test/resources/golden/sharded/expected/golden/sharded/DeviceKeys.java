package golden.sharded;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.KeyPart;
import java.util.Map;
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

    /** The primary key of the {@code Device} with these components, as DynamoDB takes it. */
    public static Map<String, AttributeValue> primaryKey(String deviceId) {
        return Map.of("PK", AttributeValue.fromS(partitionKey(deviceId)), "SK", AttributeValue.fromS(sortKey()));
    }

    /** The primary key of the given {@code Device}, as DynamoDB takes it. */
    public static Map<String, AttributeValue> primaryKey(Device device) {
        return primaryKey(device.deviceId());
    }
}
