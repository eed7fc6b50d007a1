package dev.keyway.opentelemetry;

import static dev.keyway.opentelemetry.KeywayAttributes.*;

import dev.keyway.runtime.stream.ChangeEvent;
import dev.keyway.runtime.stream.StreamChange;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A change handler in a span: {@code process <table>} (the messaging conventions' "process" span, kind
 * {@code CONSUMER}) per change, current while the handler runs, so that the requests the handler makes are
 * its children; attributed with the change it handles (event id, sequence number, kind, entity). A
 * stream record carries no trace context of the write that made it, so the span has no link to that
 * write: its parent is the context current where the change is handled (a Lambda invocation's span,
 * or none on a {@code StreamReader}'s thread, which makes each change a trace of its own).
 */
final class TracedChangeHandler<C extends StreamChange> implements Consumer<C> {

    private final Tracer tracer;
    private final String tableName;
    private final String typeAttribute;
    private final Consumer<? super C> handler;

    TracedChangeHandler(Tracer tracer, String tableName, String typeAttribute, Consumer<? super C> handler) {
        this.tracer = tracer;
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.typeAttribute = typeAttribute;
        this.handler = Objects.requireNonNull(handler, "handler");
    }

    @Override
    public void accept(C change) {
        Span span = builder(change.event()).startSpan();
        try (Scope scope = span.makeCurrent()) {
            handler.accept(change);
        } catch (Throwable e) { // a checked exception too (Kotlin, sneaky throws): thrown on as it is
            span.setAttribute(ERROR_TYPE, e.getClass().getName());
            span.setStatus(StatusCode.ERROR, RequestSpans.description(e));
            span.recordException(e);
            throw TracedChangeHandler.<RuntimeException>rethrown(e);
        } finally {
            span.end();
        }
    }

    /** The throwable, thrown unchanged whatever it is: the handler's caller decides what a failure means. */
    @SuppressWarnings("unchecked")
    private static <E extends Throwable> E rethrown(Throwable e) throws E {
        throw (E) e;
    }

    private SpanBuilder builder(ChangeEvent event) {
        SpanBuilder builder = tracer.spanBuilder("process " + tableName)
                .setParent(Context.current())
                .setSpanKind(SpanKind.CONSUMER)
                .setAttribute(MESSAGING_SYSTEM, "aws.dynamodb.streams")
                .setAttribute(MESSAGING_OPERATION_NAME, "process")
                .setAttribute(MESSAGING_OPERATION_TYPE, "process")
                .setAttribute(MESSAGING_DESTINATION, tableName)
                .setAttribute(MESSAGING_MESSAGE_ID, event.eventId())
                .setAttribute(TABLE_NAMES, List.of(tableName))
                .setAttribute(CHANGE_SEQUENCE_NUMBER, event.sequenceNumber())
                .setAttribute(CHANGE_KIND, event.kind().name());
        if (typeAttribute != null) {
            event.entityType(typeAttribute).ifPresent(entity -> builder.setAttribute(ENTITY, entity));
        }
        if (event.timeToLiveExpiry()) {
            builder.setAttribute(CHANGE_TTL_EXPIRY, true);
        }
        event.approximateCreationTime().ifPresent(time -> builder.setAttribute(CHANGE_CREATION_TIME, time.toString()));
        return builder;
    }
}
