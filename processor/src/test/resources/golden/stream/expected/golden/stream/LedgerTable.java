package golden.stream;

import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/** Table {@code Ledger}, as its entities need it: {@link Account}, {@link Entry}. */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class LedgerTable {
    /** The table's default name. */
    public static final String NAME = "Ledger";

    /** Key attributes, the type attribute and every index of the table. */
    public static final TableDefinition DEFINITION = new TableDefinition("Ledger", "PK", Optional.of("SK"), "_type",
            List.of(),
            Optional.empty())
            .withStream(StreamViewType.NEW_AND_OLD_IMAGES);

    private LedgerTable() {
    }

    /** The schemas of the table's entities, each with its key templates. */
    public static List<ItemSchema<?>> schemas() {
        return List.of(AccountSchema.INSTANCE, EntrySchema.INSTANCE);
    }

    /** Creates the table under its default name unless it exists; waits until it is active. */
    public static void createIfMissing(DynamoDbClient client) {
        DEFINITION.createIfMissing(client, NAME);
    }
}
