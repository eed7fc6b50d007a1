package dev.keyway.it.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/modelling/single-table-patterns.md shows every design of {@code dev.keyway.it.guide.patterns} as
 * the file it is, and every call it shows is a line of the patterns' tests, which run them on Keyway Local.
 * That each marked file block equals its file is {@code GuideFileBlocksTest}'s check, for every page.
 */
class SingleTablePatternsPageTest {

    private static final Path ROOT = Path.of("..");
    private static final Path PAGE = ROOT.resolve("docs/modelling/single-table-patterns.md");
    private static final Path DESIGNS = Path.of("src/main/java/dev/keyway/it/guide/patterns");
    private static final Path TESTS = Path.of("src/test/java/dev/keyway/it/guide/patterns");
    private static final Pattern BLOCK = Pattern.compile("(<!-- file: ([^ ]+) -->\\n)?```java\\n(.*?)```\\n", Pattern.DOTALL);

    @Test
    void everyDesignIsShownAsItsFile() throws IOException {
        String page = Files.readString(PAGE);
        List<String> missing = new ArrayList<>();
        for (Path file : javaFiles(DESIGNS)) {
            if (file.getFileName().toString().equals("package-info.java")) {
                continue;
            }
            String path = "integration-tests/" + file.toString().replace('\\', '/');
            if (!page.contains("<!-- file: " + path + " -->\n```java\n" + Files.readString(file) + "```\n")) {
                missing.add(path);
            }
        }
        assertEquals(List.of(), missing, "designs not shown byte for byte in " + PAGE);
    }

    @Test
    void everyCallShownIsALineOfAPatternTest() throws IOException {
        Set<String> testLines = new HashSet<>();
        for (Path test : javaFiles(TESTS)) {
            Files.readAllLines(test).forEach(line -> testLines.add(line.strip()));
        }
        Matcher block = BLOCK.matcher(Files.readString(PAGE));
        List<String> invented = new ArrayList<>();
        int snippets = 0;
        while (block.find()) {
            if (block.group(2) == null) {
                snippets++;
                block.group(3).lines().map(String::strip).filter(line -> !line.isEmpty())
                        .filter(line -> !testLines.contains(line)).forEach(invented::add);
            }
        }
        assertTrue(snippets >= 9, "calls for each pattern, found " + snippets + " snippets");
        assertEquals(List.of(), invented, "lines of " + PAGE + " that no test in " + TESTS + " runs");
    }

    @Test
    void everyTestThePageNamesExists() throws IOException {
        Matcher named = Pattern.compile("`(\\w+PatternTest)`").matcher(Files.readString(PAGE));
        int count = 0;
        while (named.find()) {
            count++;
            assertTrue(Files.exists(TESTS.resolve(named.group(1) + ".java")), named.group(1));
        }
        assertEquals(9, count, "one test per pattern in the page's table");
    }

    private static List<Path> javaFiles(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
        }
    }
}
