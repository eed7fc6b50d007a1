package dev.keyway.runtime.api;

import japicmp.cmp.JApiCmpArchive;
import japicmp.cmp.JarArchiveComparator;
import japicmp.cmp.JarArchiveComparatorOptions;
import japicmp.model.AccessModifier;
import japicmp.model.JApiBehavior;
import japicmp.model.JApiClass;
import japicmp.model.JApiConstructor;
import japicmp.model.JApiField;
import japicmp.model.JApiGenericTemplate;
import japicmp.model.JApiGenericType;
import japicmp.model.JApiImplementedInterface;
import japicmp.model.JApiMethod;
import japicmp.model.JApiParameter;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javassist.CtBehavior;
import javassist.CtClass;
import javassist.CtField;

/**
 * The runtime's public API as sorted text, read by japicmp: the runtime's jar is compared against an
 * empty baseline, so every public or protected type and member of the API packages comes out as new,
 * and this class only formats japicmp's model (with the generic signatures of the classes it read,
 * decoded by javassist, which japicmp reads them with). Elements marked {@code @InternalApi} are listed with
 * that prefix, so that marking or unmarking one shows in review as well.
 */
final class ApiListing {

    private static final String INTERNAL_API = "dev.keyway.runtime.InternalApi";
    private static final String INTERNAL_PACKAGE = "dev.keyway.runtime.internal";

    private ApiListing() {
    }

    /** The listing of a jar's API packages, resolving referenced types on this class path. */
    static String of(File jar, List<String> classPath) {
        JarArchiveComparatorOptions options = new JarArchiveComparatorOptions();
        options.setAccessModifier(AccessModifier.PROTECTED);
        options.setIncludeSynthetic(false);
        options.setClassPathMode(JarArchiveComparatorOptions.ClassPathMode.ONE_COMMON_CLASSPATH);
        options.getClassPathEntries().addAll(classPath);
        List<JApiClass> classes = new JarArchiveComparator(options)
                .compare(List.of(), List.of(new JApiCmpArchive(jar, "listed")));
        Set<String> listed = new TreeSet<>();
        for (JApiClass type : classes) {
            if (isApi(type)) {
                listed.add(type.getFullyQualifiedName());
            }
        }
        StringBuilder text = new StringBuilder();
        classes.stream()
                .filter(type -> listed.contains(type.getFullyQualifiedName())
                        && enclosedByListed(type.getFullyQualifiedName(), listed))
                .sorted((a, b) -> a.getFullyQualifiedName().compareTo(b.getFullyQualifiedName()))
                .forEach(type -> append(text, type));
        // japicmp names nested types Outer$Inner and javassist's generic signatures Outer.Inner: one spelling
        return text.toString().replace('$', '.');
    }

    private static boolean isApi(JApiClass type) {
        String name = type.getFullyQualifiedName();
        return name.startsWith("dev.keyway.runtime.")
                && !name.startsWith(INTERNAL_PACKAGE + ".")
                && !name.endsWith("package-info")
                && isVisible(type.getAccessModifier().getValueNew());
    }

    /** A public class nested in a package-private one is no API. */
    private static boolean enclosedByListed(String name, Set<String> listed) {
        int nested = name.lastIndexOf('$');
        return nested < 0 || listed.contains(name.substring(0, nested)) && enclosedByListed(name.substring(0, nested), listed);
    }

    private static boolean isVisible(String access) {
        return "PUBLIC".equals(access) || "PROTECTED".equals(access);
    }

    private static void append(StringBuilder text, JApiClass type) {
        StringBuilder head = new StringBuilder(marker(type));
        head.append(type.getAccessModifier().getValueNew().toLowerCase());
        if ("STATIC".equals(type.getStaticModifier().getValueNew())) {
            head.append(" static");
        }
        if ("ABSTRACT".equals(type.getAbstractModifier().getValueNew())
                && !"INTERFACE".equals(type.getClassType().getNewType())
                && !"ANNOTATION".equals(type.getClassType().getNewType())) {
            head.append(" abstract");
        }
        if ("FINAL".equals(type.getFinalModifier().getValueNew()) && !"ENUM".equals(type.getClassType().getNewType())) {
            head.append(" final");
        }
        head.append(' ').append(type.getClassType().getNewType().toLowerCase()).append(' ')
                .append(type.getFullyQualifiedName());
        String signature = type.getNewClass().map(CtClass::getGenericSignature).orElse(null);
        if (signature != null) {
            head.append(GenericText.ofClass(signature));
        } else {
            type.getSuperclass().getNewSuperclassName()
                    .filter(name -> !GenericText.isImplicitSuperclass(name))
                    .ifPresent(name -> head.append(" extends ").append(name));
            List<String> interfaces = type.getInterfaces().stream()
                    .map(JApiImplementedInterface::getFullyQualifiedName)
                    .filter(name -> !name.equals("java.lang.annotation.Annotation"))
                    .sorted().collect(Collectors.toList());
            if (!interfaces.isEmpty()) {
                head.append(" implements ").append(String.join(", ", interfaces));
            }
        }
        text.append(head).append('\n');
        Set<String> members = new TreeSet<>();
        for (JApiField field : type.getFields()) {
            if (isVisible(field.getAccessModifier().getValueNew())) {
                members.add(field(field));
            }
        }
        for (JApiConstructor constructor : type.getConstructors()) {
            if (isVisible(constructor.getAccessModifier().getValueNew())) {
                members.add(behavior(constructor, "new"));
            }
        }
        for (JApiMethod method : type.getMethods()) {
            if (isVisible(method.getAccessModifier().getValueNew())
                    && !"BRIDGE".equals(method.getBridgeModifier().getValueNew())) {
                members.add(behavior(method, method.getName()));
            }
        }
        members.forEach(member -> text.append("    ").append(member).append('\n'));
        text.append('\n');
    }

    private static String field(JApiField field) {
        return marker(field) + modifiers(field.getAccessModifier().getValueNew(),
                field.getStaticModifier().getValueNew(), field.getFinalModifier().getValueNew(), "")
                + "field " + field.getNewFieldOptional().map(CtField::getGenericSignature).map(GenericText::ofField)
                        .orElseGet(() -> generic(field.getType().getNewValue(), field.getNewGenericTypes()))
                + ' ' + field.getName();
    }

    private static String behavior(JApiBehavior behavior, String name) {
        StringBuilder line = new StringBuilder(marker(behavior));
        line.append(modifiers(behavior.getAccessModifier().getValueNew(), behavior.getStaticModifier().getValueNew(),
                behavior.getFinalModifier().getValueNew(), behavior.getAbstractModifier().getValueNew()));
        String signature = newBehavior(behavior).map(CtBehavior::getGenericSignature).orElse(null);
        if (signature != null) {
            return line.append(GenericText.ofMethod(signature, name)).append(thrown(behavior)).toString();
        }
        String templates = templates(behavior.getGenericTemplates());
        if (!templates.isEmpty()) {
            line.append(templates).append(' ');
        }
        if (behavior instanceof JApiMethod) {
            JApiMethod method = (JApiMethod) behavior;
            line.append(generic(method.getReturnType().getNewReturnType(), method.getReturnType().getNewGenericTypes()))
                    .append(' ');
        }
        List<String> parameters = new ArrayList<>();
        for (JApiParameter parameter : behavior.getParameters()) {
            parameters.add(parameter.getTemplateNameOptional()
                    .orElseGet(() -> generic(parameter.getType(), parameter.getNewGenericTypes())));
        }
        line.append(name).append('(').append(String.join(", ", parameters)).append(')');
        return line.append(thrown(behavior)).toString();
    }

    private static Optional<? extends CtBehavior> newBehavior(JApiBehavior behavior) {
        if (behavior instanceof JApiMethod) {
            return ((JApiMethod) behavior).getNewMethod();
        }
        return ((JApiConstructor) behavior).getNewConstructor();
    }

    private static String thrown(JApiBehavior behavior) {
        List<String> thrown = behavior.getExceptions().stream().map(e -> e.getName()).sorted().collect(Collectors.toList());
        return thrown.isEmpty() ? "" : " throws " + String.join(", ", thrown);
    }

    private static String modifiers(String access, String statics, String finals, String abstracts) {
        StringBuilder text = new StringBuilder(access.toLowerCase()).append(' ');
        if ("STATIC".equals(statics)) {
            text.append("static ");
        }
        if ("ABSTRACT".equals(abstracts)) {
            text.append("abstract ");
        }
        if ("FINAL".equals(finals)) {
            text.append("final ");
        }
        return text.toString();
    }

    /**
     * The marker, read from the class file through japicmp's javassist objects: japicmp's own
     * annotation model holds only runtime-visible annotations, and {@code @InternalApi} has CLASS retention.
     */
    private static String marker(JApiClass type) {
        return marked(type.getNewClass().map(c -> c.hasAnnotation(INTERNAL_API)));
    }

    private static String marker(JApiField field) {
        return marked(field.getNewFieldOptional().map(f -> f.hasAnnotation(INTERNAL_API)));
    }

    private static String marker(JApiBehavior behavior) {
        return marked(newBehavior(behavior).map(b -> b.hasAnnotation(INTERNAL_API)));
    }

    private static String marked(Optional<Boolean> marked) {
        return marked.orElse(false) ? "@InternalApi " : "";
    }

    private static String templates(List<JApiGenericTemplate> templates) {
        if (templates.isEmpty()) {
            return "";
        }
        List<String> names = new ArrayList<>();
        for (JApiGenericTemplate template : templates) {
            String bound = generic(template.getNewType(), template.getNewGenericTypes());
            names.add(bound.equals("java.lang.Object") ? template.getName() : template.getName() + " extends " + bound);
        }
        return "<" + String.join(", ", names) + ">";
    }

    private static String generic(String raw, List<JApiGenericType> arguments) {
        if (arguments == null || arguments.isEmpty()) {
            return raw;
        }
        List<String> texts = new ArrayList<>();
        for (JApiGenericType argument : arguments) {
            texts.add(argument(argument));
        }
        return raw + "<" + String.join(", ", texts) + ">";
    }

    private static String argument(JApiGenericType type) {
        String text = generic(type.getType(), type.getGenericTypes());
        switch (type.getGenericWildCard()) {
            case EXTENDS:
                return "? extends " + text;
            case SUPER:
                return "? super " + text;
            case UNBOUNDED:
                return "?";
            default:
                return text;
        }
    }
}
