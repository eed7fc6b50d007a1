package dev.keyway.processor.read;

import java.util.Collection;

/** "Did you mean" hints for misspelled component and index names. */
final class Suggestions {

    private Suggestions() {
    }

    /** {@code " Did you mean 'x'?"} for the closest candidate within a small edit distance, else {@code ""}. */
    static String didYouMean(String wrong, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int distance = candidate.equalsIgnoreCase(wrong) ? 0 : distance(wrong, candidate);
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        int allowed = Math.max(1, Math.min(3, wrong.length() / 3));
        return best != null && bestDistance <= allowed ? " Did you mean '" + best + "'?" : "";
    }

    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
