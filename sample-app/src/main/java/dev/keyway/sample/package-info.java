/**
 * The sample app: its command line ({@code demo}, {@code serve}, picocli) and the Spring Boot
 * application on keyway-spring-boot-starter, on embedded Keyway Local or a configured endpoint.
 */
package dev.keyway.sample;
