package dev.keyway.processor.write;

import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.EntityModel;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Writes {@value #RESOURCE}: every repository and item collection one compilation generated, so
 * that an integration (the Spring Boot starter) can create them without scanning the classpath.
 * One line each, sorted, tab-separated: the kind, the class and the table's default name.
 *
 * <pre>
 * # Keyway repository index (generated at compile time)
 * collection	com.acme.CustomerItemCollection	Shop
 * repository	com.acme.OrderRepository	Shop
 * </pre>
 *
 * <p>The table name is the rest of the line, with {@code \}, tab, line feed and carriage return
 * escaped as {@code \\}, {@code \t}, {@code \n} and {@code \r}, so that no name can break a line.
 * Each kind's class has the constructors {@code (DynamoDbClient)} and
 * {@code (DynamoDbClient, String tableName)}. The index collects across rounds and is written once,
 * when processing is over (a resource may be created only once per compilation).
 */
public final class RepositoryIndexWriter {

    /** Where the index is, in the class output (and so in the jar). */
    public static final String RESOURCE = "META-INF/keyway/repositories";

    private final SortedSet<String> lines = new TreeSet<>();

    /** Adds the repository of this entity. */
    public void add(EntityModel entity) {
        lines.add(line("repository", entity.generated().repository().canonicalName(), entity.table()));
    }

    /** Adds the collection class of this item collection. */
    public void add(CollectionModel collection) {
        lines.add(line("collection", collection.generated().canonicalName(), collection.table().name()));
    }

    /** The index as text; empty when nothing was added. */
    public String text() {
        if (lines.isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder("# Keyway repository index (generated at compile time)\n");
        lines.forEach(line -> text.append(line).append('\n'));
        return text.toString();
    }

    /** The index file, if anything was added. */
    public Optional<GeneratedFile> file() {
        return lines.isEmpty() ? Optional.empty() : Optional.of(new GeneratedFile.Resource("", RESOURCE, text()));
    }

    private static String line(String kind, String className, String table) {
        return kind + '\t' + className + '\t' + escape(table);
    }

    static String escape(String table) {
        StringBuilder escaped = new StringBuilder(table.length());
        for (char c : table.toCharArray()) {
            switch (c) {
                case '\\' -> escaped.append("\\\\");
                case '\t' -> escaped.append("\\t");
                case '\n' -> escaped.append("\\n");
                case '\r' -> escaped.append("\\r");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }
}
