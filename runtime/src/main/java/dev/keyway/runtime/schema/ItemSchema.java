package dev.keyway.runtime.schema;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.key.KeyTemplate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How one entity record maps to DynamoDB items; the processor generates an implementation,
 * {@code XSchema.INSTANCE}, for every {@code @Entity} record {@code X}.
 *
 * @param <T> the record type
 */
public interface ItemSchema<T> {

    /** The entity type stored in each item's type attribute, e.g. {@code "Order"}. */
    String entityType();

    /** The table the entity lives in, with every index any of its entities declares. */
    TableDefinition table();

    /** The full item: key attributes, index keys, the type attribute and every non-null component. */
    Map<String, AttributeValue> toItem(T value);

    /** The record stored in an item. @throws ItemDecodeException when the item does not fit the record */
    T fromItem(Map<String, AttributeValue> item);

    /** The table's primary key of a record. */
    Map<String, AttributeValue> primaryKey(T value);

    /**
     * A secondary-index key attribute and how it is built from components (none for a constant),
     * so that an update touching an index's components rewrites both of its keys, and a backfill
     * rewrites every item's index keys on condition that the attributes they are built from still
     * hold what it read.
     *
     * @param index            the index, e.g. {@code GSI1}
     * @param attribute        the key attribute, e.g. {@code GSI1PK}
     * @param template         the key template, for messages
     * @param components       the record components it is built from
     * @param storedAttributes the attributes those components are stored in, in the same order
     * @param randomShards     the number of shards a write picks one of at random ({@code #<shard>}
     *                         ends the key), or 0 when the key is not sharded at random
     * @param build            builds the key from component values by component name
     */
    @InternalApi
    record DerivedKey(String index, String attribute, String template, List<String> components,
                      List<String> storedAttributes, int randomShards, Function<Map<String, Object>, String> build) {

        /** Checks the parts: one stored attribute per component. */
        public DerivedKey {
            components = List.copyOf(components);
            storedAttributes = List.copyOf(storedAttributes);
            if (storedAttributes.size() != components.size() || randomShards < 0) {
                throw new IllegalArgumentException("key " + attribute + ": " + components + " stored as "
                        + storedAttributes + ", " + randomShards + " random shards");
            }
        }

        /** A key whose components are stored under their own names, not sharded at random. */
        public DerivedKey(String index, String attribute, String template, List<String> components,
                          Function<Map<String, Object>, String> build) {
            this(index, attribute, template, components, components, 0, build);
        }

        /** This key with its components stored under these attributes (an {@code @Attribute} name). */
        public DerivedKey withStoredAttributes(List<String> attributes) {
            return new DerivedKey(index, attribute, template, components, attributes, randomShards, build);
        }

        /** This key sharded at random into {@code shards} partitions. */
        public DerivedKey withRandomShards(int shards) {
            return new DerivedKey(index, attribute, template, components, storedAttributes, shards, build);
        }
    }

    /** The secondary-index keys built from components; none by default. */
    @InternalApi
    default List<DerivedKey> derivedKeys() {
        return List.of();
    }

    /**
     * Every key the entity writes, as declared: the table's partition and sort key, then each
     * index's, with the parts that read components back out of stored key text, so that a check
     * of a live table can match keys to templates, and a key value too large for DynamoDB is
     * reported with the component that made it so. None by default.
     */
    default List<KeyTemplate> keyTemplates() {
        return List.of();
    }

    /**
     * Whether an item's primary key is a key of this entity: the text in each of the table's key
     * attributes is one its primary-key template writes ({@link KeyTemplate#matches}). The
     * processor proves that no two entities of a table can write the same primary key (KW042), so
     * at most one entity of a table says yes: that is how an item without the type attribute, or a
     * stream record without an image, is told apart by its keys alone. False for an entity without
     * {@link #keyTemplates()}.
     *
     * @param keys the item, or at least its primary-key attributes
     */
    @InternalApi
    default boolean primaryKeyMatches(Map<String, AttributeValue> keys) {
        boolean any = false;
        for (KeyTemplate key : keyTemplates()) {
            if (key.index().isPresent()) {
                continue;
            }
            AttributeValue value = keys.get(key.attribute());
            if (value == null || value.s() == null || !key.matches(value.s())) {
                return false;
            }
            any = true;
        }
        return any;
    }

    /**
     * The schemas of every entity of this entity's table, this one included, as the generated
     * table class lists them ({@code ShopTable.schemas()}): what tells an item of another entity
     * from an item of none by its keys. This schema alone by default.
     */
    @InternalApi
    default List<ItemSchema<?>> tableSchemas() {
        return List.of(this);
    }

    /** The attribute of the {@code @Version} component, if the entity has one. */
    default Optional<String> versionAttribute() {
        return Optional.empty();
    }

    /** The record's version. @throws UnsupportedOperationException without a {@code @Version} component */
    @InternalApi
    default long versionOf(T value) {
        throw new UnsupportedOperationException(entityType() + " has no @Version component");
    }

    /** The record with another version. @throws UnsupportedOperationException without a {@code @Version} component */
    @InternalApi
    default T withVersion(T value, long version) {
        throw new UnsupportedOperationException(entityType() + " has no @Version component");
    }

    /**
     * A {@code @Unique} component: its stored attribute, how to read it from a record, and how a
     * value is encoded into the key of the guard item that claims it.
     *
     * @param component the record component
     * @param attribute its stored attribute
     * @param value     the record's value ({@code null} when it has none; an Optional is unwrapped)
     * @param encode    a non-null value as keys encode it
     * @param <T>       the record type
     */
    @InternalApi
    record UniqueConstraint<T>(String component, String attribute, Function<T, Object> value,
                               Function<Object, String> encode) {

        /** The record's value as keys encode it, or {@code null} when it has none. */
        public String encodedValueOf(T record) {
            Object present = value.apply(record);
            return present == null ? null : encode.apply(present);
        }
    }

    /** The {@code @Unique} components; none by default. */
    @InternalApi
    default List<UniqueConstraint<T>> uniqueConstraints() {
        return List.of();
    }

    /**
     * The attributes a query that selects attributes always reads: the primitive components, which
     * a record cannot be built without, and the components of every key. None by default.
     */
    @InternalApi
    default List<String> requiredAttributes() {
        return List.of();
    }

    /**
     * The attributes of the primitive components ({@code int}, {@code long}, {@code boolean},
     * {@code double}..., the {@code @Version} and a {@code @Ttl long} included): an item without one
     * cannot be read, so an update that leaves one unset must not create the item. None by default.
     */
    @InternalApi
    default List<String> primitiveAttributes() {
        return List.of();
    }

    /**
     * Whether {@code fromItem(toItem(x))} equals {@code x} for every record, so that a write can
     * return its input as the stored record instead of decoding the item it wrote. False by
     * default; generated schemas say true when every component is stored exactly.
     */
    default boolean readsBackEqual() {
        return false;
    }

    /** The attribute of the {@code @Ttl} component (epoch seconds), if the entity has one. */
    default Optional<String> ttlAttribute() {
        return Optional.empty();
    }
}
