package dev.keyway.it.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What the reference pages cite exists: every diagnostic tag of docs/reference/limits.md, annotations.md
 * and the single-table patterns chapter is a row of the catalogue (docs/reference/diagnostics.md), and
 * every class limits.md names as the one that enforces a limit is a source file of its module.
 */
class ReferencePagesTest {

    private static final Path ROOT = Path.of("..");
    private static final Pattern TAG = Pattern.compile("KW\\d{3}");
    private static final Pattern RANGE = Pattern.compile("(KW\\d{3})\\*{0,2}\\s*[–-]\\s*\\*{0,2}(KW\\d{3})");
    private static final Pattern WHERE = Pattern.compile("(runtime|processor) ((?:`[\\w.]+`(?:, )?)+)");
    private static final Pattern NAME = Pattern.compile("`([\\w.]+)`");

    @Test
    void everyDiagnosticThePagesCiteIsInTheCatalogue() throws IOException {
        String catalogue = Files.readString(ROOT.resolve("docs/reference/diagnostics.md"));
        List<String> unknown = new ArrayList<>();
        for (String page : List.of("docs/reference/limits.md", "docs/reference/annotations.md",
                "docs/modelling/single-table-patterns.md")) {
            String text = Files.readString(ROOT.resolve(page));
            Matcher tag = TAG.matcher(text);
            while (tag.find()) {
                if (!catalogue.contains("| " + tag.group() + " |")) {
                    unknown.add(page + ": " + tag.group());
                }
            }
            Matcher range = RANGE.matcher(text);
            while (range.find()) {
                int from = Integer.parseInt(range.group(1).substring(2));
                int to = Integer.parseInt(range.group(2).substring(2));
                assertTrue(from < to && to - from < 20, page + ": " + range.group());
            }
        }
        assertEquals(List.of(), unknown, "tags that docs/reference/diagnostics.md does not list");
    }

    @Test
    void everyClassLimitsNamesExists() throws IOException {
        String text = Files.readString(ROOT.resolve("docs/reference/limits.md"));
        List<String> missing = new ArrayList<>();
        int named = 0;
        Matcher where = WHERE.matcher(text);
        while (where.find()) {
            String module = where.group(1);
            Matcher name = NAME.matcher(where.group(2));
            while (name.find()) {
                named++;
                if (!exists(module, name.group(1))) {
                    missing.add(module + " " + name.group(1));
                }
            }
        }
        assertTrue(named >= 30, "too few classes found (" + named + "): has the page's form changed?");
        assertEquals(List.of(), missing, "classes docs/reference/limits.md names that do not exist");
    }

    /** {@code internal.item.ItemSize}, or a method of it ({@code internal.request.Requests.typed}): a source file. */
    private static boolean exists(String module, String name) {
        Path sources = ROOT.resolve(module).resolve("src/main/java/dev/keyway").resolve(module);
        String path = name.replace('.', '/');
        int last = path.lastIndexOf('/');
        if (last >= 0 && Character.isLowerCase(path.charAt(last + 1))
                && Character.isUpperCase(path.charAt(path.lastIndexOf('/', last - 1) + 1))) {
            path = path.substring(0, last); // Class.method
        }
        return Files.isRegularFile(sources.resolve(path + ".java"));
    }
}
