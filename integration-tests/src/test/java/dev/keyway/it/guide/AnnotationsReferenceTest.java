package dev.keyway.it.guide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.keyway.annotations.Entity;
import java.io.IOException;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Target;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/reference/annotations.md names every annotation type of {@code dev.keyway.annotations} (as the
 * compiled package holds them: a new annotation or attribute fails this test until the page has it), each
 * with its targets, and every attribute with its type and default exactly as the class file declares them;
 * and every enum of the package with its constants.
 */
class AnnotationsReferenceTest {

    private static final String PACKAGE = "dev.keyway.annotations";
    private static final Path PAGE = Path.of("..", "docs", "reference", "annotations.md");

    @Test
    void everyAnnotationTypeHasAnEntryWithItsTargetsAndEveryAttribute() throws Exception {
        String page = Files.readString(PAGE);
        List<Class<?>> annotations = packageClasses().stream().filter(Class::isAnnotation).toList();
        assertTrue(annotations.size() >= 18, () -> "found only " + annotations);
        List<String> missing = new ArrayList<>();
        for (Class<?> annotation : annotations) {
            String section = section(page, "## `@" + displayName(annotation) + "`");
            if (section == null) {
                missing.add("no section \"## `@" + displayName(annotation) + "`\"");
                continue;
            }
            String targets = Arrays.stream(annotation.getAnnotation(Target.class).value()).map(ElementType::name)
                    .map(name -> "`" + name + "`").collect(Collectors.joining(", "));
            if (!section.contains("**Target:** " + targets)) {
                missing.add("@" + displayName(annotation) + ": \"**Target:** " + targets + "\"");
            }
            Repeatable repeatable = annotation.getAnnotation(Repeatable.class);
            if (repeatable != null && !section.contains("**Repeatable**")) {
                missing.add("@" + displayName(annotation) + ": \"**Repeatable**\"");
            }
            if (!section.contains("[") || !section.contains(".md")) {
                missing.add("@" + displayName(annotation) + ": a link to the chapter that explains it");
            }
            for (Method attribute : sorted(annotation.getDeclaredMethods())) {
                String row = "| `" + attribute.getName() + "` | `" + typeName(attribute.getReturnType()) + "` | "
                        + defaultText(attribute) + " |";
                if (!section.contains(row)) {
                    missing.add("@" + displayName(annotation) + ": row starting " + row);
                }
            }
            if (annotation.getDeclaredMethods().length == 0 && !section.contains("No attributes.")) {
                missing.add("@" + displayName(annotation) + ": \"No attributes.\"");
            }
        }
        assertEquals(List.of(), missing, "docs/reference/annotations.md");
    }

    @Test
    void everyEnumOfThePackageIsNamedWithItsConstants() throws Exception {
        String page = Files.readString(PAGE);
        List<String> missing = new ArrayList<>();
        for (Class<?> type : packageClasses()) {
            if (!type.isEnum()) {
                continue;
            }
            String section = type.getEnclosingClass() == null
                    ? section(page, "## `" + displayName(type) + "`")
                    : section(page, "## `@" + displayName(type.getEnclosingClass()) + "`");
            if (section == null || !section.contains("`" + displayName(type) + "`")) {
                missing.add(displayName(type));
                continue;
            }
            for (Object constant : type.getEnumConstants()) {
                if (!section.contains("`" + ((Enum<?>) constant).name() + "`")) {
                    missing.add(displayName(type) + "." + ((Enum<?>) constant).name());
                }
            }
        }
        assertEquals(List.of(), missing, "docs/reference/annotations.md");
    }

    @Test
    void thePageNamesNoAnnotationThePackageLacks() throws Exception {
        String page = Files.readString(PAGE);
        List<String> declared = packageClasses().stream().map(AnnotationsReferenceTest::displayName).toList();
        List<String> stale = page.lines().filter(line -> line.startsWith("## `"))
                .map(line -> line.substring(4, line.indexOf('`', 4)).replace("@", ""))
                .filter(name -> !declared.contains(name)).toList();
        assertEquals(List.of(), stale, "sections of docs/reference/annotations.md without a type of " + PACKAGE);
    }

    /** The text from the heading to the next heading of its level, or null. */
    private static String section(String page, String heading) {
        int start = page.indexOf("\n" + heading + "\n");
        if (start < 0) {
            return null;
        }
        int end = page.indexOf("\n## ", start + 1);
        return page.substring(start, end < 0 ? page.length() : end);
    }

    /** Every class of the package, read from the jar or directory the annotations were loaded from. */
    private static List<Class<?>> packageClasses() throws IOException, URISyntaxException, ClassNotFoundException {
        Path location = Path.of(Entity.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        String folder = PACKAGE.replace('.', '/') + "/";
        List<String> names = new ArrayList<>();
        if (Files.isDirectory(location)) {
            try (Stream<Path> files = Files.list(location.resolve(folder))) {
                files.map(file -> folder + file.getFileName()).forEach(names::add);
            }
        } else {
            try (JarFile jar = new JarFile(location.toFile())) {
                jar.stream().map(entry -> entry.getName())
                        .filter(name -> name.startsWith(folder) && name.indexOf('/', folder.length()) < 0)
                        .forEach(names::add);
            }
        }
        List<Class<?>> classes = new ArrayList<>();
        for (String name : names) {
            if (name.endsWith(".class") && !name.endsWith("package-info.class")) {
                classes.add(Class.forName(name.substring(0, name.length() - ".class".length()).replace('/', '.')));
            }
        }
        if (classes.isEmpty()) {
            fail("no classes of " + PACKAGE + " in " + location);
        }
        classes.sort(Comparator.comparing(Class::getName));
        return classes;
    }

    /** {@code AccessPattern}, {@code AccessPattern.List}, {@code KeyFormat.Case}. */
    private static String displayName(Class<?> type) {
        return type.getEnclosingClass() == null ? type.getSimpleName()
                : displayName(type.getEnclosingClass()) + "." + type.getSimpleName();
    }

    private static String typeName(Class<?> type) {
        if (type.isArray()) {
            return typeName(type.getComponentType()) + "[]";
        }
        if (type == Class.class) {
            return "Class<?>";
        }
        return type.isPrimitive() ? type.getName() : displayName(type);
    }

    /** The default as the page writes it, or "required". */
    private static String defaultText(Method attribute) {
        Object value = attribute.getDefaultValue();
        return value == null ? "required" : "`" + valueText(value) + "`";
    }

    private static String valueText(Object value) {
        if (value instanceof String text) {
            return "\"" + text + "\"";
        }
        if (value instanceof Character c) {
            return "'" + c + "'";
        }
        if (value instanceof Enum<?> constant) {
            return displayName(constant.getDeclaringClass()) + "." + constant.name();
        }
        if (value instanceof Class<?> type) {
            return type.getName() + ".class";
        }
        if (value.getClass().isArray()) {
            List<String> elements = new ArrayList<>();
            for (int i = 0; i < Array.getLength(value); i++) {
                elements.add(valueText(Array.get(value, i)));
            }
            return "{" + String.join(", ", elements) + "}";
        }
        return String.valueOf(value);
    }

    private static List<Method> sorted(Method[] methods) {
        List<Method> list = new ArrayList<>(Arrays.asList(methods));
        list.sort(Comparator.comparing(Method::getName));
        assertFalse(list.stream().anyMatch(Method::isSynthetic));
        return list;
    }
}
