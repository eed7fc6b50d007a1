package dev.keyway.local.differential;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * What one side answered to a step, reduced to what DynamoDB defines: success or the error type, and
 * named fields (items in canonical text, counts, orders) compared one by one. Error messages are kept
 * for the report but not compared: moto words them its own way.
 */
final class Observation {

    static final String OK = "ok";

    private final String outcome;
    private final String message;
    private final Map<String, Object> fields = new LinkedHashMap<>();
    private String crash;
    private java.util.List<Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>> items = List.of();

    private Observation(String outcome, String message) {
        this.outcome = outcome;
        this.message = message;
    }

    static Observation ok() {
        return new Observation(OK, null);
    }

    /** An error: the SDK's error code (the part of {@code __type} after {@code #}) and the members DynamoDB adds. */
    static Observation error(SdkException failure) {
        if (failure instanceof AwsServiceException service && service.awsErrorDetails() != null) {
            String code = service.awsErrorDetails().errorCode();
            Observation observation = new Observation(code == null ? "status " + service.statusCode() : code,
                    service.awsErrorDetails().errorMessage());
            observation.field("HTTP status", String.valueOf(service.statusCode()));
            if (failure instanceof ConditionalCheckFailedException check && check.hasItem()) {
                observation.field("Item", Canonical.item(check.item()));
            }
            if (failure instanceof TransactionCanceledException cancelled && cancelled.hasCancellationReasons()) {
                List<String> reasons = new ArrayList<>();
                for (CancellationReason reason : cancelled.cancellationReasons()) {
                    reasons.add(reason.code() + (reason.hasItem() ? " " + Canonical.item(reason.item()) : ""));
                }
                observation.field("CancellationReasons", reasons);
            }
            return observation;
        }
        return new Observation("client failure " + failure.getClass().getSimpleName(), failure.getMessage());
    }

    Observation field(String name, Object value) {
        fields.put(name, value);
        return this;
    }

    /** Keeps the items a read returned as they were (not compared: the fields hold their canonical text). */
    Observation items(List<Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>> returned) {
        this.items = List.copyOf(returned);
        return this;
    }

    List<Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>> items() {
        return items;
    }

    /** Records the server-side exception behind a server failure (not compared). */
    void crash(String exception) {
        this.crash = exception;
    }

    /** The server-side exception behind a server failure, or null. */
    String crash() {
        return crash;
    }

    String outcome() {
        return outcome;
    }

    boolean succeeded() {
        return OK.equals(outcome);
    }

    String message() {
        return message;
    }

    Map<String, Object> fields() {
        return fields;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder(outcome);
        if (message != null) {
            out.append(" (").append(message).append(')');
        }
        if (crash != null) {
            out.append(" [").append(crash).append(']');
        }
        fields.forEach((name, value) -> out.append("\n      ").append(name).append(": ").append(value));
        return out.toString();
    }
}
