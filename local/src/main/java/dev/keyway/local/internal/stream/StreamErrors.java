package dev.keyway.local.internal.stream;

import dev.keyway.local.internal.ServiceError;

/**
 * The errors of the DynamoDB Streams operations. Where the service's own message is known (quoted in
 * public reports or in the model's documentation) it is used; the others are marked as Keyway Local's
 * wording.
 */
final class StreamErrors {

    private StreamErrors() {
    }

    /** A well-formed stream ARN that names no stream (never created, or gone 24 hours after it was disabled). */
    static ServiceError streamNotFound(String streamArn) {
        return ServiceError.resourceNotFound("Requested resource not found: Stream: " + streamArn + " not found");
    }

    /** A shard the stream does not have (never had, or removed 24 hours after it was closed). */
    static ServiceError shardNotFound() {
        return ServiceError.resourceNotFound("Requested resource not found: Shard does not exist");
    }

    /** API Reference, GetRecords: ExpiredIteratorException, "A shard iterator expires 15 minutes after it is retrieved". */
    static ServiceError iteratorExpired() {
        return new ServiceError("ExpiredIteratorException", 400, "The provided iterator exceeds the maximum age allowed.");
    }

    /** API Reference, TrimmedDataAccessException: the iterator points before the oldest record kept (24 hours). */
    static ServiceError trimmed() {
        return new ServiceError("TrimmedDataAccessException", 400, "The data you are trying to access has been trimmed.");
    }

    /** A shard iterator Keyway Local did not issue, or one damaged in transit (Keyway Local's wording). */
    static ServiceError invalidIterator() {
        return ServiceError.validation("Invalid ShardIterator");
    }

    /** A stream ARN of the right length but not the shape of one (Keyway Local's wording). */
    static ServiceError invalidStreamArn(String member) {
        return ServiceError.validation("Invalid " + member);
    }
}
