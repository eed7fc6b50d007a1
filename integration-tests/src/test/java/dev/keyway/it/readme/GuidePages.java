package dev.keyway.it.readme;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The repository's Markdown pages (the README, the guide in {@code docs/}, the modules' own pages) as the
 * checks of links and file blocks read them: outside code fences, with GitHub's heading anchors.
 */
final class GuidePages {

    /** The repository's root, seen from the integration-tests module. */
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    private static final Pattern HEADING = Pattern.compile("^#{1,6} (.*)$");

    private GuidePages() {}

    /** Every Markdown page of the repository, build output, goldens and Git's own files left out. */
    static List<Path> all() {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(file -> file.toString().endsWith(".md"))
                    .filter(file -> {
                        String relative = ROOT.relativize(file).toString().replace('\\', '/');
                        return !relative.startsWith(".") && !relative.contains("/target/") && !relative.startsWith("target/")
                                && !relative.contains("/src/test/resources/") && !relative.contains("node_modules");
                    })
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The guide's pages: everything under {@code docs/}. */
    static List<Path> guide() {
        Path docs = ROOT.resolve("docs");
        return all().stream().filter(page -> page.startsWith(docs)).toList();
    }

    static String read(Path page) {
        try {
            return Files.readString(page);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The page's lines that are prose: lines inside a fenced code block are blanked, so that line numbers hold. */
    static List<String> prose(String text) {
        List<String> lines = new ArrayList<>();
        boolean fenced = false;
        for (String line : text.split("\n", -1)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
                lines.add("");
            } else {
                lines.add(fenced ? "" : line);
            }
        }
        return lines;
    }

    /** The anchors GitHub gives the page's headings, a repeated one suffixed {@code -1}, {@code -2}... */
    static Set<String> anchors(String text) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (String line : prose(text)) {
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                String slug = slug(heading.group(1));
                int repeat = seen.merge(slug, 1, Integer::sum) - 1;
                anchors.add(repeat == 0 ? slug : slug + "-" + repeat);
            }
        }
        return anchors;
    }

    /** GitHub's heading slug: lower case, punctuation dropped (letters, digits, '-' and '_' kept), spaces as '-'. */
    static String slug(String heading) {
        StringBuilder slug = new StringBuilder();
        heading.strip().toLowerCase(Locale.ROOT).codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.appendCodePoint(c);
            } else if (c == ' ') {
                slug.append('-');
            }
        });
        return slug.toString();
    }

    static String name(Path page) {
        return ROOT.relativize(page).toString().replace('\\', '/');
    }
}
