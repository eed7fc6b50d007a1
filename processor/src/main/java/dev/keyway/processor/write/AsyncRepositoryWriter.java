package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import dev.keyway.processor.model.TableModel;
import dev.keyway.processor.model.VectorIndexModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code XAsyncRepository}, the asynchronous face of {@code XRepository} on a
 * {@code DynamoDbAsyncClient}: the same key-component methods returning {@code CompletableFuture}s,
 * the update, {@code putRetrying} and index scans, and every access pattern as an {@code AsyncQuery}.
 * It keeps a {@code XRepository} on a client that sends nothing, which builds the keys, queries and
 * updates (so both faces take the same arguments and check them the same way); the runtime's
 * {@code AsyncEntityRepository} sends what it builds.
 *
 * <p>An access pattern returns the whole partition's {@code AsyncQuery}, and, where sort-key
 * components remain to narrow it, an overload taking the synchronous query class's conditions as a
 * function ({@code ordersOf("c1", q -> q.placedAt().ge(since))}); on a sharded partition its pages
 * are merged across the shards as the synchronous ones are. A vector index's access patterns return
 * an {@code AsyncVectorSearch}. A new kind of access pattern is added in {@link #addAccessPattern},
 * beside the kinds here.
 */
public final class AsyncRepositoryWriter {

    private final EntityModel entity;
    private final TableModel table;
    private final ClassName repository;
    private final ClassName asyncRepository;
    private final ClassName keys;
    private final ClassName record;
    /** The synchronous repository's query classes, named as {@link RepositoryWriter} names them. */
    private final QueryLevels levels;

    public AsyncRepositoryWriter(EntityModel entity, TableModel table) {
        this.entity = entity;
        this.table = table;
        this.repository = JavaTypes.of(Naming.repository(entity));
        this.asyncRepository = JavaTypes.of(entity.generated().asyncRepository());
        this.keys = JavaTypes.of(Naming.keys(entity));
        this.record = JavaTypes.of(entity.type());
        this.levels = new QueryLevels(repository, record, new KeyCode(entity));
    }

    public TypeSpec write() {
        ClassName tableClass = JavaTypes.of(table.type());
        TypeSpec.Builder type = TypeSpec.classBuilder(asyncRepository.simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(RuntimeTypes.ASYNC_ENTITY_REPOSITORY, record))
                .addJavadoc("$L", Docs.wrap(Docs.of("{@link $L} items in table {@code $L}, asynchronously: the methods of "
                        + "{@link $L} on a {@code DynamoDbAsyncClient}, each returning at once with a {@code CompletableFuture}, "
                        + "queries paged as futures or published with back-pressure; {@code put}, {@code create}, batches and "
                        + "{@code scan} come from {@link $L}. Nothing blocks a thread.\n",
                        String.join(".", record.simpleNames()), Naming.doc(entity.table()), repository.simpleName(),
                        RuntimeTypes.ASYNC_ENTITY_REPOSITORY.simpleName()), Docs.TOP_LEVEL_WIDTH));
        type.addField(FieldSpec.builder(repository, "prepared", Modifier.PRIVATE, Modifier.FINAL)
                .addJavadoc("Builds the keys, queries and updates this repository sends; it sends nothing itself.\n")
                .build());
        type.addMethod(constructor("A repository on table {@code $L}.\n", false, false)
                .addStatement("this(client, $T.NAME, $T.defaults())", tableClass, RuntimeTypes.KEYWAY_SETTINGS).build());
        type.addMethod(constructor("A repository on the table of another name (an environment's copy, a test table).\n",
                true, false).addStatement("this(client, tableName, $T.defaults())", RuntimeTypes.KEYWAY_SETTINGS).build());
        type.addMethod(constructor("A repository on table {@code $L} with the application's settings\n"
                + "(cursor keys, request listener).\n", false, true)
                .addStatement("this(client, $T.NAME, settings)", tableClass).build());
        type.addMethod(constructor("A repository on the table of that name with the application's settings.\n", true, true)
                .addStatement("this(client, new $T(PREPARING, tableName, settings), settings)", repository).build());
        type.addMethod(MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PRIVATE)
                .addParameter(RuntimeTypes.DYNAMO_DB_ASYNC_CLIENT, "client")
                .addParameter(repository, "prepared")
                .addParameter(RuntimeTypes.KEYWAY_SETTINGS, "settings")
                .addStatement("super(client, prepared, settings)")
                .addStatement("this.prepared = prepared")
                .build());
        type.addMethod(keyed("get", future(ParameterizedTypeName.get(ClassName.get(Optional.class), record)),
                "GetItem: the {@code $L} with this primary key, if there is one.\n",
                "return defer(() -> get($T.primaryKey($L)))"));
        type.addMethod(keyed("delete", future(ClassName.get(Void.class)),
                "DeleteItem: removes the {@code $L} with this primary key, if there is one.\n",
                "return defer(() -> delete($T.primaryKey($L)))"));
        type.addMethod(updateMethod());
        if (entity.version().isPresent()) {
            type.addMethod(putRetrying());
        }
        for (IndexModel index : entity.indexes()) {
            type.addMethod(scan(index.name(), Docs.of("A Scan of index {@code $L}, published page by page on demand.\n",
                    Naming.doc(index.name()))));
        }
        for (MultiAttributeIndexModel index : entity.multiAttributeIndexes()) {
            type.addMethod(scan(index.name(), Docs.of("A Scan of index {@code $L} (a multi-attribute key), filtered to the "
                    + "type {@code $L}, published page by page on demand.\n", Naming.doc(index.name()),
                    Naming.doc(entity.typeName()))));
        }
        TypeSpec.Builder throwaway = TypeSpec.classBuilder(repository.simpleName()); // the sync classes' names only
        for (AccessPatternModel pattern : entity.templateAccessPatterns()) {
            addAccessPattern(type, throwaway, pattern);
        }
        for (AccessPatternModel pattern : entity.multiAttributeAccessPatterns()) { // written after them, as the sync ones
            addMultiAttributePattern(type, pattern);
        }
        for (VectorIndexModel index : entity.vectorIndexes()) {
            for (String pattern : index.accessPatterns()) {
                type.addMethod(searchMethod(index, pattern));
            }
        }
        return type.build();
    }

    private MethodSpec.Builder constructor(String javadoc, boolean tableName, boolean settings) {
        return constructor(entity.table(), javadoc, tableName, settings);
    }

    /**
     * A public constructor of an asynchronous class on table {@code table} (named in {@code javadoc}'s
     * {@code $L}, if any): the client, then the table's name and the settings when asked. The async
     * repositories and collections take the same four.
     */
    static MethodSpec.Builder constructor(String table, String javadoc, boolean tableName, boolean settings) {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("$L", javadoc.contains("$L") ? Docs.of(javadoc, Naming.doc(table)) : javadoc)
                .addParameter(RuntimeTypes.DYNAMO_DB_ASYNC_CLIENT, "client");
        if (tableName) {
            constructor.addParameter(String.class, "tableName");
        }
        if (settings) {
            constructor.addParameter(RuntimeTypes.KEYWAY_SETTINGS, "settings");
        }
        return constructor;
    }

    private static TypeName future(TypeName value) {
        return ParameterizedTypeName.get(ClassName.get(CompletableFuture.class), value);
    }

    private MethodSpec keyed(String name, TypeName returns, String javadoc, String statement) {
        return RepositoryWriter.keyed(entity, keys, name, returns, javadoc, statement);
    }

    /** {@code update(key components)}: the synchronous repository's typed update, sent asynchronously. */
    private MethodSpec updateMethod() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("update")
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(RuntimeTypes.ASYNC_UPDATE, record))
                .addJavadoc("UpdateItem of the {@code $L} with this primary key; {@code execute()} completes with the item\n"
                        + "after it. Index keys built from changed components are rewritten in the same request.\n",
                        Naming.doc(entity.typeName()));
        List<CodeBlock> arguments = new ArrayList<>();
        for (ComponentModel component : entity.primaryKeyComponents()) {
            method.addParameter(KeysWriter.parameter(component));
            arguments.add(CodeBlock.of("$N", component.name()));
        }
        return method.addStatement("return asyncUpdate(() -> this.prepared.update($L))", CodeBlock.join(arguments, ", "))
                .build();
    }

    private MethodSpec putRetrying() {
        TypeName merge = ParameterizedTypeName.get(ClassName.get(BinaryOperator.class), record);
        return MethodSpec.methodBuilder("putRetrying")
                .addModifiers(Modifier.PUBLIC)
                .returns(future(record))
                .addParameter(record, "value")
                .addParameter(merge, "merge")
                .addParameter(TypeName.INT, "maxAttempts")
                .addJavadoc("$L", Docs.of("PutItem on the stored version; on a version conflict, {@code merge(attempted, current)} with "
                        + "the {@code $L} stored now (it comes with the conflict: no GetItem) and PutItem again when the answer "
                        + "arrives, at most {@code maxAttempts} puts in all. {@code merge} returning {@code null} gives up: the "
                        + "future fails with the {@code VersionConflictException}. Completes with the record as stored.\n",
                        entity.type().simpleName()))
                .addStatement("return retryingPut(value, merge, maxAttempts)")
                .build();
    }

    // ---- access patterns -------------------------------------------------------------------

    /**
     * The pattern's methods: the whole partition, and (when sort-key components remain) the
     * partition narrowed by the synchronous query class's conditions (on a sharded partition, the
     * same merged pages). The extension point for new kinds of access patterns.
     */
    private void addAccessPattern(TypeSpec.Builder type, TypeSpec.Builder throwaway, AccessPatternModel pattern) {
        PatternQuery target = PatternQuery.of(entity, pattern);
        // Named in the synchronous repository's order, so that the names are the ones it declares.
        List<ClassName> queryClasses = levels.write(throwaway, Naming.capitalize(pattern.name()), target.partitionKey(),
                target.sortKey(), false);
        int fixed = target.fixedByPartition();
        ClassName returned = queryClasses.get(fixed);
        List<ComponentModel> partitionComponents = target.partitionKey().template().components();
        List<CodeBlock> arguments = new ArrayList<>();
        for (ComponentModel component : partitionComponents) {
            arguments.add(CodeBlock.of("$N", component.name()));
        }
        CodeBlock call = CodeBlock.of("this.prepared.$N($L)", pattern.name(), CodeBlock.join(arguments, ", "));
        TypeName query = ParameterizedTypeName.get(RuntimeTypes.ASYNC_QUERY, record);
        MethodSpec.Builder whole = MethodSpec.methodBuilder(pattern.name())
                .addModifiers(Modifier.PUBLIC)
                .returns(query)
                .addJavadoc("$L", Docs.of("Access pattern {@code $L}, asynchronously: the query of {@link $L#$L}, its pages as "
                        + "futures or published on demand.\n", pattern.name(), repository.simpleName(), pattern.name()));
        partitionComponents.forEach(component -> whole.addParameter(KeysWriter.parameter(component)));
        type.addMethod(whole.addStatement("return asyncQuery(() -> $L)", call).build());
        List<ComponentModel> sortComponents = target.sortComponents();
        if (sortComponents.size() <= fixed) {
            return; // nothing left to narrow: limit, filter and order are on the AsyncQuery
        }
        TypeName narrow = ParameterizedTypeName.get(ClassName.get(Function.class), WildcardTypeName.supertypeOf(returned),
                WildcardTypeName.subtypeOf(ParameterizedTypeName.get(RuntimeTypes.QUERY, record)));
        MethodSpec.Builder narrowed = MethodSpec.methodBuilder(pattern.name())
                .addModifiers(Modifier.PUBLIC)
                .returns(query)
                .addJavadoc("$L", Docs.of("Access pattern {@code $L}, asynchronously, narrowed by the sort-key conditions of "
                        + "{@link $L}: {@code q -> q.$L().eq(...)}.\n", pattern.name(), String.join(".", returned.simpleNames()),
                        Naming.componentMethod(sortComponents.get(fixed).name())));
        partitionComponents.forEach(component -> narrowed.addParameter(KeysWriter.parameter(component)));
        type.addMethod(narrowed.addParameter(narrow, "narrow")
                .addStatement("return asyncQuery(() -> narrow.apply($L))", call).build());
    }

    /** A vector index's access pattern: the synchronous method's search, its {@code top(k)} a future. */
    private MethodSpec searchMethod(VectorIndexModel index, String pattern) {
        List<ParameterSpec> parameters = VectorIndexCode.searchParameters(index);
        List<CodeBlock> arguments = parameters.stream().map(parameter -> CodeBlock.of("$N", parameter)).toList();
        return MethodSpec.methodBuilder(pattern)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(RuntimeTypes.ASYNC_VECTOR_SEARCH, record))
                .addJavadoc("$L", Docs.of("Access pattern {@code $L}, asynchronously: the search of {@link $L#$L}; {@code top(k)} "
                        + "sends its SearchVectors request and returns a future.\n", pattern, repository.simpleName(), pattern))
                .addParameters(parameters)
                .addStatement("return asyncSearch(() -> this.prepared.$N($L))", pattern, CodeBlock.join(arguments, ", "))
                .build();
    }

    /**
     * A pattern on a {@code @MultiAttributeGsi}: the partition components' query, and (with sort
     * attributes) the query narrowed by the synchronous query class's conditions, named as
     * {@code MultiAttributeQueryWriter} names them.
     */
    private void addMultiAttributePattern(TypeSpec.Builder type, AccessPatternModel pattern) {
        MultiAttributeIndexModel index = entity.multiAttributeIndex(pattern.index().orElseThrow()).orElseThrow();
        ClassName first = MultiAttributeQueryWriter.classes(levels, pattern, index).get(0);
        List<CodeBlock> arguments = new ArrayList<>();
        MethodSpec.Builder whole = MethodSpec.methodBuilder(pattern.name()).addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(RuntimeTypes.ASYNC_QUERY, record))
                .addJavadoc("$L", Docs.of("Access pattern {@code $L}, asynchronously: the query of {@link $L#$L}, its pages as "
                        + "futures or published on demand.\n", pattern.name(), repository.simpleName(), pattern.name()));
        MethodSpec.Builder narrowed = MethodSpec.methodBuilder(pattern.name()).addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(RuntimeTypes.ASYNC_QUERY, record))
                .addJavadoc("$L", Docs.of("Access pattern {@code $L}, asynchronously, narrowed by the conditions of {@link $L}.\n",
                        pattern.name(), String.join(".", first.simpleNames())));
        for (MultiAttributeIndexModel.KeyAttribute key : index.partition()) {
            whole.addParameter(JavaTypes.of(key.component().type().keyType()), key.component().name());
            narrowed.addParameter(JavaTypes.of(key.component().type().keyType()), key.component().name());
            arguments.add(CodeBlock.of("$N", key.component().name()));
        }
        CodeBlock call = CodeBlock.of("this.prepared.$N($L)", pattern.name(), CodeBlock.join(arguments, ", "));
        type.addMethod(whole.addStatement("return asyncQuery(() -> $L)", call).build());
        if (index.sort().isEmpty()) {
            return;
        }
        TypeName narrow = ParameterizedTypeName.get(ClassName.get(Function.class), WildcardTypeName.supertypeOf(first),
                WildcardTypeName.subtypeOf(ParameterizedTypeName.get(RuntimeTypes.QUERY, record)));
        type.addMethod(narrowed.addParameter(narrow, "narrow")
                .addStatement("return asyncQuery(() -> narrow.apply($L))", call).build());
    }

    /** {@code scanX()} of index {@code index}, as the synchronous repository's, published page by page. */
    private MethodSpec scan(String index, String javadoc) {
        return MethodSpec.methodBuilder(IndexModel.scanMethod(index))
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(RuntimeTypes.ASYNC_SCAN, record))
                .addJavadoc("$L", javadoc)
                .addStatement("return asyncScan(() -> this.prepared.$N())", IndexModel.scanMethod(index))
                .build();
    }
}
