package dev.keyway.runtime.key;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.internal.key.KeyText;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of one item of entity {@code T}: what {@code getAll}, {@code deleteAll}, batches
 * and transactions take, and what their results hand back for the keys they could not process.
 * Typed, so that an {@code Order}'s key does not compile where a {@code Customer}'s is expected.
 * You get keys from the entity's generated {@code XKeys.primaryKey(...)} and from results, never by
 * building attribute maps; {@link #attributes()} is the map for the AWS SDK's own requests.
 *
 * <p>An immutable value: two keys are equal when their entity types and attributes are.
 *
 * <pre>{@code
 * Key<Order> key = OrderKeys.primaryKey("c1", placedAt, "o-1");
 * Optional<Order> order = orders.get(key);
 * }</pre>
 *
 * @param <T> the record type of the entity whose key it is
 */
public final class Key<T> {

    private final String entityType;
    private final Map<String, AttributeValue> attributes;
    /** Named first when the key is printed; the map itself has no order that Map.of would keep. */
    private final String partitionKeyAttribute;

    /** A key over an unmodifiable map: every generated schema's fromItem builds one, so no copy. */
    private Key(String entityType, Map<String, AttributeValue> attributes, String partitionKeyAttribute) {
        this.entityType = Objects.requireNonNull(entityType, "entityType");
        this.attributes = attributes;
        this.partitionKeyAttribute = partitionKeyAttribute;
    }

    /**
     * The key of a table without a sort key; generated {@code XKeys} build keys so.
     *
     * @param entityType            the entity type, as the entity's {@code ItemSchema} names it
     * @param partitionKeyAttribute the table's partition-key attribute
     * @param partitionKey          its value
     */
    @InternalApi
    public static <T> Key<T> of(String entityType, String partitionKeyAttribute, AttributeValue partitionKey) {
        return new Key<>(entityType, Map.of(partitionKeyAttribute, partitionKey), partitionKeyAttribute);
    }

    /** The key of a table with a sort key; generated {@code XKeys} build keys so. */
    @InternalApi
    public static <T> Key<T> of(String entityType, String partitionKeyAttribute, AttributeValue partitionKey,
                                String sortKeyAttribute, AttributeValue sortKey) {
        return new Key<>(entityType, Map.of(partitionKeyAttribute, partitionKey, sortKeyAttribute, sortKey),
                partitionKeyAttribute);
    }

    /**
     * A key of the schema's entity as the runtime holds it (from a stored item, say): the map's
     * attributes, whatever they are; the check before a request refuses any but the table's key
     * attributes.
     */
    @InternalApi
    public static <T> Key<T> of(ItemSchema<T> schema, Map<String, AttributeValue> key) {
        return new Key<>(schema.entityType(), Map.copyOf(key), schema.table().partitionKeyAttribute());
    }

    /** The entity type whose key this is, as its {@code ItemSchema} names it (the type attribute's value). */
    public String entityType() {
        return entityType;
    }

    /**
     * The key's attributes, unmodifiable: the map the AWS SDK takes as a
     * {@code GetItem} or {@code DeleteItem} key.
     */
    public Map<String, AttributeValue> attributes() {
        return attributes;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Key<?> key && entityType.equals(key.entityType) && attributes.equals(key.attributes);
    }

    @Override
    public int hashCode() {
        return 31 * entityType.hashCode() + attributes.hashCode();
    }

    /** The entity type and the key as Keyway's messages describe keys: {@code Customer PK=CUSTOMER#c1, SK=PROFILE}. */
    @Override
    public String toString() {
        List<String> names = new ArrayList<>(attributes.size());
        names.add(partitionKeyAttribute);
        attributes.keySet().stream().filter(name -> !name.equals(partitionKeyAttribute)).sorted().forEach(names::add);
        return entityType + " " + KeyText.describe(names, attributes);
    }
}
