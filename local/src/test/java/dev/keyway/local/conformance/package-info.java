/**
 * Keyway Local's conformance suite: each test drives a {@link dev.keyway.local.KeywayLocal} through the real AWS
 * SDK clients and checks one rule of the AWS DynamoDB API Reference or Developer Guide, named beside it.
 */
package dev.keyway.local.conformance;
