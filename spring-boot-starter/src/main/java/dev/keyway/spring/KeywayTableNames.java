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
            // Keys from the environment (KEYWAY_TABLES_SHOP) arrive in lower case; the processor
            // refuses two tables whose names differ only in case (KW059), so case cannot mislead.
            String table = known.stream().filter(candidate -> candidate.equals(key)).findFirst()
                    .or(() -> known.stream().filter(candidate -> candidate.equalsIgnoreCase(key)).findFirst())
                    .orElseThrow(() -> new IllegalStateException("keyway.tables." + key + " names no table of this "
                            + "application's Keyway repositories; the tables are " + known));
            if (name == null || name.isBlank()) {
                throw new IllegalStateException("keyway.tables." + key + " is empty: give the table's name or remove it");
            }
            overrides.put(table.toLowerCase(Locale.ROOT), name.strip());
        });
    }

    /** The name of the table that {@code @Entity(table = declared)} names, in this environment. */
    public String tableName(String declared) {
        String override = overrides.get(declared.toLowerCase(Locale.ROOT));
        return override != null ? override : prefix + declared + suffix;
    }
}
