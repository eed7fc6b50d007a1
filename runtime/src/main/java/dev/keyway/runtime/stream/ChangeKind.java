package dev.keyway.runtime.stream;

import software.amazon.awssdk.services.dynamodb.model.OperationType;

/** What happened to an item: DynamoDB Streams' {@code eventName}. */
public enum ChangeKind {
    /** A new item was written. */
    INSERT,
    /** An existing item was replaced or updated. */
    MODIFY,
    /** An item was deleted, by a request or by time to live. */
    REMOVE;

    /** The kind of an SDK operation type. @throws IllegalArgumentException for one this version does not know */
    public static ChangeKind of(OperationType operation) {
        if (operation == null) {
            throw new IllegalArgumentException("The stream record has no eventName (INSERT, MODIFY or REMOVE)");
        }
        return switch (operation) {
            case INSERT -> INSERT;
            case MODIFY -> MODIFY;
            case REMOVE -> REMOVE;
            default -> throw new IllegalArgumentException("Not a DynamoDB Streams eventName: " + operation);
        };
    }
}
