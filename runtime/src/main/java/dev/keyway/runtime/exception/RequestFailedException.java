package dev.keyway.runtime.exception;

import java.util.Objects;
import software.amazon.awssdk.awscore.exception.AwsServiceException;

/**
 * DynamoDB refused a request with an error the AWS SDK has no exception type for: a
 * {@code ValidationException} Keyway could not foresee, an {@code AccessDeniedException}, and
 * the like. The SDK's {@code DynamoDbException} is the cause; {@link #errorCode()} and
 * {@link #dynamoDbMessage()} say what DynamoDB answered.
 *
 * <p>Errors the SDK has a type for reach the caller as that type (the documented
 * {@code ResourceNotFoundException}, {@code ProvisionedThroughputExceededException},
 * {@code SdkClientException} for a request that got no answer, ...), and those Keyway knows are
 * typed as Keyway's own ({@link ItemTooLargeException}, {@link ConditionFailedException}, ...).
 */
public class RequestFailedException extends KeywayException {

    private final String entityType;
    private final String tableName;
    private final String request;
    private final String errorCode;
    private final String dynamoDbMessage;

    /**
     * For the entity and table the request was for, the DynamoDB operation, and DynamoDB's answer.
     *
     * @param entityType      the entity type (or item collection) of the request
     * @param tableName       the table
     * @param request         the DynamoDB operation, e.g. {@code PutItem}
     * @param errorCode       DynamoDB's error code, e.g. {@code ValidationException}
     * @param dynamoDbMessage DynamoDB's message
     * @param cause           the SDK's exception
     */
    public RequestFailedException(String entityType, String tableName, String request, String errorCode,
                                  String dynamoDbMessage, Throwable cause) {
        super(request + " of " + entityType + " in " + tableName + " failed: " + errorCode + ": " + dynamoDbMessage, cause);
        this.entityType = Objects.requireNonNull(entityType, "entityType");
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.request = Objects.requireNonNull(request, "request");
        this.errorCode = Objects.requireNonNull(errorCode, "errorCode");
        this.dynamoDbMessage = Objects.requireNonNull(dynamoDbMessage, "dynamoDbMessage");
    }

    /** The entity type (or item collection) the request was for. */
    public String entityType() {
        return entityType;
    }

    /** The table the request was sent to. */
    public String tableName() {
        return tableName;
    }

    /** The DynamoDB operation, e.g. {@code PutItem}. */
    public String request() {
        return request;
    }

    /** DynamoDB's error code, e.g. {@code ValidationException}. */
    public String errorCode() {
        return errorCode;
    }

    /** DynamoDB's message. */
    public String dynamoDbMessage() {
        return dynamoDbMessage;
    }

    /**
     * Whether DynamoDB refused the request for lack of capacity (the SDK's own judgement of its
     * error code and status), so that it may succeed when sent again later.
     */
    public boolean throttling() {
        return getCause() instanceof AwsServiceException service && service.isThrottlingException();
    }
}
