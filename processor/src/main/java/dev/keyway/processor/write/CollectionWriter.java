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
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.SharedSortKey;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
        ClassName collectionTable = RuntimeTypes.COLLECTION_TABLE;
        TypeName schemaType = ParameterizedTypeName.get(RuntimeTypes.ITEM_SCHEMA, WildcardTypeName.subtypeOf(sealed));
        List<CodeBlock> schemas = new ArrayList<>();
        List<String> typeNames = new ArrayList<>();
        for (EntityModel entity : collection.entities()) {
            schemas.add(CodeBlock.of("$T.INSTANCE", JavaTypes.of(Naming.schema(entity))));
            typeNames.add(Naming.doc(entity.typeName()));
        }
        TypeSpec.Builder type = TypeSpec.classBuilder(collection.generated().simpleName());
        String patternField;
        CodeBlock pattern;
        MethodSpec query;
        if (collection.multiAttributeIndex().isPresent()) {
            MultiAttributeCollectionQuery multi = new MultiAttributeCollectionQuery(collection);
            patternField = multi.patternField();
            pattern = CodeBlock.of("$T.onIndex($S, $S)", RuntimeTypes.ACCESS_PATTERN_SPEC,
                    collection.type().simpleName() + ".query", collection.index().orElseThrow());
            query = multi.addTo(type, patternField, typeNames);
        } else {
            patternField = patternField();
            pattern = templatePattern();
            query = templateQuery(type, sealed, typeNames, patternField);
        }
        return type
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc("The item collection {@link $T}:\n", sealed)
                .addJavadoc("$L", Docs.of("$L items sharing a partition of table {@code $L}, read in one query. Items of "
                        + "other types in the partition are skipped.\n", String.join(", ", typeNames),
                        Naming.doc(collection.table().name())))
                .addField(FieldSpec.builder(RuntimeTypes.ACCESS_PATTERN_SPEC, patternField, Modifier.PRIVATE, Modifier.STATIC,
                                Modifier.FINAL)
                        .initializer("$L$Z.filterOnType()", pattern).build())
                .addField(FieldSpec.builder(ParameterizedTypeName.get(collectionTable, sealed), "table",
                        Modifier.PRIVATE, Modifier.FINAL).build())
                .addMethods(constructors(tableClass, collectionTable, schemaType, schemas))
                .addMethod(query)
                .build();
    }

    /** The pattern constant's name, which no parameter of the template query hides. */
    private String patternField() {
        java.util.Set<String> parameters = new java.util.HashSet<>();
        collection.partitionKey().template().components().forEach(component -> parameters.add(component.name()));
        String patternField = "PATTERN";
        while (parameters.contains(patternField)) {
            patternField += "_SPEC"; // a parameter would hide it
        }
        return patternField;
    }

    /** The pattern constant of a collection read by a key of text, without its type filter. */
    private CodeBlock templatePattern() {
        String id = collection.type().simpleName() + ".query";
        CodeBlock.Builder pattern = CodeBlock.builder().add(collection.index()
                .map(index -> CodeBlock.of("$T.onIndex($S, $S)", RuntimeTypes.ACCESS_PATTERN_SPEC, id, index))
                .orElseGet(() -> CodeBlock.of("$T.onTable($S)", RuntimeTypes.ACCESS_PATTERN_SPEC, id)));
        collection.sharedSortKey().ifPresent(key -> pattern.add("$Z.sortKey($L)", JavaLiteral.of(key.template().source())));
        return pattern.build();
    }

    /** The query of a collection read by a key of text, its query classes added to {@code type}. */
    private MethodSpec templateQuery(TypeSpec.Builder type, ClassName sealed, List<String> typeNames, String patternField) {
        ClassName collectionQuery = RuntimeTypes.COLLECTION_QUERY;
        EntityModel first = collection.entities().get(0);
        ClassName firstKeys = JavaTypes.of(Naming.keys(first));
        String keyMethod = collection.index()
                .map(index -> IndexModel.methodPrefix(index) + "PartitionKey").orElse("partitionKey");

        Optional<KeyModel> shared = collection.sharedSortKey();
        // Members that build their sort keys alike get typed conditions on what they share; others the raw ones.
        TypeName returned = shared.isPresent()
                ? new QueryLevels(JavaTypes.of(collection.generated()), sealed, new KeyCode(first)).write(type,
                        sealed.simpleName(), collection.partitionKey(), shared, SharedSortKey.continuesAfterLast(shared.get()))
                        .get(0)
                : ParameterizedTypeName.get(collectionQuery, sealed);
        String narrowing = shared.map(key -> "\nNarrow it with conditions on {@code " + String.join("}, then {@code ",
                key.template().components().stream().map(ComponentModel::name).toList()) + "}, which every member's sort key "
                + "starts with ({@code " + Naming.doc(key.template().source()) + "}).")
                .orElse("\nNarrow it with a condition on the sort-key text ({@code sortKey().ge(...)}), "
                        + "e.g. from a member's key class.");
        MethodSpec.Builder query = MethodSpec.methodBuilder("query")
                .addModifiers(Modifier.PUBLIC)
                .returns(returned)
                .addJavadoc("$L", Docs.of("A Query on $L with key condition {@code $L = \"$L\"}, filtered to the types $L: "
                                + "the partition's items in sort-key order, each decoded into its own record.$L\n",
                        collection.index().map(index -> "index " + Naming.doc(index)).orElse("the table"),
                        Naming.doc(collection.partitionKey().attribute()),
                        Naming.doc(collection.partitionKey().template().source()), String.join(", ", typeNames), narrowing));
        List<CodeBlock> arguments = new ArrayList<>();
        for (ComponentModel component : collection.partitionKey().template().components()) {
            query.addParameter(KeysWriter.parameter(component));
            arguments.add(CodeBlock.of("$N", component.name()));
        }
        if (shared.isPresent()) {
            query.addStatement("return $N.query(this.table,$W$T.$N($L),$W$T::new)", patternField, firstKeys, keyMethod,
                    CodeBlock.join(arguments, ", "), returned);
        } else {
            query.addStatement("return $N.query(this.table,$W$T.$N($L))", patternField, firstKeys, keyMethod,
                    CodeBlock.join(arguments, ", "));
        }
        return query.build();
    }

    private List<MethodSpec> constructors(ClassName tableClass, ClassName collectionTable, TypeName schemaType,
                                          List<CodeBlock> schemas) {
        return List.of(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("$L", Docs.of("The collection in table {@code $L}.\n", Naming.doc(collection.table().name())))
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addStatement("this(client, $T.NAME)", tableClass).build(),
                MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("The collection in the table of another name.\n")
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addParameter(String.class, "tableName")
                        .addStatement("this(client, tableName, $T.defaults())", RuntimeTypes.KEYWAY_SETTINGS).build(),
                MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("The collection in the table of that name, its requests reported to the listener\n"
                                + "({@code null}: the default listener, see {@link $T}).\n", RuntimeTypes.REQUEST_LISTENER)
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addParameter(String.class, "tableName")
                        .addParameter(RuntimeTypes.REQUEST_LISTENER, "listener")
                        .addStatement("this.table = new $T<>(client, tableName, $T.DEFINITION,\n$T.<$T>of($L),\nlistener)",
                                collectionTable, tableClass, List.class, schemaType, Lines.fit(16 + 20 + Lines.width(
                                        CodeBlock.of("$T", schemaType)), breaks -> CodeBlock.join(schemas, "," + breaks.sp())))
                        .build(),
                MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("$L", Docs.of("The collection in table {@code $L} with the application's settings\n",
                                Naming.doc(collection.table().name())))
                        .addJavadoc("(cursor keys, request listener, see {@link $T}).\n", RuntimeTypes.KEYWAY_SETTINGS)
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addParameter(RuntimeTypes.KEYWAY_SETTINGS, "settings")
                        .addStatement("this(client, $T.NAME, settings)", tableClass).build(),
                MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
                        .addJavadoc("The collection in the table of that name with the application's settings.\n")
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addParameter(String.class, "tableName")
                        .addParameter(RuntimeTypes.KEYWAY_SETTINGS, "settings")
                        .addStatement("this.table = new $T<>(client, tableName, $T.DEFINITION,\n$T.<$T>of($L),\nsettings)",
                                collectionTable, tableClass, List.class, schemaType, Lines.fit(16 + 20 + Lines.width(
                                        CodeBlock.of("$T", schemaType)), breaks -> CodeBlock.join(schemas, "," + breaks.sp())))
                        .build());
    }
}
