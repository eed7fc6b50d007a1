package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyEncoding;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes the query classes of a partition query, nested in a repository or an item collection:
 * one per number of leading sort-key components fixed by equality, the first named for the query
 * ({@code OrdersOfQuery}) and the others nested in it for what they fix
 * ({@code OrdersOfQuery.WithPlacedAt}). Each extends {@code PartitionQuery} and has one accessor,
 * named for the next component ({@code placedAt()}), returning that component's conditions as a
 * runtime {@code KeyRange} of the shape its key encoding allows.
 */
final class QueryLevels {

    private final ClassName enclosing;
    private final TypeName element;
    private final TypeName query;
    private final KeyCode keyCode;
    private final Set<String> takenClassNames = new HashSet<>();

    /**
     * @param enclosing the class the query classes are nested in
     * @param element   what the queries return: a record, or an item collection's sealed type
     * @param keyCode   the key parts of the entity whose constants the conditions use
     */
    QueryLevels(ClassName enclosing, ClassName element, KeyCode keyCode) {
        this.enclosing = enclosing;
        this.element = element;
        this.query = ParameterizedTypeName.get(RuntimeTypes.QUERY, element);
        this.keyCode = keyCode;
        takenClassNames.add(enclosing.simpleName());
        takenClassNames.add(element.simpleName());
    }

    /**
     * Adds the query classes of one query to {@code type} and returns them, from the first: the
     * class of {@code n} components fixed is the {@code n}th.
     *
     * @param stem         the first class's name stem, e.g. {@code OrdersOf}
     * @param partitionKey the partition queried, for the classes' documentation
     * @param sortKey      the sort key whose components the conditions follow, if any
     * @param lastNarrows  whether more key text follows the last component (an item collection's
     *                     shared sort key): its equality is then a {@code begins_with}, giving a
     *                     last class without conditions, rather than the whole key
     */
    List<ClassName> write(TypeSpec.Builder type, String stem, KeyModel partitionKey, Optional<KeyModel> sortKey,
                          boolean lastNarrows) {
        List<ComponentModel> components = sortKey.map(key -> key.template().components()).orElse(List.of());
        List<ClassName> levels = names(stem, components, lastNarrows && !components.isEmpty());
        List<TypeSpec.Builder> levelTypes = new ArrayList<>();
        for (int level = 0; level < levels.size(); level++) {
            List<ComponentModel> fixed = components.isEmpty() ? List.of() : components.subList(0, level);
            TypeSpec.Builder levelType = levelClass(levels.get(level), partitionKey, sortKey, fixed);
            if (level < components.size()) {
                ClassName next = level + 1 < levels.size() ? levels.get(level + 1) : null;
                levelType.addMethod(accessor(sortKey.get(), components, level, next));
            }
            levelTypes.add(levelType);
        }
        TypeSpec.Builder first = levelTypes.get(0);
        levelTypes.subList(1, levelTypes.size()).forEach(nested -> first.addType(nested.build()));
        type.addType(first.build());
        return levels;
    }

    /**
     * The query classes' names: the first {@code <stem>Query}, nested in the enclosing class, the
     * others {@code With<Component>And<Component>...} nested in the first; a name already taken
     * (by another query's class, the enclosing class or the element type) gets a number.
     */
    private List<ClassName> names(String stem, List<ComponentModel> components, boolean oneMore) {
        List<ClassName> names = new ArrayList<>();
        ClassName first = enclosing.nestedClass(untaken(stem + "Query"));
        names.add(first);
        int count = Math.max(1, components.size() + (oneMore ? 1 : 0));
        StringBuilder name = new StringBuilder("With");
        for (int level = 1; level < count; level++) {
            name.append(level > 1 ? "And" : "").append(Naming.capitalize(components.get(level - 1).name()));
            names.add(first.nestedClass(untaken(name.toString())));
        }
        return names;
    }

    /** The class the query classes are nested in. */
    ClassName enclosing() {
        return enclosing;
    }

    /** The name, or with a number if a query class or the enclosing or element type has it already. */
    String untaken(String name) {
        String candidate = name;
        for (int n = 2; !takenClassNames.add(candidate); n++) {
            candidate = name + n;
        }
        return candidate;
    }

    /**
     * A query class whose leading sort-key components {@code fixed} are set by equality; its
     * options keep the class through the constructor reference it gives its superclass.
     */
    private TypeSpec.Builder levelClass(ClassName name, KeyModel partitionKey, Optional<KeyModel> sortKey,
                                        List<ComponentModel> fixed) {
        TypeSpec.Builder type = TypeSpec.classBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(RuntimeTypes.PARTITION_QUERY, element, name));
        String scope = fixed.isEmpty()
                ? Docs.of("A query of the {@code $L} partition", Naming.doc(partitionKey.template().source()))
                : Docs.of("A query of the items whose {@code $L} fixes {@code $L}",
                        Naming.doc(sortKey.get().template().source()),
                        String.join("}, {@code ", fixed.stream().map(ComponentModel::name).toList()));
        String conditions = sortKey.filter(key -> key.template().components().size() > fixed.size())
                .map(key -> Docs.of("; {@code $L()} narrows it", Naming.componentMethod(
                        key.template().components().get(fixed.size()).name())))
                .orElse("");
        type.addJavadoc("$L", Docs.wrap(scope + conditions + ".\n"));
        return type.addMethod(MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PRIVATE)
                .addParameter(query, "query")
                .addStatement("super(query, $T::new)", name)
                .build());
    }

    /**
     * The accessor of the next component's conditions: a {@code KeyRange} whose {@code eq} leads
     * to {@code next} (or is the whole sort key when there is none), with the comparisons when
     * keys sort by the value and {@code beginsWith} on a string.
     */
    private MethodSpec accessor(KeyModel sortKey, List<ComponentModel> components, int level, ClassName next) {
        ComponentModel component = components.get(level);
        CodeBlock part = keyCode.part(component, sortKey);
        KeyEncoding encoding = KeyEncoding.of(component, sortKey);
        boolean ordered = encoding.ordered();
        boolean prefixes = encoding.prefixes();
        TypeName value = JavaTypes.of(component.type().keyType()).box();
        TypeName leadsTo = next != null ? next : query;
        TypeName range;
        String factory;
        if (prefixes) {
            range = ParameterizedTypeName.get(ordered ? RuntimeTypes.ORDERED_PREFIX_KEY_RANGE : RuntimeTypes.PREFIX_KEY_RANGE,
                    element, leadsTo);
            factory = ordered ? "orderedPrefixRange" : "prefixRange";
        } else {
            range = ParameterizedTypeName.get(ordered ? RuntimeTypes.ORDERED_KEY_RANGE : RuntimeTypes.KEY_RANGE,
                    element, value, leadsTo);
            factory = ordered ? "orderedRange" : "range";
        }
        String attribute = Naming.doc(sortKey.attribute());
        String name = component.name();
        // Pieces joined unwrapped, wrapped once at the end.
        StringBuilder doc = new StringBuilder("Key conditions on {@code " + name + "}: {@code eq} is ");
        if (next != null) {
            doc.append("{@code begins_with(").append(attribute).append(", \"")
                    .append(Naming.doc(templateText(sortKey, level + 1))).append("\")} and leads to {@code ")
                    .append(level + 1 < components.size() ? components.get(level + 1).name() : "the rest of the key")
                    .append("}");
        } else {
            doc.append("{@code ").append(attribute).append(" = \"").append(Naming.doc(sortKey.template().source()))
                    .append("\"}");
        }
        String within = Naming.doc(templateText(sortKey, level));
        if (ordered) {
            doc.append("; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} are ranges of {@code ")
                    .append(attribute).append("}").append(within.isEmpty() ? "" : " within {@code \"" + within + "\"}");
        }
        if (prefixes) {
            doc.append("; {@code beginsWith(prefix)} is {@code begins_with(").append(attribute).append(", \"")
                    .append(within).append("\" + prefix)}");
        }
        if (!ordered) {
            doc.append(". Keys do not sort by {@code ").append(name).append("} as a value: no ranges");
        }
        doc.append(".\n");
        CodeBlock body = next != null
                ? Lines.fit(19, breaks -> CodeBlock.of("$N($L," + breaks.sp() + "$T::new)", factory, part, next))
                : CodeBlock.of("$N($L)", factory, part);
        return MethodSpec.methodBuilder(Naming.componentMethod(name))
                .addModifiers(Modifier.PUBLIC)
                .returns(range)
                .addJavadoc("$L", Docs.wrap(doc.toString()))
                .addStatement("return $L", body)
                .build();
    }

    /**
     * The template text up to sort-key component {@code count}, e.g. {@code ORDER#<placedAt>#}
     * (all of it for a count past the last), rebuilt from the model: literals and placeholders.
     */
    static String templateText(KeyModel key, int count) {
        StringBuilder text = new StringBuilder();
        int placeholders = 0;
        for (KeyTemplate.Part part : key.template().parts()) {
            if (part instanceof KeyTemplate.Placeholder placeholder) {
                if (placeholders++ == count) {
                    break;
                }
                text.append('<').append(placeholder.component().name()).append('>');
            } else {
                text.append(((KeyTemplate.Literal) part).text());
            }
        }
        return text.toString();
    }
}
