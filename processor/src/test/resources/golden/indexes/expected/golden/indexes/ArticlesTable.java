package golden.indexes;

import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/** Table {@code Articles}, as its entities need it: {@link Article}. */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class ArticlesTable {
    /** The table's default name. */
    public static final String NAME = "Articles";

    /** Key attributes, the type attribute and every index of the table. */
    public static final TableDefinition DEFINITION = new TableDefinition("Articles", "PK", Optional.of("SK"), "_type",
            List.of(IndexDefinition.global("ByTopic", "ByTopicPK", "ByTopicSK"),
                IndexDefinition.global("BySlug", "BySlugPK"),
                IndexDefinition.global("Featured", "FeaturedPK", "FeaturedSK")
                    .withProjection(ProjectionType.KEYS_ONLY, List.of()),
                IndexDefinition.global("ByLanguage", "ByLanguagePK", "ByLanguageSK")
                    .withProjection(ProjectionType.INCLUDE, List.of("title", "slug")),
                IndexDefinition.local("ByPublished", "PK", "ByPublishedSK"),
                IndexDefinition.local("ByWords", "PK", "ByWordsSK")
                    .withProjection(ProjectionType.INCLUDE, List.of("title"))),
            Optional.empty());

    private ArticlesTable() {
    }

    /** The schemas of the table's entities, each with its key templates. */
    public static List<ItemSchema<?>> schemas() {
        return List.of(ArticleSchema.INSTANCE);
    }

    /** Creates the table under its default name unless it exists; waits until it is active. */
    public static void createIfMissing(DynamoDbClient client) {
        DEFINITION.createIfMissing(client, NAME);
    }
}
