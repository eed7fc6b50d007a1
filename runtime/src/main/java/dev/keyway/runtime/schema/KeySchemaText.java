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

    /** The design's key attributes of an index as text, a multi-attribute key's joined by {@code +}: {@code a + b / c}. */
    public static String of(IndexDefinition index) {
        String partition = String.join(" + ", index.partitionKeyAttributes());
        List<String> sort = index.sortKeyAttributes();
        return partition + (sort.isEmpty() ? "" : " / " + String.join(" + ", sort));
    }

    /** A live key schema as text; {@code ?} stands for a missing partition key. */
    public static String of(List<KeySchemaElement> schema) {
        List<String> hash = schema.stream().filter(key -> key.keyType() == KeyType.HASH)
                .map(KeySchemaElement::attributeName).toList();
        List<String> range = schema.stream().filter(key -> key.keyType() == KeyType.RANGE)
                .map(KeySchemaElement::attributeName).toList();
        return (hash.isEmpty() ? "?" : String.join(" + ", hash)) + (range.isEmpty() ? "" : " / " + String.join(" + ", range));
    }
}
