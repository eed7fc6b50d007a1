package dev.keyway.processor.model;

import java.util.Locale;
import java.util.Optional;

/**
 * The entity's keys in a secondary index.
 *
 * @param name         the index name
 * @param partitionKey its partition key (for a local index: the table's)
 * @param sortKey      its sort key, if any
 * @param local        whether it is a local secondary index
 * @param projection   which attributes it holds
 */
public record IndexModel(String name, KeyModel partitionKey, Optional<KeyModel> sortKey, boolean local,
                         ProjectionModel projection) {

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

    /**
     * The repository's method that scans the index: {@code "GSI1"} gives {@code scanGsi1},
     * {@code "by-email"} gives {@code scanByEmail}.
     */
    public static String scanMethod(String index) {
        String prefix = methodPrefix(index);
        return "scan" + Character.toUpperCase(prefix.charAt(0)) + prefix.substring(1);
    }
}
