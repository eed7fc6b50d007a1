package dev.keyway.it.support;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A client that counts the calls of each operation before passing them on. */
public final class CountingClient {

    private final Map<String, AtomicInteger> calls = new ConcurrentHashMap<>();
    private final DynamoDbClient client;

    public CountingClient(DynamoDbClient delegate) {
        client = (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                    calls.computeIfAbsent(method.getName(), name -> new AtomicInteger()).incrementAndGet();
                    try {
                        return method.invoke(delegate, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    public DynamoDbClient client() {
        return client;
    }

    public int calls(String operation) {
        AtomicInteger count = calls.get(operation);
        return count == null ? 0 : count.get();
    }
}
