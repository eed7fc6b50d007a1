/** DynamoDB Streams in Keyway Local: streams, shards and records of item changes, and the four operations that read them. */
package dev.keyway.local.internal.stream;
