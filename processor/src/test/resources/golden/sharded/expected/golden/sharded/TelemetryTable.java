package golden.sharded;

import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Table {@code Telemetry}, as its entities need it: {@link Device}, {@link Reading}. */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class TelemetryTable {
    /** The table's default name. */
    public static final String NAME = "Telemetry";

    /** Key attributes, the type attribute and every index of the table. */
    public static final TableDefinition DEFINITION = new TableDefinition("Telemetry", "PK", Optional.of("SK"), "_type",
            List.of(IndexDefinition.global("ByKind", "ByKindPK", "ByKindSK")),
            Optional.empty());

    private TelemetryTable() {
    }

    /** The schemas of the table's entities, each with its key templates. */
    public static List<ItemSchema<?>> schemas() {
        return List.of(DeviceSchema.INSTANCE, ReadingSchema.INSTANCE);
    }

    /** Creates the table under its default name unless it exists; waits until it is active. */
    public static void createIfMissing(DynamoDbClient client) {
        DEFINITION.createIfMissing(client, NAME);
    }
}
