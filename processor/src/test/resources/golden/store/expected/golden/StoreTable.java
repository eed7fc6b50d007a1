package golden;

import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/** Table {@code Store}, as its entities need it: {@link Customer}, {@link Order}, {@link Post}. */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class StoreTable {
    /** The table's default name. */
    public static final String NAME = "Store";

    /** Key attributes, the type attribute and every index of the table. */
    public static final TableDefinition DEFINITION = new TableDefinition("Store", "PK", Optional.of("SK"), "_type",
            List.of(IndexDefinition.global("GSI1", "GSI1PK", "GSI1SK"),
                IndexDefinition.local("LSI1", "PK", "LSI1SK")
                    .withProjection(ProjectionType.KEYS_ONLY, List.of()),
                IndexDefinition.global("GSI2", "GSI2PK", "GSI2SK")),
            Optional.of("expiresAt"))
            .withStream(StreamViewType.NEW_AND_OLD_IMAGES);

    private StoreTable() {
    }

    /** The schemas of the table's entities, each with its key templates. */
    public static List<ItemSchema<?>> schemas() {
        return List.of(CustomerSchema.INSTANCE, OrderSchema.INSTANCE, PostSchema.INSTANCE);
    }

    /** Creates the table under its default name unless it exists; waits until it is active. */
    public static void createIfMissing(DynamoDbClient client) {
        DEFINITION.createIfMissing(client, NAME);
    }
}
