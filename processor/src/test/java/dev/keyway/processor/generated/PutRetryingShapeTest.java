package dev.keyway.processor.generated;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.GeneratedClasses.compileOnly;
import static dev.keyway.processor.support.GeneratedClasses.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code putRetrying} merges a version conflict with the record stored now, so only the repository of
 * an entity with a {@code @Version} component has it: on another entity the call does not compile,
 * on the caller's line, rather than fail at run time.
 */
class PutRetryingShapeTest {

    private static final JavaFileObject ACCOUNT = source("t.retry.Account", """
            @Entity(table = "Retry")
            @PartitionKey("ACCOUNT#<id>")
            public record Account(String id, long balance, @Version long version) {}
            """);

    private static final JavaFileObject NOTE = source("t.retry.Note", """
            @Entity(table = "Retry")
            @PartitionKey("NOTE#<id>")
            public record Note(String id, String text) {}
            """);

    private static JavaFileObject caller(String statement) {
        return JavaFileObjects.forSourceString("t.retry.Caller", """
                package t.retry;

                class Caller {
                    Object call(AccountRepository accounts, NoteRepository notes, Account account, Note note) {
                        return %s
                    }
                }
                """.formatted(statement));
    }

    @Test
    void aVersionedEntitysRepositoryHasIt() {
        Compilation compilation = compileOnly(ACCOUNT, NOTE,
                caller("accounts.putRetrying(account, (attempted, current) -> current, 3);"));
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void anUnversionedEntitysRepositoryDoesNot() {
        JavaFileObject caller = caller("notes.putRetrying(note, (attempted, current) -> current, 3);");
        Compilation compilation = compileOnly(ACCOUNT, NOTE, caller);
        assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(caller).onLine(5);
    }
}
