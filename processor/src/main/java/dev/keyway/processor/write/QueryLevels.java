package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
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
 * one per number of leading sort-key components fixed by equality ({@code OrdersOfQuery},
 * {@code OrdersOfPlacedAtQuery}), each offering the conditions on the next component, in
 * template order. Each class extends {@code PartitionQuery} and calls its protected conditions
 * with the component's {@code KeyPart}.
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
     * @param stem         the classes' name stem, e.g. {@code OrdersOf}
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
        if (components.isEmpty()) {
            type.addType(levelClass(levels.get(0), partitionKey, sortKey, List.of()).build());
            return levels;
        }
        for (int level = 0; level < levels.size(); level++) {
            TypeSpec.Builder levelType = levelClass(levels.get(level), partitionKey, sortKey, components.subList(0, level));
            if (level < components.size()) {
                ClassName next = level + 1 < levels.size() ? levels.get(level + 1) : null;
                addConditions(levelType, sortKey.get(), components, level, next);
            }
            type.addType(levelType.build());
        }
        return levels;
    }

    /**
     * The query classes' names, one per number of fixed sort-key components; a name already
     * taken in the enclosing class (by another query's class or the class itself) gets a number.
     */
    private List<ClassName> names(String stem, List<ComponentModel> components, boolean oneMore) {
        List<ClassName> names = new ArrayList<>();
        StringBuilder name = new StringBuilder(stem);
        int count = Math.max(1, components.size() + (oneMore ? 1 : 0));
        for (int level = 0; level < count; level++) {
            if (level > 0) {
                name.append(Naming.capitalize(components.get(level - 1).name()));
            }
            String candidate = name + "Query";
            for (int n = 2; !takenClassNames.add(candidate); n++) {
                candidate = name + "Query" + n;
            }
            names.add(enclosing.nestedClass(candidate));
        }
        return names;
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
        // The key condition is said once here; each condition method's javadoc is one line.
        String conditions = sortKey.filter(key -> key.template().components().size() > fixed.size()).map(key -> {
            String prefix = Naming.doc(templateText(key, fixed.size()));
            return Docs.of("; its methods are key conditions on {@code $L}$L, on {@code $L}", Naming.doc(key.attribute()),
                    prefix.isEmpty() ? "" : " within {@code \"" + prefix + "\"}",
                    key.template().components().get(fixed.size()).name());
        }).orElse("");
        type.addJavadoc("$L", Docs.wrap(scope + conditions + ".\n"));
        return type.addMethod(MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PRIVATE)
                .addParameter(query, "query")
                .addStatement("super(query, $T::new)", name)
                .build());
    }

    private void addConditions(TypeSpec.Builder type, KeyModel sortKey, List<ComponentModel> components, int level,
                               ClassName next) {
        ComponentModel component = components.get(level);
        CodeBlock part = keyCode.part(component, sortKey);
        String prefixText = Naming.doc(templateText(sortKey, level));
        String name = component.name();
        String attribute = Naming.doc(sortKey.attribute());

        // Equality: the next level's prefix, or the whole sort key for the last component.
        MethodSpec.Builder equality = MethodSpec.methodBuilder(Naming.equalityMethod(name))
                .addModifiers(Modifier.PUBLIC)
                .addParameter(KeysWriter.parameter(component));
        if (next != null) {
            equality.returns(next)
                    .addJavadoc("$L", Docs.of("{@code begins_with($L, \"$L\")}: the items with this {@code $L}.\n",
                            attribute, Naming.doc(templateText(sortKey, level + 1)), name))
                    .addStatement("return $L", Lines.fit(19, breaks -> CodeBlock.of("narrow($L," + breaks.sp() + "$N,"
                            + breaks.sp() + "$T::new)", part, name, next)));
        } else {
            equality.returns(query)
                    .addJavadoc("$L", Docs.of("{@code $L = \"$L\"}: the items with this {@code $L}.\n",
                            attribute, Naming.doc(sortKey.template().source()), name))
                    .addStatement("return equalTo($L, $N)", part, name);
        }
        type.addMethod(equality.build());

        KeyEncoding encoding = KeyEncoding.of(component, sortKey);
        if (!encoding.ordered()) { // keys do not sort by this value: a range of values is no range of key text
            addBeginsWith(type, encoding, part, attribute, prefixText, name);
            return;
        }
        type.addMethod(range(name + "Between", component, List.of("from", "to"),
                "from {@code from} to {@code to}, both included", CodeBlock.of("between($L, from, to)", part)));
        String[][] comparisons = {
                {"LessThan", "lessThan", "less than"},
                {"LessThanOrEqual", "lessThanOrEqual", "at most"},
                {"GreaterThan", "greaterThan", "greater than"},
                {"GreaterThanOrEqual", "greaterThanOrEqual", "at least"}};
        // e.g. "placedAt less than the value.": the class's javadoc says which key and text the condition is on
        for (String[] comparison : comparisons) {
            type.addMethod(range(name + comparison[0], component, List.of(name), comparison[2] + " the value",
                    CodeBlock.of("$L($L, $N)", comparison[1], part, name)));
        }
        addBeginsWith(type, encoding, part, attribute, prefixText, name);
    }

    /** {@code <component>BeginsWith(prefix)} on a string component. */
    private void addBeginsWith(TypeSpec.Builder type, KeyEncoding encoding, CodeBlock part, String attribute,
                               String prefixText, String name) {
        if (!encoding.prefixes()) {
            return;
        }
        type.addMethod(MethodSpec.methodBuilder(name + "BeginsWith")
                .addModifiers(Modifier.PUBLIC)
                .returns(query)
                .addParameter(String.class, "prefix")
                .addJavadoc("$L", Docs.of("{@code $L} starts with {@code prefix}: {@code begins_with($L, \"$L\" + prefix)}.\n",
                        name, attribute, prefixText))
                .addStatement("return beginsWith($L, prefix)", part)
                .build());
    }

    private MethodSpec range(String methodName, ComponentModel component, List<String> parameters, String meaning,
                             CodeBlock condition) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(methodName)
                .addModifiers(Modifier.PUBLIC)
                .returns(query)
                .addJavadoc("$L", Docs.of("{@code $L} $L.\n", component.name(), meaning));
        for (String parameter : parameters) {
            method.addParameter(ParameterSpec.builder(JavaTypes.of(component.type().keyType()), parameter).build());
        }
        return method.addStatement("return $L", condition).build();
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
