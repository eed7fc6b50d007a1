package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.TableModel;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code XRepository}: put, create, get, delete and createTable, and for every access
 * pattern a method returning a typed query whose classes offer the sort-key conditions in
 * template order.
 */
public final class RepositoryWriter {

    private final EntityModel entity;
    private final TableModel table;
    private final ClassName repository;
    private final ClassName keys;
    private final ClassName schema;
    private final ClassName record;
    private final TypeName query;
    private final java.util.Set<String> takenClassNames = new java.util.HashSet<>();

    public RepositoryWriter(EntityModel entity, TableModel table) {
        this.entity = entity;
        this.table = table;
        this.repository = JavaTypes.of(Naming.repository(entity));
        this.keys = JavaTypes.of(Naming.keys(entity));
        this.schema = JavaTypes.of(Naming.schema(entity));
        this.record = JavaTypes.of(entity.type());
        this.query = ParameterizedTypeName.get(RuntimeTypes.QUERY, record);
        takenClassNames.add(repository.simpleName());
        takenClassNames.add(record.simpleName());
    }

    public TypeSpec write() {
        ClassName tableClass = JavaTypes.of(table.type());
        TypeSpec.Builder type = TypeSpec.classBuilder(repository.simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(RuntimeTypes.ENTITY_REPOSITORY, record))
                .addJavadoc("Reads and writes {@link $T} items in table {@code $L}, one DynamoDB request per call:\n"
                        + "{@code put}, {@code create}, {@code delete(record)}, batches, {@code scan} and\n"
                        + "{@code createTable} come from {@link $T}; the methods here take the entity's key components.\n$L$L",
                        record, Naming.doc(entity.table()), RuntimeTypes.ENTITY_REPOSITORY, versionNote(), uniqueNote())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("A repository on table {@code $L}.\n", Naming.doc(entity.table()))
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addStatement("this(client, $T.NAME)", tableClass)
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("A repository on the table of another name (an environment's copy, a test table).\n")
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addParameter(String.class, "tableName")
                        .addStatement("super(client, tableName, $T.INSTANCE)", schema)
                        .build());
        type.addMethod(keyed("get", ParameterizedTypeName.get(ClassName.get(Optional.class), record),
                "GetItem: the {@code $L} with this primary key, if there is one.\n", "return this.table.get($T.primaryKey($L))"));
        type.addMethod(keyed("delete", TypeName.VOID,
                "DeleteItem: removes the {@code $L} with this primary key, if there is one.\n",
                "this.table.delete($T.primaryKey($L), null)"));
        type.addMethod(updateMethod());
        for (AccessPatternModel pattern : entity.accessPatterns()) {
            addAccessPattern(type, pattern);
        }
        return type.build();
    }

    /** What {@code put}, {@code create} and {@code delete(record)} do for a versioned entity. */
    private String versionNote() {
        return entity.version().isEmpty() ? ""
                : "\n<p>Optimistic locking on {@code " + entity.version().get().name() + "}: {@code put}, {@code create} and\n"
                + "{@code delete(record)} store the next version on condition that the stored version is the record's\n"
                + "(for version 0: that there is no item); a different one throws\n"
                + "{@link dev.keyway.runtime.VersionConflictException}.\n";
    }

    /** What the batch writes do for an entity with unique values. */
    private String uniqueNote() {
        return entity.uniques().isEmpty() ? ""
                : "\n<p>{@code putAll} and {@code deleteAll} are refused ({@code UnsupportedOperationException}): the\n"
                + "{@code @Unique} values need transactional writes.\n";
    }

    /** {@code update(key components)}: a typed UpdateItem that knows the key components for index-key rewrites. */
    private MethodSpec updateMethod() {
        Map<String, String> fields = Naming.attributeFields(entity);
        MethodSpec.Builder method = MethodSpec.methodBuilder("update")
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(RuntimeTypes.UPDATE, record))
                .addJavadoc("UpdateItem of the {@code $L} with this primary key: set, remove, increment, add to sets,\n"
                        + "append to lists, with conditions; {@code execute()} returns the item after the update.\n"
                        + "Index keys built from changed components are rewritten in the same request.\n",
                        Naming.doc(entity.typeName()));
        List<CodeBlock> keyArguments = new ArrayList<>();
        List<CodeBlock> components = new ArrayList<>();
        for (ComponentModel component : entity.primaryKeyComponents()) {
            method.addParameter(KeysWriter.parameter(component));
            keyArguments.add(CodeBlock.of("$N", component.name()));
            components.add(CodeBlock.of("$T.entry($T.$N, $N)", Map.class, schema, fields.get(component.name()), component.name()));
        }
        return method.addStatement("return this.table.update($T.primaryKey($L),\n$T.ofEntries($L))", keys,
                CodeBlock.join(keyArguments, ", "), Map.class, CodeBlock.join(components, ", ")).build();
    }

    private MethodSpec keyed(String name, TypeName returns, String javadoc, String statement) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .returns(returns)
                .addJavadoc(javadoc, Naming.doc(entity.typeName()));
        List<CodeBlock> arguments = new ArrayList<>();
        for (ComponentModel component : entity.primaryKeyComponents()) {
            method.addParameter(KeysWriter.parameter(component));
            arguments.add(CodeBlock.of("$N", component.name()));
        }
        return method.addStatement(statement, keys, CodeBlock.join(arguments, ", ")).build();
    }

    // ---- access patterns -------------------------------------------------------------------

    /** Where an access pattern reads: the key models and key-builder method names of its index. */
    private record Target(Optional<String> index, KeyModel partitionKey, Optional<KeyModel> sortKey,
                          String partitionKeyMethod, String sortKeyMethod, String prefixMethod) {
    }

    private Target target(AccessPatternModel pattern) {
        if (pattern.index().isEmpty()) {
            return new Target(Optional.empty(), entity.partitionKey(), entity.sortKey(), "partitionKey", "sortKey",
                    "sortKeyPrefix");
        }
        IndexModel index = entity.index(pattern.index().get()).orElseThrow();
        String prefix = Naming.indexMethodPrefix(index.name());
        return new Target(pattern.index(), index.partitionKey(), index.sortKey(), prefix + "PartitionKey",
                prefix + "SortKey", prefix + "SortKeyPrefix");
    }

    private void addAccessPattern(TypeSpec.Builder type, AccessPatternModel pattern) {
        Target target = target(pattern);
        String patternClass = Naming.capitalize(pattern.name());
        List<ComponentModel> sortComponents = target.sortKey().map(key -> key.template().components()).orElse(List.of());
        boolean typeFilter = KeyModel.filtersOnType(target.sortKey());
        List<ClassName> levels = levelNames(patternClass, sortComponents);
        ClassName firstLevel = levels.get(0);

        MethodSpec.Builder method = MethodSpec.methodBuilder(pattern.name())
                .addModifiers(Modifier.PUBLIC)
                .returns(firstLevel)
                .addJavadoc("Access pattern {@code $L}: a Query on $L with key condition\n{@code $L = \"$L\"",
                        pattern.name(), target.index().map(index -> "index " + Naming.doc(index)).orElse("the table"),
                        Naming.doc(target.partitionKey().attribute()), Naming.doc(target.partitionKey().template().source()));
        target.sortKey().filter(key -> !key.template().literalPrefix().isEmpty()).ifPresent(key ->
                method.addJavadoc(" AND begins_with($L, \"$L\")", Naming.doc(key.attribute()),
                        Naming.doc(key.template().literalPrefix())));
        method.addJavadoc("}");
        if (typeFilter) {
            method.addJavadoc(" and filter {@code $L = \"$L\"}", table.typeAttribute(), Naming.doc(entity.typeName()));
        }
        method.addJavadoc(", in $L sort-key order$L.\n", pattern.descending() ? "descending" : "ascending",
                pattern.consistentRead() ? ", strongly consistent" : "");
        if (!sortComponents.isEmpty()) {
            method.addJavadoc("Narrow it with conditions on {@code $L} through the returned query.\n",
                    String.join("}, then {@code ", sortComponents.stream().map(ComponentModel::name).toList()));
        }
        List<CodeBlock> partitionArguments = new ArrayList<>();
        for (ComponentModel component : target.partitionKey().template().components()) {
            method.addParameter(KeysWriter.parameter(component));
            partitionArguments.add(CodeBlock.of("$N", component.name()));
        }
        if (target.partitionKey().sharding().isPresent()) { // fan out over the shards, merged in sort-key order
            partitionArguments.add(CodeBlock.of("$N", Naming.shardVariable(target.partitionKey())));
        }
        CodeBlock sortCondition = target.sortKey().isPresent()
                ? CodeBlock.of("$T.beginsWith($T.$N())", RuntimeTypes.SORT_KEY_CONDITION, keys, target.prefixMethod())
                : CodeBlock.of("null");
        CodeBlock index = target.index().map(name -> CodeBlock.of("$S", name)).orElse(CodeBlock.of("null"));
        if (target.partitionKey().sharding().isPresent()) {
            method.addJavadoc("The partition is sharded into $L: one query per shard, in parallel, merged in sort-key order.\n",
                    target.partitionKey().sharding().get().shards());
            method.addStatement("return new $T($T.sharded(this.table, $S, $L,\n$T.all($L, $N -> $T.$N($L)),\n$L, $L, $L, $L))",
                    firstLevel, RuntimeTypes.QUERY_SPEC, entity.typeName() + "." + pattern.name(), index,
                    KeysWriter.KEY_SHARDS, target.partitionKey().sharding().get().shards(),
                    Naming.shardVariable(target.partitionKey()), keys,
                    target.partitionKeyMethod(), CodeBlock.join(partitionArguments, ", "), sortCondition, typeFilter,
                    pattern.descending(), pattern.consistentRead());
        } else {
            method.addStatement("return new $T($T.of(this.table, $S, $L, $T.$N($L),\n$L, $L, $L, $L))", firstLevel,
                    RuntimeTypes.QUERY_SPEC, entity.typeName() + "." + pattern.name(), index, keys,
                    target.partitionKeyMethod(), CodeBlock.join(partitionArguments, ", "), sortCondition, typeFilter,
                    pattern.descending(), pattern.consistentRead());
        }
        type.addMethod(method.build());

        if (sortComponents.isEmpty()) {
            type.addType(levelClass(firstLevel, target, List.of()).build());
            return;
        }
        for (int level = 0; level < sortComponents.size(); level++) {
            ClassName next = level + 1 < sortComponents.size() ? levels.get(level + 1) : null;
            TypeSpec.Builder levelType = levelClass(levels.get(level), target, sortComponents.subList(0, level));
            addConditions(levelType, target, sortComponents, level, next);
            type.addType(levelType.build());
        }
    }

    /**
     * The query classes of a pattern, one per number of fixed sort-key components:
     * {@code OrdersOfQuery}, {@code OrdersOfPlacedAtQuery}; a name already taken in the
     * repository (by another pattern's class or the repository itself) gets a number.
     */
    private List<ClassName> levelNames(String patternClass, List<ComponentModel> components) {
        List<ClassName> names = new ArrayList<>();
        StringBuilder stem = new StringBuilder(patternClass);
        for (int level = 0; level <= Math.max(0, components.size() - 1); level++) {
            if (level > 0) {
                stem.append(Naming.capitalize(components.get(level - 1).name()));
            }
            String name = stem + "Query";
            for (int n = 2; !takenClassNames.add(name); n++) {
                name = stem + "Query" + n;
            }
            names.add(repository.nestedClass(name));
        }
        return names;
    }

    /** A query class whose leading sort-key components {@code fixed} are set by equality. */
    private TypeSpec.Builder levelClass(ClassName name, Target target, List<ComponentModel> fixed) {
        TypeSpec.Builder type = TypeSpec.classBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(RuntimeTypes.PARTITION_QUERY, record, name));
        if (fixed.isEmpty()) {
            type.addJavadoc("A query of the {@code $L} partition; its methods put conditions on the sort key.\n",
                    Naming.doc(target.partitionKey().template().source()));
        } else {
            type.addJavadoc("A query of the items whose {@code $L} fixes {@code $L}.\n",
                    Naming.doc(target.sortKey().get().template().source()),
                    String.join("}, {@code ", fixed.stream().map(ComponentModel::name).toList()));
        }
        ParameterizedTypeName spec = ParameterizedTypeName.get(RuntimeTypes.QUERY_SPEC, record);
        // The request parameter must not share a name with a fixed component's parameter.
        String specName = "spec";
        for (int n = 2; nameTaken(fixed, specName); n++) {
            specName = "spec" + n;
        }
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PRIVATE)
                .addParameter(spec, specName)
                .addStatement("super($N)", specName);
        for (ComponentModel component : fixed) {
            type.addField(JavaTypes.of(component.type().keyType()), component.name(), Modifier.PRIVATE, Modifier.FINAL);
            constructor.addParameter(KeysWriter.parameter(component));
            constructor.addStatement("this.$N = $N", component.name(), component.name());
        }
        List<CodeBlock> copyArguments = new ArrayList<>();
        copyArguments.add(CodeBlock.of("spec"));
        fixed.forEach(component -> copyArguments.add(CodeBlock.of("this.$N", component.name())));
        return type.addMethod(constructor.build())
                .addMethod(MethodSpec.methodBuilder("copy")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PROTECTED)
                        .returns(name)
                        .addParameter(spec, "spec")
                        .addStatement("return new $T($L)", name, CodeBlock.join(copyArguments, ", "))
                        .build());
    }

    private void addConditions(TypeSpec.Builder type, Target target, List<ComponentModel> components, int level,
                               ClassName next) {
        KeyModel sortKey = target.sortKey().get();
        ComponentModel component = components.get(level);
        List<ComponentModel> fixed = components.subList(0, level);
        CodeBlock prefix = CodeBlock.of("$T.$N($L)", keys, target.prefixMethod(), fields(fixed));
        String following = sortKey.template().literalAfter(level);
        String prefixText = Naming.doc(templateText(sortKey, level));
        String name = component.name();
        String attribute = Naming.doc(sortKey.attribute());

        // Equality: the next level's prefix, or the whole sort key for the last component.
        List<ComponentModel> withThis = components.subList(0, level + 1);
        MethodSpec.Builder equality = MethodSpec.methodBuilder(Naming.equalityMethod(name))
                .addModifiers(Modifier.PUBLIC)
                .addParameter(KeysWriter.parameter(component));
        if (next != null) {
            equality.returns(next)
                    .addJavadoc("Key condition {@code begins_with($L, \"$L\")}: the items with this {@code $L}.\n",
                            attribute, Naming.doc(templateText(sortKey, level + 1)), name)
                    .addStatement("return new $T(spec().withSortKey($T.beginsWith($T.$N($L))), $L)", next,
                            RuntimeTypes.SORT_KEY_CONDITION, keys, target.prefixMethod(), arguments(withThis),
                            arguments(withThis));
        } else {
            equality.returns(query)
                    .addJavadoc("Key condition {@code $L = \"$L\"}: the items with this {@code $L}.\n", attribute,
                            Naming.doc(sortKey.template().source()), name)
                    .addStatement("return where($T.equalTo($T.$N($L)))", RuntimeTypes.SORT_KEY_CONDITION, keys,
                            target.sortKeyMethod(), arguments(withThis));
        }
        type.addMethod(equality.build());

        CodeBlock from = KeyCode.encode(schema, sortKey, component, CodeBlock.of("from"), false);
        CodeBlock to = KeyCode.encode(schema, sortKey, component, CodeBlock.of("to"), false);
        type.addMethod(range(name + "Between", component, List.of("from", "to"),
                "between {@code from} and {@code to}, both included",
                CodeBlock.of("$T.between($L, $L, $L, $S)", RuntimeTypes.SORT_KEY_CONDITION, prefix, from, to, following),
                attribute, prefixText));
        String[][] comparisons = {
                {"LessThan", "lessThan", "less than"},
                {"LessThanOrEqual", "lessThanOrEqual", "at most"},
                {"GreaterThan", "greaterThan", "greater than"},
                {"GreaterThanOrEqual", "greaterThanOrEqual", "at least"}};
        for (String[] comparison : comparisons) {
            CodeBlock encoded = KeyCode.encode(schema, sortKey, component, CodeBlock.of("$N", name), false);
            type.addMethod(range(name + comparison[0], component, List.of(name), comparison[2] + " the given value",
                    CodeBlock.of("$T.$L($L, $L, $S)", RuntimeTypes.SORT_KEY_CONDITION, comparison[1], prefix, encoded,
                            following),
                    attribute, prefixText));
        }
        if (component.type().keyType() instanceof ValueType.ScalarType scalar && scalar.scalar() == Scalar.STRING) {
            CodeBlock encoded = KeyCode.encode(schema, sortKey, component, CodeBlock.of("prefix"), false);
            type.addMethod(MethodSpec.methodBuilder(name + "BeginsWith")
                    .addModifiers(Modifier.PUBLIC)
                    .returns(query)
                    .addParameter(String.class, "prefix")
                    .addJavadoc("Key condition {@code begins_with($L, \"$L\" + prefix)}: the items whose {@code $L}\n"
                            + "starts with {@code prefix}.\n", attribute, prefixText, name)
                    .addStatement("return where($T.componentBeginsWith($L, $L, $S))", RuntimeTypes.SORT_KEY_CONDITION,
                            prefix, encoded, following)
                    .build());
        }
    }

    private MethodSpec range(String methodName, ComponentModel component, List<String> parameters, String meaning,
                             CodeBlock condition, String attribute, String prefixText) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(methodName)
                .addModifiers(Modifier.PUBLIC)
                .returns(query)
                .addJavadoc("Key condition on {@code $L}$L: the items whose {@code $L} is $L.\n", attribute,
                        prefixText.isEmpty() ? "" : " within {@code \"" + prefixText + "\"}", component.name(), meaning);
        for (String parameter : parameters) {
            method.addParameter(ParameterSpec.builder(JavaTypes.of(component.type().keyType()), parameter).build());
        }
        return method.addStatement("return where($L)", condition).build();
    }

    private static boolean nameTaken(List<ComponentModel> components, String name) {
        return components.stream().anyMatch(component -> component.name().equals(name));
    }

    /** The template text up to sort-key component {@code count}, e.g. {@code ORDER#<placedAt>#}. */
    private static String templateText(KeyModel key, int count) {
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

    private static CodeBlock fields(List<ComponentModel> components) {
        return CodeBlock.join(components.stream().map(component -> CodeBlock.of("this.$N", component.name())).toList(), ", ");
    }

    /** The leading components as arguments: fields of the current level, then the new parameter. */
    private static CodeBlock arguments(List<ComponentModel> components) {
        List<CodeBlock> arguments = new ArrayList<>();
        for (int i = 0; i < components.size(); i++) {
            String name = components.get(i).name();
            arguments.add(i < components.size() - 1 ? CodeBlock.of("this.$N", name) : CodeBlock.of("$N", name));
        }
        return CodeBlock.join(arguments, ", ");
    }
}
