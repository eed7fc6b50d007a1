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
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import dev.keyway.processor.model.SharedSortKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code XAsyncCollection}, the asynchronous face of {@code XCollection} for an
 * {@code @ItemCollection} sealed interface {@code X}: its {@code query} as an {@code AsyncQuery} on a
 * {@code DynamoDbAsyncClient}, and an overload narrowed by the synchronous collection's conditions as
 * a function. It keeps an {@code XCollection} on a client that sends nothing, which builds the
 * queries (the same arguments and checks); the runtime's {@code AsyncItemCollection} sends them.
 */
public final class AsyncCollectionWriter {

    private final CollectionModel collection;

    public AsyncCollectionWriter(CollectionModel collection) {
        this.collection = collection;
    }

    public TypeSpec write() {
        ClassName sealed = JavaTypes.of(collection.type());
        ClassName sync = JavaTypes.of(collection.generated());
        ClassName tableClass = JavaTypes.of(collection.table().type());
        Optional<KeyModel> shared = collection.sharedSortKey();
        // The class the synchronous query returns, named as CollectionWriter names it.
        TypeName narrowed = collection.multiAttributeIndex().isPresent()
                ? MultiAttributeQueryWriter.classes(new QueryLevels(sync, sealed, new KeyCode(collection.entities().get(0))),
                        sealed.simpleName(), collection.multiAttributeIndex().get()).get(0)
                : shared.isPresent()
                ? new QueryLevels(sync, sealed, new KeyCode(collection.entities().get(0))).write(
                        TypeSpec.classBuilder(sync.simpleName()), sealed.simpleName(), collection.partitionKey(), shared,
                        SharedSortKey.continuesAfterLast(shared.get())).get(0)
                : ParameterizedTypeName.get(RuntimeTypes.COLLECTION_QUERY, sealed);
        TypeName query = ParameterizedTypeName.get(RuntimeTypes.ASYNC_QUERY, sealed);
        List<CodeBlock> arguments = new ArrayList<>();
        MethodSpec.Builder whole = MethodSpec.methodBuilder("query")
                .addModifiers(Modifier.PUBLIC)
                .returns(query)
                .addJavadoc("$L", Docs.of("The query of {@link $L#query}, asynchronously: the partition's items in sort-key order, "
                        + "each decoded into its own record, its pages as futures or published on demand.\n", sync.simpleName()));
        MethodSpec.Builder narrow = MethodSpec.methodBuilder("query")
                .addModifiers(Modifier.PUBLIC)
                .returns(query)
                .addJavadoc("$L", Docs.of("The query of {@link $L#query}, asynchronously, narrowed by its conditions: $L.\n",
                        sync.simpleName(), narrowingExample(shared)));
        for (ParameterSpec parameter : partitionParameters()) {
            whole.addParameter(parameter);
            narrow.addParameter(parameter);
            arguments.add(CodeBlock.of("$N", parameter.name()));
        }
        CodeBlock call = CodeBlock.of("this.prepared.query($L)", CodeBlock.join(arguments, ", "));
        TypeName function = ParameterizedTypeName.get(ClassName.get(Function.class), WildcardTypeName.supertypeOf(narrowed),
                WildcardTypeName.subtypeOf(ParameterizedTypeName.get(RuntimeTypes.QUERY, sealed)));
        return TypeSpec.classBuilder(collection.asyncGenerated().simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(RuntimeTypes.ASYNC_ITEM_COLLECTION, sealed))
                .addJavadoc("The item collection {@link $T}, asynchronously:\n", sealed)
                .addJavadoc("$L", Docs.of("the queries of {@link $L} on a {@code DynamoDbAsyncClient}, each returning at once; "
                        + "pages as futures or published with back-pressure. Nothing blocks a thread.\n", sync.simpleName()))
                .addField(FieldSpec.builder(sync, "prepared", Modifier.PRIVATE, Modifier.FINAL)
                        .addJavadoc("Builds the queries this collection sends; it sends nothing itself.\n").build())
                .addMethod(constructor("The collection in table {@code $L}.\n", false, false)
                        .addStatement("this(client, $T.NAME, $T.defaults())", tableClass, RuntimeTypes.KEYWAY_SETTINGS).build())
                .addMethod(constructor("The collection in the table of another name.\n", true, false)
                        .addStatement("this(client, tableName, $T.defaults())", RuntimeTypes.KEYWAY_SETTINGS).build())
                .addMethod(constructor("The collection in table {@code $L} with the application's settings\n"
                        + "(cursor keys, request listener).\n", false, true)
                        .addStatement("this(client, $T.NAME, settings)", tableClass).build())
                .addMethod(constructor("The collection in the table of that name with the application's settings.\n", true, true)
                        .addStatement("super(client, settings)")
                        .addStatement("this.prepared = new $T(PREPARING, tableName, settings)", sync).build())
                .addMethod(whole.addStatement("return asyncQuery(() -> $L)", call).build())
                .addMethod(narrow.addParameter(function, "narrow")
                        .addStatement("return asyncQuery(() -> narrow.apply($L))", call).build())
                .build();
    }

    /** The partition's parameters, as the synchronous collection's {@code query} takes them. */
    private List<ParameterSpec> partitionParameters() {
        if (collection.multiAttributeIndex().isPresent()) {
            return collection.multiAttributeIndex().get().partition().stream()
                    .map(key -> ParameterSpec.builder(JavaTypes.of(key.component().type().keyType()),
                            key.component().name()).build())
                    .toList();
        }
        return collection.partitionKey().template().components().stream().map(KeysWriter::parameter).toList();
    }

    private String narrowingExample(Optional<KeyModel> shared) {
        if (collection.multiAttributeIndex().isPresent()) {
            List<MultiAttributeIndexModel.KeyAttribute> sort = collection.multiAttributeIndex().get().sort();
            return sort.isEmpty() ? "{@code q -> q.limit(10)}"
                    : "{@code q -> q." + Naming.componentMethod(sort.get(0).component().name()) + "().ge(...)}";
        }
        return shared.map(key -> "{@code q -> q." + Naming.componentMethod(
                        key.template().components().get(0).name()) + "().ge(...)}")
                .orElse("{@code q -> q.sortKey().ge(...)}");
    }

    private MethodSpec.Builder constructor(String javadoc, boolean tableName, boolean settings) {
        return AsyncRepositoryWriter.constructor(collection.table().name(), javadoc, tableName, settings);
    }
}
