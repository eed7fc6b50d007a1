package dev.keyway.runtime.api;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Fails when the runtime's public API differs from the checked-in listing {@code runtime/api/keyway-runtime.api},
 * so that every API change shows in review. japicmp reads a jar made here from {@code target/classes}
 * (so the test needs no packaged artifact); {@code -Dkeyway.api.update=true} rewrites the listing.
 */
class ApiListingTest {

    private static final Path MODULE = Path.of(System.getProperty("basedir", "."));
    private static final Path LISTING = MODULE.resolve("api/keyway-runtime.api");
    private static final Path CLASSES = MODULE.resolve("target/classes");

    @Test
    void publicApiMatchesTheCheckedInListing() throws IOException {
        String actual = ApiListing.of(jarOfClasses().toFile(), dependencyClassPath());
        if (Boolean.getBoolean("keyway.api.update")) {
            Files.createDirectories(LISTING.getParent());
            Files.writeString(LISTING, actual, StandardCharsets.UTF_8);
            return;
        }
        String expected = Files.exists(LISTING) ? Files.readString(LISTING, StandardCharsets.UTF_8) : "";
        if (!expected.equals(actual)) {
            fail("The runtime's public API changed; the checked-in listing " + LISTING + " does not match:\n"
                    + LineDiff.of(expected, actual)
                    + "\nIf the change is meant, rewrite the listing and commit it with the change:\n"
                    + "  mvn -pl runtime test -Dtest=ApiListingTest -Dkeyway.api.update=true\n");
        }
    }

    private static Path jarOfClasses() throws IOException {
        Path jar = MODULE.resolve("target/api-listing/keyway-runtime-classes.jar");
        Files.createDirectories(jar.getParent());
        List<Path> classes;
        try (Stream<Path> files = Files.walk(CLASSES)) {
            classes = files.filter(file -> file.toString().endsWith(".class")).sorted().collect(Collectors.toList());
        }
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            for (Path file : classes) {
                out.putNextEntry(new JarEntry(CLASSES.relativize(file).toString().replace(File.separatorChar, '/')));
                copy(file, out);
                out.closeEntry();
            }
        }
        return jar;
    }

    private static void copy(Path file, OutputStream out) throws IOException {
        out.write(Files.readAllBytes(file));
    }

    /** The test class path without the runtime's own classes: the SDK and the JDK's types resolve from it. */
    private static List<String> dependencyClassPath() {
        String path = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> entries = new ArrayList<>();
        for (String entry : path.split(File.pathSeparator)) {
            if (entry.endsWith(".jar") && !entry.contains("surefire")) {
                entries.add(entry);
            }
        }
        return entries;
    }
}
