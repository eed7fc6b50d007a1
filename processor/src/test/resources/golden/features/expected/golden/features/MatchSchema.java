package golden.features;

import dev.keyway.runtime.attribute.CollectionAttribute;
import dev.keyway.runtime.attribute.ComparableAttribute;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.attribute.StringAttribute;
import dev.keyway.runtime.internal.item.AttributeValueException;
import dev.keyway.runtime.internal.item.Attributes;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.internal.item.ItemWriter;
import dev.keyway.runtime.internal.item.Scalar;
import dev.keyway.runtime.internal.vector.VectorValues;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Match} is stored in table {@code Tournament}: every item holds its keys, {@code _type = "Match"}
 * and each non-null component under its attribute name.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class MatchSchema extends EntitySchema<Match> {
    /** The schema. */
    public static final MatchSchema INSTANCE = new MatchSchema();
    /** The entity type stored in {@code _type}. */
    public static final String ENTITY_TYPE = "Match";
    private static final AttributeValue TYPE_VALUE = AttributeValue.fromS(ENTITY_TYPE);
    /** {@code matchId}, a primary-key component: conditions only, no updates. */
    public static final StringAttribute MATCH_ID = Attributes.string(ENTITY_TYPE, "matchId", true);
    /** {@code tournament}. */
    public static final StringAttribute TOURNAMENT = Attributes.string(ENTITY_TYPE, "tournament");
    /** {@code region}. */
    public static final StringAttribute REGION = Attributes.string(ENTITY_TYPE, "region");
    /** {@code round}. */
    public static final NumberAttribute<Integer> ROUND = Attributes.number(ENTITY_TYPE, "round", Scalar.INT);

    /** {@code playedOn}. */
    public static final ComparableAttribute<LocalDate> PLAYED_ON = Attributes.comparable(
            ENTITY_TYPE, "playedOn", Scalar.LOCAL_DATE);

    /** {@code score}. */
    public static final NumberAttribute<BigDecimal> SCORE = Attributes.number(ENTITY_TYPE, "score", Scalar.BIG_DECIMAL);

    /** {@code embedding}. */
    public static final CollectionAttribute<List<Float>, Float> EMBEDDING = Attributes.list(
            ENTITY_TYPE, "embedding", Scalar.FLOAT);

    private MatchSchema() {
        super(ENTITY_TYPE, List.of("matchId", "round"), List.of("round"));
    }

    @Override
    public TableDefinition table() {
        return TournamentTable.DEFINITION;
    }

    @Override
    public List<ItemSchema<?>> tableSchemas() {
        return TournamentTable.schemas();
    }

    @Override
    public Map<String, AttributeValue> toItem(Match match) {
        ItemWriter item = ItemWriter.item(this, 10);
        VectorValues.checkWritten("Match", "embedding", match.embedding(), 3, "SimilarMatches");
        item.put("PK", AttributeValue.fromS(MatchKeys.partitionKey(match.matchId())));
        item.put("_type", TYPE_VALUE);
        item.putString("matchId", match.matchId());
        item.putString("tournament", match.tournament());
        item.putString("region", match.region());
        item.putInt("round", match.round());
        item.putLocalDate("playedOn", match.playedOn());
        item.putBigDecimal("score", match.score());
        item.putList("embedding", match.embedding(), Scalar.FLOAT);
        return item.toItem();
    }

    @Override
    public Match fromItem(Map<String, AttributeValue> item) {
        ItemReader.checkType(this, item);
        try {
            return ItemReader.checkStoredKey(this, item, new Match(
                    ItemReader.keyComponent(item, "PK", "matchId", ItemReader.readString(item, "matchId")),
                    ItemReader.readString(item, "tournament"),
                    ItemReader.readString(item, "region"),
                    ItemReader.readInt(item, "round"),
                    ItemReader.readLocalDate(item, "playedOn"),
                    ItemReader.readBigDecimal(item, "score"),
                    ItemReader.readList(item, "embedding", Scalar.FLOAT)));
        } catch (AttributeValueException e) {
            throw ItemReader.failure(this, item, e);
        }
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Match match) {
        return MatchKeys.primaryKey(match).attributes();
    }

    @Override
    public List<KeyTemplate> keyTemplates() {
        return List.of(
                KeyTemplate.of(ENTITY_TYPE, "", "PK", "MATCH#<matchId>", MatchKeys.MATCH_ID));
    }
}
