package dev.keyway.processor.support;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.keyway.processor.KeywayProcessor;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.internal.query.QuerySpec;
import dev.keyway.runtime.internal.write.UpdateSpec;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
            import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.tools.JavaFileObject;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Compiles annotated sources with the Keyway processor and loads the resulting classes (the
 * sources' and the generated ones) so that tests can run generated code. The parent loader is
 * the test's, so runtime and SDK types are shared with the test and can be cast to.
 */
public final class GeneratedClasses extends ClassLoader {

    /** Imported by every source given to {@link #source}, so that test sources stay short. */
    private static final String IMPORTS = """
            import dev.keyway.annotations.*;
            import java.math.BigDecimal;
            import java.math.BigInteger;
            import java.nio.ByteBuffer;
            import java.time.Instant;
            import java.time.LocalDate;
            import java.time.LocalDateTime;
            import java.util.ArrayList;
            import java.util.Arrays;
            import java.util.List;
            import java.util.Map;
            import java.util.Optional;
            import java.util.Set;
            import java.util.UUID;
            import software.amazon.awssdk.core.SdkBytes;
            """;

    private final Compilation compilation;
    private final Map<String, byte[]> classFiles = new HashMap<>();

    private GeneratedClasses(Compilation compilation) {
        super(GeneratedClasses.class.getClassLoader());
        this.compilation = compilation;
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                classFiles.put(binaryName(file), bytes(file));
            }
        }
    }

    // ---- compiling -------------------------------------------------------------------------

    /** A source file of the class {@code qualifiedName}: its package, the common imports, then {@code body}. */
    public static JavaFileObject source(String qualifiedName, String body) {
        int dot = qualifiedName.lastIndexOf('.');
        String header = dot < 0 ? "" : "package " + qualifiedName.substring(0, dot) + ";\n\n";
        return JavaFileObjects.forSourceString(qualifiedName, header + IMPORTS + "\n" + body);
    }

    /** Runs javac with the Keyway processor. */
    public static Compilation compileOnly(JavaFileObject... sources) {
        return Compiler.javac().withProcessors(new KeywayProcessor()).compile(sources);
    }

    /** Compiles, asserting that javac and the processor report neither errors nor warnings, and loads the classes. */
    public static GeneratedClasses compile(JavaFileObject... sources) {
        Compilation compilation = compileOnly(sources);
        assertThat(compilation).succeededWithoutWarnings();
        return new GeneratedClasses(compilation);
    }

    /** Loads the classes of a compilation that succeeded, warnings or not (the fuzz oracle's variants may have some). */
    public static GeneratedClasses load(Compilation compilation) {
        return new GeneratedClasses(compilation);
    }

    /** The text of every generated resource whose path ends with the suffix ({@code ".cfn.json"}). */
    public List<String> generatedTexts(String suffix) {
        List<String> texts = new ArrayList<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.OTHER && file.toUri().getPath().endsWith(suffix)) {
                try (InputStream in = file.openInputStream()) {
                    texts.add(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return texts;
    }

    public Compilation compilation() {
        return compilation;
    }

    /** The text of a source file the compilation generated, by its path ({@code a/b/ShopTable.java}). */
    public static String generatedSource(Compilation compilation, String path) {
        JavaFileObject file = compilation.generatedFile(javax.tools.StandardLocation.SOURCE_OUTPUT, path)
                .orElseThrow(() -> new AssertionError("no source " + path + " was generated"));
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A resource the compilation wrote into the class output (a design artifact), as UTF-8 text. */
    public static String resource(Compilation compilation, String path) {
        JavaFileObject file = compilation.generatedFile(javax.tools.StandardLocation.CLASS_OUTPUT, path)
                .orElseThrow(() -> new AssertionError("no resource " + path + " was generated"));
        try (InputStream in = file.openInputStream()) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ---- loading ---------------------------------------------------------------------------

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classFiles.get(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
    }

    /** The compiled class of that binary name ({@code p.Order$Line} for a nested class). */
    public Class<?> type(String name) {
        try {
            return loadClass(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError("no class " + name + " was compiled; compiled: " + classFiles.keySet(), e);
        }
    }

    /** Whether the compilation produced that class. */
    public boolean has(String name) {
        return classFiles.containsKey(name);
    }

    /** {@code XSchema.INSTANCE} of the entity {@code X} (a binary name). */
    @SuppressWarnings("unchecked")
    public ItemSchema<Object> schema(String entity) {
        return (ItemSchema<Object>) staticField(entity + "Schema", "INSTANCE");
    }

    public Object staticField(String className, String field) {
        try {
            return type(className).getField(field).get(null);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** The enum constant {@code name} of the enum {@code enumClass}. */
    public Object constant(String enumClass, String name) {
        return Arrays.stream(type(enumClass).getEnumConstants())
                .filter(constant -> ((Enum<?>) constant).name().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError(enumClass + " has no constant " + name));
    }

    /** A new record through its canonical constructor. */
    public Object record(String recordClass, Object... components) {
        return newRecord(type(recordClass), components);
    }

    /** A new record of the type through its canonical constructor (of a non-public record too). */
    public static Object newRecord(Class<?> type, Object... components) {
        Class<?>[] types = Arrays.stream(type.getRecordComponents()).map(RecordComponent::getType).toArray(Class<?>[]::new);
        try {
            Constructor<?> constructor = type.getDeclaredConstructor(types);
            constructor.setAccessible(true);
            return constructor.newInstance(components);
        } catch (InvocationTargetException e) {
            throw rethrow(e);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** Calls the static method of that name whose parameters accept the arguments; rethrows what it throws. */
    public Object call(String className, String method, Object... arguments) {
        return invoke(type(className), null, method, arguments);
    }

    /** Calls the instance method of that name whose parameters accept the arguments; rethrows what it throws. */
    public static Object call(Object target, String method, Object... arguments) {
        return invoke(target.getClass(), target, method, arguments);
    }

    /**
     * A condition on a sort-key component of a generated query: its accessor
     * ({@code placedAt()}), then the condition ({@code eq}, {@code lt}, {@code between},
     * {@code beginsWith}...) with the arguments.
     */
    public static Object condition(Object query, String component, String operator, Object... arguments) {
        return call(call(query, component), operator, arguments);
    }

    /**
     * The conditions a generated query class's accessor offers, by the runtime interface its
     * declared return type is: {@code eq} always, the comparisons when keys sort by the value,
     * {@code beginsWith} on a string.
     */
    public static Set<String> conditions(Class<?> queryClass, String component) {
        Class<?> range;
        try {
            range = queryClass.getMethod(component).getReturnType();
        } catch (NoSuchMethodException e) {
            throw new AssertionError(queryClass.getName() + " has no accessor " + component + "()", e);
        }
        Set<String> conditions = new java.util.TreeSet<>();
        for (Method method : range.getMethods()) {
            conditions.add(method.getName());
        }
        return conditions;
    }

    /** Constructs an instance through the public constructor that accepts the arguments. */
    public Object construct(String className, Object... arguments) {
        return construct(type(className), arguments);
    }

    /** Constructs an instance of the type through the public constructor that accepts the arguments. */
    public static Object construct(Class<?> type, Object... arguments) {
        for (Constructor<?> constructor : type.getConstructors()) {
            if (accepts(constructor, arguments)) {
                try {
                    return constructor.newInstance(arguments);
                } catch (InvocationTargetException e) {
                    throw rethrow(e);
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            }
        }
        throw new AssertionError(type.getName() + " has no public constructor for " + Arrays.toString(arguments));
    }

    /**
     * Calls the public instance method of that name, declared by the target's own class (not
     * inherited: a generated {@code delete(String id)}, not {@code EntityRepository.delete(T)}), that
     * takes the arguments. Rethrows what it throws.
     */
    public static Object callDeclared(Object target, String name, Object... arguments) {
        Method method = declared(target, name, arguments)
                .orElseThrow(() -> new AssertionError(target.getClass().getName() + " declares no public method " + name
                        + " for " + Arrays.toString(arguments)));
        try {
            method.setAccessible(true);
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            throw rethrow(e);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    /** The public instance method {@link #callDeclared} would call, if the target's class declares one. */
    public static Optional<Method> declared(Object target, String name, Object... arguments) {
        return Arrays.stream(target.getClass().getDeclaredMethods())
                .filter(method -> method.getName().equals(name) && Modifier.isPublic(method.getModifiers())
                        && !method.isBridge() && !Modifier.isStatic(method.getModifiers()) && accepts(method, arguments))
                .findFirst();
    }

    private static Object invoke(Class<?> type, Object target, String name, Object[] arguments) {
        // Public methods (inherited ones too), then the class's own (package-private factories in test sources).
        List<Method> methods = new ArrayList<>(Arrays.asList(type.getMethods()));
        methods.addAll(Arrays.asList(type.getDeclaredMethods()));
        for (Method method : methods) {
            boolean isStatic = Modifier.isStatic(method.getModifiers());
            if (method.getName().equals(name) && isStatic == (target == null) && accepts(method, arguments)) {
                try {
                    method.setAccessible(true);
                    return method.invoke(target, arguments);
                } catch (InvocationTargetException e) {
                    throw rethrow(e);
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        throw new AssertionError(type.getName() + " has no method " + name + " for " + Arrays.toString(arguments));
    }

    private static boolean accepts(Executable executable, Object[] arguments) {
        Class<?>[] parameters = executable.getParameterTypes();
        if (parameters.length != arguments.length) {
            return false;
        }
        for (int i = 0; i < parameters.length; i++) {
            Class<?> parameter = parameters[i].isPrimitive() ? box(parameters[i]) : parameters[i];
            if (arguments[i] == null ? parameters[i].isPrimitive() : !parameter.isInstance(arguments[i])) {
                return false;
            }
        }
        return true;
    }

    private static Class<?> box(Class<?> primitive) {
        return java.lang.invoke.MethodType.methodType(primitive).wrap().returnType();
    }

    private static RuntimeException rethrow(InvocationTargetException e) {
        Throwable cause = e.getCause();
        if (cause instanceof RuntimeException runtime) {
            return runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new IllegalStateException(cause);
    }

    // ---- test doubles and assertions -------------------------------------------------------

    /** A client that fails on any call: proves that building repositories and queries sends nothing. */
    public static DynamoDbClient noCallsClient() {
        return (DynamoDbClient) Proxy.newProxyInstance(GeneratedClasses.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                    throw new AssertionError("unexpected DynamoDbClient call: " + method.getName());
                });
    }

    /** The request a generated query would send ({@code Query.spec()} is package-private: the runtime reads it). */
    public static QuerySpec<?> querySpec(Object query) {
        try {
            Method spec = Query.class.getDeclaredMethod("spec");
            spec.setAccessible(true);
            return (QuerySpec<?>) spec.invoke(query);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** What an update would send ({@code Update.spec()} is package-private: the runtime's transactions read it). */
    public static UpdateSpec<?> updateSpec(Object update) {
        try {
            Method spec = dev.keyway.runtime.Update.class.getDeclaredMethod("spec");
            spec.setAccessible(true);
            return (UpdateSpec<?>) spec.invoke(update);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * Asserts two records equal component by component ({@code byte[]} by content, which a
     * record's own {@code equals} does not do), naming the first component that differs.
     */
    public static void assertRecordEquals(Object expected, Object actual) {
        assertEquals(expected.getClass(), actual.getClass());
        for (RecordComponent component : expected.getClass().getRecordComponents()) {
            Object want = accessor(component, expected);
            Object got = accessor(component, actual);
            if (want instanceof byte[] bytes) {
                assertArrayEquals(bytes, (byte[]) got, component.getName());
            } else {
                assertEquals(want, got, component.getName());
            }
        }
    }

    /** The value of a record component. */
    public static Object accessor(Object record, String component) {
        RecordComponent found = Arrays.stream(record.getClass().getRecordComponents())
                .filter(c -> c.getName().equals(component))
                .findFirst()
                .orElseThrow(() -> new AssertionError(record.getClass() + " has no component " + component));
        return accessor(found, record);
    }

    /** The value of a record component (of a non-public record too). */
    public static Object accessor(RecordComponent component, Object record) {
        try {
            Method method = component.getAccessor();
            method.setAccessible(true);
            return method.invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    // ---- class files -----------------------------------------------------------------------

    /** {@code mem:///CLASS_OUTPUT/p/Order$Line.class} to {@code p.Order$Line}. */
    private static String binaryName(JavaFileObject file) {
        String path = file.toUri().getPath();
        path = path.startsWith("/") ? path.substring(1) : path;
        path = path.substring(path.indexOf('/') + 1); // the output location
        return path.substring(0, path.length() - ".class".length()).replace('/', '.');
    }

    private static byte[] bytes(JavaFileObject file) {
        try (InputStream in = file.openInputStream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
