package dev.keyway.spring;

import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Keyway's request metrics per access pattern: with Micrometer on the classpath (Spring Boot
 * Actuator brings it), a {@link MeterRegistry} bean and {@code keyway.metrics.enabled} (the
 * default), a {@link MicrometerRequestListener} on that registry, which every repository and item
 * collection the starter creates reports to ({@link KeywayRequestListeners}), so that Actuator's
 * metrics endpoint shows {@code keyway.requests}, {@code keyway.capacity.read}... With
 * {@code keyway.metrics.consumed-capacity=true} every request asks DynamoDB for the capacity it
 * consumed ({@code ReturnConsumedCapacity.TOTAL}), for the RCU/WCU counters.
 */
@AutoConfiguration(afterName = {
        "org.springframework.boot.micrometer.metrics.autoconfigure.CompositeMeterRegistryAutoConfiguration",
        "org.springframework.boot.actuate.autoconfigure.metrics.CompositeMeterRegistryAutoConfiguration"})
@ConditionalOnClass(name = "io.micrometer.core.instrument.MeterRegistry")
@ConditionalOnBean(MeterRegistry.class)
@ConditionalOnProperty(prefix = "keyway.metrics", name = "enabled", matchIfMissing = true)
@EnableConfigurationProperties(KeywayProperties.class)
public class KeywayMetricsAutoConfiguration {

    /** The binding to the application's (primary) registry. */
    @Bean
    @ConditionalOnMissingBean(MicrometerRequestListener.class)
    MicrometerRequestListener keywayMicrometerRequestListener(MeterRegistry registry, KeywayProperties properties) {
        return new MicrometerRequestListener(registry, properties.getMetrics().isConsumedCapacity()
                ? ReturnConsumedCapacity.TOTAL : ReturnConsumedCapacity.NONE);
    }
}
