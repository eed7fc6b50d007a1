package dev.keyway.benchmarks.local;

import dev.keyway.local.KeywayLocal;
import java.net.URI;
import java.util.Map;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The child JVM of {@link LocalStartup}, as the first thing a test JVM does, in one of three variants:
 * <ul>
 *   <li>{@code sdkClient}: creates the SDK's {@code DynamoDbClient} as a test creates it for a database on
 *       loopback (endpoint, region, static credentials, the URL-connection HTTP client), pointed at an unused
 *       endpoint, and sends nothing: the floor any test against any database pays;</li>
 *   <li>{@code keywayLocal}: {@code KeywayLocal.inMemory()} (its SDK clients included), then CreateTable, one
 *       PutItem and the first GetItem answered, all through {@code client()}, in-process;</li>
 *   <li>{@code sdkAlone}: the same three requests through an SDK client whose HTTP client answers {@code {}}
 *       without a database ({@link CannedHttpClient}): what the SDK itself pays for its first requests (its
 *       marshallers, signer, endpoint rules), so that Keyway Local's own share of the difference shows.</li>
 * </ul>
 *
 * <p>Arguments: the variant and the parent's {@code System.nanoTime()} just before it started this process
 * (Linux's monotonic clock is shared by all processes), so the time from process start is measured without
 * waiting for output to travel back. Prints {@code LOCAL-FIRST <variant>} and, in nanoseconds: process start
 * to main, main to the end, process start to the end, then the steps' own times (start-up or client
 * creation, CreateTable, PutItem, GetItem; 0 for the steps a variant does not take), then the CPU time the
 * process used to the end (all its threads; the kernel counts it in 10 ms ticks).
 */
public final class FirstGetInProcess {

    static final String MARKER = "LOCAL-FIRST";
    static final String TABLE = "Customers";

    private FirstGetInProcess() {
    }

    public static void main(String[] args) {
        long mainEntered = System.nanoTime();
        String variant = args[0];
        long spawned = Long.parseLong(args[1]);
        long[] steps = new long[4];
        AutoCloseable toClose;
        long end;
        switch (variant) {
            case "sdkClient" -> {
                DynamoDbClient client = DynamoDbClient.builder()
                        .endpointOverride(URI.create("http://127.0.0.1:9")) // discard port: never called
                        .region(Region.US_EAST_1)
                        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("keyway", "keyway")))
                        .httpClient(UrlConnectionHttpClient.create())
                        .build();
                end = System.nanoTime();
                steps[0] = end - mainEntered;
                toClose = client;
            }
            case "keywayLocal", "sdkAlone" -> {
                KeywayLocal local = variant.equals("keywayLocal") ? KeywayLocal.inMemory() : null;
                DynamoDbClient client = local != null ? local.client() : CannedHttpClient.dynamoDbClient();
                long started = System.nanoTime();
                LocalItems.createTable(client, TABLE);
                long created = System.nanoTime();
                client.putItem(b -> b.tableName(TABLE).item(LocalItems.item(1)));
                long put = System.nanoTime();
                Map<String, AttributeValue> item = client.getItem(b -> b.tableName(TABLE).key(LocalItems.key(1))).item();
                end = System.nanoTime();
                if (local != null && !LocalItems.item(1).equals(item)) {
                    throw new IllegalStateException("GetItem answered " + item);
                }
                steps[0] = started - mainEntered;
                steps[1] = created - started;
                steps[2] = put - created;
                steps[3] = end - put;
                toClose = local != null ? local : client;
            }
            default -> throw new IllegalArgumentException("unknown variant " + variant);
        }
        // The CPU time of the whole process (JIT and GC threads included) to here, read after the clock stopped:
        // on a shared machine it shows how much of the wall time was work and how much was waiting for a core.
        long cpu = ProcessHandle.current().info().totalCpuDuration().map(d -> d.toNanos()).orElse(-1L);
        System.out.println(MARKER + " " + variant + " " + (mainEntered - spawned) + " " + (end - mainEntered) + " "
                + (end - spawned) + " " + steps[0] + " " + steps[1] + " " + steps[2] + " " + steps[3] + " " + cpu);
        try {
            toClose.close();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
