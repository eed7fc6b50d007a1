package golden.features;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyPart;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Match} as stored, and a {@link KeyPart} per component a key holds; a component that
 * is null or cannot be encoded throws {@link InvalidKeyValueException}.
 * Table {@code Tournament}: {@code PK} = {@code MATCH#<matchId>}.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public final class MatchKeys {
    /** {@code matchId} as keys encode it. */
    public static final KeyPart<String> MATCH_ID = KeyPart.ofString(MatchSchema.ENTITY_TYPE, "matchId");

    private MatchKeys() {
    }

    /** The partition key {@code PK}: {@code MATCH#<matchId>}. */
    public static String partitionKey(String matchId) {
        return "MATCH#" + MATCH_ID.encode(matchId);
    }

    /**
     * The primary key of the {@code Match} with these components: what {@code get}, {@code getAll},
     * {@code deleteAll}, batches and transactions take; {@code attributes()} is the map for the AWS SDK.
     */
    public static Key<Match> primaryKey(String matchId) {
        return Key.of(MatchSchema.ENTITY_TYPE, "PK", AttributeValue.fromS(partitionKey(matchId)));
    }

    /** The primary key of the given {@code Match}, built from its key components. */
    public static Key<Match> primaryKey(Match match) {
        return primaryKey(match.matchId());
    }
}
