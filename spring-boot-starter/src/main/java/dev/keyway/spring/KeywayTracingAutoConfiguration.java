package dev.keyway.spring;

import dev.keyway.opentelemetry.KeywayTracing;
import dev.keyway.opentelemetry.TracingRequestListener;
import dev.keyway.runtime.listener.RequestListener;
import io.opentelemetry.api.OpenTelemetry;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Keyway's traces: with {@code keyway-opentelemetry} on the classpath, an {@link OpenTelemetry} bean
 * (Spring Boot's OpenTelemetry starter, the OpenTelemetry Spring Boot starter, or the application's own)
 * and {@code keyway.tracing.enabled} (the default), a {@link TracingRequestListener} on it (bean
 * {@value #KEYWAY_TRACING_LISTENER}), which every
 * repository and item collection the starter creates reports to ({@link KeywayRequestListeners}): a span
 * per DynamoDB request, with its access pattern. The {@link KeywayTracing} bean also wraps stream
 * handlers ({@code changeHandler}).
 */
@AutoConfiguration(afterName = {
        "org.springframework.boot.opentelemetry.autoconfigure.OpenTelemetrySdkAutoConfiguration",
        "org.springframework.boot.actuate.autoconfigure.opentelemetry.OpenTelemetryAutoConfiguration",
        "io.opentelemetry.instrumentation.spring.autoconfigure.OpenTelemetryAutoConfiguration"})
@ConditionalOnClass(name = {"io.opentelemetry.api.OpenTelemetry", "dev.keyway.opentelemetry.KeywayTracing"})
@ConditionalOnBean(OpenTelemetry.class)
@ConditionalOnProperty(prefix = "keyway.tracing", name = "enabled", matchIfMissing = true)
@EnableConfigurationProperties(KeywayProperties.class)
public class KeywayTracingAutoConfiguration {

    /** The name of the tracing listener's bean. */
    public static final String KEYWAY_TRACING_LISTENER = "keywayTracingRequestListener";

    /** Keyway's traces on the application's OpenTelemetry. */
    @Bean
    @ConditionalOnMissingBean
    KeywayTracing keywayTracing(OpenTelemetry openTelemetry) {
        return KeywayTracing.create(openTelemetry);
    }

    /**
     * The span per request, a {@code RequestListener} bean the repositories report to, asking for consumed
     * capacity with {@code keyway.tracing.consumed-capacity=true}.
     */
    @Bean(KEYWAY_TRACING_LISTENER)
    @ConditionalOnMissingBean(name = KEYWAY_TRACING_LISTENER)
    RequestListener keywayTracingRequestListener(KeywayTracing tracing, KeywayProperties properties) {
        TracingRequestListener listener = tracing.requestListener();
        return properties.getTracing().isConsumedCapacity()
                ? listener.withConsumedCapacity(ReturnConsumedCapacity.TOTAL) : listener;
    }
}
