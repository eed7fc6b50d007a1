package dev.keyway.spring.test;

import dev.keyway.spring.KeywayAutoConfiguration;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.context.annotation.Configuration;

/** The whole context of a {@link KeywayTest}: Keyway's auto-configuration and nothing else. */
@Configuration(proxyBeanMethods = false)
@ImportAutoConfiguration(KeywayAutoConfiguration.class)
public class KeywayTestConfiguration {
}
