package dev.keyway.runtime.internal.key;

import java.util.List;

/** The text of a key template the processor validated, split into its literals and placeholders. */
public final class TemplateText {

    private TemplateText() {
    }

    /**
     * Adds the template's literals (one more than its placeholders; empty ones included) and its
     * placeholders' names, in order: a {@code <} always opens a placeholder and {@code >} closes
     * it, literals hold neither.
     *
     * @throws IllegalArgumentException for a placeholder that is not closed
     */
    public static void split(String template, List<String> literals, List<String> placeholders) {
        int at = 0;
        while (true) {
            int open = template.indexOf('<', at);
            if (open < 0) {
                literals.add(template.substring(at));
                return;
            }
            int close = template.indexOf('>', open);
            if (close < 0) {
                throw new IllegalArgumentException("placeholder not closed in " + template);
            }
            literals.add(template.substring(at, open));
            placeholders.add(template.substring(open + 1, close));
            at = close + 1;
        }
    }
}
