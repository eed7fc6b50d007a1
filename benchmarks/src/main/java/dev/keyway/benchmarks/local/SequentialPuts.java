package dev.keyway.benchmarks.local;

import dev.keyway.local.KeywayLocal;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Part 2 of {@link LocalSpeed}: 1,000 sequential PutItems of distinct items into a new, empty table, timed in
 * this JVM through three clients side by side: Keyway Local's in-process client, a client of its loopback server
 * (real HTTP on 127.0.0.1, the URL-connection HTTP client; one database for both), and the SDK alone (a client
 * whose HTTP client answers {@code {}} without a database: {@link CannedHttpClient}), the floor under the other
 * two. Each repetition times one block per client, the order rotated every repetition so that drift hits all
 * alike; the first repetitions warm up the JIT and are not counted. The items are built and the table created
 * before the clock starts: only the requests are timed. Beside the wall time, the CPU time the whole process
 * used during the block (the loopback server's threads included) shows how much of it was waiting for a core.
 *
 * <p>Loopback blocks are bounded in time, so that a slow server cannot stretch the run: loopback warms up in the
 * last warm-up repetition only, with a short block ({@value #LOOPBACK_WARM_UP_PUTS} PutItems: the SDK's pipeline
 * and the database are warm from the other clients by then), and is measured in the next repetitions until its
 * blocks have taken {@value #LOOPBACK_BUDGET_MS} ms in all, once at least.
 */
final class SequentialPuts {

    static final int PUTS = 1_000;
    static final List<String> TRANSPORTS = List.of("inProcess", "loopback", "sdkAlone");
    static final double LOOPBACK_BUDGET_MS = 60_000;
    static final int LOOPBACK_WARM_UP_PUTS = 200;

    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private SequentialPuts() {
    }

    /** Each transport's {wall, process CPU} times of 1,000 PutItems (milliseconds), one per measured repetition. */
    static Map<String, List<double[]>> run(int warmUps, int repetitions) {
        List<Map<String, AttributeValue>> items = new ArrayList<>(PUTS);
        for (int i = 0; i < PUTS; i++) {
            items.add(LocalItems.item(i));
        }
        Map<String, List<double[]>> results = new LinkedHashMap<>();
        TRANSPORTS.forEach(t -> results.put(t, new ArrayList<>()));
        try (KeywayLocal local = KeywayLocal.inMemory();
             DynamoDbClient sdkAlone = CannedHttpClient.dynamoDbClient()) {
            local.startServer();
            try (DynamoDbClient loopback = local.newLoopbackClient()) {
                Map<String, DynamoDbClient> clients = Map.of("inProcess", local.client(), "loopback", loopback,
                        "sdkAlone", sdkAlone);
                double loopbackSpent = 0;
                int last = warmUps + repetitions - 1;
                System.out.print("1,000 PutItems: " + warmUps + " warm-up repetitions, then");
                for (int rep = 0; rep <= last; rep++) {
                    for (int i = 0; i < TRANSPORTS.size(); i++) {
                        String transport = TRANSPORTS.get((i + rep) % TRANSPORTS.size()); // rotate the order
                        boolean measured = rep >= warmUps;
                        if (transport.equals("loopback") && (rep < warmUps - 1
                                || measured && loopbackSpent >= LOOPBACK_BUDGET_MS && !results.get(transport).isEmpty())) {
                            continue;
                        }
                        boolean database = !transport.equals("sdkAlone");
                        String table = transport + rep;
                        // loopback's warm-up block is short: its HTTP path is all that is left to warm by then
                        List<Map<String, AttributeValue>> block = transport.equals("loopback") && !measured
                                ? items.subList(0, LOOPBACK_WARM_UP_PUTS) : items;
                        double[] times = timePuts(clients.get(transport), table, block, database);
                        if (transport.equals("loopback")) {
                            loopbackSpent += times[0];
                        }
                        if (measured) {
                            results.get(transport).add(times);
                        }
                        if (database) {
                            check(clients.get(transport), table, block);
                            clients.get(transport).deleteTable(b -> b.tableName(table));
                        }
                    }
                    if (rep >= warmUps) {
                        System.out.print(" " + (rep - warmUps + 1));
                        System.out.flush();
                    }
                }
                System.out.println();
            }
        }
        return results;
    }

    /** Creates {@code table} if there is a database (untimed) and times the 1,000 PutItems into it: {wall, CPU} in ms. */
    private static double[] timePuts(DynamoDbClient client, String table, List<Map<String, AttributeValue>> items,
                                     boolean database) {
        if (database) {
            LocalItems.createTable(client, table);
        }
        long cpu = OS.getProcessCpuTime();
        long start = System.nanoTime();
        for (Map<String, AttributeValue> item : items) {
            client.putItem(b -> b.tableName(table).item(item));
        }
        long end = System.nanoTime();
        return new double[] {(end - start) / 1e6, (OS.getProcessCpuTime() - cpu) / 1e6};
    }

    /** The table holds the items, as written (checked by count and by the last item, untimed). */
    private static void check(DynamoDbClient client, String table, List<Map<String, AttributeValue>> items) {
        int count = client.scanPaginator(b -> b.tableName(table).select("COUNT")).stream().mapToInt(r -> r.count()).sum();
        int last = items.size() - 1;
        if (count != items.size() || !items.get(last).equals(
                client.getItem(b -> b.tableName(table).key(LocalItems.key(last))).item())) {
            throw new IllegalStateException(table + " holds " + count + " items, not the " + items.size() + " written");
        }
    }
}
