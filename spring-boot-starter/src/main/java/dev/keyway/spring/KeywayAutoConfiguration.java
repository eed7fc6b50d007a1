package dev.keyway.spring;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.listener.RequestListener;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Lazy;
import org.springframework.core.env.Environment;
import org.springframework.core.io.ResourceLoader;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.awscore.client.builder.AwsSyncClientBuilder;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Keyway on Spring Boot: a {@link DynamoDbClient} unless the application defines one (on DynamoDB
 * Local with {@code keyway.local.enabled=true}), every generated repository and item collection as a
 * bean ({@link KeywayRepositoriesRegistrar}), table names per environment ({@link KeywayTableNames}),
 * cursor keys ({@link KeywayCursorKeys}), the request listeners of the repositories
 * ({@link KeywayRequestListeners}; Micrometer metrics in {@link KeywayMetricsAutoConfiguration}) and,
 * for development, table creation ({@link KeywayTableCreator}).
 */
@AutoConfiguration
@ConditionalOnClass({DynamoDbClient.class, EntityRepository.class})
@EnableConfigurationProperties(KeywayProperties.class)
@Import({KeywayLocalConfiguration.class, KeywayRepositoriesRegistrar.class})
public class KeywayAutoConfiguration {

    /** The client on {@code keyway.region} and {@code keyway.endpoint}, with the SDK's default credentials. */
    @Bean
    @ConditionalOnMissingBean
    DynamoDbClient dynamoDbClient(KeywayProperties properties, ObjectProvider<DynamoDbClientCustomizer> customizers) {
        DynamoDbClientBuilder builder = configured(DynamoDbClient.builder(), properties);
        customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
        return builder.build();
    }

    /**
     * The client of DynamoDB Streams, for {@code StreamReader}: on {@code keyway.region} and
     * {@code keyway.endpoint} like the {@code DynamoDbClient}, the SDK's default credentials. Unless the
     * application defines one; lazy, so that an application that never reads a stream (or brings its
     * own {@code DynamoDbClient} and no region) never builds it.
     */
    @Bean
    @Lazy
    @ConditionalOnMissingBean
    DynamoDbStreamsClient dynamoDbStreamsClient(KeywayProperties properties) {
        return configured(DynamoDbStreamsClient.builder(), properties).build();
    }

    /** A client builder on {@code keyway.region} and {@code keyway.endpoint} when set, with the URL-connection HTTP client. */
    private static <B extends AwsClientBuilder<B, ?> & AwsSyncClientBuilder<B, ?>> B configured(B builder,
                                                                                         KeywayProperties properties) {
        builder.httpClient(UrlConnectionHttpClient.create());
        if (properties.getRegion() != null && !properties.getRegion().isBlank()) {
            builder.region(Region.of(properties.getRegion().strip()));
        }
        if (properties.getEndpoint() != null) {
            builder.endpointOverride(properties.getEndpoint());
        }
        return builder;
    }

    @Bean(KeywayTableNames.BEAN_NAME)
    KeywayTableNames keywayTableNames(KeywayProperties properties, ResourceLoader resources) {
        return new KeywayTableNames(properties, RepositoryIndex.load(resources.getClassLoader()));
    }

    /** Every {@link RequestListener} bean (the Micrometer binding among them), for the repositories. */
    @Bean(KeywayRequestListeners.BEAN_NAME)
    KeywayRequestListeners keywayRequestListeners(ObjectProvider<RequestListener> listeners) {
        return new KeywayRequestListeners(listeners);
    }

    @Bean(KeywayCursorKeys.BEAN_NAME)
    KeywayCursorKeys keywayCursorKeys(KeywayProperties properties) {
        return new KeywayCursorKeys(properties);
    }

    /**
     * The settings every registered repository and item collection is built with: the cursor keys of
     * {@code keyway.cursor.keys} and the request listeners. An application's own {@link KeywaySettings}
     * bean replaces it.
     */
    @Bean
    @ConditionalOnMissingBean(KeywaySettings.class)
    KeywaySettings keywaySettings(KeywayCursorKeys cursorKeys, KeywayRequestListeners listeners) {
        return cursorKeys.applyTo(KeywaySettings.defaults().withRequestListener(listeners.listener()));
    }

    /** Static, and bound from the environment directly, as a post-processor must not wait for other beans. */
    @Bean
    static KeywayTableCreator keywayTableCreator(Environment environment) {
        KeywayProperties properties = Binder.get(environment).bind("keyway", KeywayProperties.class)
                .orElseGet(KeywayProperties::new);
        return new KeywayTableCreator(properties.createsTables());
    }
}
