package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/** Writes {@code XCollection} for an {@code @ItemCollection} sealed interface {@code X}: one query per partition. */
public final class CollectionWriter {

    private final CollectionModel collection;

    public CollectionWriter(CollectionModel collection) {
        this.collection = collection;
    }

    public TypeSpec write() {
        ClassName sealed = JavaTypes.of(collection.type());
        ClassName tableClass = JavaTypes.of(collection.table().type());
        ClassName collectionTable = ClassName.get("dev.keyway.runtime.internal", "CollectionTable");
        ClassName collectionQuery = ClassName.get("dev.keyway.runtime", "CollectionQuery");
        TypeName schemaType = ParameterizedTypeName.get(RuntimeTypes.ITEM_SCHEMA, WildcardTypeName.subtypeOf(sealed));
        List<CodeBlock> schemas = new ArrayList<>();
        List<String> typeNames = new ArrayList<>();
        for (EntityModel entity : collection.entities()) {
            schemas.add(CodeBlock.of("$T.INSTANCE", JavaTypes.of(Naming.schema(entity))));
            typeNames.add(Naming.doc(entity.typeName()));
        }
        EntityModel first = collection.entities().get(0);
        ClassName firstKeys = JavaTypes.of(Naming.keys(first));
        String keyMethod = collection.index()
                .map(index -> IndexModel.methodPrefix(index) + "PartitionKey").orElse("partitionKey");

        MethodSpec.Builder query = MethodSpec.methodBuilder("query")
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(collectionQuery, sealed))
                .addJavadoc("A Query on $L with key condition {@code $L = \"$L\"}, filtered to the types $L:\n"
                                + "the partition's items in sort-key order, each decoded into its own record.\n",
                        collection.index().map(index -> "index " + Naming.doc(index)).orElse("the table"),
                        Naming.doc(collection.partitionKey().attribute()),
                        Naming.doc(collection.partitionKey().template().source()), String.join(", ", typeNames));
        List<CodeBlock> arguments = new ArrayList<>();
        for (ComponentModel component : collection.partitionKey().template().components()) {
            query.addParameter(KeysWriter.parameter(component));
            arguments.add(CodeBlock.of("$N", component.name()));
        }
        query.addStatement("return new $T<>($T.of(this.table, $S, $L, $T.$N($L), null, true, false, false))",
                collectionQuery, RuntimeTypes.QUERY_SPEC, collection.type().simpleName() + ".query",
                collection.index().map(index -> CodeBlock.of("$S", index)).orElse(CodeBlock.of("null")),
                firstKeys, keyMethod, CodeBlock.join(arguments, ", "));

        return TypeSpec.classBuilder(collection.generated().simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc("The item collection {@link $T}: $L items sharing a partition of table {@code $L}, read in\n"
                        + "one query. Items of other types in the partition are skipped.\n", sealed,
                        String.join(", ", typeNames), Naming.doc(collection.table().name()))
                .addField(FieldSpec.builder(ParameterizedTypeName.get(collectionTable, sealed), "table",
                        Modifier.PRIVATE, Modifier.FINAL).build())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("The collection in table {@code $L}.\n", Naming.doc(collection.table().name()))
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addStatement("this(client, $T.NAME)", tableClass).build())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("The collection in the table of another name.\n")
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addParameter(String.class, "tableName")
                        .addStatement("this.table = new $T<>(client, tableName, $T.DEFINITION,\n$T.<$T>of($L))",
                                collectionTable, tableClass, List.class, schemaType, CodeBlock.join(schemas, ", "))
                        .build())
                .addMethod(query.build())
                .build();
    }
}
