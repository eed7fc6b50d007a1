package golden.sharded;

import dev.keyway.runtime.attribute.StringAttribute;
import dev.keyway.runtime.internal.item.AttributeValueException;
import dev.keyway.runtime.internal.item.Attributes;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.internal.item.ItemWriter;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Device} is stored in table {@code Telemetry}: every item holds its keys, {@code _type = "Device"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class DeviceSchema extends EntitySchema<Device> {
    /** The schema. */
    public static final DeviceSchema INSTANCE = new DeviceSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Device";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    private static final AttributeValue SORT_KEY_VALUE = AttributeValue.fromS(DeviceKeys.sortKey());
    /** {@code deviceId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute DEVICE_ID = Attributes.string(ENTITY_TYPE, "deviceId", true);
    /** {@code model}. */
    public static final StringAttribute MODEL = Attributes.string(ENTITY_TYPE, "model");

    private DeviceSchema() {
        super(ENTITY_TYPE, List.of("deviceId"));
    }

    @Override
    public TableDefinition table() {
        return TelemetryTable.DEFINITION;
    }

    @Override
    public List<ItemSchema<?>> tableSchemas() {
        return TelemetryTable.schemas();
    }

    @Override
    public Map<String, AttributeValue> toItem(Device device) {
        ItemWriter item = ItemWriter.item(this, 5);
        item.put("PK", AttributeValue.fromS(DeviceKeys.partitionKey(device.deviceId())));
        item.put("SK", SORT_KEY_VALUE);
        item.put("_type", TYPE_VALUE);
        item.putString("deviceId", device.deviceId());
        item.putString("model", device.model());
        return item.toItem();
    }

    @Override
    public Device fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Device(
                    ItemReader.keyComponent(item, "PK", "deviceId", ItemReader.readString(item, "deviceId")),
                    ItemReader.readString(item, "model")));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Device device) {
        return DeviceKeys.primaryKey(device).attributes();
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "PK", "DEVICE#<deviceId>", DeviceKeys.DEVICE_ID),
                KeyTemplate.of(ENTITY_TYPE, "", "SK", "DEVICE"));
    }

    /** Every component reads back equal, so a write returns the record it was given. */
    @Override
    public boolean readsBackEqual() {
        return true;
    }
}
