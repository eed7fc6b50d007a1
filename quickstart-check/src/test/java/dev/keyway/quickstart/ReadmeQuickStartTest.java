package dev.keyway.quickstart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Reading the quick-start files out of a README. */
class ReadmeQuickStartTest {

    @Test
    void eachMarkedBlockIsAFile() {
        Map<String, String> files = ReadmeQuickStart.files("""
                Text.

                <!-- quickstart: pom.xml -->
                ```xml
                <project/>
                ```

                <!-- quickstart: src/main/java/a/A.java -->

                   ```java
                   class A {
                       int x;
                   }
                   ```
                """);
        assertEquals(Map.of("pom.xml", "<project/>\n", "src/main/java/a/A.java", "class A {\n    int x;\n}\n"), files);
    }

    @Test
    void aMarkerWithoutABlockOrOutsideTheProjectIsRefused() {
        assertThrows(IllegalStateException.class, () -> ReadmeQuickStart.files("<!-- quickstart: pom.xml -->\ntext\n"));
        assertThrows(IllegalStateException.class, () -> ReadmeQuickStart.files("<!-- quickstart: ../x -->\n```\nx\n```\n"));
        assertThrows(IllegalStateException.class, () -> ReadmeQuickStart.files(
                "<!-- quickstart: a -->\n```\nx\n```\n<!-- quickstart: a -->\n```\ny\n```\n"));
    }

    @Test
    void theReadmeHasAWholeProjectWithATest() throws IOException {
        Map<String, String> files = ReadmeQuickStart.files(Files.readString(Path.of("../docs/getting-started/maven.md")));
        assertTrue(files.containsKey("pom.xml"), files.keySet()::toString);
        assertTrue(files.keySet().stream().anyMatch(path -> path.startsWith("src/test/java/")), files.keySet()::toString);
        assertTrue(files.keySet().stream().anyMatch(path -> path.startsWith("src/main/java/")), files.keySet()::toString);
    }
}
