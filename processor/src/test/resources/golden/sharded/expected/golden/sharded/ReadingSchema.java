package golden.sharded;

import dev.keyway.runtime.attribute.ComparableAttribute;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.attribute.StringAttribute;
import dev.keyway.runtime.internal.item.AttributeValueException;
import dev.keyway.runtime.internal.item.Attributes;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.internal.item.ItemWriter;
import dev.keyway.runtime.internal.item.Scalar;
import dev.keyway.runtime.internal.key.KeyShards;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Reading} is stored in table {@code Telemetry}: every item holds its keys, {@code _type = "Reading"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ReadingSchema extends EntitySchema<Reading> {
    /** The schema. */
    public static final ReadingSchema INSTANCE = new ReadingSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Reading";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    /** {@code deviceId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute DEVICE_ID = Attributes.string(ENTITY_TYPE, "deviceId", true);
    /** {@code readingId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute READING_ID = Attributes.string(ENTITY_TYPE, "readingId", true);

    /** {@code takenAt}, a primary-key component: conditions only, no updates. */
    public static final ComparableAttribute<Instant> TAKEN_AT = Attributes.comparable(ENTITY_TYPE,
            "takenAt", Scalar.INSTANT, true);

    /** {@code kind}. */
    public static final StringAttribute KIND = Attributes.string(ENTITY_TYPE, "kind");
    /** {@code value}. */
    public static final NumberAttribute<Double> VALUE = Attributes.number(ENTITY_TYPE, "value", Scalar.DOUBLE);

    private ReadingSchema() {
        super(ENTITY_TYPE, List.of("deviceId", "readingId", "takenAt", "kind", "value"), List.of("value"));
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
    public Map<String, AttributeValue> toItem(Reading reading) {
        ItemWriter item = ItemWriter.item(this, 10);
        // Key components encoded once: each is in several keys, or stored as the same text.
        String takenAtKey = ReadingKeys.TAKEN_AT.encode(reading.takenAt());
        item.put("PK", AttributeValue.fromS(ReadingKeys.partitionKey(reading.deviceId(),
                ReadingKeys.partitionKeyShard(reading.readingId()))));
        item.put("SK", AttributeValue.fromS("READING#" + takenAtKey + "#" +
                ReadingKeys.READING_ID.encode(reading.readingId())));
        // Sparse index ByKind: an item without all its key components stays out of it.
        if (reading.kind() != null && reading.takenAt() != null) {
            item.put("ByKindPK", AttributeValue.fromS(ReadingKeys.byKindPartitionKey(reading.kind(),
                    KeyShards.random(4))));
            item.put("ByKindSK", AttributeValue.fromS(takenAtKey));
        }
        item.put("_type", TYPE_VALUE);
        item.putString("deviceId", reading.deviceId());
        item.putString("readingId", reading.readingId());
        item.put("takenAt", AttributeValue.fromS(takenAtKey));
        item.putString("kind", reading.kind());
        item.putDouble("value", reading.value());
        return item.toItem();
    }

    @Override
    public Reading fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Reading(
                    ItemReader.keyComponent(item, "PK", "deviceId", ItemReader.readString(item, "deviceId")),
                    ItemReader.keyComponent(item, "SK", "readingId", ItemReader.readString(item, "readingId")),
                    ItemReader.keyComponent(item, "SK", "takenAt", ItemReader.readInstant(item, "takenAt")),
                    ItemReader.keyComponent(item, "ByKindPK", "kind", ItemReader.readString(item, "kind")),
                    ItemReader.readDouble(item, "value")));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Reading reading) {
        return ReadingKeys.primaryKey(reading).attributes();
    }

    @Override
    public List<ItemSchema.DerivedKey> derivedKeys() {
        return List.of(
                new ItemSchema.DerivedKey("ByKind", "ByKindPK", "KIND#<kind>", List.of("kind"),
                        values -> ReadingKeys.byKindPartitionKey((String) values.get("kind"),
                        KeyShards.random(4)))
                        .withRandomShards(4),
                new ItemSchema.DerivedKey("ByKind", "ByKindSK", "<takenAt>", List.of("takenAt"),
                        values -> ReadingKeys.byKindSortKey((Instant) values.get("takenAt"))));
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "PK", "DEVICE#<deviceId>", ReadingKeys.DEVICE_ID)
                    .sharded(8),
                KeyTemplate.of(ENTITY_TYPE, "", "SK", "READING#<takenAt>#<readingId>",
                        ReadingKeys.TAKEN_AT, ReadingKeys.READING_ID),
                KeyTemplate.of(ENTITY_TYPE, "ByKind", "ByKindPK", "KIND#<kind>", ReadingKeys.KIND)
                    .sharded(4),
                KeyTemplate.of(ENTITY_TYPE, "ByKind", "ByKindSK", "<takenAt>",
                        ReadingKeys.TAKEN_AT));
    }
}
