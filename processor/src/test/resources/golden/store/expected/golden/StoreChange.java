package golden;

import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ChangeDecoder;
import dev.keyway.runtime.stream.ChangeEvent;
import dev.keyway.runtime.stream.StreamChange;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * A change to an item of table {@code Store}, read from its DynamoDB stream
 * ({@code NEW_AND_OLD_IMAGES}): a variant per entity, decoded by the item's {@code _type} (by its keys
 * where the stream recorded no image), and {@link GuardItem}, {@link Unrecognized} and
 * {@link Undecodable} for what is not an entity's record. {@link #of(Record)} decodes a stream record;
 * handle a change with a {@code switch} over this sealed type (Java 21+) or {@link #accept(Visitor)}:
 * both stop compiling when an entity is added to the table.
 */
@Generated("dev.keyway.processor.KeywayProcessor")
public sealed interface StoreChange extends StreamChange {
    /** Decodes the table's stream records by {@code _type}; never throws for an item it cannot read. */
    ChangeDecoder<StoreChange> DECODER = ChangeDecoder.<StoreChange>on(StoreTable.DEFINITION)
        .entity(CustomerSchema.INSTANCE, OfCustomer::new)
        .entity(OrderSchema.INSTANCE, OfOrder::new)
        .entity(PostSchema.INSTANCE, OfPost::new)
        .guardItems(GuardItem::new)
        .unrecognized(Unrecognized::new)
        .undecodable(Undecodable::new)
        .build();

    /**
     * The change a stream record describes (from {@code DynamoDbStreamsClient}, a {@code StreamReader} or
     * a Lambda event).
     */
    static StoreChange of(Record record) {
        return DECODER.decode(record);
    }

    /** Calls the visitor's method for this variant and returns what it returns. */
    <R> R accept(Visitor<R> visitor);

    /**
     * A method per variant of {@code StoreChange}: an implementation handles every kind of change, and a
     * new entity of the table adds a method it must implement.
     *
     * @param <R> what handling a change returns ({@code Void} for nothing)
     */
    interface Visitor<R> {
        /**
         * A change to an item of entity {@code Customer} ({@code _type = "Customer"}, or its keys where the
         * stream recorded no image): kind, keys and records as the stream recorded them.
         */
        R onCustomer(Change<Customer> change);

        /**
         * A change to an item of entity {@code Order} ({@code _type = "Order"}, or its keys where the stream
         * recorded no image): kind, keys and records as the stream recorded them.
         */
        R onOrder(Change<Order> change);

        /**
         * A change to an item of entity {@code Post} ({@code _type = "Post"}, or its keys where the stream
         * recorded no image): kind, keys and records as the stream recorded them.
         */
        R onPost(Change<Post> change);

        /**
         * A change to a guard item, which claims a {@code @Unique} value for its entity: Keyway's own
         * bookkeeping, written with the entity's item.
         */
        R onGuardItem(ChangeEvent event);

        /**
         * A change to an item of no entity type of table {@code Store} (written by other code), or, where the
         * stream recorded no image ({@code KEYS_ONLY}, a removal on a {@code NEW_IMAGE} stream, an insert on
         * an {@code OLD_IMAGE} one), whose keys are no entity's.
         */
        R onUnrecognized(ChangeEvent event);

        /**
         * A change to an entity's item whose image does not fit its record (a missing or mistyped attribute, a
         * converter's failure): {@code error} says which. Delivered, never thrown, so that one bad item does
         * not stop a batch.
         */
        R onUndecodable(Undecodable change);
    }

    /**
     * A change to an item of entity {@code Customer} ({@code _type = "Customer"}, or its keys where the
     * stream recorded no image): kind, keys and records as the stream recorded them.
     */
    record OfCustomer(Change<Customer> change) implements StoreChange {
        @Override
        public ChangeEvent event() {
            return change.event();
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.onCustomer(change);
        }
    }

    /**
     * A change to an item of entity {@code Order} ({@code _type = "Order"}, or its keys where the stream
     * recorded no image): kind, keys and records as the stream recorded them.
     */
    record OfOrder(Change<Order> change) implements StoreChange {
        @Override
        public ChangeEvent event() {
            return change.event();
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.onOrder(change);
        }
    }

    /**
     * A change to an item of entity {@code Post} ({@code _type = "Post"}, or its keys where the stream
     * recorded no image): kind, keys and records as the stream recorded them.
     */
    record OfPost(Change<Post> change) implements StoreChange {
        @Override
        public ChangeEvent event() {
            return change.event();
        }

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.onPost(change);
        }
    }

    /**
     * A change to a guard item, which claims a {@code @Unique} value for its entity: Keyway's own
     * bookkeeping, written with the entity's item.
     */
    record GuardItem(ChangeEvent event) implements StoreChange {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.onGuardItem(event);
        }
    }

    /**
     * A change to an item of no entity type of table {@code Store} (written by other code), or, where the
     * stream recorded no image ({@code KEYS_ONLY}, a removal on a {@code NEW_IMAGE} stream, an insert on
     * an {@code OLD_IMAGE} one), whose keys are no entity's.
     */
    record Unrecognized(ChangeEvent event) implements StoreChange {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.onUnrecognized(event);
        }
    }

    /**
     * A change to an entity's item whose image does not fit its record (a missing or mistyped attribute, a
     * converter's failure): {@code error} says which. Delivered, never thrown, so that one bad item does
     * not stop a batch.
     *
     * @param event      the stream record as it is
     * @param entityType the entity type the item names
     * @param error      why an image does not decode
     */
    record Undecodable(ChangeEvent event, String entityType,
            ItemDecodeException error) implements StoreChange {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.onUndecodable(this);
        }
    }
}
