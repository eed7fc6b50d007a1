package dev.keyway.local.internal.protocol;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.fault.FaultPlan;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * A tiny stand-in engine for protocol and fault tests, independent of the real engine: tables of items
 * keyed by the string attribute {@code pk}, answering a handful of operations. A put with the condition
 * {@code attribute_not_exists(pk)} fails on an existing item; a transaction whose put carries that
 * condition is cancelled the same way.
 */
public final class FakeTables {

    /** Items by table, then by {@code pk}. */
    public final Map<String, Map<String, Map<String, AttributeValue>>> tables = new TreeMap<>();

    /** @return a router answering the fake's operations, through the given fault plan */
    public Router router(FaultPlan faults) {
        OperationTable table = OperationTable.unanswered()
                .answer("PutItem", r -> put((PutItemRequest) r))
                .answer("GetItem", r -> get((GetItemRequest) r))
                .answer("Scan", r -> scan((ScanRequest) r))
                .answer("BatchWriteItem", r -> batchWrite((BatchWriteItemRequest) r))
                .answer("BatchGetItem", r -> batchGet((BatchGetItemRequest) r))
                .answer("TransactWriteItems", r -> transactWrite((TransactWriteItemsRequest) r))
                .answer("GetRecords", r -> {
                    GetRecordsRequest request = (GetRecordsRequest) r;
                    throw new ServiceError("ExpiredIteratorException", 400,
                            "Iterator expired: " + request.shardIterator());
                })
                .answer("DescribeLimits", r -> {
                    throw new IllegalStateException("a bug in the engine");
                });
        return new Router(table, faults);
    }

    /** The table's items, copied, for before/after comparisons. */
    public Map<String, Map<String, AttributeValue>> snapshot(String table) {
        return new TreeMap<>(tables.getOrDefault(table, Map.of()));
    }

    private Map<String, Map<String, AttributeValue>> table(String name) {
        return tables.computeIfAbsent(name, n -> new TreeMap<>());
    }

    private synchronized PutItemResponse put(PutItemRequest request) {
        Map<String, AttributeValue> old = table(request.tableName()).get(request.item().get("pk").s());
        if ("attribute_not_exists(pk)".equals(request.conditionExpression()) && old != null) {
            throw ServiceError.conditionalCheckFailed(
                    request.returnValuesOnConditionCheckFailure() == ReturnValuesOnConditionCheckFailure.ALL_OLD
                            ? old : null);
        }
        table(request.tableName()).put(request.item().get("pk").s(), request.item());
        return PutItemResponse.builder().build();
    }

    private synchronized GetItemResponse get(GetItemRequest request) {
        Map<String, AttributeValue> item = table(request.tableName()).get(request.key().get("pk").s());
        return item == null ? GetItemResponse.builder().build() : GetItemResponse.builder().item(item).build();
    }

    private synchronized ScanResponse scan(ScanRequest request) {
        List<Map<String, AttributeValue>> items = new ArrayList<>(table(request.tableName()).values());
        return ScanResponse.builder().items(items).count(items.size()).scannedCount(items.size()).build();
    }

    private synchronized BatchWriteItemResponse batchWrite(BatchWriteItemRequest request) {
        if (request.requestItems().isEmpty()) {
            throw ServiceError.validation("empty batch");
        }
        request.requestItems().forEach((name, writes) -> {
            for (WriteRequest write : writes) {
                if (write.putRequest() != null) {
                    table(name).put(write.putRequest().item().get("pk").s(), write.putRequest().item());
                } else {
                    table(name).remove(write.deleteRequest().key().get("pk").s());
                }
            }
        });
        return BatchWriteItemResponse.builder().unprocessedItems(Map.of()).build();
    }

    private synchronized BatchGetItemResponse batchGet(BatchGetItemRequest request) {
        Map<String, List<Map<String, AttributeValue>>> responses = new LinkedHashMap<>();
        request.requestItems().forEach((name, keys) -> {
            List<Map<String, AttributeValue>> found = new ArrayList<>();
            for (Map<String, AttributeValue> key : keys.keys()) {
                Map<String, AttributeValue> item = table(name).get(key.get("pk").s());
                if (item != null) {
                    found.add(item);
                }
            }
            responses.put(name, found);
        });
        return BatchGetItemResponse.builder().responses(responses)
                .unprocessedKeys(Map.<String, KeysAndAttributes>of()).build();
    }

    private synchronized TransactWriteItemsResponse transactWrite(TransactWriteItemsRequest request) {
        List<CancellationReason> reasons = new ArrayList<>();
        boolean failed = false;
        for (TransactWriteItem action : request.transactItems()) {
            var put = action.put();
            boolean exists = table(put.tableName()).containsKey(put.item().get("pk").s());
            if ("attribute_not_exists(pk)".equals(put.conditionExpression()) && exists) {
                reasons.add(CancellationReason.builder().code("ConditionalCheckFailed")
                        .message("The conditional request failed")
                        .item(table(put.tableName()).get(put.item().get("pk").s())).build());
                failed = true;
            } else {
                reasons.add(CancellationReason.builder().code("None").build());
            }
        }
        if (failed) {
            throw ServiceError.transactionCanceled(reasons);
        }
        for (TransactWriteItem action : request.transactItems()) {
            table(action.put().tableName()).put(action.put().item().get("pk").s(), action.put().item());
        }
        return TransactWriteItemsResponse.builder().build();
    }

    /** An SDK client of the router over the in-process HTTP client, retries off unless asked. */
    public static DynamoDbClient client(Router router, boolean retries) {
        var builder = DynamoDbClient.builder()
                .endpointOverride(URI.create("http://keyway-local.invalid"))
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("k", "k")))
                .httpClient(new InProcessHttpClient(router));
        if (!retries) {
            builder.overrideConfiguration(ClientOverrideConfiguration.builder().retryStrategy(AwsRetryStrategy.doNotRetry()).build());
        }
        return builder.build();
    }

    /** A streams client of the router over the in-process HTTP client, retries off. */
    public static DynamoDbStreamsClient streamsClient(Router router) {
        return DynamoDbStreamsClient.builder()
                .endpointOverride(URI.create("http://keyway-local.invalid"))
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("k", "k")))
                .httpClient(new InProcessHttpClient(router))
                .overrideConfiguration(ClientOverrideConfiguration.builder().retryStrategy(AwsRetryStrategy.doNotRetry()).build())
                .build();
    }
}
