package dev.keyway.runtime.internal.key;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.NonCanonicalKeyException;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Refuses an item whose stored primary key is not the key its entity writes: every read decodes
 * through a generated {@code fromItem}, which checks this first ({@link ItemReader#checkType}), so
 * an item that a {@code get} or {@code update} by its record's components would not find is never
 * read as that record, whichever request returned it.
 */
public final class StoredKeyCheck {

    /**
     * The primary-key templates of each generated schema class, built once: a generated
     * {@code keyTemplates()} builds its list anew on every call, and generated schemas are
     * singletons of final classes.
     */
    private static final ClassValue<Templates> TEMPLATES = new ClassValue<>() {
        @Override
        protected Templates computeValue(Class<?> type) {
            return new Templates();
        }
    };

    private StoredKeyCheck() {
    }

    /**
     * Checks the text of each of the item's primary-key attributes that it holds (a projection
     * may leave them out) against the entity's templates.
     *
     * @throws NonCanonicalKeyException if one is not the text its template writes for the components it holds
     */
    public static void check(ItemSchema<?> schema, Map<String, AttributeValue> item) {
        for (KeyTemplate key : primaryKeyTemplates(schema)) {
            AttributeValue stored = item.get(key.attribute());
            if (stored == null) {
                continue;
            }
            String text = stored.s();
            if (text == null) {
                throw new NonCanonicalKeyException(schema.entityType(), schema.table().describeKey(item), key.attribute(),
                        String.valueOf(stored), "it is not a string, and " + key.template() + " writes one", null);
            }
            try {
                key.checkCanonical(text);
            } catch (InvalidKeyValueException e) {
                throw new NonCanonicalKeyException(schema.entityType(), schema.table().describeKey(item), key.attribute(),
                        text, reason(e), e);
            }
        }
    }

    /**
     * Checks that the record's primary key, as its schema builds it, is the key the item is stored
     * under: also the components the item's attributes hold, which the record is read from, not
     * only the text of its key.
     *
     * @return the record
     * @throws NonCanonicalKeyException if a key attribute the item holds differs from the record's
     */
    public static <T> T check(ItemSchema<T> schema, Map<String, AttributeValue> item, T record) {
        Map<String, AttributeValue> own = schema.primaryKey(record);
        for (Map.Entry<String, AttributeValue> key : own.entrySet()) {
            AttributeValue stored = item.get(key.getKey());
            if (stored != null && !Objects.equals(stored, key.getValue())) {
                throw new NonCanonicalKeyException(schema.entityType(), schema.table().describeKey(item), key.getKey(),
                        stored.s() != null ? stored.s() : String.valueOf(stored), "the record read from its attributes has"
                        + " the key '" + (key.getValue().s() != null ? key.getValue().s() : key.getValue()) + "'", null);
            }
        }
        return record;
    }

    /** The schema's primary-key templates (those of no index), cached for generated schemas. */
    static List<KeyTemplate> primaryKeyTemplates(ItemSchema<?> schema) {
        if (!(schema instanceof EntitySchema<?>)) {
            return primaryOf(schema); // hand-written: its templates may differ per instance
        }
        Templates templates = TEMPLATES.get(schema.getClass());
        List<KeyTemplate> keys = templates.keys;
        if (keys == null) {
            keys = primaryOf(schema);
            templates.keys = keys; // racing threads compute equal lists
        }
        return keys;
    }

    private static List<KeyTemplate> primaryOf(ItemSchema<?> schema) {
        return schema.keyTemplates().stream().filter(key -> key.index().isEmpty()).toList();
    }

    /** The message of the template's refusal without its "Invalid key value for ..." preamble. */
    private static String reason(InvalidKeyValueException e) {
        String message = e.getMessage();
        int colon = message.indexOf(": ");
        return colon < 0 ? message : message.substring(colon + 2);
    }

    private static final class Templates {
        volatile List<KeyTemplate> keys;
    }
}
