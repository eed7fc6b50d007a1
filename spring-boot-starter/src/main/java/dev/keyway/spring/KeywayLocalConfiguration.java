package dev.keyway.spring;

import org.apache.commons.logging.LogFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** {@code keyway.local.enabled=true}: DynamoDB Local in the JVM, and the client on it. */
@Configuration(proxyBeanMethods = false)
@ConditionalOnBooleanProperty("keyway.local.enabled")
class KeywayLocalConfiguration {

    static final String DYNAMODB_LOCAL = "com.amazonaws.services.dynamodbv2.local.embedded.DynamoDBEmbedded";

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = DYNAMODB_LOCAL)
    static class Embedded {

        @Bean(destroyMethod = "close")
        KeywayLocalDynamoDb keywayLocalDynamoDb() {
            LogFactory.getLog(KeywayLocalDynamoDb.class)
                    .info("Keyway: DynamoDB Local in this JVM, in memory (keyway.local.enabled=true)");
            return KeywayLocalDynamoDb.start();
        }

        /** Closed with DynamoDB Local, not before it. */
        @Bean(destroyMethod = "")
        @ConditionalOnMissingBean
        DynamoDbClient dynamoDbClient(KeywayLocalDynamoDb local) {
            return local.client();
        }

        /** The streams of DynamoDB Local's tables; closed with DynamoDB Local. */
        @Bean(destroyMethod = "")
        @ConditionalOnMissingBean
        DynamoDbStreamsClient dynamoDbStreamsClient(KeywayLocalDynamoDb local) {
            return local.streamsClient();
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnMissingClass(DYNAMODB_LOCAL)
    static class Missing {

        Missing() {
            throw new IllegalStateException("keyway.local.enabled=true needs DynamoDB Local on the classpath: add the "
                    + "dependency com.amazonaws:DynamoDBLocal (scope test for tests, or a development profile), "
                    + "or set keyway.local.enabled=false and configure keyway.region or keyway.endpoint");
        }
    }
}
