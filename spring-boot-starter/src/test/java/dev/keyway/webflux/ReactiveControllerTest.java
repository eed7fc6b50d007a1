package dev.keyway.webflux;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyway.spring.KeywayAutoConfiguration;
import dev.keyway.spring.KeywayLocalDynamoDb;
import dev.keyway.spring.KeywayMetricsAutoConfiguration;
import dev.keyway.spring.shop.Order;
import dev.keyway.spring.shop.OrderAsyncRepository;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.test.web.reactive.server.WebTestClient;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Issue #26, section 5, in Spring Boot: with a {@link DynamoDbAsyncClient} bean, the starter's
 * asynchronous repositories can be injected, and a WebFlux controller serves them as {@code Mono}
 * and {@code Flux}; without one, nothing asynchronous is built (the definitions are lazy).
 */
class ReactiveControllerTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(KeywayAutoConfiguration.class))
            .withPropertyValues("keyway.local.enabled=true", "keyway.create-tables=true");

    /** The application's asynchronous client, here to Keyway Local served on loopback. */
    @Configuration(proxyBeanMethods = false)
    static class AsyncClient {
        @Bean(destroyMethod = "close")
        DynamoDbAsyncClient dynamoDbAsyncClient(KeywayLocalDynamoDb local) {
            return DynamoDbAsyncClient.builder()
                    .endpointOverride(local.local().startServer())
                    .region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("keyway", "local")))
                    .httpClientBuilder(NettyNioAsyncHttpClient.builder())
                    .build();
        }

        @Bean
        OrderController orderController(OrderAsyncRepository orders) {
            return new OrderController(orders);
        }
    }

    @Test
    void aWebFluxControllerServesTheAsynchronousRepository() {
        runner.withUserConfiguration(AsyncClient.class).run(context -> {
            assertThat(context).hasNotFailed();
            WebTestClient web = WebTestClient.bindToController(context.getBean(OrderController.class))
                    .configureClient().responseTimeout(Duration.ofSeconds(30)).build(); // a cold start on a busy machine
            for (int i = 0; i < 5; i++) {
                web.post().uri("/orders").bodyValue(new Order("c1", "o" + i, 100 + i)).exchange()
                        .expectStatus().isCreated();
            }
            web.post().uri("/orders").bodyValue(new Order("c1", "o0", 1)).exchange().expectStatus().isEqualTo(409);
            web.get().uri("/customers/c1/orders/o3").exchange().expectStatus().isOk()
                    .expectBody(Order.class).isEqualTo(new Order("c1", "o3", 103));
            web.get().uri("/customers/c1/orders/o9").exchange().expectStatus().isNotFound();
            List<Order> all = web.get().uri("/customers/c1/orders?pageSize=2").exchange().expectStatus().isOk()
                    .expectBodyList(Order.class).returnResult().getResponseBody();
            assertThat(all).extracting(Order::orderId).containsExactly("o0", "o1", "o2", "o3", "o4");
        });
    }

    @Configuration(proxyBeanMethods = false)
    static class Registry {
        @Bean
        MeterRegistry meterRegistry() {
            return new SimpleMeterRegistry();
        }
    }

    /** The Micrometer binding works unchanged: the asynchronous requests are the same events. */
    @Test
    void theAsynchronousRequestsAreMeteredAsTheSynchronousOnes() {
        runner.withConfiguration(AutoConfigurations.of(KeywayAutoConfiguration.class,
                        KeywayMetricsAutoConfiguration.class))
                .withUserConfiguration(AsyncClient.class, Registry.class).run(context -> {
                    assertThat(context).hasNotFailed();
                    OrderAsyncRepository orders = context.getBean(OrderAsyncRepository.class);
                    orders.put(new Order("c1", "o1", 1250)).get(10, TimeUnit.SECONDS);
                    orders.ordersOf("c1").page().get(10, TimeUnit.SECONDS);
                    MeterRegistry registry = context.getBean(MeterRegistry.class);
                    Timer puts = registry.get("keyway.requests").tags("table", "Shop", "entity", "Order",
                            "operation", "put", "pattern", "none", "request", "PutItem", "outcome", "success").timer();
                    assertThat(puts.count()).isEqualTo(1);
                    assertThat(registry.get("keyway.items.read").tags("pattern", "ordersOf").counter().count())
                            .isEqualTo(1);
                });
    }

    @Test
    void withoutAnAsyncClientNothingAsynchronousIsBuilt() {
        runner.run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBeanFactory().getBeanDefinition("orderAsyncRepository").isLazyInit()).isTrue();
            assertThat(context.getBeanProvider(DynamoDbAsyncClient.class).getIfAvailable()).isNull();
        });
    }
}
