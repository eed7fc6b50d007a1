package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
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
    private final QueryLevels levels;
    /** The spec constant of each access pattern, by pattern name. */
    private final Map<String, String> patternFields = new java.util.HashMap<>();

    public RepositoryWriter(EntityModel entity, TableModel table) {
        this.entity = entity;
        this.table = table;
        this.repository = JavaTypes.of(Naming.repository(entity));
        this.keys = JavaTypes.of(Naming.keys(entity));
        this.schema = JavaTypes.of(Naming.schema(entity));
        this.record = JavaTypes.of(entity.type());
        this.levels = new QueryLevels(repository, record, new KeyCode(entity));
        // Constants must not be named like a parameter, which is named like a component.
        java.util.Set<String> taken = new java.util.HashSet<>();
        entity.components().forEach(component -> taken.add(component.name()));
        for (AccessPatternModel pattern : entity.templateAccessPatterns()) {
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
                        + "components; {@code put}, {@code create}, batches, {@code scan}, {@code backfill}... come from\n"
                        + "{@link $T}.\n$L$L",
                        record, Naming.doc(entity.table()), RuntimeTypes.ENTITY_REPOSITORY, versionNote(), uniqueNote());
        for (AccessPatternModel pattern : entity.templateAccessPatterns()) {
            type.addField(patternField(pattern));
        }
        type.addField(FieldSpec.builder(ParameterizedTypeName.get(RuntimeTypes.ENTITY_OPERATIONS, record), "table",
                        Modifier.PRIVATE, Modifier.FINAL)
                .initializer("$T.operations(this)", RuntimeTypes.RUNTIME_ACCESS).build())
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
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("$L", Docs.of("A repository on table {@code $L} with the application's settings\n",
                                Naming.doc(entity.table())))
                        .addJavadoc("(cursor keys, request listener, see {@link $T}).\n", RuntimeTypes.KEYWAY_SETTINGS)
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addParameter(RuntimeTypes.KEYWAY_SETTINGS, "settings")
                        .addStatement("this(client, $T.NAME, settings)", tableClass)
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc("A repository on the table of that name with the application's settings.\n")
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addParameter(String.class, "tableName")
                        .addParameter(RuntimeTypes.KEYWAY_SETTINGS, "settings")
                        .addStatement("super(client, tableName, $T.INSTANCE, settings)", schema)
                        .build());
        type.addMethod(keyed("get", ParameterizedTypeName.get(ClassName.get(Optional.class), record),
                "GetItem: the {@code $L} with this primary key, if there is one.\n", "return this.table.get($T.primaryKey($L))"));
        type.addMethod(keyed("delete", TypeName.VOID,
                "DeleteItem: removes the {@code $L} with this primary key, if there is one.\n",
                "this.table.delete($T.primaryKey($L), null)"));
        type.addMethod(updateMethod());
        if (entity.version().isPresent()) { // only a versioned record can conflict and be merged
            type.addMethod(putRetrying());
        }
        for (IndexModel index : entity.indexes()) {
            type.addMethod(indexScan(index));
        }
        for (MultiAttributeIndexModel index : entity.multiAttributeIndexes()) {
            type.addMethod(MultiAttributeQueryWriter.scan(entity, record, index));
        }
        for (AccessPatternModel pattern : entity.templateAccessPatterns()) {
            addAccessPattern(type, pattern);
        }
        type.addMethods(VectorIndexCode.searchMethods(entity, record, schema));
        java.util.Set<String> fields = new java.util.HashSet<>(patternFields.values());
        entity.components().forEach(component -> fields.add(component.name()));
        new MultiAttributeQueryWriter(entity, table, schema, record, levels, fields).addTo(type);
        return type.build();
    }

    /** What {@code put}, {@code create} and {@code delete(record)} do for a versioned entity. */
    private String versionNote() {
        return entity.version().isEmpty() ? ""
                : "\n<p>Optimistic locking on {@code " + entity.version().get().name() + "}: {@code put}, {@code create} and\n"
                + "{@code delete(record)} store the next version on condition that the stored version is the record's\n"
                + "(for version 0: that there is no item); a different one throws\n"
                + "{@link dev.keyway.runtime.exception.VersionConflictException}.\n";
    }

    /** What the batch writes do for an entity with unique values. */
    private String uniqueNote() {
        return entity.uniques().isEmpty() ? ""
                : "\n<p>{@code putAll} and {@code deleteAll} are refused ({@code BatchWriteRefusedException}): the\n"
                + "{@code @Unique} values need transactional writes; a {@code WriteTransaction} takes them.\n";
    }

    /** {@code update(key components)}: a typed UpdateItem that knows the key components for index-key rewrites. */
    /**
     * {@code putRetrying}: optimistic locking's "retry with what is there now", the stored record
     * coming with each conflict; generated only for a versioned entity, so that the call cannot
     * compile where no conflict can be merged.
     */
    private MethodSpec putRetrying() {
        TypeName merge = ParameterizedTypeName.get(ClassName.get(java.util.function.BinaryOperator.class), record);
        return MethodSpec.methodBuilder("putRetrying")
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addParameter(record, "value")
                .addParameter(merge, "merge")
                .addParameter(TypeName.INT, "maxAttempts")
                .addJavadoc("$L", Docs.of("PutItem on the stored version; on a version conflict, {@code merge(attempted, current)} with "
                        + "the {@code $L} stored now (it comes with the conflict: no GetItem) and PutItem again, at most "
                        + "{@code maxAttempts} puts in all. {@code merge} returning {@code null} gives up and throws the "
                        + "{@code VersionConflictException}. Returns the record as stored.\n", entity.type().simpleName()))
                .addStatement("return this.table.putRetrying(value, merge, maxAttempts)")
                .build();
    }

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
                CodeBlock.join(keyArguments, ", "), Lines.fit(17, breaks -> CodeBlock.join(components, "," + breaks.sp())))
                .build();
    }

    /** {@code scanGsi1()}: a typed, parallel Scan of one of the entity's indexes. */
    private MethodSpec indexScan(IndexModel index) {
        String holds = index.projection().complete() ? ""
                : "\nThe index holds part of each item: every page's items are fetched whole from the table (BatchGetItem).";
        return MethodSpec.methodBuilder(IndexModel.scanMethod(index.name()))
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(RuntimeTypes.SCAN, record))
                .addJavadoc("$L", Docs.of("A Scan of $L index {@code $L}: the {@code $L} items that have its keys "
                        + "(of a sparse index, only those), in parallel segments if asked.$L\n",
                        index.local() ? "local" : "global", Naming.doc(index.name()), Naming.doc(entity.typeName()),
                        holds))
                .addStatement("return $T.scan(this.table, $S)", RuntimeTypes.RUNTIME_ACCESS, index.name())
                .build();
    }

    private MethodSpec keyed(String name, TypeName returns, String javadoc, String statement) {
        return keyed(entity, keys, name, returns, javadoc, statement);
    }

    /**
     * A method taking the entity's primary-key components whose one statement hands them to the key
     * builder ({@code statement}'s {@code $T} and {@code $L}); the asynchronous repository's too.
     */
    static MethodSpec keyed(EntityModel entity, ClassName keys, String name, TypeName returns, String javadoc,
                            String statement) {
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
    /**
     * The pattern's spec constant, e.g. {@code AccessPatternSpec.onIndex("Order.byStatus", "GSI1")
     * .sortKey("<placedAt>").filterOnType().descending()}.
     */
    private FieldSpec patternField(AccessPatternModel pattern) {
        PatternQuery target = PatternQuery.of(entity, pattern);
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
        target.sortKey().ifPresent(key -> spec.add("$Z.sortKey($L)",
                JavaLiteral.of(QueryLevels.templateText(key, Integer.MAX_VALUE))));
        if (target.filtersOnType()) {
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
        PatternQuery target = PatternQuery.of(entity, pattern);
        String patternClass = Naming.capitalize(pattern.name());
        List<ComponentModel> sortComponents = target.sortComponents();
        boolean typeFilter = target.filtersOnType();
        // The query classes are nested types, written after the methods whatever the order they are added in.
        List<ClassName> levels = this.levels.write(type, patternClass, target.partitionKey(), target.sortKey(), false);
        ClassName firstLevel = levels.get(0);

        StringBuilder doc = new StringBuilder(Docs.of("Access pattern {@code $L}: Query $L by {@code $L = \"$L\"",
                pattern.name(), target.index().map(index -> "index " + Naming.doc(index)).orElse("the table"),
                Naming.doc(target.partitionKey().attribute()), Naming.doc(target.partitionKey().template().source())));
        target.beginsWith().ifPresent(key ->
                doc.append(" AND begins_with(").append(Naming.doc(key.attribute())).append(", \"")
                        .append(Naming.doc(key.template().literalPrefix())).append("\")"));
        doc.append("}");
        if (typeFilter) {
            doc.append(" and filter {@code ").append(Naming.doc(table.typeAttribute())).append(" = \"")
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
        if (pattern.filterOnType()) {
            doc.append("Other entities' items in this key range are read and filtered out: they cost read capacity, "
                    + "a limit counts them, and a page can be short or empty while a cursor says more follow.\n");
        }
        target.partitionKey().sharding().ifPresent(sharding -> doc.append("The partition is sharded into ")
                .append(sharding.shards()).append(": one query per shard, in parallel, merged in sort-key order.\n"));
        // Leading sort-key components that the partition key also holds are fixed by its arguments.
        int fixedByPartition = target.fixedByPartition();
        if (fixedByPartition > 0) {
            doc.append("The sort key's {@code ").append(String.join("}, {@code ", sortComponents.subList(0, fixedByPartition)
                    .stream().map(ComponentModel::name).toList())).append("} is the partition key's: fixed already.\n");
        }
        ClassName returned = levels.get(fixedByPartition);
        CodeBlock.Builder fixing = CodeBlock.builder();
        for (ComponentModel component : sortComponents.subList(0, fixedByPartition)) {
            fixing.add("$Z.$N().eq($N)", Naming.componentMethod(component.name()), component.name());
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

    }

}
