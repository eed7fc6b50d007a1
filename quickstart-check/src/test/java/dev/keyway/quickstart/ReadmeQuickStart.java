package dev.keyway.quickstart;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The files of the README's quick start: each fenced code block right after a
 * {@code <!-- quickstart: path/in/the/project -->} marker is that file's whole content.
 */
final class ReadmeQuickStart {

    private static final Pattern MARKER = Pattern.compile("<!-- quickstart: (\\S+) -->\\R(?:[ \\t]*\\R)*([ \\t]*)```[a-z]*\\R");

    private ReadmeQuickStart() {
    }

    /** The files by their path in the project, in README order. */
    static Map<String, String> files(String readme) {
        Map<String, String> files = new LinkedHashMap<>();
        Matcher marker = MARKER.matcher(readme);
        int markers = 0;
        while (marker.find()) {
            markers++;
            String path = marker.group(1);
            if (path.startsWith("/") || path.contains("..") || path.contains("\\")) {
                throw new IllegalStateException("quick-start path '" + path + "' must be relative, inside the project");
            }
            int end = readme.indexOf("```", marker.end());
            if (end < 0) {
                throw new IllegalStateException("quick-start block of '" + path + "' is not closed");
            }
            String indent = marker.group(2);
            StringBuilder content = new StringBuilder();
            for (String line : readme.substring(marker.end(), end).split("\\R", -1)) {
                content.append(line.startsWith(indent) ? line.substring(indent.length()) : line).append('\n');
            }
            if (files.put(path, content.toString().stripTrailing() + "\n") != null) {
                throw new IllegalStateException("quick-start file '" + path + "' is given twice");
            }
        }
        if (markers != countMarkers(readme)) {
            throw new IllegalStateException("a '<!-- quickstart: path -->' marker is not followed by a code block");
        }
        return files;
    }

    private static int countMarkers(String text) {
        return (int) Pattern.compile("<!-- quickstart: \\S+ -->").matcher(text).results().count();
    }
}
