package dev.keyway.local.internal.stream;

import dev.keyway.local.internal.value.ItemSizes;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Turns one item change into the stream record DynamoDB writes for it (API Reference, "Record" and
 * "StreamRecord"; Developer Guide, "Change data capture for DynamoDB Streams").
 */
final class ChangeRecords {

    /** Developer Guide, "Time to Live: DynamoDB Streams": the identity of a deletion by time to live. */
    static final Identity TIME_TO_LIVE = Identity.builder().principalId("dynamodb.amazonaws.com").type("Service").build();

    private static final String EVENT_VERSION = "1.1";
    private static final String EVENT_SOURCE = "aws:dynamodb";

    private ChangeRecords() {
    }

    /** Whether a stream of this view type keeps the item as it was before a change. */
    static boolean keepsOld(StreamViewType view) {
        return view == StreamViewType.OLD_IMAGE || view == StreamViewType.NEW_AND_OLD_IMAGES;
    }

    /** Whether a stream of this view type keeps the item as it is after a change. */
    static boolean keepsNew(StreamViewType view) {
        return view == StreamViewType.NEW_IMAGE || view == StreamViewType.NEW_AND_OLD_IMAGES;
    }

    /**
     * The record of a change.
     *
     * @param oldImage the item before, if the view type keeps it and it existed; otherwise {@code null}
     * @param newImage the item after, if the view type keeps it and it still exists; otherwise {@code null}
     * @param insert whether the item did not exist before
     * @param remove whether the item no longer exists
     */
    static Record of(TableStream stream, long sequence, Instant created, Map<String, AttributeValue> keys,
            Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage, boolean insert, boolean remove,
            boolean expiredByTimeToLive) {
        // SizeBytes: the record's keys and images, each counted as DynamoDB counts an item.
        long size = ItemSizes.of(keys) + (newImage == null ? 0 : ItemSizes.of(newImage))
                + (oldImage == null ? 0 : ItemSizes.of(oldImage));
        size = Math.max(1, size); // API Reference, StreamRecord: SizeBytes "Minimum value of 1"
        String sequenceNumber = SequenceNumbers.format(sequence);
        StreamRecord.Builder data = StreamRecord.builder()
                // API Reference, StreamRecord: ApproximateCreationDateTime is "rounded down to the closest second".
                .approximateCreationDateTime(created.truncatedTo(ChronoUnit.SECONDS))
                .keys(keys)
                .sequenceNumber(sequenceNumber)
                .sizeBytes(size)
                .streamViewType(stream.viewType());
        if (newImage != null) {
            data.newImage(newImage);
        }
        if (oldImage != null) {
            data.oldImage(oldImage);
        }
        Record.Builder record = Record.builder()
                .eventID(eventId(stream.arn(), sequenceNumber))
                .eventName(insert ? OperationType.INSERT : remove ? OperationType.REMOVE : OperationType.MODIFY)
                .eventVersion(EVENT_VERSION)
                .eventSource(EVENT_SOURCE)
                .awsRegion(stream.region())
                .dynamodb(data.build());
        if (expiredByTimeToLive) {
            record.userIdentity(TIME_TO_LIVE);
        }
        return record.build();
    }

    /** A unique event ID of 32 hexadecimal digits, as the service's look, derived from the record's place. */
    private static String eventId(String streamArn, String sequenceNumber) {
        byte[] name = (streamArn + "#" + sequenceNumber).getBytes(StandardCharsets.UTF_8);
        return UUID.nameUUIDFromBytes(name).toString().replace("-", "");
    }
}
