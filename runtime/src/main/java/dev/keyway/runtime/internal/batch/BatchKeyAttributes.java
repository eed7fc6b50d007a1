package dev.keyway.runtime.internal.batch;

import dev.keyway.runtime.schema.TableDefinition;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A table's primary key attributes, and the entity type that names them in a batch's messages: the
 * id of each key or item of a batch, and a key projected to what DynamoDB accepts.
 */
record BatchKeyAttributes(String entityType, TableDefinition table, String partition, String sort) {

    static BatchKeyAttributes of(String entityType, TableDefinition table) {
        return new BatchKeyAttributes(entityType, table, table.partitionKeyAttribute(),
                table.sortKeyAttribute().orElse(null));
    }

    BatchKeyId idOf(Map<String, AttributeValue> keyOrItem, String what) {
        AttributeValue partitionValue = keyOrItem.get(partition);
        AttributeValue sortValue = sort == null ? null : keyOrItem.get(sort);
        if (partitionValue == null || sort != null && sortValue == null) {
            throw new IllegalArgumentException(entityType + " " + what + " lacks its key attribute "
                    + (partitionValue == null ? partition : sort) + ": " + table.describeKey(keyOrItem));
        }
        return new BatchKeyId(partitionValue, sortValue);
    }

    /** Only the key attributes: DynamoDB rejects a key with more. */
    Map<String, AttributeValue> project(Map<String, AttributeValue> key) {
        int size = sort == null ? 1 : 2;
        if (key.size() == size) {
            return key;
        }
        Map<String, AttributeValue> projected = new HashMap<>(4);
        projected.put(partition, key.get(partition));
        if (sort != null) {
            projected.put(sort, key.get(sort));
        }
        return projected;
    }

    /** The ids of these keys (DynamoDB's unprocessed keys, say), which each must hold the key attributes. */
    Set<BatchKeyId> idsOf(List<Map<String, AttributeValue>> keys, String what) {
        Set<BatchKeyId> ids = new HashSet<>();
        for (Map<String, AttributeValue> key : keys) {
            ids.add(idOf(key, what));
        }
        return ids;
    }
}
