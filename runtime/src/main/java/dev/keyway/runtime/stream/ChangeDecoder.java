package dev.keyway.runtime.stream;

import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.internal.write.GuardItems;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * Decodes a table's stream records into one type {@code C}, by each item's type attribute: an
 * entity's item into that entity's variant, and what is not an entity's record into the explicit
 * variants for it. A record with no image to read the type from (a {@code KEYS_ONLY} stream, a
 * removal on a {@code NEW_IMAGE} stream, an insert on an {@code OLD_IMAGE} one) is told by its keys:
 * the entity whose primary-key templates parse them ({@link ItemSchema#primaryKeyMatches}; no two
 * entities of a table write one key, KW042) gets a change with its keys and no records. Decoding
 * never throws for an item: a change it cannot read becomes the undecodable variant, so one bad
 * record never breaks a batch. The processor builds one per table
 * that declares a stream ({@code ShopChange.DECODER}); it can also be built by hand:
 *
 * <pre>{@code
 * ChangeDecoder<Object> decoder = ChangeDecoder.<Object>on(ShopTable.DEFINITION)
 *         .entity(OrderSchema.INSTANCE, change -> change)
 *         .guardItems(event -> "guard").unrecognized(event -> "other")
 *         .undecodable((event, type, error) -> error)
 *         .build();
 * }</pre>
 *
 * @param <C> what a change decodes into
 */
public final class ChangeDecoder<C> {

    /** Makes the undecodable variant from the change, the entity type it names and why it did not decode. */
    @FunctionalInterface
    public interface UndecodableVariant<C> {
        C of(ChangeEvent event, String entityType, ItemDecodeException error);
    }

    private final TableDefinition table;
    private final Map<String, Function<ChangeEvent, C>> entities;
    private final List<ItemSchema<?>> schemas;
    private final Function<ChangeEvent, ? extends C> guardItem;
    private final Function<ChangeEvent, ? extends C> unrecognized;
    private final UndecodableVariant<? extends C> undecodable;

    private ChangeDecoder(Builder<C> builder) {
        this.table = builder.table;
        this.entities = Map.copyOf(builder.entities);
        this.schemas = List.copyOf(builder.schemas);
        this.guardItem = Objects.requireNonNull(builder.guardItem, "guardItems(...) not set");
        this.unrecognized = Objects.requireNonNull(builder.unrecognized, "unrecognized(...) not set");
        this.undecodable = Objects.requireNonNull(builder.undecodable, "undecodable(...) not set");
    }

    /** A decoder of the changes of {@code table}, to be given its entities and variants. */
    public static <C> Builder<C> on(TableDefinition table) {
        return new Builder<>(table);
    }

    /** The table whose changes this decodes. */
    public TableDefinition table() {
        return table;
    }

    /**
     * The change an SDK stream record describes, decoded.
     *
     * @throws IllegalArgumentException when it is not a DynamoDB Streams record at all (see {@link ChangeEvent#of})
     */
    public C decode(Record record) {
        return decode(ChangeEvent.of(record));
    }

    /** Every record decoded, in order. */
    public List<C> decodeAll(List<Record> records) {
        List<C> changes = new ArrayList<>(records.size());
        records.forEach(record -> changes.add(decode(record)));
        return changes;
    }

    /**
     * The change decoded: a guard item of a {@code @Unique} value; an item of a known entity type
     * (undecodable if an image does not fit the record), or, when the stream recorded no image,
     * whose keys are a known entity's; or unrecognized when it names no entity type of the table,
     * or has no image and keys of no entity.
     */
    public C decode(ChangeEvent event) {
        Optional<String> type = event.entityType(table.typeAttribute());
        if (GuardItems.isGuardItem(type.orElse(null), event.keys(), table.partitionKeyAttribute())) {
            return guardItem.apply(event);
        }
        if (type.isEmpty() && event.oldItem().isEmpty() && event.newItem().isEmpty()) {
            type = entityOfKeys(event.keys()); // no image to read the type from: the keys tell
        }
        Function<ChangeEvent, C> entity = type.map(entities::get).orElse(null);
        if (entity == null) {
            return unrecognized.apply(event);
        }
        Optional<String> oldType = event.oldItem().map(item -> item.get(table.typeAttribute())).map(AttributeValue::s);
        if (oldType.isPresent() && !oldType.equals(type)) {
            return undecodable.of(event, type.get(), new ItemDecodeException(type.get(), table.describeKey(event.keys()),
                    table.typeAttribute(), "the item was a " + oldType.get() + " before this change", null));
        }
        try {
            return entity.apply(event);
        } catch (ItemDecodeException e) {
            return undecodable.of(event, type.get(), e);
        } catch (RuntimeException e) { // a converter's own failure: still only this change's problem
            return undecodable.of(event, type.get(), new ItemDecodeException(type.get(), table.describeKey(event.keys()),
                    null, String.valueOf(e), e));
        }
    }

    /** The entity whose primary-key templates parse the keys: one at most, as the processor proves (KW042). */
    private Optional<String> entityOfKeys(Map<String, AttributeValue> keys) {
        for (ItemSchema<?> schema : schemas) {
            if (schema.primaryKeyMatches(keys)) {
                return Optional.of(schema.entityType());
            }
        }
        return Optional.empty();
    }

    /** Collects the entities and variants of a decoder. */
    public static final class Builder<C> {

        private final TableDefinition table;
        private final Map<String, Function<ChangeEvent, C>> entities = new LinkedHashMap<>();
        private final List<ItemSchema<?>> schemas = new ArrayList<>();
        private Function<ChangeEvent, ? extends C> guardItem;
        private Function<ChangeEvent, ? extends C> unrecognized;
        private UndecodableVariant<? extends C> undecodable;

        private Builder(TableDefinition table) {
            this.table = Objects.requireNonNull(table, "table");
        }

        /**
         * Items of the schema's entity type decode into its records, then into {@code variant}; a
         * record without an image whose keys the schema's templates parse, into a change without
         * records.
         */
        public <T> Builder<C> entity(ItemSchema<T> schema, Function<Change<T>, ? extends C> variant) {
            String type = schema.entityType();
            if (entities.containsKey(type)) {
                throw new IllegalArgumentException("Entity type " + type + " is given twice");
            }
            schemas.add(schema);
            entities.put(type, event -> variant.apply(new Change<>(event, type,
                    event.oldItem().map(schema::fromItem), event.newItem().map(schema::fromItem))));
            return this;
        }

        /** What the guard items of {@code @Unique} values decode into. */
        public Builder<C> guardItems(Function<ChangeEvent, ? extends C> variant) {
            this.guardItem = variant;
            return this;
        }

        /** What items of no entity type of the table (or with no recorded image and no entity's keys) decode into. */
        public Builder<C> unrecognized(Function<ChangeEvent, ? extends C> variant) {
            this.unrecognized = variant;
            return this;
        }

        /** What an entity's change decodes into when an image does not fit its record. */
        public Builder<C> undecodable(UndecodableVariant<? extends C> variant) {
            this.undecodable = variant;
            return this;
        }

        /** The decoder. @throws NullPointerException unless every variant is given */
        public ChangeDecoder<C> build() {
            return new ChangeDecoder<>(this);
        }
    }
}
