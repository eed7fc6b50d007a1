package dev.keyway.it.batches;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** Clients whose BatchWriteItem leaves some items unprocessed, as DynamoDB may under load. */
public final class UnprocessedWrites {

    private UnprocessedWrites() {
    }

    /**
     * A client whose BatchWriteItem sends the other items to {@code delegate} and returns the put
     * items {@code leave} picks as unprocessed; every other call goes to {@code delegate}.
     */
    public static DynamoDbClient leaving(DynamoDbClient delegate, Predicate<Map<String, AttributeValue>> leave) {
        return (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                    if (method.getName().equals("batchWriteItem")) {
                        @SuppressWarnings("unchecked")
                        BatchWriteItemRequest request = args[0] instanceof Consumer<?> consumer
                                ? BatchWriteItemRequest.builder()
                                        .applyMutation((Consumer<BatchWriteItemRequest.Builder>) consumer).build()
                                : (BatchWriteItemRequest) args[0];
                        String table = request.requestItems().keySet().iterator().next();
                        List<WriteRequest> sent = new ArrayList<>();
                        List<WriteRequest> left = new ArrayList<>();
                        for (WriteRequest write : request.requestItems().get(table)) {
                            (write.putRequest() != null && leave.test(write.putRequest().item()) ? left : sent).add(write);
                        }
                        if (!sent.isEmpty()) {
                            delegate.batchWriteItem(r -> r.requestItems(Map.of(table, sent)));
                        }
                        return BatchWriteItemResponse.builder()
                                .unprocessedItems(left.isEmpty() ? Map.of() : Map.of(table, left)).build();
                    }
                    try {
                        return method.invoke(delegate, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
