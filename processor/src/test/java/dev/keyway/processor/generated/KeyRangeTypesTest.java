package dev.keyway.processor.generated;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.GeneratedClasses.compileOnly;
import static dev.keyway.processor.support.GeneratedClasses.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The type of a sort-key component's accessor offers exactly the conditions its key encoding can
 * answer: a condition it cannot answer is a compile error in the caller's code, on its line, not
 * a wrong range of key text at run time.
 */
class KeyRangeTypesTest {

    private static final JavaFileObject EVENT = source("t.range.Event", """
            @Entity(table = "Ranges")
            @PartitionKey("DEVICE#<device>")
            @SortKey("AT#<at>#<city>")
            @AccessPattern(name = "eventsOf")
            public record Event(String device, Instant at, @KeyFormat(raw = true) String city) {}
            """);

    private static JavaFileObject caller(String... statements) {
        StringBuilder body = new StringBuilder("""
                package t.range;

                import java.time.Instant;

                class Caller {
                    void query(EventRepository events) {
                """);
        for (String statement : statements) {
            body.append("        ").append(statement).append('\n');
        }
        return JavaFileObjects.forSourceString("t.range.Caller", body.append("    }\n}\n").toString());
    }

    @Test
    void theConditionsTheEncodingAnswersCompile() {
        Compilation compilation = compileOnly(EVENT, caller(
                "events.eventsOf(\"d\").at().lt(Instant.EPOCH).stream();",
                "events.eventsOf(\"d\").at().between(Instant.EPOCH, Instant.MAX).stream();",
                "events.eventsOf(\"d\").at().eq(Instant.EPOCH).city().beginsWith(\"Par\").stream();",
                "events.eventsOf(\"d\").at().eq(Instant.EPOCH).city().eq(\"Paris\").stream();"));
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void aConditionTheEncodingCannotAnswerDoesNotCompile() {
        // Line 7: an Instant has no prefix; line 8: raw text does not sort by value, so no ranges.
        JavaFileObject caller = caller(
                "events.eventsOf(\"d\").at().beginsWith(\"2024\");",
                "events.eventsOf(\"d\").at().eq(Instant.EPOCH).city().lt(\"P\");");
        Compilation compilation = compileOnly(EVENT, caller);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(caller).onLine(7);
        assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(caller).onLine(8);
        assertThat(compilation).hadErrorCount(2);
    }

    @Test
    void aValueOfAnotherTypeDoesNotCompile() {
        JavaFileObject caller = caller("events.eventsOf(\"d\").at().gt(\"2024-05-01\");");
        Compilation compilation = compileOnly(EVENT, caller);
        assertThat(compilation).hadErrorContaining("incompatible types").inFile(caller).onLine(7);
    }
}
