package dev.keyway.quickstart;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The files of a complete example project in a page of the guide: each fenced code block right after a
 * {@code <!-- example NAME: path/in/the/project -->} marker is that file's whole content, in the project
 * called NAME. {@code <!-- quickstart: path -->} is the marker of the Maven quick start, the project
 * called {@value #QUICK_START}. A page may hold several projects; a path is given once per project.
 */
final class GuideExamples {

    /** The name under which the {@code <!-- quickstart: path -->} markers' files are found. */
    static final String QUICK_START = "quickstart";

    private static final Pattern MARKER = Pattern.compile(
            "<!-- (?:example ([a-z0-9][a-z0-9-]*)|quickstart): (\\S+) -->\\R(?:[ \\t]*\\R)*([ \\t]*)```[a-z]*\\R");
    private static final Pattern ANY_MARKER = Pattern.compile("<!-- (?:example [a-z0-9][a-z0-9-]*|quickstart): \\S+ -->");

    private GuideExamples() {
    }

    /** The files of the project called {@code name}, by their path in the project, in page order. */
    static Map<String, String> files(String page, String name) {
        Map<String, String> files = new LinkedHashMap<>();
        Matcher marker = MARKER.matcher(page);
        int markers = 0;
        while (marker.find()) {
            markers++;
            String project = marker.group(1) == null ? QUICK_START : marker.group(1);
            String path = marker.group(2);
            if (path.startsWith("/") || path.contains("..") || path.contains("\\")) {
                throw new IllegalStateException("example path '" + path + "' must be relative, inside the project");
            }
            int end = page.indexOf("```", marker.end());
            if (end < 0) {
                throw new IllegalStateException("the code block of '" + path + "' is not closed");
            }
            if (!project.equals(name)) {
                continue;
            }
            String indent = marker.group(3);
            StringBuilder content = new StringBuilder();
            for (String line : page.substring(marker.end(), end).split("\\R", -1)) {
                content.append(line.startsWith(indent) ? line.substring(indent.length()) : line).append('\n');
            }
            if (files.put(path, content.toString().stripTrailing() + "\n") != null) {
                throw new IllegalStateException("the file '" + path + "' of the example " + name + " is given twice");
            }
        }
        if (markers != ANY_MARKER.matcher(page).results().count()) {
            throw new IllegalStateException("an example marker ('<!-- example NAME: path -->' or '<!-- quickstart: path -->')"
                    + " is not followed by a code block");
        }
        return files;
    }
}
