package dev.keyway.spring;

import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestListener;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import java.util.Locale;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Keyway's requests as Micrometer meters, tagged {@code table}, {@code entity}, {@code operation}
 * ({@code get}, {@code put}, {@code query}, {@code putAll}...) and {@code pattern} (the access
 * pattern of a query, else {@code none}):
 *
 * <ul>
 *   <li>{@code keyway.requests}: a timer per DynamoDB request, also tagged {@code request}
 *       ({@code GetItem}, {@code Query}...) and {@code outcome} ({@code success},
 *       {@code condition_failed}, {@code throttled}, {@code failed});</li>
 *   <li>{@code keyway.items.read}, {@code keyway.items.written}: counters of items;</li>
 *   <li>{@code keyway.capacity.read}, {@code keyway.capacity.write}: counters of the read and
 *       write capacity units DynamoDB reports, when consumed capacity is asked for;</li>
 *   <li>{@code keyway.capacity.vector.search}, {@code keyway.capacity.vector.write}: counters of the
 *       bytes vector index operations consume, which DynamoDB meters apart from capacity units (search
 *       bytes for {@code TOTAL} or {@code INDEXES}, write bytes for {@code INDEXES} only);</li>
 *   <li>{@code keyway.retries}: batch requests that sent items again (leftovers, throttling);
 *       {@code keyway.unprocessed}: items a batch request left unprocessed.</li>
 * </ul>
 *
 * <pre>{@code
 * RequestListener metrics = new MicrometerRequestListener(registry, ReturnConsumedCapacity.TOTAL);
 * OrderRepository orders = new OrderRepository(client, "Shop", metrics);
 * }</pre>
 *
 * The Spring Boot starter binds one to every repository it creates when Micrometer is present
 * ({@code keyway.metrics.*}).
 */
public final class MicrometerRequestListener implements RequestListener {

    private final MeterRegistry registry;
    private final ReturnConsumedCapacity capacity;

    /**
     * Meters in the registry.
     *
     * @param registry the registry
     * @param capacity the consumed capacity requests ask DynamoDB for ({@code NONE}: no capacity counters)
     */
    public MicrometerRequestListener(MeterRegistry registry, ReturnConsumedCapacity capacity) {
        this.registry = Objects.requireNonNull(registry, "registry");
        this.capacity = Objects.requireNonNull(capacity, "capacity");
    }

    @Override
    public ReturnConsumedCapacity consumedCapacity() {
        return capacity;
    }

    @Override
    public void onRequest(RequestEvent event) {
        Tags tags = Tags.of("table", event.tableName(), "entity", event.entityType(),
                "operation", event.operation().tag(), "pattern", event.accessPattern().orElse("none"));
        Timer.builder("keyway.requests")
                .description("DynamoDB requests Keyway made")
                .tags(tags)
                .tag("request", event.request().apiName())
                .tag("outcome", event.outcome().name().toLowerCase(Locale.ROOT))
                .register(registry)
                .record(event.latency());
        count("keyway.items.read", "Items DynamoDB returned", "items", tags, event.itemsRead());
        count("keyway.items.written", "Items Keyway wrote", "items", tags, event.itemsWritten());
        count("keyway.capacity.read", "Read capacity units DynamoDB reported consumed", "capacity units", tags,
                event.readCapacityUnits());
        count("keyway.capacity.write", "Write capacity units DynamoDB reported consumed", "capacity units", tags,
                event.writeCapacityUnits());
        count("keyway.capacity.vector.search", "Vector search bytes DynamoDB reported consumed", "bytes", tags,
                event.vectorSearchRequestBytes());
        count("keyway.capacity.vector.write", "Vector write bytes DynamoDB reported consumed", "bytes", tags,
                event.vectorWriteRequestBytes());
        count("keyway.retries", "Batch requests that sent items again", "requests", tags, event.retry() ? 1 : 0);
        count("keyway.unprocessed", "Items a batch request left unprocessed", "items", tags, event.unprocessed());
    }

    /** Adds to a counter; a counter is only created once it has something to count. */
    private void count(String name, String description, String unit, Tags tags, double amount) {
        if (amount > 0) {
            Counter.builder(name).description(description).baseUnit(unit).tags(tags).register(registry).increment(amount);
        }
    }

    @Override
    public String toString() {
        return "MicrometerRequestListener[" + registry.getClass().getSimpleName() + ", consumedCapacity=" + capacity + "]";
    }
}
