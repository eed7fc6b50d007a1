package dev.keyway.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The README's command, on the packaged Spring Boot jar: {@code java -jar keyway-sample-app.jar demo}
 * runs on the Keyway Local nested inside it, and the jar carries no DynamoDB Local (whose licence is not an
 * open-source one; the build bans it).
 */
class SampleJarIT {

    @Test
    void theExecutableJarRunsTheDemo() throws IOException, InterruptedException {
        Path jar = Path.of("target", "keyway-sample-app.jar");
        assertTrue(Files.isRegularFile(jar), "package builds " + jar);
        Path output = Files.createTempFile("keyway-sample-demo", ".log");
        try {
            Process demo = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-jar", jar.toString(), "demo")
                    .redirectErrorStream(true)
                    .redirectOutput(output.toFile())
                    .start();
            if (!demo.waitFor(5, TimeUnit.MINUTES)) {
                demo.destroyForcibly();
                throw new AssertionError("the demo did not finish in 5 minutes:\n" + Files.readString(output));
            }
            String printed = Files.readString(output, StandardCharsets.UTF_8);
            assertEquals(0, demo.exitValue(), printed);
            assertTrue(printed.contains("== 16. remove a member") && printed.contains("member_removed") && printed.strip().endsWith("Done."), printed);
        } finally {
            Files.deleteIfExists(output);
        }
    }

    @Test
    void theJarNestsKeywayLocalAndNoBannedDatabase() throws IOException {
        Path jar = Path.of("target", "keyway-sample-app.jar");
        try (java.util.jar.JarFile file = new java.util.jar.JarFile(jar.toFile())) {
            List<String> libraries = file.stream().map(java.util.jar.JarEntry::getName)
                    .filter(name -> name.startsWith("BOOT-INF/lib/")).toList();
            assertTrue(libraries.stream().anyMatch(name -> name.startsWith("BOOT-INF/lib/keyway-local-")), libraries::toString);
            // DynamoDB Local (banned by the build: its licence is not an open-source one) and its SQLite library
            List<String> banned = libraries.stream().filter(name -> name.toLowerCase(java.util.Locale.ROOT)
                    .matches(".*/(dynamodblocal|sqlite4java|libsqlite4java).*")).toList();
            assertEquals(List.of(), banned);
        }
    }
}
