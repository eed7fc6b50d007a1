package dev.keyway.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The fence: no public or protected member of a public type of an API package ({@code dev.keyway.runtime}
 * and every subpackage but {@code internal}'s) nor its supertypes names a type of
 * {@code dev.keyway.runtime.internal}, so applications compile against the API only.
 */
class PublicApiFenceTest {

    private static final String INTERNAL = "dev.keyway.runtime.internal";

    /** The packages of the API: the runtime's face and its vocabulary packages, by job. */
    static final List<String> API_PACKAGES = List.of("dev.keyway.runtime", "dev.keyway.runtime.attribute",
            "dev.keyway.runtime.key", "dev.keyway.runtime.schema", "dev.keyway.runtime.batch",
            "dev.keyway.runtime.transaction", "dev.keyway.runtime.backfill", "dev.keyway.runtime.listener",
            "dev.keyway.runtime.exception", "dev.keyway.runtime.stream", "dev.keyway.runtime.async");

    @Test
    void noPublicOrProtectedSignatureNamesAnInternalType() throws Exception {
        List<String> leaks = new ArrayList<>();
        List<Class<?>> types = apiTypes();
        assertTrue(types.size() > 90, "found " + types.size() + " public types");
        for (Class<?> type : types) {
            check(leaks, type + " extends", type.getGenericSuperclass() == null ? "" : type.getGenericSuperclass().getTypeName());
            for (var implemented : type.getGenericInterfaces()) {
                check(leaks, type + " implements", implemented.getTypeName());
            }
            for (Constructor<?> constructor : type.getDeclaredConstructors()) {
                if (visible(constructor.getModifiers())) {
                    check(leaks, "constructor", constructor.toGenericString());
                }
            }
            for (Method method : type.getDeclaredMethods()) {
                if (visible(method.getModifiers()) && !method.isSynthetic()) {
                    check(leaks, "method", method.toGenericString());
                }
            }
            for (Field field : type.getDeclaredFields()) {
                if (visible(field.getModifiers())) {
                    check(leaks, "field", field.toGenericString());
                }
            }
        }
        assertEquals(List.of(), leaks);
    }

    @Test
    void everyPackageOfTheRuntimeIsAnApiPackageOrInternal() throws Exception {
        Path root = Path.of(Repository.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path base = root.resolve("dev/keyway/runtime");
        try (Stream<Path> directories = Files.walk(base)) {
            List<String> packages = directories.filter(Files::isDirectory)
                    .map(directory -> "dev.keyway.runtime" + (directory.equals(base) ? ""
                            : "." + base.relativize(directory).toString().replace('/', '.')))
                    .filter(name -> !name.equals(INTERNAL) && !name.startsWith(INTERNAL + "."))
                    .sorted().toList();
            assertEquals(API_PACKAGES.stream().sorted().toList(), packages);
        }
    }

    @Test
    void repositoriesAreEntityRepositoriesOnly() {
        assertTrue(Repository.class.isSealed());
        assertEquals(List.of(EntityRepository.class), List.of(Repository.class.getPermittedSubclasses()));
    }

    private static boolean visible(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }

    private static void check(List<String> leaks, String what, String signature) {
        if (signature.contains(INTERNAL)) {
            leaks.add(what + ": " + signature);
        }
    }

    /** The public types of the package (nested ones whose enclosing types are public too). */
    private static List<Class<?>> apiTypes() throws IOException, URISyntaxException, ClassNotFoundException {
        Path root = Path.of(Repository.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<Class<?>> types = new ArrayList<>();
        for (String apiPackage : API_PACKAGES) {
            try (Stream<Path> files = Files.list(root.resolve(apiPackage.replace('.', '/')))) {
                for (Path file : files.filter(path -> path.toString().endsWith(".class")).toList()) {
                    String name = file.getFileName().toString();
                    Class<?> type = Class.forName(apiPackage + "." + name.substring(0, name.length() - ".class".length()),
                            false, PublicApiFenceTest.class.getClassLoader());
                    if (publicAllTheWay(type)) {
                        types.add(type);
                    }
                }
            }
        }
        return types;
    }

    private static boolean publicAllTheWay(Class<?> type) {
        for (Class<?> at = type; at != null; at = at.getEnclosingClass()) {
            if (!Modifier.isPublic(at.getModifiers()) || at.isAnonymousClass() || at.isSynthetic()) {
                return false;
            }
        }
        return !type.getSimpleName().equals("package-info");
    }
}
