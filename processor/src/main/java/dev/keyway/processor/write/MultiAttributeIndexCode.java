package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import dev.keyway.processor.model.ProjectionModel;
import dev.keyway.processor.model.TableModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the table definition and the CloudFormation fragment say of a global index with a
 * multi-attribute key: its key schema (partition attributes, then sort attributes) and each key
 * attribute's type in the table's attribute definitions.
 */
final class MultiAttributeIndexCode {

    private static final ClassName INDEX_KEY_ATTRIBUTE = ClassName.get("dev.keyway.runtime.schema", "IndexKeyAttribute");
    private static final ClassName SCALAR_ATTRIBUTE_TYPE =
            ClassName.get("software.amazon.awssdk.services.dynamodb.model", "ScalarAttributeType");
    private static final ClassName PROJECTION_TYPE =
            ClassName.get("software.amazon.awssdk.services.dynamodb.model", "ProjectionType");

    private MultiAttributeIndexCode() {
    }

    /**
     * {@code IndexDefinition.multiAttribute("ByTenant", List.of(IndexKeyAttribute.partition("tenant",
     * ScalarAttributeType.S), ...))}, with its projection when not ALL.
     */
    static CodeBlock definition(MultiAttributeIndexModel index) {
        List<CodeBlock> keys = new ArrayList<>();
        index.partition().forEach(key -> keys.add(key(key, "partition")));
        index.sort().forEach(key -> keys.add(key(key, "sort")));
        CodeBlock definition = CodeBlock.of("$T.multiAttribute($S, $T.of(\n$>$>$L$<$<))", RuntimeTypes.INDEX_DEFINITION,
                index.name(), List.class, CodeBlock.join(keys, ",\n"));
        if (index.projection().complete()) {
            return definition;
        }
        List<CodeBlock> attributes = index.projection().attributes().stream().map(JavaLiteral::of).toList();
        return CodeBlock.of("$L\n$>.withProjection($T.$L,$W$T.of($L))$<", definition, PROJECTION_TYPE,
                index.projection().kind() == ProjectionModel.Kind.KEYS_ONLY ? "KEYS_ONLY" : "INCLUDE", List.class,
                CodeBlock.join(attributes, ",$W"));
    }

    private static CodeBlock key(MultiAttributeIndexModel.KeyAttribute key, String role) {
        return CodeBlock.of("$T.$L($L, $T.$L)", INDEX_KEY_ATTRIBUTE, role, JavaLiteral.of(key.attribute()),
                SCALAR_ATTRIBUTE_TYPE, key.type());
    }

    /**
     * Adds the table's multi-attribute indexes to the fragment's attribute definitions and global
     * indexes, in the order {@code createTableRequest} gives them; {@code defined} holds the attributes
     * the fragment defines already, and this adds the ones it defines.
     */
    static void cloudFormation(TableModel table, Set<String> defined, List<Object> attributeDefinitions,
                               List<Object> globalIndexes) {
        for (MultiAttributeIndexModel index : table.multiAttributeIndexes()) {
            List<Object> schema = new ArrayList<>();
            for (MultiAttributeIndexModel.KeyAttribute key : index.attributes()) {
                if (defined.add(key.attribute())) {
                    attributeDefinitions.add(JsonText.object("AttributeName", key.attribute(), "AttributeType", key.type()));
                }
                schema.add(JsonText.object("AttributeName", key.attribute(), "KeyType",
                        index.partition().contains(key) ? "HASH" : "RANGE"));
            }
            Map<String, Object> definition = new LinkedHashMap<>();
            definition.put("IndexName", index.name());
            definition.put("KeySchema", schema);
            definition.put("Projection", CloudFormationWriter.projection(table,
                    new TableModel.TableIndex(index.name(), "", java.util.Optional.empty(), false, index.projection())));
            globalIndexes.add(definition);
        }
    }
}
