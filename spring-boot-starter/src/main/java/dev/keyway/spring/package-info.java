/**
 * Spring Boot auto-configuration for Keyway: the {@code DynamoDbClient}, every generated repository
 * and item collection as a bean (from the processor's index, without classpath scanning), the
 * {@code keyway.*} properties, Keyway Local in the JVM for development, and the request listeners the
 * repositories report to: Micrometer metrics and OpenTelemetry traces, when the application has them.
 */
package dev.keyway.spring;
