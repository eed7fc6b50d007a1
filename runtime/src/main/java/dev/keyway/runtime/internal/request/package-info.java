/**
 * Internal: the one way out to DynamoDB (every request is sent and reported here) and table creation.
 */
package dev.keyway.runtime.internal.request;

