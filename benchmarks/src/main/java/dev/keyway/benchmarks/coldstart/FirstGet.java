package dev.keyway.benchmarks.coldstart;

import dev.keyway.benchmarks.Fixtures;
import dev.keyway.benchmarks.enhanced.StaticSchemas;
import dev.keyway.benchmarks.enhanced.bean.TypicalBean;
import dev.keyway.benchmarks.hand.FixedInstant;
import dev.keyway.benchmarks.hand.HandRequests;
import dev.keyway.benchmarks.model.BenchTable;
import dev.keyway.benchmarks.model.TypicalItem;
import dev.keyway.benchmarks.model.TypicalItemRepository;
import java.net.URI;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The child JVM of the serverless cold-start harness, as a function's first invocation: builds a
 * {@code DynamoDbClient} for the endpoint, reads the typical item with one GetItem through one
 * implementation, and prints how long that took. Run by {@link ServerlessColdStart}, which started
 * Keyway Local and stored the item before.
 *
 * <p>Arguments: the variant, the endpoint and the parent's {@code System.nanoTime()} just before it
 * started this process (Linux's monotonic clock is shared by all processes).
 */
public final class FirstGet {

    private FirstGet() {
    }

    public static void main(String[] args) {
        long mainEntered = System.nanoTime();
        String variant = args[0];
        URI endpoint = URI.create(args[1]);
        long spawned = Long.parseLong(args[2]);
        TypicalItem key = Fixtures.typical();
        DynamoDbClient client = DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("keyway", "keyway")))
                .httpClient(UrlConnectionHttpClient.create())
                .build();
        String found = switch (variant) {
            case "handWritten" -> HandRequests.get(client, BenchTable.NAME, key.customerId(), key.placedAt(), key.orderId())
                    .orderId();
            case "keyway" -> new TypicalItemRepository(client).get(key.customerId(), key.placedAt(), key.orderId())
                    .orElseThrow().orderId();
            case "enhancedStatic" -> DynamoDbEnhancedClient.builder().dynamoDbClient(client).build()
                    .table(BenchTable.NAME, StaticSchemas.typicalSchema()).getItem(enhancedKey(key)).orderId();
            case "enhancedBean" -> DynamoDbEnhancedClient.builder().dynamoDbClient(client).build()
                    .table(BenchTable.NAME, TableSchema.fromBean(TypicalBean.class)).getItem(enhancedKey(key)).getOrderId();
            default -> throw new IllegalArgumentException("unknown variant " + variant);
        };
        long end = System.nanoTime();
        if (!key.orderId().equals(found)) {
            throw new IllegalStateException(variant + " read " + found);
        }
        // variant, JVM start to main, main to the first GetItem answered, process start to it (nanoseconds)
        System.out.println("FIRST-GET " + variant + " " + (mainEntered - spawned) + " " + (end - mainEntered) + " "
                + (end - spawned));
    }

    private static Key enhancedKey(TypicalItem item) {
        return Key.builder().partitionValue("CUSTOMER#" + item.customerId())
                .sortValue("ORDER#" + FixedInstant.format(item.placedAt()) + "#" + item.orderId()).build();
    }
}
