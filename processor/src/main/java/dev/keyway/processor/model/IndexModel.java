package dev.keyway.processor.model;

import java.util.Locale;
import java.util.Optional;

/** The entity's keys in a global secondary index. */
public record IndexModel(String name, KeyModel partitionKey, Optional<KeyModel> sortKey) {

    /**
     * The prefix of the index's generated key methods: {@code "GSI1"} gives {@code gsi1}
     * ({@code gsi1PartitionKey}), {@code "by-email"} gives {@code byEmail}.
     */
    public static String methodPrefix(String index) {
        StringBuilder name = new StringBuilder();
        boolean upper = false;
        for (int i = 0; i < index.length(); i++) {
            char c = index.charAt(i);
            if (!Character.isLetterOrDigit(c) || c > 127) {
                upper = name.length() > 0;
                continue;
            }
            if (name.length() == 0) {
                name.append(Character.toLowerCase(c));
            } else {
                name.append(upper ? Character.toUpperCase(c) : c);
            }
            upper = false;
        }
        boolean allUpper = index.equals(index.toUpperCase(Locale.ROOT));
        String result = allUpper ? name.toString().toLowerCase(Locale.ROOT) : name.toString();
        return result.isEmpty() || Character.isDigit(result.charAt(0)) ? "index" + result : result;
    }
}
