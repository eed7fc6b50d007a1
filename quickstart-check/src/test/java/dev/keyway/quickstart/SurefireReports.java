package dev.keyway.quickstart;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What the quick-start build's surefire reports say: how many tests ran, failed, erred or were skipped,
 * and the test classpath the tests ran with (surefire records it as {@code surefire.test.class.path}).
 */
record SurefireReports(int tests, int failures, int errors, int skipped, List<Path> classpath) {

    private static final Pattern COUNTS = Pattern.compile(
            "tests=\"(\\d+)\"|failures=\"(\\d+)\"|errors=\"(\\d+)\"|skipped=\"(\\d+)\"");
    private static final Pattern CLASSPATH = Pattern.compile(
            "<property name=\"surefire\\.test\\.class\\.path\" value=\"([^\"]*)\"");

    /** Sums the {@code TEST-*.xml} reports of a folder; all zero and no classpath when there are none. */
    static SurefireReports in(Path reports) throws IOException {
        int[] counts = new int[4];
        Set<Path> classpath = new LinkedHashSet<>();
        if (Files.isDirectory(reports)) {
            List<Path> files;
            try (Stream<Path> listing = Files.list(reports)) {
                files = listing.filter(file -> file.getFileName().toString().matches("TEST-.*\\.xml")).sorted().toList();
            }
            for (Path file : files) {
                String xml = Files.readString(file);
                int start = xml.indexOf("<testsuite");
                Matcher matcher = COUNTS.matcher(xml.substring(start, xml.indexOf('>', start)));
                while (matcher.find()) {
                    for (int group = 1; group <= 4; group++) {
                        if (matcher.group(group) != null) {
                            counts[group - 1] += Integer.parseInt(matcher.group(group));
                        }
                    }
                }
                Matcher entries = CLASSPATH.matcher(xml);
                if (entries.find()) {
                    for (String entry : unescape(entries.group(1)).split(Pattern.quote(File.pathSeparator))) {
                        if (!entry.isBlank()) {
                            classpath.add(Path.of(entry));
                        }
                    }
                }
            }
        }
        return new SurefireReports(counts[0], counts[1], counts[2], counts[3], new ArrayList<>(classpath));
    }

    private static String unescape(String attribute) {
        return attribute.replace("&quot;", "\"").replace("&apos;", "'").replace("&lt;", "<")
                .replace("&gt;", ">").replace("&amp;", "&");
    }
}
