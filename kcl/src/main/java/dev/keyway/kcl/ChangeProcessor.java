package dev.keyway.kcl;

import com.amazonaws.services.dynamodbv2.streamsadapter.adapter.DynamoDBStreamsClientRecord;
import com.amazonaws.services.dynamodbv2.streamsadapter.model.DynamoDBStreamsProcessRecordsInput;
import com.amazonaws.services.dynamodbv2.streamsadapter.processor.DynamoDBStreamsShardRecordProcessor;
import dev.keyway.runtime.stream.ChangeDecoder;
import dev.keyway.runtime.stream.ChangeFailedException;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.kinesis.exceptions.KinesisClientLibDependencyException;
import software.amazon.kinesis.exceptions.ShutdownException;
import software.amazon.kinesis.exceptions.ThrottlingException;
import software.amazon.kinesis.lifecycle.events.InitializationInput;
import software.amazon.kinesis.lifecycle.events.LeaseLostInput;
import software.amazon.kinesis.lifecycle.events.ShardEndedInput;
import software.amazon.kinesis.lifecycle.events.ShutdownRequestedInput;

/**
 * The record processor of one shard: decodes each record of a batch, hands it to the handler in shard
 * order, and checkpoints after the batch. A change whose handler fails is retried in place (KCL hands
 * the next batch only when this one returns, so the shard waits and its order holds); once it failed
 * {@code maxAttempts} times the processor checkpoints the changes before it, hands on nothing more and
 * tells the worker, which stops: the failed change is read again by whoever takes the lease.
 */
final class ChangeProcessor<C> implements DynamoDBStreamsShardRecordProcessor {

    private static final System.Logger LOG = System.getLogger(ChangeProcessor.class.getName());
    private static final int CHECKPOINT_ATTEMPTS = 5;

    private final String streamArn;
    private final ChangeDecoder<C> decoder;
    private final Consumer<? super C> handler;
    private final WorkerControl control;
    private String shardId = "?";
    private boolean stopped;

    ChangeProcessor(String streamArn, ChangeDecoder<C> decoder, Consumer<? super C> handler, WorkerControl control) {
        this.streamArn = streamArn;
        this.decoder = decoder;
        this.handler = handler;
        this.control = control;
    }

    @Override
    public void initialize(InitializationInput input) {
        shardId = input.shardId();
    }

    @Override
    public void processRecords(DynamoDBStreamsProcessRecordsInput input) {
        if (stopped || control.stopping()) {
            // A batch left unhandled: KCL's checkpoint() means "up to the last record delivered", so this
            // processor must never checkpoint again, or it would pass these changes.
            stopped = true;
            return;
        }
        String lastHandled = null;
        for (DynamoDBStreamsClientRecord record : input.records()) {
            if (!handle(record.getRecord())) {
                stopped = true;
                if (lastHandled != null && !control.halted()) {
                    String upTo = lastHandled;           // the changes before the failed one count as handled
                    checkpoint(() -> input.checkpointer().checkpoint(upTo));
                }
                return;
            }
            lastHandled = record.sequenceNumber();
        }
        if (!control.halted()) {
            checkpoint(() -> input.checkpointer().checkpoint());
        }
    }

    /** @return whether the handler took the change; false when the worker gave up on it or is stopping */
    private boolean handle(Record record) {
        int failures = 0;
        while (!control.stopping()) {
            try {
                handler.accept(decoder.decode(record));
                return true;
            } catch (Throwable e) {                      // a checked exception (Kotlin, sneaky throws) or an Error too
                if (e instanceof VirtualMachineError fatal) {
                    throw fatal;
                }
                failures++;
                boolean giveUp = failures >= control.maxAttempts();
                long wait = control.backoffMillis(failures);
                String sequenceNumber = record.dynamodb() == null ? null : record.dynamodb().sequenceNumber();
                control.report(failure(record.eventID(), sequenceNumber, failures, giveUp, wait, e));
                if (giveUp || !control.pause(wait)) {
                    return false;
                }
            }
        }
        return false;
    }

    /** The failure as {@code StreamReader} reports one, saying what this worker does next. */
    private ChangeFailedException failure(String eventId, String sequenceNumber, int attempts, boolean giveUp,
                                          long retryInMillis, Throwable cause) {
        return new ChangeFailedException("The handler of " + streamArn + " failed on change " + eventId + " (shard "
                + shardId + ", sequence number " + sequenceNumber + ", attempt " + attempts + ")"
                + (giveUp ? "; the worker gives up and stops, the shard's checkpoint before this change: "
                        : "; it is handed on again in " + retryInMillis + " ms, and the shard waits for it: ")
                + cause, cause, eventId, shardId, sequenceNumber, attempts, giveUp);
    }

    @Override
    public void leaseLost(LeaseLostInput input) {
        stopped = true;                                  // another worker holds the shard now; it cannot checkpoint
    }

    @Override
    public void shardEnded(ShardEndedInput input) {
        // KCL moves on to the child shards only after this checkpoint; every change of the shard was
        // handed on and handled, else processRecords would have stopped the shard.
        if (!stopped && !control.halted()) {
            checkpoint(() -> input.checkpointer().checkpoint());
        }
    }

    @Override
    public void shutdownRequested(ShutdownRequestedInput input) {
        if (!stopped && !control.halted()) {
            checkpoint(() -> input.checkpointer().checkpoint());
        }
    }

    private interface CheckpointCall {
        void run() throws Exception;
    }

    /**
     * Checkpoints, retrying a throttled or failed write a few times; a checkpoint that still fails is
     * left to the next batch's (the changes it covers may be read again: at least once).
     */
    private void checkpoint(CheckpointCall call) {
        for (int attempt = 1; attempt <= CHECKPOINT_ATTEMPTS; attempt++) {
            try {
                call.run();
                return;
            } catch (ShutdownException leaseLost) {
                LOG.log(System.Logger.Level.INFO, "Shard " + shardId + " of " + streamArn
                        + " is no longer this worker's; its checkpoint is left to the new owner");
                stopped = true;
                return;
            } catch (ThrottlingException | KinesisClientLibDependencyException retry) {
                if (attempt == CHECKPOINT_ATTEMPTS || !control.pause(100L << attempt)) {
                    LOG.log(System.Logger.Level.WARNING, "Checkpoint of shard " + shardId + " failed", retry);
                    return;
                }
            } catch (Exception e) {
                LOG.log(System.Logger.Level.WARNING, "Checkpoint of shard " + shardId + " failed", e);
                return;
            }
        }
    }
}
