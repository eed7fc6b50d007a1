package dev.keyway.opentelemetry;

import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.runtime.stream.ChangeDecoder;
import dev.keyway.runtime.stream.StreamChange;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.Tracer;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Keyway's traces on an application's {@link OpenTelemetry}: a span on every DynamoDB request Keyway
 * sends ({@link #requestListener()}) and on every stream change a handler handles
 * ({@link #changeHandler}).
 *
 * <pre>{@code
 * KeywayTracing tracing = KeywayTracing.create(openTelemetry);
 * KeywaySettings settings = KeywaySettings.defaults()
 *         .withRequestListener(tracing.requestListener().withConsumedCapacity(ReturnConsumedCapacity.TOTAL));
 * OrderRepository orders = new OrderRepository(client, "Shop", settings);
 * StreamReader<ShopChange> reader = StreamReader.forTable(client, streams, "Shop")
 *         .build(ShopChange.DECODER, tracing.changeHandler(ShopChange.DECODER, this::onChange));
 * }</pre>
 *
 * <p>Spans follow the OpenTelemetry semantic conventions v1.44.0 ({@link #SCHEMA_URL}) for AWS SDK and
 * AWS DynamoDB client spans and, for change handlers, messaging "process" spans; {@link KeywayAttributes}
 * lists every attribute.
 */
public final class KeywayTracing {

    /** The instrumentation scope of Keyway's spans. */
    public static final String INSTRUMENTATION_SCOPE = "dev.keyway.opentelemetry";

    /** The version of the semantic conventions Keyway's spans follow. */
    public static final String SCHEMA_URL = "https://opentelemetry.io/schemas/1.44.0";

    private final Tracer tracer;
    private final TracingRequestListener listener;

    private KeywayTracing(Tracer tracer) {
        this.tracer = tracer;
        this.listener = new TracingRequestListener(new RequestSpans(tracer));
    }

    /**
     * Keyway's traces on that OpenTelemetry ({@code GlobalOpenTelemetry.get()}, the SDK an application
     * builds, or the one Spring Boot configures).
     */
    public static KeywayTracing create(OpenTelemetry openTelemetry) {
        Objects.requireNonNull(openTelemetry, "openTelemetry");
        return new KeywayTracing(openTelemetry.tracerBuilder(INSTRUMENTATION_SCOPE).setSchemaUrl(SCHEMA_URL).build());
    }

    /**
     * The listener that puts a span on every request of the repositories, item collections, transactions
     * and batches that report to it: give it to {@code KeywaySettings.withRequestListener}, a repository's
     * constructor or {@link RequestListener#setDefault}; combine it with other listeners with
     * {@link RequestListener#andThen}, and ask for consumed capacity with
     * {@link RequestListener#withConsumedCapacity} (both keep the span's start).
     */
    public TracingRequestListener requestListener() {
        return listener;
    }

    /**
     * The handler, each change handled in a span of its own ({@code process <table>}), for a
     * {@code StreamReader} or {@code LambdaStreamEvents.handle}; the table's name is the design's
     * ({@code decoder.table().name()}).
     *
     * @param decoder the table's decoder ({@code ShopChange.DECODER}): its table and type attribute
     * @param handler the handler
     * @param <C>     the table's change type
     * @return the handler in spans
     */
    public <C extends StreamChange> Consumer<C> changeHandler(ChangeDecoder<C> decoder, Consumer<? super C> handler) {
        return changeHandler(decoder.table().name(), decoder, handler);
    }

    /**
     * The same, for a table deployed under another name than the design's ({@code orders-prod}).
     *
     * @param tableName the table whose stream is read
     * @param decoder   the table's decoder: its type attribute names each change's entity
     * @param handler   the handler
     * @param <C>       the table's change type
     * @return the handler in spans
     */
    public <C extends StreamChange> Consumer<C> changeHandler(String tableName, ChangeDecoder<C> decoder,
                                                              Consumer<? super C> handler) {
        return new TracedChangeHandler<>(tracer, tableName, decoder.table().typeAttribute(), handler);
    }
}
