package dev.keyway.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyway.spring.shop.OrderRepository;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/** README, Spring Boot: "With several {@code DynamoDbClient} beans, mark the one for Keyway {@code @Primary}." */
class SeveralClientsTest {

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(KeywayAutoConfiguration.class));

    /** A client that only answers GetItem, with no item, and remembers the tables it was asked about. */
    static final class RecordingClient implements DynamoDbClient {
        final List<String> tables = new ArrayList<>();

        @Override
        public GetItemResponse getItem(GetItemRequest request) {
            tables.add(request.tableName());
            return GetItemResponse.builder().build();
        }

        @Override
        public String serviceName() {
            return SERVICE_NAME;
        }

        @Override
        public void close() {
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class TwoClients {
        @Bean
        @Primary
        RecordingClient keywayClient() {
            return new RecordingClient();
        }

        @Bean
        RecordingClient otherClient() {
            return new RecordingClient();
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class TwoClientsNonePrimary {
        @Bean
        RecordingClient oneClient() {
            return new RecordingClient();
        }

        @Bean
        RecordingClient otherClient() {
            return new RecordingClient();
        }
    }

    @Test
    void repositoriesUseThePrimaryClient() {
        runner.withUserConfiguration(TwoClients.class).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBean(OrderRepository.class).get("c1", "o1")).isEmpty();
            assertThat(context.getBean("keywayClient", RecordingClient.class).tables).containsExactly("Shop");
            assertThat(context.getBean("otherClient", RecordingClient.class).tables).isEmpty();
        });
    }

    @Test
    void withoutAPrimaryClientTheStartFailsNamingTheCandidates() {
        runner.withUserConfiguration(TwoClientsNonePrimary.class).run(context -> assertThat(context).getFailure()
                .rootCause().hasMessageContaining("oneClient").hasMessageContaining("otherClient"));
    }
}
