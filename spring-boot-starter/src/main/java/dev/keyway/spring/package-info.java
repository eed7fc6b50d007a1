/**
 * Spring Boot auto-configuration for Keyway: the {@code DynamoDbClient}, every generated repository
 * and item collection as a bean (from the processor's index, without classpath scanning), the
 * {@code keyway.*} properties, and Keyway Local in the JVM for development.
 */
package dev.keyway.spring;
