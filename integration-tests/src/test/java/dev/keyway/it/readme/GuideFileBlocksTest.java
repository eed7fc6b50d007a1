package dev.keyway.it.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The guide's code blocks that are files of this repository are those files: a block right after
 * {@code <!-- file: path -->} (the path from the repository's root) equals the file byte for byte, and
 * after {@code <!-- file: path, from its imports -->} it equals the file from its first {@code import}
 * on (the package line left out). The build compiles and tests those files, so the blocks compile too.
 */
class GuideFileBlocksTest {

    private static final Pattern MARKER =
            Pattern.compile("<!-- file: (\\S+?)(, from its imports)? -->\\n```[a-z]*\\n");

    @Test
    void everyMarkedBlockIsItsFile() throws Exception {
        List<String> problems = new ArrayList<>();
        int blocks = 0;
        for (Path page : GuidePages.all()) {
            String text = GuidePages.read(page);
            Matcher marker = MARKER.matcher(text);
            while (marker.find()) {
                blocks++;
                int end = text.indexOf("```\n", marker.end());
                String block = text.substring(marker.end(), end < 0 ? text.length() : end);
                Path file = GuidePages.ROOT.resolve(marker.group(1));
                String where = GuidePages.name(page) + " (" + marker.group(1) + ")";
                if (!Files.isRegularFile(file)) {
                    problems.add(where + ": no such file");
                    continue;
                }
                String content = Files.readString(file);
                if (marker.group(2) != null) {
                    content = content.substring(Math.max(0, content.indexOf("import ")));
                }
                if (!content.equals(block)) {
                    problems.add(where + ": the block is not the file" + firstDifference(block, content));
                }
            }
            assertEquals(count(text, "\n<!-- file: "), countMatches(text),
                    GuidePages.name(page) + " has a file marker not followed by a fenced code block");
        }
        assertTrue(blocks >= 4, "too few marked blocks found (" + blocks + ")");
        assertEquals(List.of(), problems);
    }

    private static int countMatches(String text) {
        int count = 0;
        Matcher marker = MARKER.matcher(text);
        while (marker.find()) {
            count++;
        }
        return count;
    }

    private static int count(String text, String what) {
        int count = 0;
        for (int at = text.indexOf(what); at >= 0; at = text.indexOf(what, at + 1)) {
            count++;
        }
        return count;
    }

    private static String firstDifference(String block, String file) {
        String[] a = block.split("\n", -1);
        String[] b = file.split("\n", -1);
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (!a[i].equals(b[i])) {
                return " (line " + (i + 1) + " of the block: \"" + a[i] + "\", of the file: \"" + b[i] + "\")";
            }
        }
        return " (the block has " + a.length + " lines, the file " + b.length + ")";
    }
}
