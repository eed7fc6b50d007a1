package dev.keyway.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What the processor tells a build tool that wraps javac's processing environment, as Gradle's
 * incremental compilation does: Gradle cannot be run on this project's build machines, so its
 * wrapper is imitated here (a processor that hands Keyway a delegating environment, asks it for
 * its supported annotation types and records the annotations javac passes it), with the two
 * checks Gradle makes of an aggregating processor: every annotation it is shown has CLASS or
 * RUNTIME retention (else a full recompilation), and {@code "*"} makes every type of the
 * compilation an input.
 */
class GradleWrapperTest {

    private static final JavaFileObject ORDER = JavaFileObjects.forSourceLines("test.Order",
            "package test;",
            "",
            "import dev.keyway.annotations.*;",
            "",
            "@Entity(table = \"Shop\")",
            "@PartitionKey(\"CUSTOMER#<customerId>\")",
            "@SortKey(\"ORDER#<orderId>\")",
            "@AccessPattern(name = \"ordersOf\")",
            "public record Order(String customerId, String orderId) {",
            "    @Override",
            "    @SuppressWarnings(\"unused\")",
            "    public String toString() {",
            "        return orderId;",
            "    }",
            "}");

    private static final JavaFileObject PLAIN = JavaFileObjects.forSourceLines("test.Plain",
            "package test;",
            "",
            "public class Plain {",
            "    @Override",
            "    public int hashCode() {",
            "        return 1;",
            "    }",
            "}");

    /** A processor wrapped as Gradle wraps one: its environment a delegate, what javac passes it recorded. */
    private static final class Wrapper extends AbstractProcessor {
        private final KeywayProcessor delegate = new KeywayProcessor();
        final Set<String> shown = new TreeSet<>();

        @Override
        public synchronized void init(ProcessingEnvironment environment) {
            super.init(environment);
            delegate.init((ProcessingEnvironment) Proxy.newProxyInstance(getClass().getClassLoader(),
                    new Class<?>[] {ProcessingEnvironment.class}, (proxy, method, args) -> {
                        try {
                            return method.invoke(environment, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    }));
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return delegate.getSupportedAnnotationTypes();
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return delegate.getSupportedSourceVersion();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            annotations.forEach(annotation -> shown.add(annotation.getQualifiedName() + " " + retention(annotation)));
            return delegate.process(annotations, round);
        }

        private static RetentionPolicy retention(TypeElement annotation) {
            Retention retention = annotation.getAnnotation(Retention.class);
            return retention == null ? RetentionPolicy.CLASS : retention.value();
        }
    }

    @Test
    void underAWrapperOnlyKeywaysAnnotationsAreSupported_soGradleSeesNoSourceRetention() {
        Wrapper wrapper = new Wrapper();
        Compilation compilation = Compiler.javac().withProcessors(wrapper).compile(ORDER, PLAIN);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("test.OrderRepository");
        assertEquals(Set.of(KeywayProcessor.KEYWAY_ANNOTATIONS), wrapper.getSupportedAnnotationTypes());
        assertEquals(new TreeSet<>(Set.of("dev.keyway.annotations.AccessPattern CLASS", "dev.keyway.annotations.Entity CLASS",
                "dev.keyway.annotations.PartitionKey CLASS", "dev.keyway.annotations.SortKey CLASS")), wrapper.shown);
    }

    @Test
    void underJavacsOwnEnvironmentEveryAnnotationIsSupported_forLocalRecords() {
        Processor keyway = new KeywayProcessor();
        Set<String> shown = new LinkedHashSet<>();
        Processor recording = new AbstractProcessor() {
            @Override
            public Set<String> getSupportedAnnotationTypes() {
                return Set.of("*");
            }

            @Override
            public SourceVersion getSupportedSourceVersion() {
                return SourceVersion.latestSupported();
            }

            @Override
            public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
                annotations.forEach(annotation -> shown.add(annotation.getQualifiedName().toString()));
                return false;
            }
        };
        Compilation compilation = Compiler.javac().withProcessors(keyway, recording).compile(ORDER, PLAIN);

        assertThat(compilation).succeededWithoutWarnings();
        assertEquals(Set.of("*"), keyway.getSupportedAnnotationTypes());
        // What Gradle would be shown with "*": source-retention annotations, a full recompilation each time.
        assertTrue(shown.contains("java.lang.Override"), shown::toString);
    }
}
