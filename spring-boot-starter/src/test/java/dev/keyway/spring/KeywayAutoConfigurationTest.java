package dev.keyway.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Page;
import dev.keyway.spring.shop.AuditRepository;
import dev.keyway.spring.shop.Customer;
import dev.keyway.spring.shop.CustomerItemCollection;
import dev.keyway.spring.shop.CustomerRepository;
import dev.keyway.spring.shop.Order;
import dev.keyway.spring.shop.OrderRepository;
import java.net.URI;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/** The auto-configuration in plain application contexts: client, repositories, properties, Keyway Local. */
class KeywayAutoConfigurationTest {

    private static final String KEY_A = Base64.getEncoder().encodeToString("0123456789abcdef-a".getBytes());
    private static final String KEY_B = Base64.getEncoder().encodeToString("0123456789abcdef-b".getBytes());

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(KeywayAutoConfiguration.class));

    @Test
    void everyRepositoryAndCollectionIsABeanOnKeywayLocalWithItsTableCreated() {
        runner.withPropertyValues("keyway.local.enabled=true").run(context -> {
            assertThat(context).hasNotFailed()
                    .hasSingleBean(KeywayLocalDynamoDb.class)
                    .hasBean("orderRepository").hasBean("customerRepository").hasBean("auditRepository")
                    .hasBean("customerItemCollection");
            OrderRepository orders = context.getBean(OrderRepository.class);
            assertThat(orders.tableName()).isEqualTo("Shop");
            orders.put(new Order("c1", "o1", 1250));
            context.getBean(CustomerRepository.class).put(new Customer("c1", "Ada"));
            assertThat(orders.get("c1", "o1")).contains(new Order("c1", "o1", 1250));
            assertThat(context.getBean(CustomerItemCollection.class).query("c1").page().items()).hasSize(2);
            assertThat(context.getBean(AuditRepository.class).get("nothing")).isEmpty(); // its table exists too
            assertThat(context.getBean(DynamoDbClient.class)).isSameAs(context.getBean(KeywayLocalDynamoDb.class).client());
        });
    }

    @Test
    void withADataDirectoryTheDataOutlivesTheApplication(@TempDir Path directory) {
        String[] properties = {"keyway.local.enabled=true", "keyway.local.data-directory=" + directory};
        runner.withPropertyValues(properties).run(context -> {
            assertThat(context.getBean(KeywayLocalDynamoDb.class).dataDirectory()).contains(directory);
            context.getBean(OrderRepository.class).put(new Order("c1", "o1", 1250));
        });
        runner.withPropertyValues(properties).run(context -> assertThat(
                context.getBean(OrderRepository.class).get("c1", "o1")).contains(new Order("c1", "o1", 1250)));
        runner.withPropertyValues("keyway.local.enabled=true", "keyway.local.data-directory=").run(context -> {
            assertThat(context.getBean(KeywayLocalDynamoDb.class).dataDirectory()).isEmpty();
            assertThat(context.getBean(OrderRepository.class).get("c1", "o1")).isEmpty(); // in memory, empty
        });
    }

    @Test
    void tableNamesFollowOverridesThenPrefixAndSuffix() {
        runner.withPropertyValues("keyway.local.enabled=true", "keyway.tables.Shop=Shop-blue",
                "keyway.table-prefix=dev-", "keyway.table-suffix=-v2").run(context -> {
            assertThat(context.getBean(OrderRepository.class).tableName()).isEqualTo("Shop-blue");
            assertThat(context.getBean(AuditRepository.class).tableName()).isEqualTo("dev-Audit-v2");
            context.getBean(OrderRepository.class).put(new Order("c1", "o1", 1));
            DynamoDbClient client = context.getBean(DynamoDbClient.class);
            assertThat(client.listTables().tableNames()).containsExactlyInAnyOrder("Shop-blue", "dev-Audit-v2");
        });
    }

    @Test
    void anOverrideKeyFromTheEnvironmentMatchesWhateverItsCase() {
        runner.withPropertyValues("keyway.local.enabled=true", "keyway.tables.shop=Shop-env")
                .run(context -> assertThat(context.getBean(OrderRepository.class).tableName()).isEqualTo("Shop-env"));
    }

    @Test
    void anOverrideOfATableNoRepositoryUsesFailsTheStart() {
        runner.withPropertyValues("keyway.local.enabled=true", "keyway.tables.Shpo=Shop-prod").run(context ->
                assertThat(context).getFailure().rootCause()
                        .hasMessageContaining("keyway.tables.Shpo names no table")
                        .hasMessageContaining("[Audit, Shop]"));
    }

    @Test
    void withoutCreateTablesNoTableIsCreated() {
        runner.withPropertyValues("keyway.local.enabled=true", "keyway.create-tables=false").run(context -> {
            assertThat(context).hasNotFailed();
            assertThatThrownBy(() -> context.getBean(OrderRepository.class).get("c1", "o1"))
                    .isInstanceOf(ResourceNotFoundException.class);
        });
    }

    @Test
    void theApplicationsOwnRepositoryBeanWins() {
        runner.withPropertyValues("keyway.local.enabled=true").withUserConfiguration(OwnOrders.class).run(context -> {
            assertThat(context).hasSingleBean(OrderRepository.class);
            assertThat(context.getBean(OrderRepository.class).tableName()).isEqualTo("MyOrders");
            assertThat(context).hasBean("customerRepository");
        });
    }

    @Test
    void theClientComesFromRegionAndEndpoint() {
        runner.withPropertyValues("keyway.region=eu-west-1", "keyway.endpoint=http://127.0.0.1:8000").run(context -> {
            assertThat(context).hasNotFailed().doesNotHaveBean(KeywayLocalDynamoDb.class);
            DynamoDbClient client = context.getBean(DynamoDbClient.class);
            assertThat(client.serviceClientConfiguration().region()).isEqualTo(Region.EU_WEST_1);
            assertThat(client.serviceClientConfiguration().endpointOverride()).contains(URI.create("http://127.0.0.1:8000"));
            assertThat(context.getBean(OrderRepository.class).tableName()).isEqualTo("Shop");
        });
    }

    @Test
    void customizersAdjustTheClient() {
        runner.withPropertyValues("keyway.region=eu-west-1")
                .withBean(DynamoDbClientCustomizer.class, () -> builder -> builder.region(Region.US_WEST_2))
                .run(context -> assertThat(context.getBean(DynamoDbClient.class).serviceClientConfiguration().region())
                        .isEqualTo(Region.US_WEST_2));
    }

    @Test
    void theApplicationsOwnClientWins() {
        DynamoDbClient own = DynamoDbClient.builder().region(Region.AP_SOUTH_1).build();
        runner.withBean(DynamoDbClient.class, () -> own).run(context -> {
            assertThat(context.getBean(DynamoDbClient.class)).isSameAs(own);
            assertThat(context).hasBean("orderRepository");
        });
    }

    @Test
    void theStreamsClientIsKeywayLocalsInLocalModeElseOnRegionAndEndpoint() {
        runner.withPropertyValues("keyway.local.enabled=true").run(context -> assertThat(
                context.getBean(DynamoDbStreamsClient.class)).isSameAs(context.getBean(KeywayLocalDynamoDb.class).streamsClient()));
        runner.withPropertyValues("keyway.region=eu-west-1", "keyway.endpoint=http://127.0.0.1:8000").run(context -> {
            DynamoDbStreamsClient streams = context.getBean(DynamoDbStreamsClient.class);
            assertThat(streams.serviceClientConfiguration().region()).isEqualTo(Region.EU_WEST_1);
            assertThat(streams.serviceClientConfiguration().endpointOverride()).contains(URI.create("http://127.0.0.1:8000"));
        });
    }

    @Test
    void localWithoutKeywayLocalOnTheClasspathSaysWhatToAdd() {
        runner.withPropertyValues("keyway.local.enabled=true")
                .withClassLoader(new FilteredClassLoader("dev.keyway.local"))
                .run(context -> assertThat(context).getFailure().rootCause()
                        .hasMessageContaining("add the dependency dev.keyway:keyway-local"));
    }

    @Test
    void cursorKeysAreSharedBetweenInstancesAndCheckedAtStart() {
        String[] firstKeyOnly = {"keyway.local.enabled=true", "keyway.cursor.keys=" + KEY_A};
        runner.withPropertyValues(firstKeyOnly).run(context -> {
            OrderRepository orders = context.getBean(OrderRepository.class);
            orders.put(new Order("c1", "o1", 1));
            orders.put(new Order("c1", "o2", 2));
            Page<Order> first = orders.ordersOf("c1").limit(1).page();
            String next = first.cursor().orElseThrow();
            // Keys are the context's (its KeywaySettings bean): another instance of the service that rotates
            // to key B (keeping A) still accepts A's cursors, one with B alone refuses them.
            runner.withPropertyValues("keyway.local.enabled=true", "keyway.cursor.keys=" + KEY_B + "," + KEY_A)
                    .run(other -> {
                        OrderRepository rotated = other.getBean(OrderRepository.class);
                        rotated.put(new Order("c1", "o1", 1));
                        rotated.put(new Order("c1", "o2", 2));
                        assertThat(rotated.ordersOf("c1").limit(1).page(next).items()).hasSize(1);
                    });
            runner.withPropertyValues("keyway.local.enabled=true", "keyway.cursor.keys=" + KEY_B)
                    .run(other -> assertThatThrownBy(() -> other.getBean(OrderRepository.class).ordersOf("c1").limit(1)
                            .page(next)).isInstanceOf(InvalidCursorException.class));
        });
        runner.withPropertyValues("keyway.local.enabled=true", "keyway.cursor.keys=not base64!").run(context ->
                assertThat(context).getFailure().hasStackTraceContaining("keyway.cursor.keys[0] is not a usable key"));
        runner.withPropertyValues("keyway.local.enabled=true", "keyway.cursor.keys=" + Base64.getEncoder().encodeToString(new byte[8])).run(context ->
                assertThat(context).getFailure().hasStackTraceContaining("a key needs at least 16"));
    }

    @Test
    void anApplicationsOwnSettingsBuildTheRepositories() {
        runner.withPropertyValues("keyway.local.enabled=true", "keyway.cursor.keys=" + KEY_A)
                .withUserConfiguration(OwnSettings.class).run(context -> {
                    assertThat(context).hasSingleBean(KeywaySettings.class);
                    OrderRepository orders = context.getBean(OrderRepository.class);
                    orders.put(new Order("c1", "o1", 1));
                    orders.put(new Order("c1", "o2", 2));
                    assertThat(OwnSettings.HEARD).contains("PutItem");
                    String next = orders.ordersOf("c1").limit(1).page().cursor().orElseThrow();
                    OrderRepository keyA = new OrderRepository(context.getBean(DynamoDbClient.class), orders.tableName(),
                            KeywaySettings.defaults().withCursorKey(Base64.getDecoder().decode(KEY_A)));
                    assertThatThrownBy(() -> keyA.ordersOf("c1").limit(1).page(next))
                            .as("signed with the application's own settings, not keyway.cursor.keys")
                            .isInstanceOf(InvalidCursorException.class);
                });
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnSettings {
        static final List<String> HEARD = new CopyOnWriteArrayList<>();

        @Bean
        KeywaySettings mySettings() {
            return KeywaySettings.defaults().withCursorKey("own-settings-key-0123456789".getBytes())
                    .withRequestListener(event -> HEARD.add(event.request().apiName()));
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class OwnOrders {
        @Bean
        OrderRepository myOrders(DynamoDbClient client) {
            return new OrderRepository(client, "MyOrders");
        }
    }
}
