package dev.keyway.kcl;

import dev.keyway.runtime.stream.ChangeDecoder;
import java.util.Objects;
import java.util.function.Consumer;
import software.amazon.kinesis.processor.ShardRecordProcessor;
import software.amazon.kinesis.processor.ShardRecordProcessorFactory;

/**
 * KCL's record processors of a table's typed changes, one per shard a worker holds: what
 * {@link KclStreamWorker} runs, and what a KCL {@code Scheduler} built by hand (with the adapter's
 * {@code StreamsSchedulerFactory}) takes as its {@code ShardRecordProcessorFactory}. Each record is
 * decoded with the table's {@code ChangeDecoder} and handed to the handler in shard order; the shard
 * is checkpointed after each batch the handler took whole. Built by hand, a failed change is retried
 * in place until it is handled (250 ms, then twice as long after each further failure, up to 30 s),
 * each failure logged as a warning.
 *
 * @param <C> what the changes decode into
 */
public final class ChangeProcessorFactory<C> implements ShardRecordProcessorFactory {

    private final String streamArn;
    private final ChangeDecoder<C> decoder;
    private final Consumer<? super C> handler;
    private final WorkerControl control;

    /** Processors of the stream {@code streamArn} (named in failures) that hand each change to {@code handler}. */
    public ChangeProcessorFactory(String streamArn, ChangeDecoder<C> decoder, Consumer<? super C> handler) {
        this(streamArn, decoder, handler, WorkerControl.standalone());
    }

    ChangeProcessorFactory(String streamArn, ChangeDecoder<C> decoder, Consumer<? super C> handler,
                           WorkerControl control) {
        this.streamArn = Objects.requireNonNull(streamArn, "streamArn");
        this.decoder = Objects.requireNonNull(decoder, "decoder");
        this.handler = Objects.requireNonNull(handler, "handler");
        this.control = Objects.requireNonNull(control, "control");
    }

    @Override
    public ShardRecordProcessor shardRecordProcessor() {
        return new ChangeProcessor<>(streamArn, decoder, handler, control);
    }
}
