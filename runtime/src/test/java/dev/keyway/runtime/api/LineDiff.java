package dev.keyway.runtime.api;

import java.util.Arrays;
import java.util.List;

/**
 * The lines one text has and the other lacks, in a diff's notation, for a failing listing test; each
 * changed member under the line of its type.
 */
final class LineDiff {

    private LineDiff() {
    }

    /** Each line of {@code expected} missing from {@code actual} as "- ", each new one as "+ ", by a longest common subsequence
     * of the lines between their common head and tail. */
    static String of(String expected, String actual) {
        List<String> a = Arrays.asList(expected.split("\n", -1));
        List<String> b = Arrays.asList(actual.split("\n", -1));
        int head = 0;
        while (head < a.size() && head < b.size() && a.get(head).equals(b.get(head))) {
            head++;
        }
        int tail = 0;
        while (tail < a.size() - head && tail < b.size() - head
                && a.get(a.size() - 1 - tail).equals(b.get(b.size() - 1 - tail))) {
            tail++;
        }
        a = a.subList(head, a.size() - tail);
        b = b.subList(head, b.size() - tail);
        int[][] common = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                common[i][j] = a.get(i).equals(b.get(j)) ? common[i + 1][j + 1] + 1
                        : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        StringBuilder diff = new StringBuilder();
        String section = head > 0 ? sectionOf(expected.split("\n", -1), head - 1) : "";
        String printed = null;
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            String line;
            String sign;
            if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
                section = isHeader(a.get(i)) ? a.get(i) : section;
                i++;
                j++;
                continue;
            } else if (i < a.size() && (j == b.size() || common[i + 1][j] >= common[i][j + 1])) {
                line = a.get(i++);
                sign = "- ";
            } else {
                line = b.get(j++);
                sign = "+ ";
            }
            if (isHeader(line)) {
                section = line;
            } else if (!section.equals(printed)) {
                diff.append("in ").append(section).append('\n');
                printed = section;
            }
            diff.append(sign).append(line).append('\n');
        }
        return diff.toString();
    }

    /** A type's line: members are indented under it. */
    private static boolean isHeader(String line) {
        return !line.isEmpty() && !line.startsWith(" ");
    }

    /** The type line a line of the listing belongs to. */
    private static String sectionOf(String[] lines, int index) {
        for (int k = index; k >= 0; k--) {
            if (isHeader(lines[k])) {
                return lines[k];
            }
        }
        return "";
    }
}
