package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.ProjectionModel;
import dev.keyway.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/** Writes the table class, e.g. {@code ShopTable}: the table's name and its definition with every index. */
public final class TableWriter {

    private final TableModel table;
    /** The entities whose schemas are written, which {@code schemas()} lists. */
    private final List<EntityModel> written;

    /** The table's vector indexes, of all of its entities. */
    private final List<dev.keyway.processor.model.VectorIndexModel> vectorIndexes;

    public TableWriter(TableModel table, List<EntityModel> written) {
        this(table, written, VectorIndexCode.of(written));
    }

    public TableWriter(TableModel table, List<EntityModel> written,
                       List<dev.keyway.processor.model.VectorIndexModel> vectorIndexes) {
        this.table = table;
        this.written = written;
        this.vectorIndexes = vectorIndexes;
    }

    public TypeSpec write() {
        TypeSpec.Builder type = TypeSpec.classBuilder(table.type().simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc("Table {@code $L}, as its entities need it: ", Naming.doc(table.name()));
        List<ClassRef> entities = table.entities();
        int column = 40 + table.name().length();
        for (int i = 0; i < entities.size(); i++) {
            ClassRef entity = entities.get(i);
            // Linked only from its own package: a package-private entity of another package can be
            // neither linked nor imported, nor can a type of the unnamed package.
            boolean linked = entity.packageName().equals(table.type().packageName());
            int width = (linked ? entity.simpleName() : entity.canonicalName()).length() + 10;
            column += width;
            if (i > 0 && column > Docs.WIDTH) { // one line per few entities: a table may hold many
                type.addJavadoc(",\n");
                column = width;
            } else {
                type.addJavadoc(i == 0 ? "" : ", ");
            }
            if (linked) {
                type.addJavadoc("{@link $T}", JavaTypes.of(entity));
            } else {
                type.addJavadoc("{@code $L}", entity.canonicalName());
            }
        }
        return type.addJavadoc(".\n")
                .addField(FieldSpec.builder(String.class, "NAME", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The table's default name.\n")
                        .initializer("$S", table.name()).build())
                .addField(FieldSpec.builder(RuntimeTypes.TABLE_DEFINITION, "DEFINITION",
                                Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("Key attributes, the type attribute and every index of the table.\n")
                        .initializer(definition())
                        .build())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .addMethod(schemasMethod())
                .addMethod(MethodSpec.methodBuilder("createIfMissing")
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .addParameter(RuntimeTypes.DYNAMO_DB_CLIENT, "client")
                        .addJavadoc("Creates the table under its default name unless it exists; waits until it is active.\n")
                        .addStatement("DEFINITION.createIfMissing(client, NAME)")
                        .build())
                .build();
    }

    /**
     * {@code schemas()}: the schema of every entity of the table, e.g. for a check of a live table
     * against the design. A method rather than a constant: the schemas refer to this class's
     * {@code DEFINITION}, so a constant here could be read before they exist.
     */
    private MethodSpec schemasMethod() {
        com.palantir.javapoet.TypeName list = com.palantir.javapoet.ParameterizedTypeName.get(ClassName.get(List.class),
                com.palantir.javapoet.ParameterizedTypeName.get(RuntimeTypes.ITEM_SCHEMA,
                        com.palantir.javapoet.WildcardTypeName.subtypeOf(Object.class)));
        List<EntityModel> nameable = written.stream()
                .filter(entity -> !entity.type().packageName().isEmpty() || table.type().packageName().isEmpty())
                .toList();
        // Another package's schema (public, of a possibly package-private entity) by its full name: no import.
        List<CodeBlock> schemas = nameable.stream()
                .map(entity -> entity.generated().schema().packageName().equals(table.type().packageName())
                        ? CodeBlock.of("$T.INSTANCE", JavaTypes.of(entity.generated().schema()))
                        : CodeBlock.of("$L.INSTANCE", entity.generated().schema().canonicalName()))
                .toList();
        return MethodSpec.methodBuilder("schemas")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(list)
                .addJavadoc("The schemas of the table's entities, each with its key templates$L.\n",
                        nameable.size() < written.size() ? " (those in the unnamed package aside,\nwhich this package "
                                + "cannot name)" : "")
                .addStatement("return $T.of($L)", List.class, CodeBlock.join(schemas, ",$W"))
                .build();
    }

    /**
     * {@code new TableDefinition(...)}, with {@code .withStream(...)} for a table with a stream and
     * {@code .withSettings(...)} for one with {@code @TableSettings}.
     */
    private CodeBlock definition() {
        List<CodeBlock> indexes = new ArrayList<>(table.indexes().stream().map(TableWriter::index).toList());
        table.multiAttributeIndexes().forEach(index -> indexes.add(MultiAttributeIndexCode.definition(index)));
        CodeBlock sortKey = table.sortKeyAttribute()
                .map(attribute -> CodeBlock.of("$T.of($L)", Optional.class, JavaLiteral.of(attribute)))
                .orElseGet(() -> CodeBlock.of("$T.empty()", Optional.class));
        // "    public static final TableDefinition DEFINITION = " and the first line: after the name when it is long
        boolean fits = "    public static final TableDefinition DEFINITION = ".length() + Lines.width(CodeBlock.of(
                "new $T($S, $L, $L, $L,", RuntimeTypes.TABLE_DEFINITION, table.name(),
                JavaLiteral.of(table.partitionKeyAttribute()), sortKey, JavaLiteral.of(table.typeAttribute()))) <= Lines.MAX;
        CodeBlock definition = CodeBlock.of("new $T($S," + (fits ? " " : "\n$>$>") + "$L, $L, $L,\n" + (fits ? "$>$>" : "")
                        + "$T.of($>$L$<),\n$L$<$<)",
                RuntimeTypes.TABLE_DEFINITION, table.name(), JavaLiteral.of(table.partitionKeyAttribute()), sortKey,
                JavaLiteral.of(table.typeAttribute()), List.class, CodeBlock.join(indexes, ",\n"), table.ttlAttribute()
                        .map(ttl -> CodeBlock.of("$T.of($L)", Optional.class, JavaLiteral.of(ttl)))
                        .orElseGet(() -> CodeBlock.of("$T.empty()", Optional.class)));
        CodeBlock streamed = table.stream()
                .map(stream -> CodeBlock.of("$L\n$>$>.withStream($T.$L)$<$<", definition, RuntimeTypes.STREAM_VIEW_TYPE,
                        stream.view()))
                .orElse(definition);
        return VectorIndexCode.withVectorIndexes(new TableSettingsCode(table.settings()).definition(streamed), vectorIndexes,
                table.typeAttribute());
    }

    /** {@code IndexDefinition.global("GSI1", "GSI1PK", "GSI1SK")}, with its projection when not ALL. */
    private static CodeBlock index(TableModel.TableIndex index) {
        CodeBlock definition;
        if (index.local()) {
            definition = CodeBlock.of("$T.local($S, $L, $L)", RuntimeTypes.INDEX_DEFINITION, index.name(),
                    JavaLiteral.of(index.partitionKeyAttribute()), JavaLiteral.of(index.sortKeyAttribute().orElseThrow()));
        } else if (index.sortKeyAttribute().isPresent()) {
            definition = CodeBlock.of("$T.global($S, $L, $L)", RuntimeTypes.INDEX_DEFINITION, index.name(),
                    JavaLiteral.of(index.partitionKeyAttribute()), JavaLiteral.of(index.sortKeyAttribute().get()));
        } else {
            definition = CodeBlock.of("$T.global($S, $L)", RuntimeTypes.INDEX_DEFINITION, index.name(),
                    JavaLiteral.of(index.partitionKeyAttribute()));
        }
        if (index.projection().complete()) {
            return definition;
        }
        List<CodeBlock> attributes = index.projection().attributes().stream().map(JavaLiteral::of).toList();
        ClassName projection = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "ProjectionType");
        return CodeBlock.of("$L\n$>.withProjection($T.$L,$W$T.of($L))$<", definition, projection,
                index.projection().kind() == ProjectionModel.Kind.KEYS_ONLY ? "KEYS_ONLY" : "INCLUDE", List.class,
                CodeBlock.join(attributes, ",$W"));
    }

    /** The generated class's name. */
    public ClassName name() {
        return JavaTypes.of(table.type());
    }
}
