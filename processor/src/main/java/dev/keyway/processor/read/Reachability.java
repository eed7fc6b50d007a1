package dev.keyway.processor.read;

import java.util.Locale;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;

/**
 * Why code generated beside a declaration cannot use it although the declaration itself is not
 * private: it is local, or a type around it is private, local or anonymous. The message then names
 * that real cause (the enclosing private class), not the declaration.
 */
final class Reachability {

    /** Where the declaration is ({@code "inside private class Outer"}) and what to do about it. */
    record Hiding(String where, String remedy) {
    }

    private Reachability() {
    }

    /** What hides the type from code in its package, if anything but its own {@code private}. */
    static Optional<Hiding> hidingType(TypeElement type) {
        if (type.getNestingKind() == NestingKind.LOCAL || type.getNestingKind() == NestingKind.ANONYMOUS) {
            return Optional.of(new Hiding("in " + describe(type.getEnclosingElement()),
                    "Declare it at the top level, or as a member of a class."));
        }
        Element current = type.getEnclosingElement();
        while (current instanceof TypeElement enclosing) {
            String kind = kind(enclosing);
            if (enclosing.getNestingKind() == NestingKind.ANONYMOUS) {
                return Optional.of(new Hiding("inside an anonymous class",
                        "Declare it at the top level, or as a member of a named class."));
            }
            if (enclosing.getNestingKind() == NestingKind.LOCAL) {
                return Optional.of(new Hiding("inside local " + kind + " " + enclosing.getSimpleName(),
                        "Declare it at the top level, or as a member of a class."));
            }
            if (enclosing.getModifiers().contains(Modifier.PRIVATE)) {
                return Optional.of(new Hiding("inside private " + kind + " " + enclosing.getSimpleName(),
                        "Make " + enclosing.getSimpleName() + " package-private or public."));
            }
            current = enclosing.getEnclosingElement();
        }
        return Optional.empty();
    }

    private static String describe(Element element) {
        if (element instanceof ExecutableElement method) {
            String name = method.getSimpleName().toString();
            return name.equals("<init>") ? "a constructor" : name.equals("<clinit>") ? "a static initializer"
                    : "method " + name + "()";
        }
        return element == null ? "a block" : element.getKind().name().toLowerCase(Locale.ROOT) + " " + element.getSimpleName();
    }

    private static String kind(TypeElement type) {
        return switch (type.getKind()) {
            case INTERFACE -> "interface";
            case ENUM -> "enum";
            case RECORD -> "record";
            case ANNOTATION_TYPE -> "annotation type";
            default -> "class";
        };
    }
}
