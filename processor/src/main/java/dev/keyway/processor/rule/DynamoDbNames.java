package dev.keyway.processor.rule;

import java.util.Locale;

/**
 * DynamoDB's naming rule for tables and indexes: 3 to 255 characters of {@code a-z A-Z 0-9 _ - .}.
 * Pure, for the readers that check {@code @Entity(table)} (KW075) and index names (KW076).
 */
public final class DynamoDbNames {

    static final int MIN = 3;
    static final int MAX = 255;

    private DynamoDbNames() {
    }

    /**
     * What is wrong with a table or index name, to follow it in a message ({@code "is 2 characters
     * long"}, {@code "holds ' ' at index 4"}); {@code null} when DynamoDB accepts it.
     */
    public static String problem(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.')) {
                String shown = c >= ' ' && c < 127 ? "'" + c + "'" : String.format(Locale.ROOT, "U+%04X", (int) c);
                return "holds " + shown + " at index " + i;
            }
        }
        if (name.length() < MIN || name.length() > MAX) {
            return "is " + name.length() + " characters long";
        }
        return null;
    }
}
