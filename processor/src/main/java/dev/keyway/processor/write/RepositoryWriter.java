package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyEncoding;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.TableModel;
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
    private final KeyCode keyCode;
    private final java.util.Set<String> takenClassNames = new java.util.HashSet<>();
    /** The spec constant of each access pattern, by pattern name. */
    private final Map<String, String> patternFields = new java.util.HashMap<>();

    public RepositoryWriter(EntityModel entity, TableModel table) {
        this.entity = entity;
        this.table = table;
        this.repository = JavaTypes.of(Naming.repository(entity));
        this.keys = JavaTypes.of(Naming.keys(entity));
        this.schema = JavaTypes.of(Naming.schema(entity));
        this.record = JavaTypes.of(entity.type());
        this.query = ParameterizedTypeName.get(RuntimeTypes.QUERY, record);
        this.keyCode = new KeyCode(entity);
        takenClassNames.add(repository.simpleName());
        takenClassNames.add(record.simpleName());
        // Constants must not be named like a parameter, which is named like a component.
        java.util.Set<String> taken = new java.util.HashSet<>();
        entity.components().forEach(component -> taken.add(component.name()));
        for (AccessPatternModel pattern : entity.accessPatterns()) {
            String base = Naming.upperSnake(pattern.name());
            String field = base;
            for (int n = 2; !taken.add(field); n++) {
                field = base + "_" + n;
            }
            patternFields.put(pattern.name(), field);
        }
    }

    public TypeSpec write() {
        ClassName tableClass = JavaTypes.of(table.type());
        TypeSpec.Builder type = TypeSpec.classBuilder(repository.simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(RuntimeTypes.ENTITY_REPOSITORY, record))
                .addJavadoc("{@link $T} items in table {@code $L}, one DynamoDB request per call: the methods here take key\n"
                        + "components; {@code put}, {@code create}, batches, {@code scan}... come from {@link $T}.\n$L$L",
                        record, Naming.doc(entity.table()), RuntimeTypes.ENTITY_REPOSITORY, versionNote(), uniqueNote());
        for (AccessPatternModel pattern : entity.accessPatterns()) {
            type.addField(patternField(pattern));
        }
        type.addField(FieldSpec.builder(ParameterizedTypeName.get(RuntimeTypes.ENTITY_TABLE, record), "table",
                        Modifier.PRIVATE, Modifier.FINAL)
                .initializer("$T.table(this)", RuntimeTypes.RUNTIME_ACCESS).build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("$L", Docs.of("A repository on table {@code $L}.\n", Naming.doc(entity.table())))
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addStatement("this(client, $T.NAME)", tableClass)
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("A repository on the table of another name (an environment's copy, a test table).\n")
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addParameter(String.class, "tableName")
                        .addStatement("super(client, tableName, $T.INSTANCE)", schema)
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("A repository on the table of that name whose requests are reported to the listener\n"
                                + "({@code null}: the default listener, see {@link $T}).\n", RuntimeTypes.REQUEST_LISTENER)
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addParameter(String.class, "tableName")
                        .addParameter(RuntimeTypes.REQUEST_LISTENER, "listener")
                        .addStatement("super(client, tableName, $T.INSTANCE, listener)", schema)
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
                .addJavadoc("UpdateItem of the {@code $L} with this primary key; {@code execute()} returns the item after it.\n"
                        + "Index keys built from changed components are rewritten in the same request.\n",
                        Naming.doc(entity.typeName()));
        List<CodeBlock> keyArguments = new ArrayList<>();
        List<CodeBlock> components = new ArrayList<>();
        for (ComponentModel component : entity.primaryKeyComponents()) {
            method.addParameter(KeysWriter.parameter(component));
            keyArguments.add(CodeBlock.of("$N", component.name()));
            components.add(CodeBlock.of("$T.$N, $N", schema, fields.get(component.name()), component.name()));
        }
        // Pairs of attribute reference and value: no map whose key and value types javac would have to infer.
        if (components.isEmpty()) { // a constant key
            return method.addStatement("return this.table.update($T.primaryKey())", keys).build();
        }
        return method.addStatement("return this.table.update($T.primaryKey($L),\n$L)", keys,
                CodeBlock.join(keyArguments, ", "), Lines.fit(16, breaks -> CodeBlock.join(components, "," + breaks.sp())))
                .build();
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
        return method.addStatement("$L", Lines.fit(8,
                breaks -> CodeBlock.of(statement, keys, CodeBlock.join(arguments, "," + breaks.sp())))).build();
    }

    // ---- access patterns -------------------------------------------------------------------

    /** Where an access pattern reads: the key models and key-builder method names of its index. */
    private record Target(Optional<String> index, KeyModel partitionKey, Optional<KeyModel> sortKey,
                          String partitionKeyMethod) {
    }

    private Target target(AccessPatternModel pattern) {
        if (pattern.index().isEmpty()) {
            return new Target(Optional.empty(), entity.partitionKey(), entity.sortKey(), "partitionKey");
        }
        IndexModel index = entity.index(pattern.index().get()).orElseThrow();
        return new Target(pattern.index(), index.partitionKey(), index.sortKey(),
                Naming.indexMethodPrefix(index.name()) + "PartitionKey");
    }

    /**
     * The pattern's spec constant, e.g. {@code AccessPatternSpec.onIndex("Order.byStatus", "GSI1")
     * .sortKey("<placedAt>").filterOnType().descending()}.
     */
    private FieldSpec patternField(AccessPatternModel pattern) {
        Target target = target(pattern);
        String id = entity.typeName() + "." + pattern.name();
        CodeBlock.Builder spec = CodeBlock.builder();
        if (target.index().isEmpty()) {
            spec.add("$T.onTable($L)", RuntimeTypes.ACCESS_PATTERN_SPEC, JavaLiteral.of(id));
        } else {
            String field = patternFields.get(pattern.name());
            int length = 72 + field.length() + id.length() + target.index().get().length();
            // Broken between the arguments only when the call would not fit: else after it, before an option.
            spec.add(length > 100 ? "$T.onIndex($L,$W$S)" : "$T.onIndex($L, $S)", RuntimeTypes.ACCESS_PATTERN_SPEC, JavaLiteral.of(id),
                    target.index().get());
        }
        target.sortKey().ifPresent(key -> spec.add("$Z.sortKey($L)", JavaLiteral.of(templateText(key, Integer.MAX_VALUE))));
        if (KeyModel.filtersOnType(target.sortKey())) {
            spec.add("$Z.filterOnType()");
        }
        if (pattern.descending()) {
            spec.add("$Z.descending()");
        }
        if (pattern.consistentRead()) {
            spec.add("$Z.consistentRead()");
        }
        target.partitionKey().sharding().ifPresent(sharding -> spec.add("$Z.sharded($L)", sharding.shards()));
        return FieldSpec.builder(RuntimeTypes.ACCESS_PATTERN_SPEC, patternFields.get(pattern.name()),
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer(spec.build()).build();
    }

    private void addAccessPattern(TypeSpec.Builder type, AccessPatternModel pattern) {
        Target target = target(pattern);
        String patternClass = Naming.capitalize(pattern.name());
        List<ComponentModel> sortComponents = target.sortKey().map(key -> key.template().components()).orElse(List.of());
        boolean typeFilter = KeyModel.filtersOnType(target.sortKey());
        List<ClassName> levels = levelNames(patternClass, sortComponents);
        ClassName firstLevel = levels.get(0);

        StringBuilder doc = new StringBuilder(Docs.of("Access pattern {@code $L}: Query $L by {@code $L = \"$L\"",
                pattern.name(), target.index().map(index -> "index " + Naming.doc(index)).orElse("the table"),
                Naming.doc(target.partitionKey().attribute()), Naming.doc(target.partitionKey().template().source())));
        target.sortKey().filter(key -> !key.template().literalPrefix().isEmpty()).ifPresent(key ->
                doc.append(" AND begins_with(").append(Naming.doc(key.attribute())).append(", \"")
                        .append(Naming.doc(key.template().literalPrefix())).append("\")"));
        doc.append("}");
        if (typeFilter) {
            doc.append(" and filter {@code ").append(table.typeAttribute()).append(" = \"")
                    .append(Naming.doc(entity.typeName())).append("\"}");
        }
        doc.append(", ").append(pattern.descending() ? "descending" : "ascending")
                .append(pattern.consistentRead() ? ", strongly consistent" : "");
        if (!sortComponents.isEmpty()) {
            doc.append("; narrow it by {@code ")
                    .append(String.join("}, then {@code ", sortComponents.stream().map(ComponentModel::name).toList()))
                    .append("}");
        }
        doc.append(".\n");
        target.partitionKey().sharding().ifPresent(sharding -> doc.append("The partition is sharded into ")
                .append(sharding.shards()).append(": one query per shard, in parallel, merged in sort-key order.\n"));
        // Leading sort-key components that the partition key also holds are fixed by its arguments.
        List<ComponentModel> partitionComponents = target.partitionKey().template().components();
        int fixedByPartition = 0;
        while (fixedByPartition < sortComponents.size() - 1
                && partitionComponents.contains(sortComponents.get(fixedByPartition))) {
            fixedByPartition++;
        }
        if (fixedByPartition > 0) {
            doc.append("The sort key's {@code ").append(String.join("}, {@code ", sortComponents.subList(0, fixedByPartition)
                    .stream().map(ComponentModel::name).toList())).append("} is the partition key's: fixed already.\n");
        }
        ClassName returned = levels.get(fixedByPartition);
        CodeBlock.Builder fixing = CodeBlock.builder();
        for (ComponentModel component : sortComponents.subList(0, fixedByPartition)) {
            fixing.add("$Z.$N($N)", Naming.equalityMethod(component.name()), component.name());
        }
        MethodSpec.Builder method = MethodSpec.methodBuilder(pattern.name())
                .addModifiers(Modifier.PUBLIC)
                .returns(returned)
                .addJavadoc("$L", Docs.wrap(doc.toString()));
        List<CodeBlock> partitionArguments = new ArrayList<>();
        for (ComponentModel component : target.partitionKey().template().components()) {
            method.addParameter(KeysWriter.parameter(component));
            partitionArguments.add(CodeBlock.of("$N", component.name()));
        }
        String field = patternFields.get(pattern.name());
        if (target.partitionKey().sharding().isPresent()) { // fan out over the shards, merged in sort-key order
            String shard = Naming.shardVariable(target.partitionKey());
            partitionArguments.add(CodeBlock.of("$N", shard));
            method.addStatement("return $L$L", Lines.fit(15, breaks -> CodeBlock.of("$N.query(this.table,"
                            + breaks.sp() + "$N -> $T.$N($L)," + breaks.sp() + "$T::new)", field, shard, keys,
                    target.partitionKeyMethod(), CodeBlock.join(partitionArguments, ", "), firstLevel)), fixing.build());
        } else {
            method.addStatement("return $L$L", Lines.fit(15, breaks -> CodeBlock.of("$N.query(this.table,"
                            + breaks.sp() + "$T.$N($L)," + breaks.sp() + "$T::new)", field, keys,
                    target.partitionKeyMethod(), CodeBlock.join(partitionArguments, ", "), firstLevel)), fixing.build());
        }
        type.addMethod(method.build());

        if (sortComponents.isEmpty()) {
            type.addType(levelClass(firstLevel, target, List.of()).build());
            return;
        }
        for (int level = 0; level < sortComponents.size(); level++) { // the first levels too: the method starts there
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

    /**
     * A query class whose leading sort-key components {@code fixed} are set by equality; its
     * options keep the class through the constructor reference it gives its superclass.
     */
    private TypeSpec.Builder levelClass(ClassName name, Target target, List<ComponentModel> fixed) {
        TypeSpec.Builder type = TypeSpec.classBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(RuntimeTypes.PARTITION_QUERY, record, name));
        String scope = fixed.isEmpty()
                ? Docs.of("A query of the {@code $L} partition", Naming.doc(target.partitionKey().template().source()))
                : Docs.of("A query of the items whose {@code $L} fixes {@code $L}",
                        Naming.doc(target.sortKey().get().template().source()),
                        String.join("}, {@code ", fixed.stream().map(ComponentModel::name).toList()));
        String conditions = target.sortKey().filter(key -> key.template().components().size() > fixed.size()).map(key -> {
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

    private void addConditions(TypeSpec.Builder type, Target target, List<ComponentModel> components, int level,
                               ClassName next) {
        KeyModel sortKey = target.sortKey().get();
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
}
