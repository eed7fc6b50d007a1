package dev.keyway.local.internal;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;

/**
 * An error that Keyway Local answers the way DynamoDB does: an error type (the part of {@code __type}
 * after {@code #}), an HTTP status and a message, and for two types the members DynamoDB adds (the
 * item of a failed condition, the reasons of a cancelled transaction).
 */
public final class ServiceError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The namespace DynamoDB puts before most error types in {@code __type}. */
    public static final String DYNAMODB_NAMESPACE = "com.amazonaws.dynamodb.v20120810";
    /** The namespace of {@code ValidationException}, as DynamoDB writes it. */
    public static final String VALIDATION_NAMESPACE = "com.amazon.coral.validate";

    private final String type;
    private final int status;
    private final transient Map<String, AttributeValue> item;
    private final transient List<CancellationReason> cancellationReasons;

    public ServiceError(String type, int status, String message) {
        this(type, status, message, null, null);
    }

    private ServiceError(String type, int status, String message, Map<String, AttributeValue> item,
            List<CancellationReason> cancellationReasons) {
        super(message, null, false, false);
        this.type = type;
        this.status = status;
        this.item = item;
        this.cancellationReasons = cancellationReasons;
    }

    /** The error type, such as {@code ValidationException}. */
    public String type() {
        return type;
    }

    /** The HTTP status: 400 for the caller's errors, 500 or 503 for the service's. */
    public int status() {
        return status;
    }

    /** The namespace of the errors the service framework raises before an operation runs. */
    public static final String SERVICE_NAMESPACE = "com.amazon.coral.service";
    /** The namespace of request-rate errors, as DynamoDB writes it. */
    public static final String AVAILABILITY_NAMESPACE = "com.amazon.coral.availability";

    /**
     * The {@code __type} member as DynamoDB writes it. SDKs read only the part after {@code #} (the error
     * code they map to an exception class); the namespace follows what DynamoDB answers.
     */
    public String qualifiedType() {
        String namespace = switch (type) {
            case "ValidationException" -> VALIDATION_NAMESPACE;
            case "SerializationException", "UnknownOperationException", "RequestEntityTooLargeException" ->
                    SERVICE_NAMESPACE;
            case "ThrottlingException" -> AVAILABILITY_NAMESPACE;
            default -> DYNAMODB_NAMESPACE;
        };
        return namespace + "#" + type;
    }

    /** The item of a failed condition, when the request asked for it; otherwise {@code null}. */
    public Map<String, AttributeValue> item() {
        return item;
    }

    /** The reasons of a cancelled transaction, one per action in order; otherwise {@code null}. */
    public List<CancellationReason> cancellationReasons() {
        return cancellationReasons;
    }

    public static ServiceError validation(String message) {
        return new ServiceError("ValidationException", 400, message);
    }

    public static ServiceError serialization(String message) {
        return new ServiceError("SerializationException", 400, message);
    }

    public static ServiceError resourceNotFound(String message) {
        return new ServiceError("ResourceNotFoundException", 400, message);
    }

    public static ServiceError resourceInUse(String message) {
        return new ServiceError("ResourceInUseException", 400, message);
    }

    public static ServiceError limitExceeded(String message) {
        return new ServiceError("LimitExceededException", 400, message);
    }

    /** {@code ConditionalCheckFailedException}, with the item when {@code ALL_OLD} was asked on failure. */
    public static ServiceError conditionalCheckFailed(Map<String, AttributeValue> item) {
        return new ServiceError("ConditionalCheckFailedException", 400, "The conditional request failed", item, null);
    }

    /** {@code TransactionCanceledException} with DynamoDB's message listing the reason codes. */
    public static ServiceError transactionCanceled(List<CancellationReason> reasons) {
        StringBuilder codes = new StringBuilder();
        for (CancellationReason reason : reasons) {
            codes.append(codes.length() == 0 ? "" : ", ").append(reason.code() == null ? "None" : reason.code());
        }
        return new ServiceError("TransactionCanceledException", 400,
                "Transaction cancelled, please refer cancellation reasons for specific reasons [" + codes + "]",
                null, List.copyOf(reasons));
    }

    public static ServiceError idempotentParameterMismatch(String message) {
        return new ServiceError("IdempotentParameterMismatchException", 400, message);
    }

    /** {@code ProvisionedThroughputExceededException}, which SDKs retry. */
    public static ServiceError provisionedThroughputExceeded() {
        return new ServiceError("ProvisionedThroughputExceededException", 400,
                "The level of configured provisioned throughput for the table was exceeded. "
                        + "Consider increasing your provisioning level with the UpdateTable API.");
    }

    /** {@code ThrottlingException}, which SDKs retry. */
    public static ServiceError throttling() {
        return new ServiceError("ThrottlingException", 400, "Rate of requests exceeds the allowed throughput.");
    }

    /** {@code ServiceUnavailable}, HTTP 503. */
    public static ServiceError serviceUnavailable() {
        return new ServiceError("ServiceUnavailable", 503, "The service is currently unavailable or busy.");
    }

    /** {@code TransactionConflictException}: a single-item write met an ongoing transaction on its item. */
    public static ServiceError transactionConflict() {
        return new ServiceError("TransactionConflictException", 400, "Transaction is ongoing for the item");
    }

    /** {@code UnknownOperationException}: a target the service does not know at all. */
    public static ServiceError unknownOperation() {
        return new ServiceError("UnknownOperationException", 400, "An unknown operation was requested.");
    }

    public static ServiceError internal(String message) {
        return new ServiceError("InternalServerError", 500, message);
    }

    /** An operation DynamoDB has and Keyway Local does not emulate. */
    public static ServiceError unsupported(String operation) {
        return new ServiceError("UnknownOperationException", 400,
                "Keyway Local does not support the operation " + operation
                        + "; it emulates the operations listed in its README");
    }
}
