package dev.keyway.opentelemetry;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;

/** The OpenTelemetry SDK exporting to memory, as an application's would export to a collector. */
final class Traces {

    final InMemorySpanExporter exporter = InMemorySpanExporter.create();
    final OpenTelemetrySdk sdk = OpenTelemetrySdk.builder()
            .setTracerProvider(SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(exporter)).build())
            .build();

    OpenTelemetry openTelemetry() {
        return sdk;
    }

    /** The spans ended so far, in the order they ended. */
    List<SpanData> spans() {
        return exporter.getFinishedSpanItems();
    }

    /** The ended spans of that name. */
    List<SpanData> named(String name) {
        return spans().stream().filter(span -> span.getName().equals(name)).toList();
    }

    /** The one ended span of that name. */
    SpanData only(String name) {
        List<SpanData> named = named(name);
        if (named.size() != 1) {
            throw new AssertionError("one span " + name + " expected, got " + spans());
        }
        return named.get(0);
    }

    void close() {
        sdk.close();
    }
}
