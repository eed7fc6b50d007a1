package dev.keyway.local.internal.expression;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * DynamoDB's reserved words (Developer Guide, "Reserved words in DynamoDB"), which an expression may
 * not use as a bare attribute name: such a name must come through an expression attribute name.
 */
final class ReservedWords {

    private static final Set<String> WORDS = load();

    private ReservedWords() {
    }

    /** Whether a bare word is reserved (the comparison ignores case). */
    static boolean isReserved(String word) {
        return WORDS.contains(word.toUpperCase(Locale.ROOT));
    }

    static int count() {
        return WORDS.size();
    }

    private static Set<String> load() {
        Set<String> words = new HashSet<>();
        try (InputStream in = ReservedWords.class.getResourceAsStream("reserved-words.txt")) {
            if (in == null) {
                throw new IllegalStateException("reserved-words.txt is missing from the classpath");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String word = line.trim();
                if (!word.isEmpty() && !word.startsWith("#")) {
                    words.add(word.toUpperCase(Locale.ROOT));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Set.copyOf(words);
    }
}
