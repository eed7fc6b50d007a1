package dev.keyway.runtime.internal.key;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.internal.item.ItemSize;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's limits on key values, checked before any request: a partition key (of the table or
 * of an index) holds at most 2,048 bytes, a sort key at most 1,024, in UTF-8. A value over them
 * is an {@link InvalidKeyValueException} naming the entity and the component that made the key
 * so long (found by laying the key over its template), rather than DynamoDB's
 * {@code ValidationException} after the request, or, in a batch, after part of it was written.
 *
 * <pre>{@code
 * KeySizes sizes = KeySizes.of(OrderSchema.INSTANCE);
 * sizes.check(item);                       // every key attribute the item holds, index keys included
 * sizes.check("GSI1PK", rebuilt);          // one key attribute's new value
 * }</pre>
 */
public final class KeySizes {

    /** DynamoDB's limit on a partition-key value, in UTF-8 bytes. */
    public static final int PARTITION_KEY_LIMIT = 2048;
    /** DynamoDB's limit on a sort-key value, in UTF-8 bytes. */
    public static final int SORT_KEY_LIMIT = 1024;

    private final String entityType;
    /** Each key attribute's limit: a sort key's where one attribute is both (an index on the table's sort key). */
    private final Map<String, Integer> limits;
    private final Map<String, String> templates;
    /** The key attributes of multi-attribute index keys, each with its index: their values may not be empty. */
    private final Map<String, String> multiAttributeKeys;

    private KeySizes(String entityType, Map<String, Integer> limits, Map<String, String> templates,
                     Map<String, String> multiAttributeKeys) {
        this.entityType = entityType;
        this.limits = limits;
        this.templates = templates;
        this.multiAttributeKeys = multiAttributeKeys;
    }

    /** The limits of the schema's table and indexes, with the schema's key templates for messages. */
    public static KeySizes of(ItemSchema<?> schema) {
        TableDefinition table = schema.table();
        Map<String, Integer> limits = new HashMap<>();
        limit(limits, table.partitionKeyAttribute(), PARTITION_KEY_LIMIT);
        table.sortKeyAttribute().ifPresent(attribute -> limit(limits, attribute, SORT_KEY_LIMIT));
        Map<String, String> multiAttributeKeys = new HashMap<>();
        for (IndexDefinition index : table.indexes()) {
            if (index.hasMultiAttributeKey()) { // typed component attributes, not key text: only emptiness is checked
                index.keyAttributes().forEach(attribute -> multiAttributeKeys.putIfAbsent(attribute, index.name()));
                continue;
            }
            limit(limits, index.partitionKeyAttribute(), PARTITION_KEY_LIMIT);
            index.sortKeyAttribute().ifPresent(attribute -> limit(limits, attribute, SORT_KEY_LIMIT));
        }
        Map<String, String> templates = new HashMap<>(); // the first key written in each attribute
        for (KeyTemplate key : schema.keyTemplates()) {
            templates.putIfAbsent(key.attribute(), key.template());
        }
        return new KeySizes(schema.entityType(), Map.copyOf(limits), Map.copyOf(templates), Map.copyOf(multiAttributeKeys));
    }

    private static void limit(Map<String, Integer> limits, String attribute, int limit) {
        limits.merge(attribute, limit, Math::min);
    }

    /**
     * Checks every key attribute an item or a key holds.
     *
     * @throws InvalidKeyValueException naming the component of the first key that is too long
     */
    public void check(Map<String, AttributeValue> itemOrKey) {
        for (Map.Entry<String, Integer> limit : limits.entrySet()) {
            AttributeValue value = itemOrKey.get(limit.getKey());
            if (value != null && value.s() != null) {
                check(limit.getKey(), value.s(), limit.getValue());
            }
        }
        multiAttributeKeys.forEach((attribute, index) -> {
            AttributeValue value = itemOrKey.get(attribute);
            boolean empty = value != null && ((value.s() != null && value.s().isEmpty())
                    || (value.b() != null && value.b().asByteArrayUnsafe().length == 0));
            if (empty) { // DynamoDB: "The AttributeValue for a key attribute cannot contain an empty string value"
                throw new InvalidKeyValueException(entityType, attribute, "it is empty, and it keys index " + index
                        + " (a multi-attribute key), whose key values DynamoDB refuses empty; use an Optional, whose empty "
                        + "value leaves the item out of the index", null);
            }
        });
    }

    /**
     * Checks one key attribute's value (an attribute that is no key of the table is not limited).
     *
     * @throws InvalidKeyValueException naming the component that makes the key too long
     */
    public void check(String attribute, String value) {
        Integer limit = limits.get(attribute);
        if (limit != null) {
            check(attribute, value, limit);
        }
    }

    private void check(String attribute, String value, int limit) {
        if (value.length() <= limit / 3) {
            return; // a char is at most 3 UTF-8 bytes (a surrogate pair 4 for two chars): certainly short enough
        }
        long size = ItemSize.utf8Length(value);
        if (size > limit) {
            String template = templates.get(attribute);
            String component = component(template, value);
            throw new InvalidKeyValueException(entityType, component != null ? component : attribute,
                    "it makes key " + attribute + (template == null ? "" : " (" + template + ")") + " " + size
                            + " bytes long in UTF-8, over DynamoDB's limit of " + limit + " bytes for a "
                            + (limit == SORT_KEY_LIMIT ? "sort" : "partition") + " key; keep long values out of keys",
                    null);
        }
    }

    /**
     * Checks a value a query's sort-key condition compares with (DynamoDB refuses one over the
     * sort-key limit: no key can be that long).
     *
     * @param entityType the entity queried
     * @param component  the component the condition is on
     * @param value      the condition's value: key text up to and with the component
     */
    public static void checkCondition(String entityType, String component, String value) {
        if (value.length() > SORT_KEY_LIMIT / 3 && ItemSize.utf8Length(value) > SORT_KEY_LIMIT) {
            throw new InvalidKeyValueException(entityType, component, "the sort-key condition's value is "
                    + ItemSize.utf8Length(value) + " bytes long in UTF-8, over DynamoDB's limit of " + SORT_KEY_LIMIT
                    + " bytes for a sort key: no item's key can match it", null);
        }
    }

    /**
     * The component of a template whose text takes the most bytes of the key. The key is the
     * template's literal text with each placeholder's value in its place: each value is found
     * between the literal before it and the next occurrence of the literal after it (the last one
     * runs to the key's end, a shard suffix included), whatever delimiter the template uses.
     * {@code null} without a template or placeholder, and where the key does not follow the
     * template's literals or two placeholders have no literal between them: the message then names
     * the key attribute rather than guess a component.
     */
    static String component(String template, String key) {
        if (template == null) {
            return null;
        }
        List<String> names = new ArrayList<>();
        List<String> literals = new ArrayList<>();
        TemplateText.split(template, literals, names); // a KeyTemplate's text: its placeholders are closed
        if (names.isEmpty() || !key.startsWith(literals.get(0))) {
            return null;
        }
        int position = literals.get(0).length();
        String largest = null;
        long largestSize = -1;
        for (int i = 0; i < names.size(); i++) {
            String next = literals.get(i + 1);
            int end;
            if (i == names.size() - 1) {
                end = key.endsWith(next) ? key.length() - next.length() : key.length();
            } else {
                end = next.isEmpty() ? -1 : key.indexOf(next, position);
            }
            if (end < position) {
                return null;
            }
            long size = ItemSize.utf8Length(key.substring(position, end));
            if (size > largestSize) {
                largest = names.get(i);
                largestSize = size;
            }
            position = end + next.length();
        }
        return largest;
    }
}
