package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.ValueType;
import dev.keyway.processor.model.VectorIndexModel;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * The generated code of vector indexes: their definitions in the table class, the check of each
 * embedding's length in {@code toItem} (DynamoDB refuses the write of a vector of another length), and
 * one search method per access pattern on a repository.
 */
final class VectorIndexCode {

    private static final String SDK_MODEL = "software.amazon.awssdk.services.dynamodb.model";
    private static final ClassName VECTOR_INDEX_DEFINITION = ClassName.get("dev.keyway.runtime.schema",
            "VectorIndexDefinition");
    private static final ClassName DISTANCE = ClassName.get(SDK_MODEL, "VectorDistanceFunction");
    private static final ClassName ATTRIBUTE_TYPE = ClassName.get(SDK_MODEL, "ScalarAttributeType");
    private static final ClassName PROJECTION_TYPE = ClassName.get(SDK_MODEL, "ProjectionType");
    private static final ClassName VECTOR_VALUES = ClassName.get("dev.keyway.runtime.internal.vector", "VectorValues");
    private static final ClassName SEARCH_REQUEST = ClassName.get("dev.keyway.runtime.internal.vector",
            "VectorSearchRequest");
    private static final ClassName VECTOR_SEARCH = ClassName.get("dev.keyway.runtime", "VectorSearch");

    private VectorIndexCode() {
    }

    /** The vector indexes of a table's entities, by entity in order. */
    static List<VectorIndexModel> of(List<EntityModel> entities) {
        return entities.stream().flatMap(entity -> entity.vectorIndexes().stream()).toList();
    }

    /**
     * {@code .withVectorIndexes(...)} after a table definition, or the definition as it is. Every index
     * also filters on the type attribute, so that a search returns only the searching entity's items.
     */
    static CodeBlock withVectorIndexes(CodeBlock definition, List<VectorIndexModel> indexes, String typeAttribute) {
        if (indexes.isEmpty()) {
            return definition;
        }
        List<CodeBlock> each = indexes.stream().map(index -> definition(index, typeAttribute)).toList();
        return CodeBlock.of("$L\n$>$>.withVectorIndexes($>\n$L$<)$<$<", definition, CodeBlock.join(each, ",\n"));
    }

    private static CodeBlock definition(VectorIndexModel index, String typeAttribute) {
        CodeBlock.Builder code = CodeBlock.builder().add("$T.of($S, $L, $L, $T.$L)", VECTOR_INDEX_DEFINITION, index.name(),
                JavaLiteral.of(index.attribute()), index.dimensions(), DISTANCE, index.distance());
        index.partitionKey().ifPresent(hash -> code.add("\n$>.withPartitionKey($L, $T.$L)$<",
                JavaLiteral.of(hash.attribute()), ATTRIBUTE_TYPE, VectorIndexModel.searchType(hash).orElseThrow()));
        for (ComponentModel filter : index.filters()) {
            code.add("\n$>.withFilter($L, $T.$L)$<", JavaLiteral.of(filter.attribute()), ATTRIBUTE_TYPE,
                    VectorIndexModel.searchType(filter).orElseThrow());
        }
        code.add("\n$>.withFilter($L, $T.S)$<", JavaLiteral.of(typeAttribute), ATTRIBUTE_TYPE);
        if (!"ALL".equals(index.projection())) {
            List<CodeBlock> attributes = index.include().stream().map(JavaLiteral::of).toList();
            code.add("\n$>.withProjection($T.$L, $T.of($L))$<", PROJECTION_TYPE, index.projection(), List.class,
                    CodeBlock.join(attributes, ", "));
        }
        return code.build();
    }

    /** The statements of {@code toItem} that check each embedding's length, once per component. */
    static List<CodeBlock> writeChecks(EntityModel entity, String value) {
        List<CodeBlock> checks = new ArrayList<>();
        Set<ComponentModel> checked = new LinkedHashSet<>();
        for (VectorIndexModel index : entity.vectorIndexes()) {
            ComponentModel component = index.component();
            if (!checked.add(component)) {
                continue; // the indexes on one attribute agree on their dimensions
            }
            CodeBlock read = component.type() instanceof ValueType.OptionalType
                    ? CodeBlock.of("$N.$N().orElse(null)", value, component.name())
                    : CodeBlock.of("$N.$N()", value, component.name());
            checks.add(CodeBlock.of("$T.checkWritten($S, $L, $L, $L, $S)", VECTOR_VALUES, entity.typeName(),
                    JavaLiteral.of(component.attribute()), read, index.dimensions(), index.name()));
        }
        return checks;
    }

    /** A repository's search methods, one per access pattern on a vector index. */
    static List<MethodSpec> searchMethods(EntityModel entity, ClassName record, ClassName schema) {
        Map<String, String> fields = Naming.attributeFields(entity);
        List<MethodSpec> methods = new ArrayList<>();
        for (VectorIndexModel index : entity.vectorIndexes()) {
            for (String pattern : index.accessPatterns()) {
                methods.add(searchMethod(entity, index, pattern, record, schema, fields));
            }
        }
        return methods;
    }

    private static MethodSpec searchMethod(EntityModel entity, VectorIndexModel index, String pattern, ClassName record,
                                           ClassName schema, Map<String, String> fields) {
        String vector = vectorParameter(index);
        MethodSpec.Builder method = MethodSpec.methodBuilder(pattern)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(VECTOR_SEARCH, record))
                .addJavadoc("$L", Docs.of("SearchVectors on vector index {@code $L} ($L distance, $L dimensions): the {@code "
                        + "$L} items whose {@code $L} is nearest to {@code $L}$L, nearest first; {@code top(k)} sends "
                        + "the request.\n", Naming.doc(index.name()), index.distance(), index.dimensions(), entity.typeName(),
                        index.component().name(), vector, index.partitionKey().map(hash -> ", in the partition of {@code "
                                + hash.name() + "}").orElse("")))
                .addJavadoc("<p>The index is eventually consistent with the table, and DynamoDB's search approximate.\n");
        method.addParameters(searchParameters(index));
        CodeBlock search = CodeBlock.of("$T.of(this.table, $S, $S, $N)", SEARCH_REQUEST, pattern, index.name(), vector);
        if (index.partitionKey().isPresent()) {
            ComponentModel hash = index.partitionKey().get();
            search = CodeBlock.of("$L\n.partition($T.$N, $N)", search, schema, fields.get(hash.name()), hash.name());
        }
        return method.addStatement("return $L", search).build();
    }

    /**
     * The attribute definitions of the indexes' search schemas in order, with their types ({@code S},
     * {@code N}, {@code B}): each index's partition attribute, its filters, then the type attribute.
     */
    static Map<String, String> searchAttributes(List<VectorIndexModel> indexes, String typeAttribute) {
        Map<String, String> attributes = new java.util.LinkedHashMap<>();
        for (VectorIndexModel index : indexes) {
            index.partitionKey().ifPresent(hash -> attributes.putIfAbsent(hash.attribute(),
                    VectorIndexModel.searchType(hash).orElseThrow()));
            index.filters().forEach(filter -> attributes.putIfAbsent(filter.attribute(),
                    VectorIndexModel.searchType(filter).orElseThrow()));
            attributes.putIfAbsent(typeAttribute, "S");
        }
        return attributes;
    }

    /** The indexes as {@code AWS::DynamoDB::Table VectorIndexes} takes them, as the table definition creates them. */
    static List<Object> cloudFormation(List<VectorIndexModel> indexes, String typeAttribute) {
        List<Object> all = new ArrayList<>();
        for (VectorIndexModel index : indexes) {
            Map<String, Object> definition = new java.util.LinkedHashMap<>();
            definition.put("IndexName", index.name());
            definition.put("VectorAttribute", JsonText.object("AttributeName", index.attribute()));
            definition.put("Dimensions", index.dimensions());
            definition.put("DistanceFunction", index.distance());
            List<Object> schema = new ArrayList<>();
            index.partitionKey().ifPresent(hash -> schema.add(JsonText.object("AttributeName", hash.attribute(),
                    "SearchSchemaElementType", "HASH")));
            index.filters().forEach(filter -> schema.add(JsonText.object("AttributeName", filter.attribute(),
                    "SearchSchemaElementType", "INLINE_FILTER")));
            schema.add(JsonText.object("AttributeName", typeAttribute, "SearchSchemaElementType", "INLINE_FILTER"));
            definition.put("SearchSchema", schema);
            definition.put("Projection", "ALL".equals(index.projection()) ? JsonText.object("ProjectionType", "ALL")
                    : "KEYS_ONLY".equals(index.projection()) ? JsonText.object("ProjectionType", "KEYS_ONLY")
                    : JsonText.object("ProjectionType", "INCLUDE", "NonKeyAttributes", new ArrayList<Object>(index.include())));
            all.add(definition);
        }
        return all;
    }

    /** The name of a search method's vector parameter: {@code vector}, unless the index's partition component has it. */
    static String vectorParameter(VectorIndexModel index) {
        return index.partitionKey().filter(hash -> hash.name().equals("vector")).isPresent() ? "searchVector" : "vector";
    }

    /** A search method's parameters: the index partition's value when it has one, then the vector. */
    static List<ParameterSpec> searchParameters(VectorIndexModel index) {
        List<ParameterSpec> parameters = new ArrayList<>(2);
        index.partitionKey().ifPresent(hash -> parameters.add(ParameterSpec.builder(partitionType(hash), hash.name()).build()));
        parameters.add(ParameterSpec.builder(TypeName.get(float[].class), vectorParameter(index)).build());
        return parameters;
    }

    private static TypeName partitionType(ComponentModel component) {
        ValueType type = component.type() instanceof ValueType.OptionalType optional ? optional.element() : component.type();
        return JavaTypes.of(type).box();
    }
}
