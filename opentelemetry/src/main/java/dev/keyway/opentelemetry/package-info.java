/**
 * Traces of Keyway on the OpenTelemetry API: {@link dev.keyway.opentelemetry.KeywayTracing} gives a
 * request listener that puts a span on every DynamoDB request Keyway sends (named and attributed by the
 * semantic conventions, with the access pattern, entity and table) and a wrapper of stream change
 * handlers that puts a span on every change handled.
 */
package dev.keyway.opentelemetry;
