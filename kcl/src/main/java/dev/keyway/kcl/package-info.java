/**
 * A table's typed change handler on the Kinesis Client Library (KCL 3) with the DynamoDB Streams
 * Kinesis adapter: {@link dev.keyway.kcl.KclStreamWorker} runs a {@code ChangeDecoder} and a handler
 * over a stream whose shards several workers share through leases in a DynamoDB table, checkpointing
 * after each handled batch; {@link dev.keyway.kcl.ChangeProcessorFactory} is the record processor for
 * a KCL scheduler you build yourself.
 */
package dev.keyway.kcl;
