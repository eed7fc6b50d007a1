/**
 * Keyway Local: a DynamoDB-compatible database and DynamoDB Streams that run inside the JVM, reached
 * through real AWS SDK clients in-process or over HTTP on loopback, with faults injected on purpose, for
 * tests and local development.
 */
package dev.keyway.local;
