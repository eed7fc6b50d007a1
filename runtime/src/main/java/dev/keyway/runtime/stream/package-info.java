/**
 * DynamoDB Streams as typed changes: {@link dev.keyway.runtime.stream.ChangeEvent} is one stream
 * record as it is, {@link dev.keyway.runtime.stream.Change} the same decoded into an entity's
 * records, and {@link dev.keyway.runtime.stream.ChangeDecoder} tells a table's entities apart by
 * their type attribute (the processor generates one per table that declares a stream, e.g.
 * {@code ShopChange.DECODER}). {@link dev.keyway.runtime.stream.StreamReader} reads a table's
 * stream itself (local development, tests, a single worker), in order per item, retrying a change
 * whose handler failed ({@link dev.keyway.runtime.stream.ChangeFailedException}) without passing it
 * with its checkpoint, and resuming after a restart from
 * {@link dev.keyway.runtime.stream.TableCheckpoints}; and
 * {@link dev.keyway.runtime.stream.ProcessedChanges} makes a handler idempotent under
 * at-least-once delivery.
 */
package dev.keyway.runtime.stream;

