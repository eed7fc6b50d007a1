package dev.keyway.spring;

import java.nio.file.Path;
import org.apache.commons.logging.LogFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** {@code keyway.local.enabled=true}: Keyway Local in the JVM, and the client on it. */
@Configuration(proxyBeanMethods = false)
@ConditionalOnBooleanProperty("keyway.local.enabled")
class KeywayLocalConfiguration {

    static final String KEYWAY_LOCAL = "dev.keyway.local.KeywayLocal";

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = KEYWAY_LOCAL)
    static class Embedded {

        @Bean(destroyMethod = "close")
        KeywayLocalDynamoDb keywayLocalDynamoDb(KeywayProperties properties) {
            Path directory = properties.getLocal().getDataDirectory();
            if (directory == null || directory.toString().isEmpty()) { // an empty property: in memory
                LogFactory.getLog(KeywayLocalDynamoDb.class)
                        .info("Keyway: Keyway Local in this JVM, in memory (keyway.local.enabled=true)");
                return KeywayLocalDynamoDb.start();
            }
            LogFactory.getLog(KeywayLocalDynamoDb.class).info("Keyway: Keyway Local in this JVM, data kept in "
                    + directory.toAbsolutePath() + " (keyway.local.data-directory)");
            return KeywayLocalDynamoDb.start(directory);
        }

        /** Closed with Keyway Local, not before it. */
        @Bean(destroyMethod = "")
        @ConditionalOnMissingBean
        DynamoDbClient dynamoDbClient(KeywayLocalDynamoDb local) {
            return local.client();
        }

        /** The streams of Keyway Local's tables; closed with Keyway Local. */
        @Bean(destroyMethod = "")
        @ConditionalOnMissingBean
        DynamoDbStreamsClient dynamoDbStreamsClient(KeywayLocalDynamoDb local) {
            return local.streamsClient();
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnMissingClass(KEYWAY_LOCAL)
    static class Missing {

        Missing() {
            throw new IllegalStateException("keyway.local.enabled=true needs Keyway Local on the classpath: add the "
                    + "dependency dev.keyway:keyway-local (scope test for tests, or a development profile), "
                    + "or set keyway.local.enabled=false and configure keyway.region or keyway.endpoint");
        }
    }
}
