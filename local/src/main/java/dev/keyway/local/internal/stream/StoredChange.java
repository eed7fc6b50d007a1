package dev.keyway.local.internal.stream;

import java.time.Instant;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * One change kept in a shard: what the engine reported, reduced to the images the stream's view type
 * keeps. The SDK {@link Record} is built the first time a reader asks for it, so that a write (made under
 * the engine's lock) pays for no more than a few references. Guarded by the {@link StreamStore}.
 */
final class StoredChange {

    private final TableStream stream;
    private final long sequence;
    private final Instant created;
    private final Map<String, AttributeValue> keys;
    private final Map<String, AttributeValue> oldImage;
    private final Map<String, AttributeValue> newImage;
    private final boolean insert;
    private final boolean remove;
    private final boolean expiredByTimeToLive;
    private Record record;

    StoredChange(TableStream stream, long sequence, Instant created, Map<String, AttributeValue> keys,
            Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage, boolean expiredByTimeToLive) {
        this.stream = stream;
        this.sequence = sequence;
        this.created = created;
        this.keys = Map.copyOf(keys);
        this.insert = oldImage == null;
        this.remove = newImage == null;
        this.oldImage = oldImage != null && ChangeRecords.keepsOld(stream.viewType()) ? Map.copyOf(oldImage) : null;
        this.newImage = newImage != null && ChangeRecords.keepsNew(stream.viewType()) ? Map.copyOf(newImage) : null;
        this.expiredByTimeToLive = expiredByTimeToLive;
    }

    long sequence() {
        return sequence;
    }

    long createdMillis() {
        return created.toEpochMilli();
    }

    /** The record's size as its SizeBytes says, for the 1 MB bound of a GetRecords answer. */
    long sizeBytes() {
        return record().dynamodb().sizeBytes();
    }

    /** The record as GetRecords returns it. */
    Record record() {
        if (record == null) {
            record = ChangeRecords.of(stream, sequence, created, keys, oldImage, newImage, insert, remove, expiredByTimeToLive);
        }
        return record;
    }
}
