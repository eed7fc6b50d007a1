package dev.keyway.processor.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.diagnostic.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every catalogue message has a unique tag, the README's table lists each one, and a
 * compile-testing test asserts each (KW099, the internal-error fallback, is not reachable from
 * valid processor code: the fuzz test asserts it never appears).
 */
class CatalogueDocumentedTest {

    @Test
    void tagsAreUniqueAndDocumented() throws IOException {
        String readme = Files.readString(Path.of("..", "docs", "reference", "diagnostics.md"));
        Set<String> tags = new HashSet<>();
        for (Message message : Message.values()) {
            assertTrue(tags.add(message.tag()), "duplicate tag " + message.tag());
            assertTrue(readme.contains("| " + message.tag() + " |"), "README lacks " + message.tag());
        }
        assertEquals(Message.values().length, tags.size());
    }

    @Test
    void everyMessageHasACompileTestingTest() throws IOException {
        StringBuilder tests = new StringBuilder();
        try (var files = Files.list(Path.of("src", "test", "java", "dev", "keyway", "processor", "diagnostics"))) {
            for (Path file : files.filter(path -> path.getFileName().toString().startsWith("Diagnostic")).toList()) {
                tests.append(Files.readString(file));
            }
        }
        for (Message message : Message.values()) {
            if (message != Message.INTERNAL_ERROR) {
                assertTrue(tests.indexOf("[" + message.tag() + "]") >= 0, "no Diagnostic*Test asserts " + message.tag());
            }
        }
    }
}
