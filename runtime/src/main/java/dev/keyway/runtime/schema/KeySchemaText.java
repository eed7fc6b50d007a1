package dev.keyway.runtime.schema;

import dev.keyway.runtime.InternalApi;
import java.util.List;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;

/**
 * A key schema as reports and messages write it, {@code PK / SK} (or {@code PK} alone), whether it comes from
 * the design or from a live table's description, so that the two compare as text. Public only for the
 * live-table check in {@code keyway-tools}, whose messages write key schemas as index updates do.
 */
@InternalApi
public final class KeySchemaText {

    private KeySchemaText() {
    }

    /** The design's key attributes as text. */
    public static String of(String partitionKey, Optional<String> sortKey) {
        return partitionKey + sortKey.map(sort -> " / " + sort).orElse("");
    }

    /** A live key schema as text; {@code ?} stands for a missing partition key. */
    public static String of(List<KeySchemaElement> schema) {
        String hash = schema.stream().filter(key -> key.keyType() == KeyType.HASH).map(KeySchemaElement::attributeName)
                .findFirst().orElse("?");
        return of(hash, schema.stream().filter(key -> key.keyType() == KeyType.RANGE)
                .map(KeySchemaElement::attributeName).findFirst());
    }
}
