/**
 * The sample app's entry point and its connection to DynamoDB: the {@code demo} and {@code serve}
 * commands on embedded DynamoDB Local or a configured endpoint.
 */
package dev.keyway.sample;
