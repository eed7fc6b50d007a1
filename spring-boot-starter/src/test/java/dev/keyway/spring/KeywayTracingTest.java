package dev.keyway.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyway.opentelemetry.KeywayTracing;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.spring.shop.Order;
import dev.keyway.spring.shop.OrderRepository;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * With an {@link OpenTelemetry} bean and {@code keyway-opentelemetry} on the classpath, every repository
 * the starter creates puts a span on each request, with its access pattern, beside the Micrometer binding.
 */
class KeywayTracingTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(KeywayAutoConfiguration.class,
                    KeywayMetricsAutoConfiguration.class, KeywayTracingAutoConfiguration.class))
            .withPropertyValues("keyway.local.enabled=true");

    @Configuration(proxyBeanMethods = false)
    static class Telemetry {
        final InMemorySpanExporter exporter = InMemorySpanExporter.create();

        @Bean
        OpenTelemetry openTelemetry() {
            return OpenTelemetrySdk.builder().setTracerProvider(SdkTracerProvider.builder()
                    .addSpanProcessor(SimpleSpanProcessor.create(exporter)).build()).build();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class Registry {
        @Bean
        MeterRegistry meterRegistry() {
            return new SimpleMeterRegistry();
        }
    }

    @Test
    void everyRepositorysRequestsAreSpansOfTheCallersTrace() {
        runner.withUserConfiguration(Telemetry.class, Registry.class)
                .withPropertyValues("keyway.tracing.consumed-capacity=true").run(context -> {
                    assertThat(context).hasNotFailed().hasSingleBean(KeywayTracing.class)
                            .hasBean(KeywayTracingAutoConfiguration.KEYWAY_TRACING_LISTENER);
                    assertThat(context.getBean(KeywayTracingAutoConfiguration.KEYWAY_TRACING_LISTENER,
                            RequestListener.class).consumedCapacity()).isEqualTo(ReturnConsumedCapacity.TOTAL);
                    OrderRepository orders = context.getBean(OrderRepository.class);
                    OpenTelemetry openTelemetry = context.getBean(OpenTelemetry.class);
                    Span handling = openTelemetry.getTracer("the application").spanBuilder("GET /orders").startSpan();
                    try (Scope scope = handling.makeCurrent()) {
                        orders.put(new Order("c1", "o1", 1250));
                        assertThat(orders.ordersOf("c1").page().items()).hasSize(1);
                    } finally {
                        handling.end();
                    }

                    List<SpanData> all = context.getBean(Telemetry.class).exporter.getFinishedSpanItems();
                    // keyway.local.enabled creates the tables at start-up: those requests are spans too
                    assertThat(all).extracting(span -> span.getAttributes().get(AttributeKey.stringKey("keyway.operation")))
                            .contains("createTable");
                    List<SpanData> spans = all.subList(all.size() - 3, all.size());
                    assertThat(spans).extracting(SpanData::getName)
                            .containsExactly("DynamoDB.PutItem", "DynamoDB.Query", "GET /orders");
                    SpanData query = spans.get(1);
                    assertThat(query.getParentSpanId()).isEqualTo(spans.get(2).getSpanContext().getSpanId());
                    assertThat(query.getAttributes().get(AttributeKey.stringKey("keyway.access_pattern")))
                            .isEqualTo("ordersOf");
                    assertThat(query.getAttributes().get(AttributeKey.stringArrayKey("aws.dynamodb.consumed_capacity")))
                            .hasSize(1);
                    // the metrics binding hears the same requests
                    assertThat(context.getBean(MeterRegistry.class).get("keyway.requests").tags("operation", "query")
                            .timer().count()).isEqualTo(1);
                });
    }

    @Test
    void noTracingWhenTurnedOffWithoutOpenTelemetryOrWithoutTheModule() {
        runner.withUserConfiguration(Telemetry.class).withPropertyValues("keyway.tracing.enabled=false")
                .run(context -> {
                    assertThat(context).hasNotFailed().doesNotHaveBean(KeywayTracing.class);
                    context.getBean(OrderRepository.class).put(new Order("c1", "o1", 1));
                    assertThat(context.getBean(Telemetry.class).exporter.getFinishedSpanItems()).isEmpty();
                });
        runner.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(KeywayTracing.class));
        runner.withUserConfiguration(Telemetry.class).withClassLoader(new FilteredClassLoader("dev.keyway.opentelemetry"))
                .run(context -> {
                    assertThat(context).hasNotFailed().doesNotHaveBean(KeywayTracingAutoConfiguration.KEYWAY_TRACING_LISTENER);
                    context.getBean(OrderRepository.class).put(new Order("c1", "o1", 1));
                });
    }
}
