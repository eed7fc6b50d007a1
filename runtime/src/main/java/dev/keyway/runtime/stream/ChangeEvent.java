package dev.keyway.runtime.stream;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/**
 * One DynamoDB Streams record as it is, not yet decoded: what every change says whatever its
 * item holds. The images are present as the table's stream view type records them
 * ({@code KEYS_ONLY}: neither; {@code NEW_IMAGE}: the new one, for inserts and modifications;
 * {@code OLD_IMAGE}: the old one, for modifications and removals; {@code NEW_AND_OLD_IMAGES}: both
 * where they exist).
 *
 * @param eventId                 the record's unique id ({@code eventID}), the same on every redelivery
 * @param sequenceNumber          its position in its shard: changes of one item are in this order
 * @param kind                    insert, modify or remove
 * @param keys                    the item's primary key attributes
 * @param oldItem                 the item before the change, if the stream recorded it
 * @param newItem                 the item after the change, if the stream recorded it
 * @param approximateCreationTime when DynamoDB recorded the change, if the record says
 * @param timeToLiveExpiry        whether this is a removal by DynamoDB's time to live (the record's
 *                                user identity is the service {@code dynamodb.amazonaws.com}), not
 *                                by a request
 */
public record ChangeEvent(String eventId, String sequenceNumber, ChangeKind kind, Map<String, AttributeValue> keys,
                          Optional<Map<String, AttributeValue>> oldItem, Optional<Map<String, AttributeValue>> newItem,
                          Optional<Instant> approximateCreationTime, boolean timeToLiveExpiry) {

    /** Epoch seconds of about the year 5138: a record time beyond it is epoch milliseconds. */
    private static final long MILLIS_READ_AS_SECONDS = 100_000_000_000L;

    /** The service principal DynamoDB's time to live deletes items as. */
    public static final String TIME_TO_LIVE_PRINCIPAL = "dynamodb.amazonaws.com";

    /** Checks the parts and copies the maps. */
    public ChangeEvent {
        Objects.requireNonNull(eventId, "eventId");
        Objects.requireNonNull(sequenceNumber, "sequenceNumber");
        Objects.requireNonNull(kind, "kind");
        keys = Map.copyOf(keys);
        oldItem = oldItem.map(Map::copyOf);
        newItem = newItem.map(Map::copyOf);
        Objects.requireNonNull(approximateCreationTime, "approximateCreationTime");
    }

    /**
     * The change an SDK stream record (from {@code DynamoDbStreamsClient.getRecords}, or converted
     * from a Lambda event) describes.
     *
     * @throws IllegalArgumentException when it is not a DynamoDB Streams record: no {@code dynamodb}
     *                                  part, no event id or sequence number, no keys or an empty key map (every
     *                                  change of an item names its primary key), or an unknown event name
     */
    public static ChangeEvent of(Record record) {
        Objects.requireNonNull(record, "record");
        StreamRecord change = record.dynamodb();
        if (change == null || record.eventID() == null || change.sequenceNumber() == null || !change.hasKeys()
                || change.keys().isEmpty()) {
            throw new IllegalArgumentException("Not a DynamoDB Streams record (it needs eventID, dynamodb.SequenceNumber "
                    + "and a non-empty dynamodb.Keys): " + record);
        }
        return new ChangeEvent(record.eventID(), change.sequenceNumber(), ChangeKind.of(record.eventName()), change.keys(),
                change.hasOldImage() ? Optional.of(change.oldImage()) : Optional.empty(),
                change.hasNewImage() ? Optional.of(change.newImage()) : Optional.empty(),
                Optional.ofNullable(change.approximateCreationDateTime()).map(ChangeEvent::seconds),
                timeToLive(record.eventName() == null ? null : ChangeKind.of(record.eventName()), record.userIdentity()));
    }

    /**
     * The record's time, which DynamoDB Streams gives in epoch seconds; DynamoDB Local gives epoch
     * milliseconds in the same field, which read as seconds lie past the year 5000: read those as
     * milliseconds (no time DynamoDB records is that far off).
     */
    static Instant seconds(Instant time) {
        return time.getEpochSecond() > MILLIS_READ_AS_SECONDS ? Instant.ofEpochMilli(time.getEpochSecond()) : time;
    }

    private static boolean timeToLive(ChangeKind kind, Identity identity) {
        return kind == ChangeKind.REMOVE && identity != null && "Service".equals(identity.type())
                && TIME_TO_LIVE_PRINCIPAL.equals(identity.principalId());
    }

    /** The entity type the item names in {@code typeAttribute}: from the new image, else the old one. */
    public Optional<String> entityType(String typeAttribute) {
        return newItem.or(() -> oldItem)
                .map(item -> item.get(typeAttribute))
                .map(AttributeValue::s);
    }

    /** The new image if there is one, else the old one: the item as it last was. */
    public Optional<Map<String, AttributeValue>> latestItem() {
        return newItem.or(() -> oldItem);
    }
}
