package dev.keyway.runtime.internal.key;

import dev.keyway.runtime.exception.KeyMismatchException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The check every {@link Key} passes before a request names it: the compiler checks its type, but an
 * unchecked cast or a raw type can still hand a repository another entity's key.
 */
public final class TypedKeys {

    private TypedKeys() {
    }

    /**
     * The key's attributes, if it is a key of the schema's entity: of its entity type, and holding
     * exactly the table's primary-key attributes.
     *
     * @param what what held the key, for the message of a null key: {@code "key"}, {@code "keys holds a null key"}
     * @throws KeyMismatchException if it is not such a key
     */
    public static Map<String, AttributeValue> attributesOf(ItemSchema<?> schema, Key<?> key, String what) {
        Objects.requireNonNull(key, what);
        if (!key.entityType().equals(schema.entityType())) {
            throw new KeyMismatchException(schema.entityType(), key.toString(),
                    "it is a key of " + key.entityType());
        }
        TableDefinition table = schema.table();
        Map<String, AttributeValue> attributes = key.attributes();
        int expected = table.sortKeyAttribute().isPresent() ? 2 : 1;
        boolean exact = attributes.size() == expected && attributes.get(table.partitionKeyAttribute()) != null
                && table.sortKeyAttribute().map(sortKey -> attributes.get(sortKey) != null).orElse(true);
        if (!exact) {
            throw new KeyMismatchException(schema.entityType(), key.toString(), "the key attributes of table "
                    + table.name() + " are " + table.sortKeyAttribute().map(sortKey -> table.partitionKeyAttribute()
                    + " and " + sortKey).orElse(table.partitionKeyAttribute()));
        }
        return attributes;
    }
}
