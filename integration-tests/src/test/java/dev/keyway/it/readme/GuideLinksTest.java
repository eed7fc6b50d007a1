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
 * The links of the README, the guide and the modules' pages resolve: every relative link names a file or
 * folder of the repository, and an anchor names a heading of its page. Every page of the guide is reached
 * from the guide's table of contents, {@code docs/README.md}.
 */
class GuideLinksTest {

    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    @Test
    void everyRelativeLinkAndAnchorResolves() {
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path page : GuidePages.all()) {
            List<String> lines = GuidePages.prose(GuidePages.read(page));
            for (int number = 0; number < lines.size(); number++) {
                Matcher link = LINK.matcher(withoutInlineCode(lines.get(number)));
                while (link.find()) {
                    String target = link.group(1);
                    if (target.matches("^[a-z]+:.*")) {
                        continue; // https:, mailto: and the like are not this repository's
                    }
                    checked++;
                    String problem = problem(page, target);
                    if (problem != null) {
                        broken.add(GuidePages.name(page) + ":" + (number + 1) + ": " + target + ": " + problem);
                    }
                }
            }
        }
        assertEquals(List.of(), broken, "broken links");
        assertTrue(checked > 200, "too few links found (" + checked + "): is the guide where this test looks?");
    }

    @Test
    void theTableOfContentsReachesEveryPageOfTheGuide() {
        Path contents = GuidePages.ROOT.resolve("docs/README.md");
        String text = GuidePages.read(contents);
        List<String> unreached = new ArrayList<>();
        for (Path page : GuidePages.guide()) {
            String relative = contents.getParent().relativize(page).toString().replace('\\', '/');
            if (!page.equals(contents) && !text.contains("](" + relative + ")") && !text.contains("](" + relative + "#")) {
                unreached.add(GuidePages.name(page));
            }
        }
        assertEquals(List.of(), unreached, "pages of docs/ that docs/README.md does not link");
        assertTrue(GuidePages.read(GuidePages.ROOT.resolve("README.md")).contains("](docs/README.md)"),
                "the README links the guide");
    }

    private static String problem(Path page, String target) {
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
        if (!resolved.startsWith(GuidePages.ROOT) || !Files.exists(resolved)) {
            return "no such file";
        }
        if (hash < 0) {
            return null;
        }
        String anchor = target.substring(hash + 1);
        if (!resolved.toString().endsWith(".md")) {
            return "an anchor into a page that is not Markdown";
        }
        return GuidePages.anchors(GuidePages.read(resolved)).contains(anchor) ? null : "no heading with anchor #" + anchor;
    }

    /** A link written inside `inline code` is an example, not a link. */
    private static String withoutInlineCode(String line) {
        return line.replaceAll("`[^`]*`", "``");
    }
}
