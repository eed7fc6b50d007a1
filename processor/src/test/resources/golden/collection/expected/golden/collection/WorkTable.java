package golden.collection;

import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Table {@code Work}, as its entities need it: {@link Member}, {@link Project}, {@link Task}. */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class WorkTable {
    /** The table's default name. */
    public static final String NAME = "Work";

    /** Key attributes, the type attribute and every index of the table. */
    public static final TableDefinition DEFINITION = new TableDefinition("Work", "PK", Optional.of("SK"), "_type",
            List.of(),
            Optional.empty());

    private WorkTable() {
    }

    /** The schemas of the table's entities, each with its key templates. */
    public static List<ItemSchema<?>> schemas() {
        return List.of(MemberSchema.INSTANCE, ProjectSchema.INSTANCE, TaskSchema.INSTANCE);
    }

    /** Creates the table under its default name unless it exists; waits until it is active. */
    public static void createIfMissing(DynamoDbClient client) {
        DEFINITION.createIfMissing(client, NAME);
    }
}
