package dev.keyway.local.internal.stream;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * What the engine tells the streams about a table: streams turned on and off, and every change of an
 * item. The engine calls it while it holds its write lock, in the order the changes were applied.
 */
public interface TableChanges {

    /** A stream as a table describes it: {@code LatestStreamArn} and {@code LatestStreamLabel}. */
    record StreamIdentity(String arn, String label) {
    }

    /**
     * A table's stream is turned on (at CreateTable or UpdateTable): a new stream with its first shard.
     *
     * @return the new stream's ARN and label
     */
    StreamIdentity enable(String tableName, String tableArn, List<KeySchemaElement> keySchema, StreamViewType viewType);

    /** A table's stream is turned off, or the table is deleted: its stream stays readable, and is DISABLED. */
    void disable(String tableName);

    /**
     * An item was created, changed or deleted on a table whose stream is on. DynamoDB writes a record
     * only for a write that changed the item: the engine does not call this for a put or update that
     * left the item exactly as it was, nor for a delete of an item that did not exist.
     *
     * @param keys the item's primary key attributes
     * @param oldImage the item before the change, or {@code null} if it did not exist
     * @param newImage the item after the change, or {@code null} if it was deleted
     * @param expiredByTimeToLive whether the time-to-live sweep deleted it (the record then carries the
     *     service's {@code userIdentity})
     */
    void changed(String tableName, Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
            Map<String, AttributeValue> newImage, boolean expiredByTimeToLive);

    /** Changes go nowhere: the engine's default until streams are attached. */
    TableChanges NONE = new TableChanges() {
        @Override
        public StreamIdentity enable(String tableName, String tableArn, List<KeySchemaElement> keySchema,
                StreamViewType viewType) {
            throw new UnsupportedOperationException("streams are not attached");
        }

        @Override
        public void disable(String tableName) {
        }

        @Override
        public void changed(String tableName, Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
                Map<String, AttributeValue> newImage, boolean expiredByTimeToLive) {
        }
    };
}
