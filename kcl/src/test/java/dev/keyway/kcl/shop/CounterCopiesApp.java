package dev.keyway.kcl.shop;

import dev.keyway.kcl.KclStreamWorker;
import dev.keyway.runtime.stream.ProcessedChanges;
import java.net.InetAddress;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The README's worker ("Kinesis Client Library: keyway-kcl"): one process of a fleet that keeps the copies
 * of the {@code Counters} table's items from its stream. Start as many as the stream's shards keep busy,
 * each with its own worker id; compiled with the module's tests, run by hand.
 */
public final class CounterCopiesApp {

    public static void main(String[] args) throws Exception {
        DynamoDbClient client = DynamoDbClient.create();                  // the handler's writes
        DynamoDbAsyncClient leases = DynamoDbAsyncClient.create();        // KCL's lease tables
        DynamoDbStreamsClient streams = DynamoDbStreamsClient.create();   // the adapter reads the stream
        ProcessedChanges processed = new ProcessedChanges(client, "CounterMarkers", "counter-copies");
        processed.createTable();
        KclStreamWorker<CountersChange> worker = KclStreamWorker.forTable(leases, streams, "Counters")
                .applicationName("counter-copies")                        // names the lease table the fleet shares
                .workerId(InetAddress.getLocalHost().getHostName())       // unique per process
                .maxAttempts(10)                                          // then stop: see "Failures"
                .build(CountersChange.DECODER, new CounterProjection(client, processed));
        Runtime.getRuntime().addShutdownHook(new Thread(worker::close));  // SIGTERM: checkpoint, then leave
        worker.run();                                                     // until shut down or given up
        if (worker.gaveUp().isPresent()) {
            System.exit(1);                                               // let the orchestrator restart it
        }
    }
}
