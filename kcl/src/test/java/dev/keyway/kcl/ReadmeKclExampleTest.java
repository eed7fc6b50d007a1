package dev.keyway.kcl;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The README's worker ("Kinesis Client Library: keyway-kcl") is {@code CounterCopiesApp}, which compiles here. */
class ReadmeKclExampleTest {

    @Test
    void theReadmesWorkerIsCounterCopiesApp() throws Exception {
        String source = Files.readString(Path.of("src/test/java/dev/keyway/kcl/shop/CounterCopiesApp.java"));
        String code = source.substring(source.indexOf("import "))                 // without its package
                .replaceFirst("(?s)/\\*\\*.*?\\*/\n", "");                          // and its javadoc
        String readme = Files.readString(Path.of("..", "docs", "streams", "kcl.md"));
        assertTrue(readme.contains("```java\n" + code + "```\n"), "CounterCopiesApp.java is the README's example");
    }
}
