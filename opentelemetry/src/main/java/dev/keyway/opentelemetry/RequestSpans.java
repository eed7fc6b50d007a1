package dev.keyway.opentelemetry;

import static dev.keyway.opentelemetry.KeywayAttributes.*;

import dev.keyway.runtime.exception.RequestFailedException;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestStart;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import software.amazon.awssdk.awscore.exception.AwsServiceException;

/**
 * How a request's span is named and attributed: at its start, what the semantic conventions ask to be
 * there at creation (sampling may read it), and at its end what the answer said.
 */
final class RequestSpans {

    private final Tracer tracer;

    RequestSpans(Tracer tracer) {
        this.tracer = tracer;
    }

    /** A span for a request about to be sent, child of {@code parent} (the caller's context). */
    Span start(RequestStart start, Context parent) {
        return builder(start.request().apiName(), start.tableName(), start.entityType(), start.operation().tag(),
                start.accessPattern(), start.indexName(), start.attempt(), parent).startSpan();
    }

    /**
     * A span for a request already answered, which this listener did not see start (a listener wrapping
     * it that does not pass {@code onSend} on): started {@code latency} before now, child of {@code parent}
     * (the current context of the thread reporting it, which for the synchronous repositories is the caller's).
     */
    void record(RequestEvent event, Context parent) {
        Instant end = Instant.now();
        Span span = builder(event.request().apiName(), event.tableName(), event.entityType(), event.operation().tag(),
                event.accessPattern(), event.indexName(), event.attempt(), parent)
                .setStartTimestamp(end.minus(event.latency()))
                .startSpan();
        answered(span, event);
        span.end(end);
    }

    private SpanBuilder builder(String apiName, String tableName, String entityType, String operation,
                                Optional<String> accessPattern, Optional<String> indexName, int attempt,
                                Context parent) {
        List<String> tables = List.of(tableName.split(","));
        SpanBuilder builder = tracer.spanBuilder("DynamoDB." + apiName)
                .setParent(parent)
                .setSpanKind(SpanKind.CLIENT)
                .setAttribute(DB_SYSTEM_NAME, "aws.dynamodb")
                .setAttribute(DB_OPERATION_NAME, apiName)
                .setAttribute(RPC_SYSTEM, "aws-api")
                .setAttribute(RPC_SERVICE, "DynamoDB")
                .setAttribute(RPC_METHOD, apiName)
                .setAttribute(TABLE_NAMES, tables)
                .setAttribute(ENTITY, entityType)
                .setAttribute(OPERATION, operation)
                .setAttribute(ATTEMPT, (long) attempt);
        if (tables.size() == 1) {
            builder.setAttribute(DB_COLLECTION_NAME, tableName);
        }
        accessPattern.ifPresent(pattern -> builder.setAttribute(ACCESS_PATTERN, pattern));
        indexName.ifPresent(index -> builder.setAttribute(INDEX_NAME, index));
        return builder;
    }

    /** What the answer said, and a failure as the conventions' "Recording errors" asks: status, error.type, exception. */
    void answered(Span span, RequestEvent event) {
        span.setAttribute(OUTCOME, event.outcome().name().toLowerCase(Locale.ROOT));
        span.setAttribute(ITEMS_READ, (long) event.itemsRead());
        span.setAttribute(ITEMS_WRITTEN, (long) event.itemsWritten());
        if (event.unprocessed() > 0) {
            span.setAttribute(UNPROCESSED_ITEMS, (long) event.unprocessed());
        }
        if (!event.consumedCapacity().isEmpty()) {
            span.setAttribute(CONSUMED_CAPACITY, ConsumedCapacityJson.of(event.consumedCapacity()));
            span.setAttribute(READ_UNITS, event.readCapacityUnits());
            span.setAttribute(WRITE_UNITS, event.writeCapacityUnits());
            if (event.vectorSearchRequestBytes() > 0) {
                span.setAttribute(VECTOR_SEARCH_BYTES, event.vectorSearchRequestBytes());
            }
            if (event.vectorWriteRequestBytes() > 0) {
                span.setAttribute(VECTOR_WRITE_BYTES, event.vectorWriteRequestBytes());
            }
        }
        event.failure().ifPresent(failure -> {
            Optional<String> code = errorCode(failure);
            code.ifPresent(dynamoDb -> span.setAttribute(DB_RESPONSE_STATUS_CODE, dynamoDb));
            span.setAttribute(ERROR_TYPE, code.orElse(failure.getClass().getName()));
            span.setStatus(StatusCode.ERROR, description(failure));
            span.recordException(failure);
        });
    }

    /** The status description of a failure: its message, else its class's simple name. */
    static String description(Throwable failure) {
        return failure.getMessage() != null ? failure.getMessage() : failure.getClass().getSimpleName();
    }

    /** DynamoDB's error code ({@code ConditionalCheckFailedException}...), when DynamoDB answered with one. */
    static Optional<String> errorCode(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof RequestFailedException refused && !"unknown".equals(refused.errorCode())) {
                return Optional.ofNullable(refused.errorCode());
            }
            if (cause instanceof AwsServiceException service && service.awsErrorDetails() != null
                    && service.awsErrorDetails().errorCode() != null) {
                return Optional.of(service.awsErrorDetails().errorCode());
            }
        }
        return Optional.empty();
    }
}
