package dev.keyway.local.internal.protocol;

import dev.keyway.local.internal.engine.Database;
import dev.keyway.local.internal.stream.StreamStore;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbStreamsRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The operations of both protocols, by {@code X-Amz-Target}, built once. The operation names come from the
 * SDK's own client interfaces (so every DynamoDB operation is known, emulated or not); each is answered by
 * the public method of {@link Database} or {@link StreamStore} named after it, when there is one.
 */
public final class OperationTable {

    /** The target prefix of the DynamoDB protocol. */
    public static final String DYNAMODB_PREFIX = "DynamoDB_20120810.";
    /** The target prefix of the DynamoDB Streams protocol. */
    public static final String STREAMS_PREFIX = "DynamoDBStreams_20120810.";

    private final Map<String, Operation> byTarget;

    private OperationTable(Map<String, Operation> byTarget) {
        this.byTarget = Map.copyOf(byTarget);
    }

    /** An operation as the SDK knows it, before any engine answers it. */
    private record Known(String prefix, String name, Class<?> requestClass, Supplier<SdkPojo> requestBuilder) {
    }

    /** Every operation of both SDK clients: read once per JVM (loading the SDK's model classes is slow). */
    private static final class Catalog {
        static final List<Known> ALL;

        static {
            List<Known> all = new ArrayList<>();
            collect(all, DYNAMODB_PREFIX, DynamoDbClient.class, DynamoDbRequest.class);
            collect(all, STREAMS_PREFIX, DynamoDbStreamsClient.class, DynamoDbStreamsRequest.class);
            ALL = List.copyOf(all);
        }
    }

    /** Unbound handles {@code (engine, request) -> response} of an engine class's operation methods, by name. */
    private static final ClassValue<Map<String, MethodHandle>> ENGINE_METHODS = new ClassValue<>() {
        @Override
        protected Map<String, MethodHandle> computeValue(Class<?> engineClass) {
            Map<String, MethodHandle> handles = new HashMap<>();
            for (Known known : Catalog.ALL) {
                MethodHandle handle = handleOf(engineClass, known.name(), known.requestClass());
                if (handle != null) {
                    handles.put(known.prefix() + known.name(), handle);
                }
            }
            return Map.copyOf(handles);
        }
    };

    /**
     * The operations answered by a database and its streams.
     *
     * @param database the engine
     * @param streams the streams
     * @return the table
     */
    public static OperationTable of(Database database, StreamStore streams) {
        Map<String, MethodHandle> dynamodb = ENGINE_METHODS.get(Database.class);
        Map<String, MethodHandle> streamOperations = ENGINE_METHODS.get(StreamStore.class);
        Map<String, Operation> table = new HashMap<>();
        for (Known known : Catalog.ALL) {
            String target = known.prefix() + known.name();
            boolean isStreams = STREAMS_PREFIX.equals(known.prefix());
            MethodHandle handle = (isStreams ? streamOperations : dynamodb).get(target);
            Object engine = isStreams ? streams : database;
            table.put(target, new Operation(known.name(), known.requestBuilder(),
                    handle == null ? null : invoker(handle, engine)));
        }
        return new OperationTable(table);
    }

    /**
     * Every operation the SDK knows, none answered; for tests that answer a few with {@link #answer}.
     *
     * @return the table
     */
    public static OperationTable unanswered() {
        Map<String, Operation> table = new HashMap<>();
        for (Known known : Catalog.ALL) {
            table.put(known.prefix() + known.name(), new Operation(known.name(), known.requestBuilder(), null));
        }
        return new OperationTable(table);
    }

    /**
     * A copy in which one operation of either protocol is answered by a handler.
     *
     * @param operationName such as {@code PutItem}
     * @param handler from request object to response object
     * @return the new table
     */
    public OperationTable answer(String operationName, Function<Object, Object> handler) {
        Map<String, Operation> copy = new HashMap<>(byTarget);
        boolean found = false;
        for (Map.Entry<String, Operation> entry : byTarget.entrySet()) {
            if (entry.getValue().name().equals(operationName)) {
                copy.put(entry.getKey(), entry.getValue().withHandler(handler));
                found = true;
            }
        }
        if (!found) {
            throw new IllegalArgumentException("no such operation: " + operationName);
        }
        return new OperationTable(copy);
    }

    /**
     * @param target the {@code X-Amz-Target} header
     * @return the operation, if the target names one
     */
    public Optional<Operation> find(String target) {
        return target == null ? Optional.empty() : Optional.ofNullable(byTarget.get(target));
    }

    /** @return the targets Keyway Local answers, sorted (for documentation and tests) */
    public Map<String, Boolean> targets() {
        Map<String, Boolean> sorted = new TreeMap<>();
        byTarget.forEach((target, operation) -> sorted.put(target, operation.isSupported()));
        return sorted;
    }

    private static void collect(List<Known> all, String prefix, Class<?> clientInterface,
            Class<?> requestBase) {
        Set<String> seen = new HashSet<>();
        for (Method method : clientInterface.getMethods()) {
            if (method.getParameterCount() != 1 || Modifier.isStatic(method.getModifiers())) {
                continue;
            }
            Class<?> requestClass = method.getParameterTypes()[0];
            String simpleName = requestClass.getSimpleName();
            if (!requestBase.isAssignableFrom(requestClass) || !simpleName.endsWith("Request")
                    || requestClass == requestBase) {
                continue;
            }
            String name = simpleName.substring(0, simpleName.length() - "Request".length());
            if (seen.add(name)) { // paginators take the same request class
                all.add(new Known(prefix, name, requestClass, builderOf(requestClass)));
            }
        }
    }

    private static Supplier<SdkPojo> builderOf(Class<?> requestClass) {
        try {
            MethodHandle builder = MethodHandles.publicLookup()
                    .findStatic(requestClass, "builder", MethodType.methodType(requestClass.getMethod("builder")
                            .getReturnType()))
                    .asType(MethodType.methodType(SdkPojo.class));
            return () -> {
                try {
                    return (SdkPojo) builder.invokeExact();
                } catch (RuntimeException | Error e) {
                    throw e;
                } catch (Throwable e) {
                    throw new IllegalStateException(e);
                }
            };
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("SDK request class without builder(): " + requestClass, e);
        }
    }

    /** The engine's public method named after the operation, taking its request class; null if none. */
    private static MethodHandle handleOf(Class<?> engineClass, String operationName, Class<?> requestClass) {
        String methodName = Character.toLowerCase(operationName.charAt(0)) + operationName.substring(1);
        Method method;
        try {
            method = engineClass.getMethod(methodName, requestClass);
        } catch (NoSuchMethodException e) {
            return null;
        }
        try {
            return MethodHandles.publicLookup().unreflect(method)
                    .asType(MethodType.methodType(Object.class, Object.class, Object.class));
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot use " + method, e);
        }
    }

    private static Function<Object, Object> invoker(MethodHandle handle, Object engine) {
        return request -> {
            try {
                return (Object) handle.invokeExact(engine, request);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
        };
    }
}
