/** The DynamoDB and DynamoDB Streams JSON 1.0 wire protocols: the codec, the router, the in-process HTTP client and the loopback server. */
package dev.keyway.local.internal.protocol;
