package dev.keyway.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.spring.shop.Customer;
import dev.keyway.spring.shop.CustomerItemCollection;
import dev.keyway.spring.shop.CustomerRepository;
import dev.keyway.spring.shop.Order;
import dev.keyway.spring.shop.OrderRepository;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * With Micrometer, every repository the starter creates reports its requests as meters tagged
 * by table, entity, operation and access pattern, with the consumed capacity Keyway Local reports when
 * asked for; the application's own {@link RequestListener} beans see them too.
 */
class KeywayMetricsTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(KeywayAutoConfiguration.class, KeywayMetricsAutoConfiguration.class))
            .withPropertyValues("keyway.local.enabled=true");

    @Configuration(proxyBeanMethods = false)
    static class Registry {
        @Bean
        MeterRegistry meterRegistry() {
            return new SimpleMeterRegistry();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnListener {
        final List<RequestEvent> events = Collections.synchronizedList(new ArrayList<>());

        @Bean
        RequestListener recordingListener() {
            return events::add;
        }
    }

    @Test
    void requestsAreTimedAndCountedPerAccessPatternWithTheirCapacity() {
        runner.withUserConfiguration(Registry.class).withPropertyValues("keyway.metrics.consumed-capacity=true")
                .run(context -> {
                    assertThat(context).hasNotFailed().hasSingleBean(MicrometerRequestListener.class);
                    assertThat(context.getBean(MicrometerRequestListener.class).consumedCapacity())
                            .isEqualTo(ReturnConsumedCapacity.TOTAL);
                    MeterRegistry registry = context.getBean(MeterRegistry.class);
                    OrderRepository orders = context.getBean(OrderRepository.class);
                    orders.put(new Order("c1", "o1", 1250));
                    orders.put(new Order("c1", "o2", 990));
                    orders.get("c1", "o1");
                    assertThat(orders.ordersOf("c1").page().items()).hasSize(2);

                    Timer puts = registry.get("keyway.requests").tags("table", "Shop", "entity", "Order",
                            "operation", "put", "pattern", "none", "request", "PutItem", "outcome", "success").timer();
                    assertThat(puts.count()).isEqualTo(2);
                    Timer query = registry.get("keyway.requests").tags("operation", "query", "pattern", "ordersOf")
                            .timer();
                    assertThat(query.count()).isEqualTo(1);
                    assertThat(registry.get("keyway.items.read").tags("pattern", "ordersOf").counter().count())
                            .isEqualTo(2);
                    assertThat(registry.get("keyway.items.written").tags("operation", "put").counter().count())
                            .isEqualTo(2);
                    // DynamoDB's figures (Developer Guide, "DynamoDB read and write capacity units"): 1 WCU per
                    // put of an item up to 1 KB, 0.5 RCU per eventually consistent read up to 4 KB (a get, and the
                    // query page of two small items, whose sizes are added up before rounding)
                    assertThat(registry.get("keyway.capacity.write").tags("operation", "put").counter().count())
                            .isEqualTo(2.0);
                    assertThat(registry.get("keyway.capacity.read").tags("operation", "get").counter().count())
                            .isEqualTo(0.5);
                    assertThat(registry.get("keyway.capacity.read").tags("pattern", "ordersOf").counter().count())
                            .isEqualTo(0.5);

                    context.getBean(CustomerRepository.class).put(new Customer("c1", "Ada"));
                    context.getBean(CustomerItemCollection.class).query("c1").page();
                    assertThat(registry.get("keyway.requests").tags("entity", "CustomerItem", "operation", "query")
                            .timer().count()).isEqualTo(1);
                });
    }

    @Test
    void capacityIsOnlyAskedForWhenConfigured() {
        runner.withUserConfiguration(Registry.class).run(context -> {
            MeterRegistry registry = context.getBean(MeterRegistry.class);
            context.getBean(OrderRepository.class).put(new Order("c1", "o1", 1));
            assertThat(registry.get("keyway.requests").tags("operation", "put").timer().count()).isEqualTo(1);
            assertThat(registry.find("keyway.capacity.write").counters()).isEmpty();
        });
    }

    @Test
    void theApplicationsOwnListenersSeeTheRequestsToo() {
        runner.withUserConfiguration(Registry.class, OwnListener.class).run(context -> {
            context.getBean(OrderRepository.class).put(new Order("c1", "o1", 1));
            OwnListener own = context.getBean(OwnListener.class);
            assertThat(own.events).extracting(RequestEvent::operation).contains(RequestEvent.Operation.PUT);
            assertThat(context.getBean(MeterRegistry.class).get("keyway.requests").tags("operation", "put").timer()
                    .count()).isEqualTo(1);
        });
    }

    @Test
    void noBindingWhenTurnedOffOrWithoutMicrometer() {
        runner.withUserConfiguration(Registry.class).withPropertyValues("keyway.metrics.enabled=false")
                .run(context -> {
                    assertThat(context).hasNotFailed().doesNotHaveBean(MicrometerRequestListener.class);
                    context.getBean(OrderRepository.class).put(new Order("c1", "o1", 1));
                    assertThat(context.getBean(MeterRegistry.class).find("keyway.requests").timers()).isEmpty();
                });
        runner.run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(MicrometerRequestListener.class));
        runner.withClassLoader(new FilteredClassLoader("io.micrometer")).run(context -> {
            assertThat(context).hasNotFailed().doesNotHaveBean(MicrometerRequestListener.class);
            context.getBean(OrderRepository.class).put(new Order("c1", "o1", 1));
        });
    }
}
