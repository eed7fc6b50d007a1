package dev.keyway.quickstart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Reading the files of example projects out of a guide page. */
class GuideExamplesTest {

    @Test
    void eachMarkedBlockIsAFileOfItsProject() {
        String page = """
                Text.

                <!-- quickstart: pom.xml -->
                ```xml
                <project/>
                ```

                <!-- example web: src/main/java/a/A.java -->

                   ```java
                   class A {
                       int x;
                   }
                   ```

                <!-- example web: pom.xml -->
                ```xml
                <project>web</project>
                ```
                """;
        assertEquals(Map.of("pom.xml", "<project/>\n"), GuideExamples.files(page, GuideExamples.QUICK_START));
        assertEquals(Map.of("src/main/java/a/A.java", "class A {\n    int x;\n}\n", "pom.xml", "<project>web</project>\n"),
                GuideExamples.files(page, "web"));
        assertEquals(Map.of(), GuideExamples.files(page, "other"));
    }

    @Test
    void aMarkerWithoutABlockOrOutsideTheProjectIsRefused() {
        assertThrows(IllegalStateException.class, () -> GuideExamples.files("<!-- quickstart: pom.xml -->\ntext\n", "quickstart"));
        assertThrows(IllegalStateException.class, () -> GuideExamples.files("<!-- example web: pom.xml -->\ntext\n", "other"));
        assertThrows(IllegalStateException.class, () -> GuideExamples.files("<!-- quickstart: ../x -->\n```\nx\n```\n", "quickstart"));
        assertThrows(IllegalStateException.class, () -> GuideExamples.files(
                "<!-- example web: a -->\n```\nx\n```\n<!-- example web: a -->\n```\ny\n```\n", "web"));
    }

    @Test
    void theGuideHasThreeWholeProjectsWithTests() throws IOException {
        Path root = Path.of("").toAbsolutePath().getParent();
        assertWholeProject(GuideExamples.files(Files.readString(root.resolve("docs/getting-started/maven.md")), GuideExamples.QUICK_START));
        assertWholeProject(GuideExamples.files(Files.readString(root.resolve("docs/getting-started/spring-boot.md")), "spring-boot-web"));
        assertWholeProject(GuideExamples.files(Files.readString(root.resolve("docs/getting-started/lambda.md")), "lambda-stream-handler"));
    }

    private static void assertWholeProject(Map<String, String> files) {
        assertTrue(files.containsKey("pom.xml"), files.keySet()::toString);
        assertTrue(files.keySet().stream().anyMatch(path -> path.startsWith("src/test/java/")), files.keySet()::toString);
        assertTrue(files.keySet().stream().anyMatch(path -> path.startsWith("src/main/java/")), files.keySet()::toString);
    }
}
