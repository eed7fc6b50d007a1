package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import dev.keyway.processor.model.MultiAttributeIndexModel.KeyAttribute;
import dev.keyway.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * The repository's access patterns on indexes with multi-attribute keys: a spec constant, a query
 * method taking the partition components in key order, and query classes offering the sort
 * components left to right (equality leads on; a range ends the key condition), each condition on
 * the attribute's stored value rather than on key text.
 */
final class MultiAttributeQueryWriter {

    private static final ClassName ATTRIBUTE_KEY_CONDITION =
            ClassName.get("dev.keyway.runtime.internal.query", "AttributeKeyCondition");

    private final EntityModel entity;
    private final TableModel table;
    private final ClassName schema;
    private final ClassName record;
    private final QueryLevels levels;
    private final Set<String> takenFields;
    private final Map<String, String> attributeFields;

    MultiAttributeQueryWriter(EntityModel entity, TableModel table, ClassName schema, ClassName record, QueryLevels levels,
                              Set<String> takenFields) {
        this.entity = entity;
        this.table = table;
        this.schema = schema;
        this.record = record;
        this.levels = levels;
        this.takenFields = takenFields;
        this.attributeFields = Naming.attributeFields(entity);
    }

    /** Adds the constants, methods and query classes of every such pattern. */
    void addTo(TypeSpec.Builder type) {
        for (AccessPatternModel pattern : entity.multiAttributeAccessPatterns()) {
            MultiAttributeIndexModel index = entity.multiAttributeIndex(pattern.index().orElseThrow()).orElseThrow();
            String base = Naming.upperSnake(pattern.name());
            String field = base;
            for (int n = 2; !takenFields.add(field); n++) {
                field = base + "_" + n;
            }
            type.addField(FieldSpec.builder(RuntimeTypes.ACCESS_PATTERN_SPEC, field, Modifier.PRIVATE, Modifier.STATIC,
                            Modifier.FINAL)
                    .initializer("$T.onIndex($S,$W$S).filterOnType()$L", RuntimeTypes.ACCESS_PATTERN_SPEC,
                            entity.typeName() + "." + pattern.name(), index.name(),
                            pattern.descending() ? ".descending()" : "")
                    .build());
            List<ClassName> classes = classes(levels, pattern, index);
            addLevels(type, index, classes);
            type.addMethod(queryMethod(pattern, index, field, classes.get(0)));
        }
    }

    /**
     * {@code scanByTeam()}: a Scan of a multi-attribute index, as {@code scanGsi1()} of an index of
     * text keys. Every item storing the key attributes is in the index, so the scan filters on the type.
     */
    static MethodSpec scan(EntityModel entity, ClassName record, MultiAttributeIndexModel index) {
        String holds = index.projection().complete() ? ""
                : "\nThe index holds part of each item: every page's items are fetched whole from the table (BatchGetItem).";
        return MethodSpec.methodBuilder(IndexModel.scanMethod(index.name()))
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(RuntimeTypes.SCAN, record))
                .addJavadoc("$L", Docs.wrap(Docs.of("A Scan of global index {@code $L} (a multi-attribute key) filtered to "
                                + "the type {@code $L}: the items that store all of {@code $L} (of an optional one, only "
                                + "those that hold it), in parallel segments if asked.$L\n", Naming.doc(index.name()),
                        Naming.doc(entity.typeName()), Naming.doc(index.describeKeys()), holds)))
                .addStatement("return $T.scan(this.table, $S)", RuntimeTypes.RUNTIME_ACCESS, index.name())
                .build();
    }

    /** Adds the query classes {@code classes} of a query of {@code index}, the later ones nested in the first. */
    void addLevels(TypeSpec.Builder type, MultiAttributeIndexModel index, List<ClassName> classes) {
        // The later classes nest in the first, as the levels of template queries do.
        TypeSpec.Builder first = levelClass(classes.get(0), index, 0, classes);
        for (int level = 1; level < classes.size(); level++) {
            first.addType(levelClass(classes.get(level), index, level, classes).build());
        }
        type.addType(first.build());
    }

    /**
     * The query classes: {@code <Pattern>Query}, then {@code With<Sort1>}, {@code With<Sort1>And<Sort2>}...,
     * their names taken from {@code levels}; the asynchronous repository names them the same way.
     */
    static List<ClassName> classes(QueryLevels levels, AccessPatternModel pattern, MultiAttributeIndexModel index) {
        return classes(levels, Naming.capitalize(pattern.name()), index);
    }

    /** The query classes {@code <stem>Query}, then {@code With<Sort1>}..., named as a pattern's are. */
    static List<ClassName> classes(QueryLevels levels, String stem, MultiAttributeIndexModel index) {
        List<ClassName> names = new ArrayList<>();
        ClassName first = levels.enclosing().nestedClass(levels.untaken(stem + "Query"));
        names.add(first);
        StringBuilder name = new StringBuilder("With");
        for (int level = 1; level < index.sort().size(); level++) {
            name.append(level > 1 ? "And" : "").append(Naming.capitalize(index.sort().get(level - 1).component().name()));
            names.add(first.nestedClass(levels.untaken(name.toString())));
        }
        return names;
    }

    private MethodSpec queryMethod(AccessPatternModel pattern, MultiAttributeIndexModel index, String field,
                                   ClassName firstClass) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(pattern.name())
                .addModifiers(Modifier.PUBLIC)
                .returns(firstClass);
        List<String> equalities = new ArrayList<>();
        CodeBlock condition = partitionCondition(method, index, equalities);
        String sortDoc = index.sort().isEmpty() ? ""
                : "; narrow it by {@code " + String.join("}, then {@code ",
                index.sort().stream().map(key -> key.component().name()).toList()) + "}";
        method.addJavadoc("$L", Docs.wrap(Docs.of("Access pattern {@code $L}: Query index $L (a multi-attribute key) by "
                        + "{@code $L} and filter {@code $L = \"$L\"}, $L$L.\n", pattern.name(), Naming.doc(index.name()),
                String.join(" AND ", equalities), Naming.doc(table.typeAttribute()), Naming.doc(entity.typeName()),
                pattern.descending() ? "descending" : "ascending", sortDoc)));
        return method.addStatement("return $N.query(this.table,$W$L,$W$T::new)", field, condition, firstClass)
                .build();
    }

    /**
     * Adds a parameter per partition component of {@code index} to {@code method}, in key order, and
     * returns the key condition on them ({@code AttributeKeyCondition.partition(...).and(...)});
     * {@code equalities} receives each as the javadoc writes it ({@code tenant = :tenant}).
     */
    CodeBlock partitionCondition(MethodSpec.Builder method, MultiAttributeIndexModel index, List<String> equalities) {
        CodeBlock.Builder condition = CodeBlock.builder();
        for (int i = 0; i < index.partition().size(); i++) {
            KeyAttribute key = index.partition().get(i);
            String parameter = key.component().name();
            method.addParameter(JavaTypes.of(key.component().type().keyType()), parameter);
            String attribute = attributeFields.get(key.component().name());
            if (i == 0) {
                condition.add("$T.partition($T.$N, $N)", ATTRIBUTE_KEY_CONDITION, schema, attribute, parameter);
            } else {
                condition.add("$W.and($T.$N, $N)", schema, attribute, parameter);
            }
            equalities.add(Naming.doc(key.attribute()) + " = :" + parameter);
        }
        return condition.build();
    }

    private TypeSpec.Builder levelClass(ClassName name, MultiAttributeIndexModel index, int fixed, List<ClassName> classes) {
        TypeSpec.Builder type = TypeSpec.classBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(RuntimeTypes.PARTITION_QUERY, record, name));
        String scope = fixed == 0 ? "A query of one partition of index " + Naming.doc(index.name())
                : "A query whose {@code " + String.join("}, {@code ", index.sort().subList(0, fixed).stream()
                .map(key -> key.component().name()).toList()) + "} equal the values given";
        String narrows = fixed < index.sort().size()
                ? "; {@code " + Naming.componentMethod(index.sort().get(fixed).component().name()) + "()} narrows it" : "";
        type.addJavadoc("$L", Docs.wrap(scope + narrows + ".\n"));
        type.addMethod(MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PRIVATE)
                .addParameter(ParameterizedTypeName.get(RuntimeTypes.QUERY, record), "query")
                .addStatement("super(query, $T::new)", name)
                .build());
        if (fixed < index.sort().size()) {
            type.addMethod(accessor(index, fixed, fixed + 1 < classes.size() ? classes.get(fixed + 1) : null));
        }
        return type;
    }

    /** The conditions on sort attribute {@code level}: what is true of its stored values' order. */
    private MethodSpec accessor(MultiAttributeIndexModel index, int level, ClassName next) {
        KeyAttribute key = index.sort().get(level);
        TypeName value = JavaTypes.of(key.component().type().keyType()).box();
        TypeName leadsTo = next != null ? next : ParameterizedTypeName.get(RuntimeTypes.QUERY, record);
        TypeName range;
        String factory;
        switch (key.conditions()) {
            case ORDERED_TEXT -> {
                range = ParameterizedTypeName.get(RuntimeTypes.ORDERED_PREFIX_KEY_RANGE, record, leadsTo);
                factory = "orderedPrefixRange";
            }
            case ORDERED -> {
                range = ParameterizedTypeName.get(RuntimeTypes.ORDERED_KEY_RANGE, record, value, leadsTo);
                factory = "orderedRange";
            }
            default -> {
                range = ParameterizedTypeName.get(RuntimeTypes.KEY_RANGE, record, value, leadsTo);
                factory = "range";
            }
        }
        String attribute = Naming.doc(key.attribute());
        StringBuilder doc = new StringBuilder("Key conditions on {@code " + key.component().name() + "} (attribute {@code "
                + attribute + "}, " + key.type() + "): {@code eq} is {@code " + attribute + " = value}");
        if (next != null) {
            doc.append(" and leads to {@code ").append(index.sort().get(level + 1).component().name()).append("}");
        }
        if (key.conditions() != MultiAttributeIndexModel.Conditions.EQUALITY) {
            doc.append("; {@code between}, {@code lt}, {@code le}, {@code gt} and {@code ge} compare ")
                    .append("N".equals(key.type()) ? "numbers" : "B".equals(key.type()) ? "unsigned bytes" : "UTF-8 bytes");
        }
        if (key.conditions() == MultiAttributeIndexModel.Conditions.ORDERED_TEXT) {
            doc.append("; {@code beginsWith(prefix)} is {@code begins_with(").append(attribute).append(", prefix)}");
        }
        if (key.conditions() == MultiAttributeIndexModel.Conditions.EQUALITY) {
            doc.append(". Its stored text does not sort as its values do: no ranges");
        }
        doc.append(".\n");
        CodeBlock body = next != null
                ? CodeBlock.of("$N($T.$N,$W$T::new)", factory, schema, attributeFields.get(key.component().name()), next)
                : CodeBlock.of("$N($T.$N)", factory, schema, attributeFields.get(key.component().name()));
        return MethodSpec.methodBuilder(Naming.componentMethod(key.component().name()))
                .addModifiers(Modifier.PUBLIC)
                .returns(range)
                .addJavadoc("$L", Docs.wrap(doc.toString()))
                .addStatement("return $L", body)
                .build();
    }
}
