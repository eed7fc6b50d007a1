package dev.keyway.sample.demo;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** A plain text table with columns as wide as their widest cell. */
final class TextTable {

    private final List<String[]> rows = new ArrayList<>();

    TextTable(String... header) {
        rows.add(header);
    }

    TextTable row(Object... cells) {
        String[] text = new String[cells.length];
        for (int i = 0; i < cells.length; i++) {
            text[i] = Objects.toString(cells[i], "");
        }
        rows.add(text);
        return this;
    }

    void print(PrintStream out) {
        if (rows.size() == 1) {
            out.println("  (none)");
            return;
        }
        int[] widths = new int[rows.get(0).length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        for (int r = 0; r < rows.size(); r++) {
            out.println(line(rows.get(r), widths, " | ", false));
            if (r == 0) {
                out.println(line(rows.get(0), widths, "-+-", true));
            }
        }
    }

    private static String line(String[] cells, int[] widths, String separator, boolean rule) {
        StringBuilder line = new StringBuilder("  ");
        for (int i = 0; i < widths.length; i++) {
            line.append(rule ? "-".repeat(widths[i]) : String.format("%-" + widths[i] + "s", cells[i]))
                    .append(i + 1 < widths.length ? separator : "");
        }
        return line.toString().stripTrailing();
    }
}
