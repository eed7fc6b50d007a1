package dev.keyway.spring;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The name each table has in this environment: {@code keyway.tables.<table>} when set, else
 * {@code keyway.table-prefix} + the name {@code @Entity(table)} gives + {@code keyway.table-suffix}.
 * A {@code keyway.tables} key naming no table of the application's repositories fails the start,
 * so that a typo never sends writes to the production table.
 */
public final class KeywayTableNames {

    /** The bean's name; generated repositories get their table name from it. */
    public static final String BEAN_NAME = "keywayTableNames";

    private final Map<String, String> overrides = new HashMap<>();
    private final String prefix;
    private final String suffix;

    /** The names for these properties, checked against the tables the repositories use. */
    public KeywayTableNames(KeywayProperties properties, List<RepositoryIndex.Entry> entries) {
        this.prefix = properties.getTablePrefix();
        this.suffix = properties.getTableSuffix();
        Set<String> known = new TreeSet<>();
        entries.forEach(entry -> known.add(entry.table()));
        properties.getTables().forEach((key, name) -> {
            String table = table(key, known);
            if (name == null || name.isBlank()) {
                throw new IllegalStateException("keyway.tables." + key + " is empty: give the table's name or remove it");
            }
            overrides.put(table.toLowerCase(Locale.ROOT), name.strip());
        });
    }

    /**
     * The table a {@code keyway.tables} key names. Keys from the environment arrive in lower case and
     * with dots where the table name had any punctuation ({@code KEYWAY_TABLES_MY_APP_PROD} gives
     * {@code my.app.prod} for {@code my-app.prod}), so a key matches as spelt, else ignoring case, else
     * by its letters and digits alone; the processor refuses two tables whose names differ only in case
     * or punctuation (KW059), and a key that two tables of different jars would match fails the start.
     */
    private static String table(String key, Set<String> known) {
        List<String> matching = known.stream().filter(candidate -> candidate.equals(key)).toList();
        if (matching.isEmpty()) {
            matching = known.stream().filter(candidate -> candidate.equalsIgnoreCase(key)).toList();
        }
        if (matching.isEmpty()) {
            matching = known.stream().filter(candidate -> lettersAndDigits(candidate).equals(lettersAndDigits(key)))
                    .toList();
        }
        if (matching.isEmpty()) {
            throw new IllegalStateException("keyway.tables." + key + " names no table of this application's Keyway "
                    + "repositories; the tables are " + known);
        }
        if (matching.size() > 1) {
            throw new IllegalStateException("keyway.tables." + key + " could name any of the tables " + matching
                    + ": name one as it is spelt, in brackets (keyway.tables[" + matching.get(0) + "]=...)");
        }
        return matching.get(0);
    }

    private static String lettersAndDigits(String name) {
        return name.replaceAll("[^A-Za-z0-9]", "").toLowerCase(Locale.ROOT);
    }

    /** The name of the table that {@code @Entity(table = declared)} names, in this environment. */
    public String tableName(String declared) {
        String override = overrides.get(declared.toLowerCase(Locale.ROOT));
        return override != null ? override : prefix + declared + suffix;
    }
}
