package golden.formats;

import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Table {@code Billing}, as its entities need it: {@link Invoice}, {@link Payment}. */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class BillingTable {
    /** The table's default name. */
    public static final String NAME = "Billing";

    /** Key attributes, the type attribute and every index of the table. */
    public static final TableDefinition DEFINITION = new TableDefinition("Billing", "pk", Optional.of("sk"), "_type",
            List.of(IndexDefinition.global("gsi1", "gsi1pk", "gsi1sk")),
            Optional.empty());

    private BillingTable() {
    }

    /** The schemas of the table's entities, each with its key templates. */
    public static List<ItemSchema<?>> schemas() {
        return List.of(InvoiceSchema.INSTANCE, PaymentSchema.INSTANCE);
    }

    /** Creates the table under its default name unless it exists; waits until it is active. */
    public static void createIfMissing(DynamoDbClient client) {
        DEFINITION.createIfMissing(client, NAME);
    }
}
