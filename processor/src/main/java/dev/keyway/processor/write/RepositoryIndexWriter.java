package dev.keyway.processor.write;

import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.EntityModel;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.SortedSet;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

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
        lines.add(line("repository", Naming.repository(entity).canonicalName(), entity.table()));
    }

    /** Adds the collection class of this item collection. */
    public void add(CollectionModel collection) {
        String packageName = collection.type().packageName();
        String name = CollectionWriter.className(collection);
        lines.add(line("collection", packageName.isEmpty() ? name : packageName + "." + name, collection.table().name()));
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

    /** Writes the index if anything was added; nothing otherwise. */
    public void writeTo(Filer filer, Element... origins) throws IOException {
        if (lines.isEmpty()) {
            return;
        }
        FileObject file = filer.createResource(StandardLocation.CLASS_OUTPUT, "", RESOURCE, origins);
        try (OutputStream out = file.openOutputStream()) {
            out.write(text().getBytes(StandardCharsets.UTF_8));
        }
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
