package dev.keyway.local.internal.protocol;

import dev.keyway.local.internal.engine.Database;
import dev.keyway.local.internal.stream.StreamStore;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbStreamsRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The operations of both protocols, by {@code X-Amz-Target}. An operation is the SDK's request class named
 * after it ({@code DynamoDB_20120810.PutItem}: {@code PutItemRequest}, a {@code DynamoDbRequest}), so every
 * DynamoDB operation is known, emulated or not; it is answered by the public method of {@link Database} or
 * {@link StreamStore} named after it, when there is one. Operations are looked up when first asked for:
 * loading all of the SDK's model classes up front would cost a test JVM's first request a few hundred
 * milliseconds.
 */
public final class OperationTable {

    /** The target prefix of the DynamoDB protocol. */
    public static final String DYNAMODB_PREFIX = "DynamoDB_20120810.";
    /** The target prefix of the DynamoDB Streams protocol. */
    public static final String STREAMS_PREFIX = "DynamoDBStreams_20120810.";

    private static final String MODEL_PACKAGE = DynamoDbRequest.class.getPackageName() + ".";
    private static final Pattern OPERATION_NAME = Pattern.compile("[A-Z][A-Za-z0-9]{1,63}");

    private final Function<String, Operation> resolver;
    private final Map<String, Optional<Operation>> resolved = new ConcurrentHashMap<>();

    private OperationTable(Function<String, Operation> resolver) {
        this.resolver = resolver;
    }

    /** An operation as the SDK knows it, before any engine answers it. */
    private record Known(String prefix, String name, Class<?> requestClass, Supplier<SdkPojo> requestBuilder) {

        String target() {
            return prefix + name;
        }

        boolean isStreams() {
            return STREAMS_PREFIX.equals(prefix);
        }

        Operation unanswered() {
            return new Operation(name, requestBuilder, null);
        }

        /** The operation a target names, or {@code null} when the SDK has no such operation. */
        static Known of(String target) {
            String prefix = target.startsWith(DYNAMODB_PREFIX) ? DYNAMODB_PREFIX
                    : target.startsWith(STREAMS_PREFIX) ? STREAMS_PREFIX : null;
            if (prefix == null) {
                return null;
            }
            String name = target.substring(prefix.length());
            if (!OPERATION_NAME.matcher(name).matches()) {
                return null;
            }
            Class<?> base = prefix.equals(DYNAMODB_PREFIX) ? DynamoDbRequest.class : DynamoDbStreamsRequest.class;
            Class<?> requestClass = modelClass(name + "Request");
            if (requestClass == null || requestClass == base || !base.isAssignableFrom(requestClass)) {
                return null;
            }
            return new Known(prefix, name, requestClass, builderOf(requestClass));
        }
    }

    /** Every operation of both SDK clients' interfaces, for {@link #targets()} (documentation and tests). */
    private static final class Catalog {
        static final List<String> TARGETS;

        static {
            List<String> all = new ArrayList<>();
            collect(all, DYNAMODB_PREFIX, DynamoDbClient.class, DynamoDbRequest.class);
            collect(all, STREAMS_PREFIX, DynamoDbStreamsClient.class, DynamoDbStreamsRequest.class);
            TARGETS = List.copyOf(all);
        }
    }

    /**
     * The operations answered by a database and its streams.
     *
     * @param database the engine
     * @param streams the streams
     * @return the table
     */
    public static OperationTable of(Database database, StreamStore streams) {
        return new OperationTable(target -> {
            Known known = Known.of(target);
            if (known == null) {
                return null;
            }
            Object engine = known.isStreams() ? streams : database;
            MethodHandle handle = handleOf(engine.getClass(), known.name(), known.requestClass());
            return handle == null ? known.unanswered()
                    : new Operation(known.name(), known.requestBuilder(), invoker(handle, engine));
        });
    }

    /**
     * Every operation the SDK knows, none answered; for tests that answer a few with {@link #answer}.
     *
     * @return the table
     */
    public static OperationTable unanswered() {
        return new OperationTable(target -> {
            Known known = Known.of(target);
            return known == null ? null : known.unanswered();
        });
    }

    /**
     * A copy in which one operation of either protocol is answered by a handler.
     *
     * @param operationName such as {@code PutItem}
     * @param handler from request object to response object
     * @return the new table
     */
    public OperationTable answer(String operationName, Function<Object, Object> handler) {
        if (Catalog.TARGETS.stream().noneMatch(target -> target.endsWith("." + operationName))) {
            throw new IllegalArgumentException("no such operation: " + operationName);
        }
        OperationTable base = this;
        return new OperationTable(target -> base.find(target)
                .map(operation -> operation.name().equals(operationName) ? operation.withHandler(handler) : operation)
                .orElse(null));
    }

    /**
     * @param target the {@code X-Amz-Target} header
     * @return the operation, if the target names one
     */
    public Optional<Operation> find(String target) {
        if (target == null) {
            return Optional.empty();
        }
        Optional<Operation> known = resolved.get(target);
        if (known != null) {
            return known;
        }
        Optional<Operation> found = Optional.ofNullable(resolver.apply(target));
        if (found.isPresent()) {
            resolved.put(target, found); // only real operations: junk targets must not grow the cache
        }
        return found;
    }

    /** @return every target the SDK knows and whether Keyway Local answers it, sorted (for documentation and tests) */
    public Map<String, Boolean> targets() {
        Map<String, Boolean> sorted = new TreeMap<>();
        for (String target : Catalog.TARGETS) {
            sorted.put(target, find(target).map(Operation::isSupported).orElse(false));
        }
        return sorted;
    }

    private static void collect(List<String> all, String prefix, Class<?> clientInterface, Class<?> requestBase) {
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
                all.add(prefix + name);
            }
        }
    }

    private static Class<?> modelClass(String simpleName) {
        try {
            return Class.forName(MODEL_PACKAGE + simpleName, false, DynamoDbRequest.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            return null;
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

    /**
     * The engine's public method named after the operation, taking its request class and returning its
     * response class; null if none. Looked up by exact signature, which does not load the types of every other
     * method of the engine as {@code getMethod} would.
     */
    private static MethodHandle handleOf(Class<?> engineClass, String operationName, Class<?> requestClass) {
        String methodName = Character.toLowerCase(operationName.charAt(0)) + operationName.substring(1);
        Class<?> responseClass = modelClass(operationName + "Response");
        if (responseClass == null) {
            return null;
        }
        try {
            return MethodHandles.publicLookup()
                    .findVirtual(engineClass, methodName, MethodType.methodType(responseClass, requestClass))
                    .asType(MethodType.methodType(Object.class, Object.class, Object.class));
        } catch (NoSuchMethodException e) {
            return null;
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot use " + engineClass.getName() + "." + methodName, e);
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
