package golden.features;

import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.IndexKeyAttribute;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.runtime.schema.TableSettings;
import dev.keyway.runtime.schema.VectorIndexDefinition;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.VectorDistanceFunction;

/** Table {@code Tournament}, as its entities need it: {@link Match}. */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class TournamentTable {
    /** The table's default name. */
    public static final String NAME = "Tournament";

    /** Key attributes, the type attribute and every index of the table. */
    public static final TableDefinition DEFINITION = new TableDefinition("Tournament", "PK", Optional.empty(), "_type",
            List.of(IndexDefinition.multiAttribute("ByRegion", List.of(
                        IndexKeyAttribute.partition("tournament", ScalarAttributeType.S),
                        IndexKeyAttribute.partition("region", ScalarAttributeType.S),
                        IndexKeyAttribute.sort("round", ScalarAttributeType.N),
                        IndexKeyAttribute.sort("playedOn", ScalarAttributeType.S)))
                    .withProjection(ProjectionType.INCLUDE, List.of("score"))),
            Optional.empty())
            .withSettings(TableSettings.NONE
                .maxReadRequestUnits(2000L)
                .maxWriteRequestUnits(500L)
                .warmReadUnitsPerSecond(15000L)
                .deletionProtection(true)
                .pointInTimeRecovery(true, 14)
                .tableClass(TableClass.STANDARD_INFREQUENT_ACCESS))
            .withVectorIndexes(
                VectorIndexDefinition.of("SimilarMatches", "embedding", 3, VectorDistanceFunction.EUCLIDEAN)
                    .withPartitionKey("tournament", ScalarAttributeType.S)
                    .withFilter("region", ScalarAttributeType.S)
                    .withFilter("_type", ScalarAttributeType.S));

    private TournamentTable() {
    }

    /** The schemas of the table's entities, each with its key templates. */
    public static List<ItemSchema<?>> schemas() {
        return List.of(MatchSchema.INSTANCE);
    }

    /** Creates the table under its default name unless it exists; waits until it is active. */
    public static void createIfMissing(DynamoDbClient client) {
        DEFINITION.createIfMissing(client, NAME);
    }
}
